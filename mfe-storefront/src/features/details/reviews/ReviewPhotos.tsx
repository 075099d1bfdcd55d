/** A review's photos (issue 34): thumbnails that open the photo larger in an overlay (Escape or Close shuts it). */
import { useEffect, useRef, useState } from 'react';
import styles from './reviews.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../../i18n/texts';

export function ReviewPhotos({ photos, author }: { photos: string[]; author: string }) {
  const { t } = useTranslation(STOREFRONT_NS);
  const [open, setOpen] = useState<number | null>(null);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open === null) return undefined;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  if (!photos.length) return null;
  return (
    <>
      <ul className={styles.photos} aria-label={t('reviews.photos')}>
        {photos.map((src, index) => (
          <li key={src}>
            <button type="button" className={styles.thumb} onClick={() => setOpen(index)} aria-label={t('reviews.openPhoto', { index: index + 1, total: photos.length, author })}>
              <img src={src} alt="" loading="lazy" width={72} height={72} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <div className={styles.viewer} role="dialog" aria-modal="true" aria-label={t('reviews.photoOf', { index: open + 1, total: photos.length, author })} onClick={() => setOpen(null)}>
          <img src={photos[open]} alt={t('reviews.photoBy', { index: open + 1, author })} onClick={(event) => event.stopPropagation()} />
          <button ref={close} type="button" className={styles.viewerClose} onClick={() => setOpen(null)}>
            {t('reviews.close')}
          </button>
        </div>
      )}
    </>
  );
}
