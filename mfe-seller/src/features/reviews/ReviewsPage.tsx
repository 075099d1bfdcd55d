/**
 * Reviews in the seller dashboard (issue 34): the reviews of the seller's products, newest first, with a
 * reply form; the house seller also sees the moderation queue (held reviews) to restore or remove.
 * Sellers can never hide, edit or delete a review; reviews are never removed for being negative.
 */
import { useState } from 'react';
import type { ReviewStatus } from 'shared-lib/domain/reviews';
import { useGetSellerReviewsQuery } from 'shared-lib/store/reviews';
import formStyles from '../shared/forms.module.css';
import { Pagination } from '../shared/Pagination';
import ordersStyles from '../orders/orders.module.css';
import { ReviewCard } from './ReviewCard';
import styles from './reviews.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export const REVIEWS_PAGE_SIZE = 10;

export function ReviewsPage() {
  const { t } = useTranslation(SELLER_NS);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ReviewStatus | ''>('');
  const [moderation, setModeration] = useState(false);
  const { data, isFetching, isError } = useGetSellerReviewsQuery(
    { page, pageSize: REVIEWS_PAGE_SIZE, ...(moderation ? { scope: 'moderation' as const, status: 'held' as const } : status ? { status } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const reviews = data?.items ?? [];
  const switchTo = (next: boolean) => {
    setModeration(next);
    setPage(1);
  };
  return (
    <section aria-labelledby="reviews-title">
      <div className={ordersStyles.head}>
        <h2 id="reviews-title" className={ordersStyles.title}>
          {moderation ? t('reviews.held') : t('reviews.title')}
        </h2>
        {data?.can_moderate && (
          <div className={styles.modeToggle} role="group" aria-label={t('reviews.lists')}>
            <button type="button" className={formStyles.primary} aria-pressed={!moderation} onClick={() => switchTo(false)}>
              {t('reviews.yourProducts')}
            </button>
            <button type="button" className={formStyles.primary} aria-pressed={moderation} onClick={() => switchTo(true)}>
              {t('reviews.queue')}
            </button>
          </div>
        )}
        {!moderation && (
          <div className={ordersStyles.filter}>
            <label htmlFor="reviews-status" className={formStyles.label}>
              {t('orders.show')}
            </label>
            <select
              id="reviews-status"
              className={formStyles.input}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as ReviewStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('reviews.all')}</option>
              <option value="published">{t('reviews.status.published')}</option>
              <option value="held">{t('reviews.held')}</option>
              <option value="removed">{t('reviews.status.removed')}</option>
            </select>
          </div>
        )}
      </div>
      <p className={ordersStyles.meta}>{t('reviews.rule')}</p>
      {isError ? (
        <p className={ordersStyles.failure} role="alert">
          {t('reviews.failed')}
        </p>
      ) : null}
      <div className={ordersStyles.list} aria-busy={isFetching}>
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} moderating={moderation} />
        ))}
        {!reviews.length && !isError ? <p className={ordersStyles.empty}>{isFetching ? t('reviews.loading') : moderation ? t('reviews.nothingHeld') : t('reviews.none')}</p> : null}
      </div>
      {data ? <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} label={t('reviews.pages')} /> : null}
    </section>
  );
}
