// What the apps use of react-router-dom, provided to the page as the 'react-router-dom' singleton.
// A shared module is never tree-shaken (webpack cannot know what other builds will import from it), so
// sharing the package itself put all of React Router 7 in the first render (52 KB compressed: data
// routers, server rendering, cookies, sessions). This module is shared instead: its exports are the
// whole shared surface, and webpack drops the rest of React Router while building it.
// bench/lib/shared-router.test.ts fails when app code imports something missing here.
export {
  HashRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
