import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The first render runs in a transition, so the browser may change the hash (a link, a typed URL, a
 * test's page.goto) after HashRouter read it but before HashRouter starts listening. Once mounted,
 * the router adopts whatever the address bar says, so it never shows one page under another's URL.
 */
export function AddressBarSync() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const addressBarPath = window.location.hash.slice(1) || '/';
    const routerPath = location.pathname + location.search + location.hash;
    if (addressBarPath !== routerPath) navigate(addressBarPath, { replace: true });
    // Only the first mount can miss a hash change; later changes reach HashRouter's own listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
