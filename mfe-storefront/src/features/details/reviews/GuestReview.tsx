/**
 * A guest's review from the delivered mail's link (issue 34): `?review=1&guest=TOKEN` on the product details.
 * The token names one order line; the form writes its one review, and afterwards the link says it is done.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from 'shared-lib/http';
import { useGetGuestReviewQuery } from 'shared-lib/store/reviews';
import { ReviewForm } from './ReviewForm';
import styles from './reviews.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../../i18n/texts';

export function GuestReview({ productId, token }: { productId: number; token: string }) {
  const { t } = useTranslation(STOREFRONT_NS);
  const [search, setSearch] = useSearchParams();
  const { data, error } = useGetGuestReviewQuery(token);
  const [closed, setClosed] = useState(false);
  const close = () => {
    setClosed(true);
    search.delete('review');
    search.delete('guest');
    setSearch(search, { replace: true });
  };
  if (error) {
    return (
      <p role="alert" className={styles.reminder}>
        {errorMessage(error)}
      </p>
    );
  }
  if (!data || closed) return null;
  if (data.product_id !== productId) return null;
  if (data.review) {
    return <p className={styles.note}>{data.review.status === 'held' ? t('reviews.guestHeld') : t('reviews.guestDone')}</p>;
  }
  return (
    <div>
      <p className={styles.note} data-testid="guest-review-intro">
        {t('reviews.guestIntro', { name: data.reviewer_name })}
      </p>
      <ReviewForm productId={productId} existing={null} onDone={close} guestToken={token} />
    </div>
  );
}
