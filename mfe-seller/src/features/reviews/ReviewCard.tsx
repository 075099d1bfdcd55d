/** One review in the seller dashboard (issue 34): the seller's one public reply; for the house seller, restore or remove (with a reason) a held review. */
import { type FormEvent, useState } from 'react';
import type { SellerReview } from 'shared-lib/contract';
import { REVIEW_MESSAGES, REVIEW_REASON_MAX, REVIEW_REPLY_MAX } from 'shared-lib/domain/reviews';
import { errorMessage } from 'shared-lib/http';
import { useModerateReviewMutation, useReplyToReviewMutation } from 'shared-lib/store/reviews';
import { notify } from 'shared-lib/ui';
import { Stars } from 'shared-lib/ui/Stars';
import formStyles from '../shared/forms.module.css';
import styles from './reviews.module.css';
import { currentLanguage, localizeText, useTranslation } from 'shared-lib/i18n';
import { formatDate } from 'shared-lib/domain';
import { SELLER_NS } from '../../i18n/texts';

export function ReviewCard({ review, moderating }: { review: SellerReview; moderating: boolean }) {
  const { t } = useTranslation(SELLER_NS);
  const [reply, replying] = useReplyToReviewMutation();
  const [moderate, moderatingNow] = useModerateReviewMutation();
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const run = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      notify.success(message);
    } catch (caught) {
      notify.error(errorMessage(caught));
    }
  };
  const sendReply = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void run(() => reply({ id: review.id, text }).unwrap(), REVIEW_MESSAGES.replied);
  };
  const remove = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) void run(() => moderate({ id: review.id, action: 'remove', reason }).unwrap(), REVIEW_MESSAGES.removed);
  };
  const statusClass = review.status === 'held' ? styles.held : review.status === 'removed' ? styles.removed : '';
  return (
    <article className={styles.card} data-testid="seller-review" aria-label={t('reviews.reviewOf', { product: review.product_name, name: review.reviewer_name })}>
      <div className={styles.top}>
        <h3 className={styles.product}>{review.product_name}</h3>
        <span className={`${styles.status} ${statusClass}`}>{t(`reviews.status.${review.status}`)}</span>
      </div>
      <Stars value={review.rating} label={t('reviews.stars', { rating: review.rating })} />
      {review.title && <p className={styles.text}><strong>{review.title}</strong></p>}
      {review.body && <p className={styles.text}>{review.body}</p>}
      <p className={styles.meta}>
        {review.reviewer_name} · {formatDate(review.created_at, 'date', currentLanguage())} · {t('reviews.verified')} · {t('reviews.helpful', { count: review.helpful_count })}
      </p>
      {review.held_reason && review.status === 'held' && <p className={styles.meta}>{t('reviews.heldReason', { reason: localizeText(review.held_reason) })}</p>}
      {review.removed_reason && <p className={styles.meta}>{t('reviews.removedReason', { reason: review.removed_reason })}</p>}
      {moderating && review.reports.length > 0 && (
        <ul className={styles.reports} aria-label={t('reviews.reports')}>
          {review.reports.map((r, i) => (
            <li key={i}>{r.reason}</li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className={styles.reply}>
          <strong>{t('reviews.yourReply')}</strong>
          <p className={styles.text}>{review.reply.text}</p>
        </div>
      )}
      {review.can_reply && !moderating && (
        <form className={styles.form} onSubmit={sendReply} aria-label={t('reviews.replyTo')}>
          <label className={formStyles.label} htmlFor={`reply-${review.id}`}>
            {t('reviews.publicReply')}
          </label>
          <textarea id={`reply-${review.id}`} className={formStyles.input} rows={3} maxLength={REVIEW_REPLY_MAX} value={text} onChange={(e) => setText(e.target.value)} />
          <div className={styles.buttons}>
            <button type="submit" className={formStyles.primary} disabled={!text.trim() || replying.isLoading}>
              {t('reviews.post')}
            </button>
          </div>
        </form>
      )}
      {moderating && review.status === 'held' && (
        <form className={styles.form} onSubmit={remove} aria-label={t('reviews.moderate')}>
          <label className={formStyles.label} htmlFor={`reason-${review.id}`}>
            {t('reviews.removalReason')}
          </label>
          <input id={`reason-${review.id}`} className={formStyles.input} maxLength={REVIEW_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
          <div className={styles.buttons}>
            <button type="button" className={formStyles.primary} disabled={moderatingNow.isLoading} onClick={() => void run(() => moderate({ id: review.id, action: 'restore' }).unwrap(), REVIEW_MESSAGES.restored)}>
              {t('reviews.restore')}
            </button>
            <button type="submit" className={formStyles.secondary} disabled={!reason.trim() || moderatingNow.isLoading}>
              {t('reviews.remove')}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
