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

export const REVIEWS_PAGE_SIZE = 10;

export function ReviewsPage() {
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
          {moderation ? 'Held for moderation' : 'Reviews of your products'}
        </h2>
        {data?.can_moderate && (
          <div className={styles.modeToggle} role="group" aria-label="Review lists">
            <button type="button" className={formStyles.primary} aria-pressed={!moderation} onClick={() => switchTo(false)}>
              Your products
            </button>
            <button type="button" className={formStyles.primary} aria-pressed={moderation} onClick={() => switchTo(true)}>
              Moderation queue
            </button>
          </div>
        )}
        {!moderation && (
          <div className={ordersStyles.filter}>
            <label htmlFor="reviews-status" className={formStyles.label}>
              Show
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
              <option value="">All reviews</option>
              <option value="published">Published</option>
              <option value="held">Held for moderation</option>
              <option value="removed">Removed</option>
            </select>
          </div>
        )}
      </div>
      <p className={ordersStyles.meta}>Reply once, in public. Reviews are never removed for being negative; abusive ones are held for the shop's moderators.</p>
      {isError ? (
        <p className={ordersStyles.failure} role="alert">
          Reviews could not be loaded. Please try again.
        </p>
      ) : null}
      <div className={ordersStyles.list} aria-busy={isFetching}>
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} moderating={moderation} />
        ))}
        {!reviews.length && !isError ? <p className={ordersStyles.empty}>{isFetching ? 'Loading reviews…' : moderation ? 'Nothing is waiting for moderation.' : 'No reviews yet.'}</p> : null}
      </div>
      {data ? <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} label="Review pages" /> : null}
    </section>
  );
}
