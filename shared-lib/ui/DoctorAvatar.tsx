/** A doctor's photo, or their initials (shared-lib/domain's rule) on a leaf-green disc when there is none or it fails to load. */
import { type CSSProperties, useState } from 'react';
import { doctorInitials } from 'shared-lib/domain';
import styles from './DoctorAvatar.module.css';

interface DoctorAvatarProps {
  name: string;
  image: string | null;
  /** the diameter in px; without it the page's `className` sets `--avatar-size` (96 px by default) */
  size?: number;
  className?: string;
  loading?: 'lazy' | 'eager';
}

export function DoctorAvatar({ name, image, size, className = '', loading }: DoctorAvatarProps) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const style = size ? ({ '--avatar-size': `${size}px` } as CSSProperties) : undefined;
  if (!image || failedImage === image) {
    return (
      <span className={`${styles.initials} ${className}`} style={style} role="img" aria-label={name} data-testid="doctor-initials">
        {doctorInitials(name)}
      </span>
    );
  }
  const side = size ?? 96;
  return <img className={`${styles.avatar} ${className}`} style={style} src={image} alt={name} width={side} height={side} loading={loading} onError={() => setFailedImage(image)} />;
}
