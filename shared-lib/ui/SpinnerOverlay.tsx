import { useEffect, useState } from 'react';
import { TIMINGS } from 'shared-lib/domain/core';
import { useTranslation } from 'shared-lib/i18n';
import { UI_NS } from './i18n/texts';
import styles from './ui.module.css';

/** Full-page loading overlay: fades in over 300 ms and out over 200 ms. */
export function SpinnerOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation(UI_NS);
  const [mounted, setMounted] = useState(visible);
  useEffect(() => {
    if (visible) {
      setMounted(true);
      return undefined;
    }
    const timer = window.setTimeout(() => setMounted(false), TIMINGS.overlayFadeOut);
    return () => window.clearTimeout(timer);
  }, [visible]);
  if (!mounted) return null;
  return (
    <div className={`${styles.overlay} ${visible ? '' : styles.overlayLeaving}`} role="status" aria-live="polite" data-testid="spinner-overlay">
      <div className={styles.spinner} />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** True for the first `ms` after mount: the entry spinner of spec section 9 (2 s). */
export function useEntrySpinner(ms: number = TIMINGS.entrySpinner): boolean {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return loading;
}

/** The entry spinner as a component: shows the overlay for 2 s after the page mounts. */
export function EntrySpinner({ ms }: { ms?: number }) {
  const loading = useEntrySpinner(ms);
  return <SpinnerOverlay visible={loading} />;
}
