/** A return's photo: private, so it is read with the session's token (shared-lib/http) and shown from an object URL, released on unmount. */
import { useEffect, useState } from 'react';
import { http } from 'shared-lib/http';
import styles from './returns.module.css';

export function ReturnPhoto({ path, alt }: { path: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    http
      .get<Blob>(path, { responseType: 'blob' })
      .then((response) => {
        if (!live) return;
        url = URL.createObjectURL(response.data);
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  if (!src) return <span className={styles.photoPlaceholder} aria-busy="true" />;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt={alt} data-testid="return-photo" />
    </a>
  );
}
