import { afterFirstScreen } from './remotes/first-screen-wait';

// Async boundary: shared singletons are negotiated before any app code runs. The app's code is fetched once
// the first screen the page's boot script paints is on screen, so it does not compete with it. The chunk's
// name tells first-render.json to follow its imports (scripts/webpack/first-render-manifest.js).
void afterFirstScreen().then(() => import(/* webpackChunkName: "start-up" */ './bootstrap'));
