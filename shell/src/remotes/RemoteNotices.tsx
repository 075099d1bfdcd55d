/** What a remote route shows besides the remote itself: the kill-switch page, the update notice, a reload. */
import { useEffect } from 'react';
import { SpinnerOverlay } from 'shared-lib/ui/core';
import { reloadPage } from './page-reload';
import styles from './RemoteRoute.module.css';

/** The remote is switched off by ops (kill switch): a calm page; the rest of the shop works. */
export function RemoteUnavailable() {
  return (
    <section className={styles.calm} data-testid="remote-disabled" aria-labelledby="remote-disabled-title">
      <h1 id="remote-disabled-title">This part of the shop is temporarily unavailable</h1>
      <p>We are working on it and it will be back shortly. Everything else in the shop works as usual.</p>
    </section>
  );
}

/** A newer release of the remote on this page went live after the page loaded it. */
export function UpdateNotice() {
  return (
    <div className={styles.notice} role="status" data-testid="remote-update-notice">
      <span>A newer version of this page is available</span>
      <button type="button" onClick={reloadPage}>
        Reload
      </button>
    </div>
  );
}

/** The user navigated to a remote whose release changed since this page loaded it: load the page afresh. */
export function FullReload() {
  useEffect(() => {
    reloadPage();
  }, []);
  return <SpinnerOverlay visible />;
}
