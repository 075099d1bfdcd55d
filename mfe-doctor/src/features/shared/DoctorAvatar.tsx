/** The doctor's profile image, or their initials on a leaf-green disc when none was uploaded. */
import styles from './DoctorAvatar.module.css';

export function DoctorAvatar({ name, image, size = 96 }: { name: string; image: string | null; size?: number }) {
  const initials = name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const box = { width: size, height: size };
  return image ? (
    <img className={styles.avatar} src={image} alt={name} width={size} height={size} style={box} />
  ) : (
    <span className={styles.initials} style={{ ...box, fontSize: size / 2.6 }} role="img" aria-label={name}>
      {initials}
    </span>
  );
}
