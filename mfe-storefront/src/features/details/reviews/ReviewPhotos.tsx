/** A review's photos (issue 34): thumbnails that open the photo larger in an overlay (Escape or Close shuts it). */
import { useEffect, useRef, useState } from 'react';
import styles from './reviews.module.css';

export function ReviewPhotos({ photos, author }: { photos: string[]; author: string }) {
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
      <ul className={styles.photos} aria-label="Photos">
        {photos.map((src, index) => (
          <li key={src}>
            <button type="button" className={styles.thumb} onClick={() => setOpen(index)} aria-label={`Open photo ${index + 1} of ${photos.length} by ${author}`}>
              <img src={src} alt="" loading="lazy" width={72} height={72} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <div className={styles.viewer} role="dialog" aria-modal="true" aria-label={`Photo ${open + 1} of ${photos.length} by ${author}`} onClick={() => setOpen(null)}>
          <img src={photos[open]} alt={`Photo ${open + 1} by ${author}`} onClick={(event) => event.stopPropagation()} />
          <button ref={close} type="button" className={styles.viewerClose} onClick={() => setOpen(null)}>
            Close
          </button>
        </div>
      )}
    </>
  );
}
