/**
 * The offline app's small bars at the foot of the page: "A new version is ready" with Reload (a new shell
 * release's worker is waiting), from the second visit on "Install the app", and offline, when the catalogue
 * on screen comes from the worker's cache, "saved data, N minutes old".
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';
import { dismissInstall, installOffered, promptInstall, subscribeInstall } from './install-prompt';
import { minutesOld, savedDataSnapshot, subscribeSavedData } from './saved-data';
import { useCatalogueRefresh } from './useCatalogueRefresh';
import { applyUpdate, isUpdateReady, subscribeUpdate } from './worker-registration';
import styles from './OfflineBars.module.css';

export function OfflineBars() {
  const { t } = useTranslation(SHELL_NS);
  // the catalogue's stale-while-revalidate: data the worker found changed is refetched (no reload)
  useCatalogueRefresh();
  const updateReady = useSyncExternalStore(subscribeUpdate, isUpdateReady, () => false);
  const offerInstall = useSyncExternalStore(subscribeInstall, installOffered, () => false);
  const savedAt = useSyncExternalStore(subscribeSavedData, savedDataSnapshot, () => null);
  const savedMinutes = savedAt === null ? null : minutesOld(savedAt);
  if (!updateReady && !offerInstall && savedMinutes === null) return null;
  return (
    <div className={styles.bars}>
      {savedMinutes !== null && (
        <div className={`${styles.bar} ${styles.saved}`} role="status" data-testid="saved-data">
          <span className={styles.text}>{savedMinutes < 1 ? t('offline.savedData_lessThanMinute') : t('offline.savedData', { count: savedMinutes })}</span>
        </div>
      )}
      {updateReady && (
        <div className={styles.bar} role="status" data-testid="update-ready">
          <span className={styles.text}>{t('offline.updateReady')}</span>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={applyUpdate}>
              {t('offline.reload')}
            </button>
          </div>
        </div>
      )}
      {offerInstall && (
        <div className={styles.bar} role="region" aria-label={t('offline.installRegion')} data-testid="install-offer">
          <span className={styles.text}>{t('offline.installText')}</span>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={dismissInstall}>
              {t('offline.notNow')}
            </button>
            <button type="button" className={styles.primary} onClick={() => void promptInstall()}>
              {t('offline.install')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
