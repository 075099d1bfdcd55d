/** The verified buyer's review form (issue 34): 1–5 stars (required), title and text as plain text, the dosage reminder. */
import { type FormEvent, useState } from 'react';
import type { MyReview } from 'shared-lib/contract';
import { errorMessage } from 'shared-lib/http';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from 'shared-lib/domain/reviews';
import { useCreateReviewMutation, useUpdateReviewMutation } from 'shared-lib/store/reviews';
import { notify } from 'shared-lib/ui';
import { StarPicker } from 'shared-lib/ui/Stars';
import styles from './reviews.module.css';

export function ReviewForm({ productId, existing, onDone }: { productId: number; existing: MyReview['review']; onDone: () => void }) {
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [error, setError] = useState('');
  const [create, creating] = useCreateReviewMutation();
  const [update, updating] = useUpdateReviewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError(REVIEW_MESSAGES.ratingRequired);
      return;
    }
    setError('');
    try {
      const saved = existing
        ? await update({ id: existing.id, product_id: productId, rating, title, body }).unwrap()
        : await create({ product_id: productId, rating, title, body }).unwrap();
      notify.success('status' in saved && saved.status !== 'published' ? REVIEW_MESSAGES.savedHeld : existing ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.saved);
      onDone();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={existing ? 'Edit your review' : 'Write a review'}>
      <StarPicker value={rating} onChange={setRating} />
      <p className={styles.reminder}>{REVIEW_MESSAGES.dosageReminder}</p>
      <label>
        Title (optional)
        <input type="text" value={title} maxLength={REVIEW_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label>
        Your review (optional)
        <textarea rows={5} value={body} maxLength={REVIEW_TEXT_MAX} onChange={(e) => setBody(e.target.value)} />
      </label>
      <span className={styles.note}>
        {body.length}/{REVIEW_TEXT_MAX}
      </span>
      {error && (
        <p role="alert" className={styles.reminder}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.write} disabled={creating.isLoading || updating.isLoading}>
          {existing ? 'Save review' : 'Submit review'}
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
