/** Choosing review photos (issue 34): PNG or JPEG, at most `room` of them; the server checks each by its bytes. */
import { REVIEW_MESSAGES, REVIEW_PHOTOS_MAX } from 'shared-lib/domain/reviews';
import { MAX_UPLOAD_MB } from 'shared-lib/domain';
import styles from './reviews.module.css';
import { useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../../i18n/texts';

export function PhotoPicker({ files, onChange, room, onError }: { files: File[]; onChange: (files: File[]) => void; room: number; onError: (message: string) => void }) {
  const { t } = useTranslation(STOREFRONT_NS);
  const M = useDomainTexts('reviews', REVIEW_MESSAGES);
  if (room <= 0) return <p className={styles.note}>{t('reviews.hasPhotos', { max: REVIEW_PHOTOS_MAX })}</p>;
  return (
    <div className={styles.picker}>
      <label>
        {t('reviews.photosLabel', { room, mb: MAX_UPLOAD_MB })}
        <input
          type="file"
          accept="image/png,image/jpeg"
          multiple
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            if (chosen.length > room) {
              onError(M.tooManyPhotos);
              event.target.value = '';
              onChange([]);
              return;
            }
            onError('');
            onChange(chosen);
          }}
        />
      </label>
      {files.length > 0 && <span className={styles.note}>{files.map((file) => file.name).join(', ')}</span>}
    </div>
  );
}
