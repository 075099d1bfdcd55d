/**
 * The verified buyer's review form (issue 34): 1–5 stars (required), title and text as plain text, up to 3
 * photos, the dosage reminder. A patient writes or edits their own review; a guest (`guestToken`, from the
 * delivered mail's link) writes the one review of their order line. Photos go up once the review is saved.
 */
import { type FormEvent, useState } from 'react';
import type { MyReview } from 'shared-lib/contract';
import { errorMessage } from 'shared-lib/http';
import { REVIEW_MESSAGES, REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from 'shared-lib/domain/reviews';
import { useAddGuestReviewPhotosMutation, useAddReviewPhotosMutation, useCreateGuestReviewMutation, useCreateReviewMutation, useUpdateReviewMutation } from 'shared-lib/store/reviews';
import { notify } from 'shared-lib/ui';
import { StarPicker } from 'shared-lib/ui/Stars';
import { PhotoPicker } from './PhotoPicker';
import styles from './reviews.module.css';
import { useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../../i18n/texts';

export function ReviewForm({ productId, existing, onDone, guestToken }: { productId: number; existing: MyReview['review']; onDone: () => void; guestToken?: string }) {
  const { t } = useTranslation(STOREFRONT_NS);
  const M = useDomainTexts('reviews', REVIEW_MESSAGES);
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState('');
  const [create, creating] = useCreateReviewMutation();
  const [update, updating] = useUpdateReviewMutation();
  const [createGuest, creatingGuest] = useCreateGuestReviewMutation();
  const [addPhotos, addingPhotos] = useAddReviewPhotosMutation();
  const [addGuestPhotos, addingGuestPhotos] = useAddGuestReviewPhotosMutation();
  const busy = creating.isLoading || updating.isLoading || creatingGuest.isLoading || addingPhotos.isLoading || addingGuestPhotos.isLoading;
  const room = REVIEW_PHOTOS_MAX - (existing?.photos.length ?? 0);

  const save = () => {
    if (guestToken) return createGuest({ token: guestToken, product_id: productId, rating, title, body }).unwrap();
    return existing ? update({ id: existing.id, product_id: productId, rating, title, body }).unwrap() : create({ product_id: productId, rating, title, body }).unwrap();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError(M.ratingRequired);
      return;
    }
    setError('');
    let saved;
    try {
      saved = await save();
    } catch (caught) {
      setError(errorMessage(caught));
      return;
    }
    if (files.length) {
      try {
        if (guestToken) await addGuestPhotos({ token: guestToken, files }).unwrap();
        else await addPhotos({ id: saved.id, product_id: productId, files }).unwrap();
      } catch (caught) {
        // the review is saved; only the photos were refused (their message says why)
        notify.error(errorMessage(caught));
      }
    }
    notify.success('status' in saved && saved.status !== 'published' ? REVIEW_MESSAGES.savedHeld : existing ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.saved);
    onDone();
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={existing ? t('reviews.edit') : t('reviews.write')}>
      <StarPicker value={rating} onChange={setRating} />
      <p className={styles.reminder}>{M.dosageReminder}</p>
      <label>
        {t('reviews.titleLabel')}
        <input type="text" value={title} maxLength={REVIEW_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label>
        {t('reviews.bodyLabel')}
        <textarea rows={5} value={body} maxLength={REVIEW_TEXT_MAX} onChange={(e) => setBody(e.target.value)} />
      </label>
      <span className={styles.note}>
        {body.length}/{REVIEW_TEXT_MAX}
      </span>
      <PhotoPicker files={files} onChange={setFiles} room={room} onError={setError} />
      {error && (
        <p role="alert" className={styles.reminder}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.write} disabled={busy}>
          {existing ? t('reviews.save') : t('reviews.submit')}
        </button>
        <button type="button" onClick={onDone}>
          {t('reviews.cancel')}
        </button>
      </div>
    </form>
  );
}
