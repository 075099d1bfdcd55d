/**
 * The offline app's two small bars at the foot of the page: "A new version is ready" with Reload (a new
 * shell release's worker is waiting), from the second visit on "Install the app", and offline, when the
 * catalogue on screen comes from the worker's cache, "saved data, N minutes old".
 */
import { useSyncExternalStore } from 'react';
import { dismissInstall, installOffered, promptInstall, subscribeInstall } from './install-prompt';
import { minutesOld, savedDataSnapshot, subscribeSavedData } from './saved-data';
import { applyUpdate, isUpdateReady, subscribeUpdate } from './worker-registration';
import styles from './OfflineBars.module.css';

export const UPDATE_READY_TEXT = 'A new version is ready';
export const RELOAD_TEXT = 'Reload';
export const INSTALL_TEXT = 'Install AyurVeda Bazaar: it opens from your home screen and keeps working on a weak network.';
export const INSTALL_BUTTON = 'Install';
export const NOT_NOW = 'Not now';
/** Offline, the catalogue on screen is the worker's saved copy: said plainly, with its age. */
export function savedDataText(minutes: number): string {
  const age = minutes < 1 ? 'less than a minute' : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `You are offline. This page shows saved data, ${age} old.`;
}

export function OfflineBars() {
  const updateReady = useSyncExternalStore(subscribeUpdate, isUpdateReady, () => false);
  const offerInstall = useSyncExternalStore(subscribeInstall, installOffered, () => false);
  const savedAt = useSyncExternalStore(subscribeSavedData, savedDataSnapshot, () => null);
  const savedMinutes = savedAt === null ? null : minutesOld(savedAt);
  if (!updateReady && !offerInstall && savedMinutes === null) return null;
  return (
    <div className={styles.bars}>
      {savedMinutes !== null && (
        <div className={`${styles.bar} ${styles.saved}`} role="status" data-testid="saved-data">
          <span className={styles.text}>{savedDataText(savedMinutes)}</span>
        </div>
      )}
      {updateReady && (
        <div className={styles.bar} role="status" data-testid="update-ready">
          <span className={styles.text}>{UPDATE_READY_TEXT}</span>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={applyUpdate}>
              {RELOAD_TEXT}
            </button>
          </div>
        </div>
      )}
      {offerInstall && (
        <div className={styles.bar} role="region" aria-label="Install the app" data-testid="install-offer">
          <span className={styles.text}>{INSTALL_TEXT}</span>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={dismissInstall}>
              {NOT_NOW}
            </button>
            <button type="button" className={styles.primary} onClick={() => void promptInstall()}>
              {INSTALL_BUTTON}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
