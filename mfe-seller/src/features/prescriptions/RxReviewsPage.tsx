/** "Prescriptions to review" (issue 28): the seller's pending prescriptions first (flagged after 48 hours), then the latest decisions. */
import { useGetRxReviewQueueQuery } from 'shared-lib/store';
import { SpinnerOverlay } from 'shared-lib/ui';
import { RxReviewCard } from './RxReviewCard';
import styles from './prescriptions.module.css';

export function RxReviewsPage() {
  const { data, isLoading } = useGetRxReviewQueueQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="rx-reviews-title">
      <SpinnerOverlay visible={isLoading} />
      <h2 id="rx-reviews-title">Prescriptions to review</h2>
      {data && (
        <p className={styles.summary} data-testid="rx-queue-summary">
          {data.pending} waiting{data.overdue > 0 ? ` · ${data.overdue} not reviewed within 48 hours` : ''}
        </p>
      )}
      {data && data.items.length === 0 && <p>No prescriptions to review.</p>}
      <div className={styles.list}>{data?.items.map((review) => <RxReviewCard key={review.id} review={review} />)}</div>
    </section>
  );
}
