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
import { formatDate } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { selectUser, useAppSelector } from 'shared-lib/store';
import { useGetMyReviewQuery, useGetProductReviewsQuery, useMarkReviewHelpfulMutation, useReportReviewMutation } from 'shared-lib/store/reviews';
import { notify } from 'shared-lib/ui';
import { Stars } from 'shared-lib/ui/Stars';
import { GuestReview } from './GuestReview';
import { ReviewForm } from './ReviewForm';
import { ReviewPhotos } from './ReviewPhotos';
import styles from './reviews.module.css';
import { currentLanguage, useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../../i18n/texts';

const indiaDate = (iso: string) => formatDate(iso, 'date', currentLanguage());

function ReviewItem({ review, userId }: { review: Review; userId: number | null }) {
  const { t } = useTranslation(STOREFRONT_NS);
  const M = useDomainTexts('reviews', REVIEW_MESSAGES);
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
      <Stars value={review.rating} label={t('reviews.outOf5', { rating: review.rating })} />
      {review.title && <h3>{review.title}</h3>}
      {review.body && <p className={styles.text}>{review.body}</p>}
      <ReviewPhotos photos={review.photos} author={review.reviewer_name} />
      <p className={styles.meta}>
        <span>{review.reviewer_name}</span>
        <span>{indiaDate(review.created_at)}</span>
        {review.verified_purchase && <span className={styles.verified}>✔ {M.verifiedPurchase}</span>}
      </p>
      {review.reply && (
        <div className={styles.reply} data-testid="seller-reply">
          <strong>{t('reviews.replyFrom', { seller: review.reply.seller_name })}</strong>
          <p className={styles.text}>{review.reply.text}</p>
        </div>
      )}
      <div className={styles.actions}>
        <span className={styles.note}>{review.helpful_count > 0 ? t('reviews.foundHelpful', { count: review.helpful_count }) : t('reviews.wasHelpful')}</span>
        {userId !== null && (
          <>
            <button type="button" onClick={() => void act(() => helpful(review.id).unwrap(), REVIEW_MESSAGES.voted)}>
              {t('reviews.helpful')}
            </button>
            <button type="button" onClick={() => setReporting((open) => !open)}>
              {t('reviews.report')}
            </button>
          </>
        )}
        {reporting && (
          <form className={styles.reportForm} onSubmit={sendReport} aria-label={t('reviews.reportThis')}>
            <input aria-label={t('reviews.reportReason')} placeholder={t('reviews.reportPlaceholder')} maxLength={REVIEW_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
            <button type="submit" disabled={!reason.trim()}>
              {t('reviews.sendReport')}
            </button>
          </form>
        )}
      </div>
    </li>
  );
}

function OwnReview({ productId }: { productId: number }) {
  const { t } = useTranslation(STOREFRONT_NS);
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
        {data.review.status === 'held' ? t('reviews.held') : data.review.status === 'removed' ? t('reviews.removed') : t('reviews.reviewed')}
        {data.review.status !== 'removed' && (
          <button type="button" className={styles.write} onClick={() => setOpen(true)}>
            {t('reviews.edit')}
          </button>
        )}
      </p>
    );
  }
  if (!data.eligible) return <p className={styles.note}>{t('reviews.onlyVerified')}</p>;
  return (
    <button type="button" className={styles.write} onClick={() => setOpen(true)}>
      {t('reviews.write')}
    </button>
  );
}

export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation(STOREFRONT_NS);
  const M = useDomainTexts('reviews', REVIEW_MESSAGES);
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
      <h2 id="reviews-heading">{t('reviews.title')}</h2>
      <div className={styles.top}>
        <div data-testid="rating-summary">
          <div className={styles.average}>{formatAverage(summary.average)}</div>
          <Stars value={summary.average} size="1.25rem" />
          <div className={styles.count}>{t('reviews.count', { count: summary.count })}</div>
        </div>
        <ul className={styles.bars} aria-label={t('reviews.byStars')}>
          {[5, 4, 3, 2, 1].map((star) => {
            const n = summary.distribution[star as 1 | 2 | 3 | 4 | 5];
            const share = summary.count ? Math.round((n / summary.count) * 100) : 0;
            return (
              <li key={star}>
                <button type="button" className={styles.bar} onClick={() => filterBy(star)} aria-label={t('reviews.starBar', { star, count: n })}>
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
            {t('reviews.boughtIt')} <Link to="/patient/login">{t('reviews.logIn')}</Link> {t('reviews.toReview')}
          </p>
        )
      )}
      <div className={styles.controls}>
        <label>
          {t('reviews.sort')}
          <select value={sort} onChange={(e) => setSort(e.target.value as ReviewSort)}>
            <option value="newest">{t('reviews.newest')}</option>
            <option value="helpful">{t('reviews.helpfulFirst')}</option>
          </select>
        </label>
        <label>
          {t('reviews.stars')}
          <select value={stars ?? ''} onChange={(e) => filterBy(e.target.value ? Number(e.target.value) : undefined)}>
            <option value="">{t('reviews.allStars')}</option>
            {[5, 4, 3, 2, 1].map((star) => (
              <option key={star} value={star}>
                {t('reviews.nStars', { star })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {data.items.length === 0 ? (
        <p className={styles.note}>{stars ? t('reviews.noStarReviews', { star: stars }) : M.noReviews}</p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((review) => (
            <ReviewItem key={review.id} review={review} userId={user?.id ?? null} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('reviews.pages')}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('reviews.previous')}
          </button>
          <span>
            {t('reviews.page', { page, pages })}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('reviews.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
