/** Star rating (issue 34): read-only stars with the average for screen readers, or a 1–5 picker (radio buttons). */
import { RATING_MAX } from 'shared-lib/domain/reviews';
import { useTranslation } from 'shared-lib/i18n';
import { UI_NS } from './i18n/texts';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
const starStyle = (on: boolean) => ({ color: on ? '#e08a00' : '#c9d2cb' });

export function Stars({ value, size = '1rem', label }: { value: number; size?: string; label?: string }) {
  const rounded = Math.round(value);
  return (
    <span role="img" aria-label={label ?? `${value.toFixed(1)} out of ${RATING_MAX} stars`} style={{ fontSize: size, letterSpacing: '0.05em', whiteSpace: 'nowrap' }} data-testid="stars">
      {STARS.map((star) => (
        <span key={star} aria-hidden="true" style={starStyle(star <= rounded)}>
          ★
        </span>
      ))}
    </span>
  );
}

export function StarPicker({ value, onChange, name = 'rating' }: { value: number; onChange: (stars: number) => void; name?: string }) {
  const { t } = useTranslation(UI_NS);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: '0.25rem' }}>
      <legend style={{ fontWeight: 600, marginBottom: '0.25rem' }}>{t('yourRating')}</legend>
      {STARS.map((star) => (
        <label key={star} style={{ cursor: 'pointer', fontSize: '1.8rem', lineHeight: 1, ...starStyle(star <= value) }}>
          <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} aria-label={t('stars', { count: star })} style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }} />
          ★
        </label>
      ))}
    </fieldset>
  );
}
