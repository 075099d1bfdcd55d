/** What a remote route shows besides the remote itself: the kill-switch page, the update notice, a reload. */
import { useEffect } from 'react';
import { SpinnerOverlay } from 'shared-lib/ui/core';
import { reloadPage } from './page-reload';
import styles from './RemoteRoute.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';

/** The remote is switched off by ops (kill switch): a calm page; the rest of the shop works. */
export function RemoteUnavailable() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <section className={styles.calm} data-testid="remote-disabled" aria-labelledby="remote-disabled-title">
      <h1 id="remote-disabled-title">{t('remote.offTitle')}</h1>
      <p>{t('remote.offText')}</p>
    </section>
  );
}

/** A newer release of the remote on this page went live after the page loaded it. */
export function UpdateNotice() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div className={styles.notice} role="status" data-testid="remote-update-notice">
      <span>{t('remote.newer')}</span>
      <button type="button" onClick={reloadPage}>
        {t('remote.reload')}
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
