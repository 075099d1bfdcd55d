/** "Prescriptions to review" (issue 28): the seller's pending prescriptions first (flagged after 48 hours), then the latest decisions. */
import { useGetRxReviewQueueQuery } from 'shared-lib/store';
import { SpinnerOverlay } from 'shared-lib/ui';
import { RxReviewCard } from './RxReviewCard';
import styles from './prescriptions.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export function RxReviewsPage() {
  const { t } = useTranslation(SELLER_NS);
  const { data, isLoading } = useGetRxReviewQueueQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="rx-reviews-title">
      <SpinnerOverlay visible={isLoading} />
      <h2 id="rx-reviews-title">{t('dashboard.prescriptions')}</h2>
      {data && (
        <p className={styles.summary} data-testid="rx-queue-summary">
          {t('rx.waiting', { count: data.pending })}{data.overdue > 0 ? ` · ${t('rx.overdue', { count: data.overdue })}` : ''}
        </p>
      )}
      {data && data.items.length === 0 && <p>{t('rx.none')}</p>}
      <div className={styles.list}>{data?.items.map((review) => <RxReviewCard key={review.id} review={review} />)}</div>
    </section>
  );
}
