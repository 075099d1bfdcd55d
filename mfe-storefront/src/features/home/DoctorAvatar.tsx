import { useState } from 'react';
import styles from './home.module.css';

/** 'Dr. Ananya Sharma' -> 'AS': first letters of the first and last words, titles like Dr. left out. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\b(dr|prof|vaidya|mr|mrs|ms)\b\.?/gi, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '?';
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : '';
  return (Array.from(first)[0] + (last ? Array.from(last)[0] : '')).toUpperCase();
}

/** The doctor's photo, or an initials avatar when there is none or it fails to load. */
export function DoctorAvatar({ name, image }: { name: string; image: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) {
    return (
      <span className={styles.avatar} role="img" aria-label={name} data-testid="doctor-initials">
        {initialsOf(name)}
      </span>
    );
  }
  return <img src={image} alt={name} width={120} height={120} loading="lazy" onError={() => setFailed(true)} />;
}
