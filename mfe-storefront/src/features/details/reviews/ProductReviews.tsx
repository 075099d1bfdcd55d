/**
 * Ratings and reviews on the product details (issue 34): the average, the distribution by stars, the
 * published reviews (newest or most helpful first, a filter by stars, paging), "Was this helpful?" and
 * "Report" for logged-in users, and the verified buyer's own review (written or edited here; the delivered
 * mail and My Orders link here with ?review=1, which opens the form; a guest's mail adds &guest=TOKEN, its
 * order line's signed link). Photos are thumbnails that open larger. Every text is rendered as text.
 */
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Review } from 'shared-lib/contract';
import { REVIEW_MESSAGES, REVIEW_PAGE_SIZE, REVIEW_REASON_MAX, type ReviewSort, formatAverage } from 'shared-lib/domain/reviews';
import { errorMessage } from 'shared-lib/http';
import { selectUser, useAppSelector } from 'shared-lib/store';
import { useGetMyReviewQuery, useGetProductReviewsQuery, useMarkReviewHelpfulMutation, useReportReviewMutation } from 'shared-lib/store/reviews';
import { notify } from 'shared-lib/ui';
import { Stars } from 'shared-lib/ui/Stars';
import { GuestReview } from './GuestReview';
import { ReviewForm } from './ReviewForm';
import { ReviewPhotos } from './ReviewPhotos';
import styles from './reviews.module.css';

const indiaDate = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

function ReviewItem({ review, userId }: { review: Review; userId: number | null }) {
  const [helpful] = useMarkReviewHelpfulMutation();
  const [report] = useReportReviewMutation();
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const act = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      notify.success(message);
    } catch (caught) {
      notify.error(errorMessage(caught));
    }
  };
  const sendReport = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    await act(() => report({ id: review.id, reason }).unwrap(), REVIEW_MESSAGES.reported);
    setReporting(false);
  };
  return (
    <li className={styles.item} data-testid="review">
      <Stars value={review.rating} label={`${review.rating} out of 5 stars`} />
      {review.title && <h3>{review.title}</h3>}
      {review.body && <p className={styles.text}>{review.body}</p>}
      <ReviewPhotos photos={review.photos} author={review.reviewer_name} />
      <p className={styles.meta}>
        <span>{review.reviewer_name}</span>
        <span>{indiaDate(review.created_at)}</span>
        {review.verified_purchase && <span className={styles.verified}>✔ {REVIEW_MESSAGES.verifiedPurchase}</span>}
      </p>
      {review.reply && (
        <div className={styles.reply} data-testid="seller-reply">
          <strong>Reply from {review.reply.seller_name}</strong>
          <p className={styles.text}>{review.reply.text}</p>
        </div>
      )}
      <div className={styles.actions}>
        <span className={styles.note}>{review.helpful_count > 0 ? `${review.helpful_count} found this helpful` : 'Was this helpful?'}</span>
        {userId !== null && (
          <>
            <button type="button" onClick={() => void act(() => helpful(review.id).unwrap(), REVIEW_MESSAGES.voted)}>
              Helpful
            </button>
            <button type="button" onClick={() => setReporting((open) => !open)}>
              Report
            </button>
          </>
        )}
        {reporting && (
          <form className={styles.reportForm} onSubmit={sendReport} aria-label="Report this review">
            <input aria-label="Reason for reporting" placeholder="Why should we look at it?" maxLength={REVIEW_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
            <button type="submit" disabled={!reason.trim()}>
              Send report
            </button>
          </form>
        )}
      </div>
    </li>
  );
}

function OwnReview({ productId }: { productId: number }) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('review') === '1';
  const { data } = useGetMyReviewQuery(productId);
  const [open, setOpen] = useState(false);
  if (!data) return null;
  const close = () => {
    setOpen(false);
    if (asked) {
      search.delete('review');
      setSearch(search, { replace: true });
    }
  };
  if (open || (asked && (data.eligible || data.review))) {
    return <ReviewForm productId={productId} existing={data.review} onDone={close} />;
  }
  if (data.review) {
    return (
      <p className={styles.note}>
        {data.review.status === 'held' ? 'Your review is waiting for a moderator. ' : data.review.status === 'removed' ? 'Your review was removed by a moderator. ' : 'You reviewed this product. '}
        {data.review.status !== 'removed' && (
          <button type="button" className={styles.write} onClick={() => setOpen(true)}>
            Edit your review
          </button>
        )}
      </p>
    );
  }
  if (!data.eligible) return <p className={styles.note}>Only verified buyers who received this product can review it.</p>;
  return (
    <button type="button" className={styles.write} onClick={() => setOpen(true)}>
      Write a review
    </button>
  );
}

export function ProductReviews({ productId }: { productId: number }) {
  const user = useAppSelector(selectUser);
  const [search] = useSearchParams();
  const guestToken = search.get('guest');
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [stars, setStars] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const { data } = useGetProductReviewsQuery({ productId, sort, stars, page, pageSize: REVIEW_PAGE_SIZE });
  if (!data) return null;
  const { summary } = data;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const filterBy = (value: number | undefined) => {
    setStars(value);
    setPage(1);
  };
  return (
    <section className={styles.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Ratings and reviews</h2>
      <div className={styles.top}>
        <div data-testid="rating-summary">
          <div className={styles.average}>{formatAverage(summary.average)}</div>
          <Stars value={summary.average} size="1.25rem" />
          <div className={styles.count}>{summary.count === 1 ? '1 review' : `${summary.count} reviews`}</div>
        </div>
        <ul className={styles.bars} aria-label="Reviews by stars">
          {[5, 4, 3, 2, 1].map((star) => {
            const n = summary.distribution[star as 1 | 2 | 3 | 4 | 5];
            const share = summary.count ? Math.round((n / summary.count) * 100) : 0;
            return (
              <li key={star}>
                <button type="button" className={styles.bar} onClick={() => filterBy(star)} aria-label={`${star} stars: ${n} reviews`}>
                  <span>{star} ★</span>
                  <span className={styles.track}>
                    <span className={styles.fill} style={{ width: `${share}%`, display: 'block' }} />
                  </span>
                  <span>{n}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {guestToken && !user ? (
        <GuestReview productId={productId} token={guestToken} />
      ) : user?.type === 'patient' ? (
        <OwnReview productId={productId} />
      ) : (
        !user && (
          <p className={styles.note}>
            Bought this product? <Link to="/patient/login">Log in</Link> to review it.
          </p>
        )
      )}
      <div className={styles.controls}>
        <label>
          Sort
          <select value={sort} onChange={(e) => setSort(e.target.value as ReviewSort)}>
            <option value="newest">Newest first</option>
            <option value="helpful">Most helpful first</option>
          </select>
        </label>
        <label>
          Stars
          <select value={stars ?? ''} onChange={(e) => filterBy(e.target.value ? Number(e.target.value) : undefined)}>
            <option value="">All stars</option>
            {[5, 4, 3, 2, 1].map((star) => (
              <option key={star} value={star}>
                {star} stars
              </option>
            ))}
          </select>
        </label>
      </div>
      {data.items.length === 0 ? (
        <p className={styles.note}>{stars ? `No ${stars}-star reviews yet.` : REVIEW_MESSAGES.noReviews}</p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((review) => (
            <ReviewItem key={review.id} review={review} userId={user?.id ?? null} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Review pages">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
