/**
 * Sellers in the seller dashboard (issue 33), for the house seller only: registrations by status (pending
 * first), each with its GSTIN, PAN and PAN image, and the drug licence and pharmacist of sellers of
 * prescription classes; approve, reject with a reason, or suspend with a reason. The seller is mailed each step.
 */
import { useState } from 'react';
import { SELLER_VERIFICATION_STATUSES, type SellerVerificationStatus } from 'shared-lib/domain';
import { useTranslation } from 'shared-lib/i18n';
import { useGetSellersForReviewQuery } from 'shared-lib/store';
import { SELLER_NS } from '../../i18n/texts';
import ordersStyles from '../orders/orders.module.css';
import { SellerReviewCard } from './SellerReviewCard';
import styles from './sellers.module.css';

export function SellersPage() {
  const { t } = useTranslation(SELLER_NS);
  const [status, setStatus] = useState<SellerVerificationStatus>('pending');
  const { data: sellers, isFetching, isError } = useGetSellersForReviewQuery({ status }, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="sellers-title">
      <div className={ordersStyles.head}>
        <h2 id="sellers-title" className={ordersStyles.title}>
          {t('sellers.title')}
        </h2>
      </div>
      <p className={ordersStyles.meta}>{t('sellers.intro')}</p>
      <div className={styles.filters} role="group" aria-label={t('sellers.show')}>
        {SELLER_VERIFICATION_STATUSES.map((s) => (
          <button key={s} type="button" className={s === status ? `${styles.filter} ${styles.current}` : styles.filter} aria-pressed={s === status} onClick={() => setStatus(s)}>
            {t(`sellers.status_${s}`)}
          </button>
        ))}
      </div>
      {isError ? (
        <p className={ordersStyles.failure} role="alert">
          {t('sellers.loadFailed')}
        </p>
      ) : null}
      <div className={styles.list} aria-busy={isFetching}>
        {sellers?.map((seller) => <SellerReviewCard key={seller.id} seller={seller} />)}
        {!sellers?.length && !isError ? <p className={ordersStyles.empty}>{isFetching ? t('sellers.loading') : t('sellers.none')}</p> : null}
      </div>
    </section>
  );
}
