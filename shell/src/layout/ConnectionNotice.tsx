/**
 * While the API cannot be reached (the shared axios instance saw no answer, or a 502/503/504 from the
 * proxy) a notice says so instead of leaving an empty page or a spinner; the shell asks /api/health every
 * few seconds and, once it answers, hides the notice and lets every open query refetch (RTK Query onOnline).
 */
import { useEffect, useState } from 'react';
import { http, isServerReachable, NETWORK_FAILURE, onServerReachableChange, reportServerReachable } from 'shared-lib/http';
import { api, useAppDispatch } from 'shared-lib/store';
import styles from './ConnectionNotice.module.css';

export const RECONNECT_EVERY_MS = 3000;
export const RECONNECTING_TEXT = 'We keep trying and the page updates by itself when the shop is back.';

export function ConnectionNotice() {
  const dispatch = useAppDispatch();
  const [reachable, setReachable] = useState(isServerReachable());

  useEffect(
    () =>
      onServerReachableChange((value) => {
        setReachable(value);
        if (value) dispatch(api.internalActions.onOnline());
      }),
    [dispatch],
  );

  useEffect(() => {
    if (reachable) return undefined;
    const timer = setInterval(() => {
      http.get('/health', { timeout: RECONNECT_EVERY_MS }).then(
        () => reportServerReachable(true),
        () => undefined,
      );
    }, RECONNECT_EVERY_MS);
    return () => clearInterval(timer);
  }, [reachable]);

  if (reachable) return null;
  return (
    <div className={styles.notice} role="alert" data-testid="connection-notice">
      <strong>{NETWORK_FAILURE}</strong> <span>{RECONNECTING_TEXT}</span>
    </div>
  );
}
