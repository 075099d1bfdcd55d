/**
 * Sellers in the seller dashboard (issue 33), for the house seller only: registrations by status (pending
 * first), each with its GSTIN, PAN and PAN image, and the drug licence and pharmacist of sellers of
 * prescription classes; approve, reject with a reason, or suspend with a reason. The seller is mailed each step.
 */
import { useState } from 'react';
import type { SellerVerificationStatus } from 'shared-lib/domain';
import { SELLER_VERIFICATION_LABELS, SELLER_VERIFICATION_STATUSES } from 'shared-lib/domain';
import { useGetSellersForReviewQuery } from 'shared-lib/store';
import ordersStyles from '../orders/orders.module.css';
import { SellerReviewCard } from './SellerReviewCard';
import styles from './sellers.module.css';

export function SellersPage() {
  const [status, setStatus] = useState<SellerVerificationStatus>('pending');
  const { data: sellers, isFetching, isError } = useGetSellersForReviewQuery({ status }, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="sellers-title">
      <div className={ordersStyles.head}>
        <h2 id="sellers-title" className={ordersStyles.title}>
          Sellers
        </h2>
      </div>
      <p className={ordersStyles.meta}>Check the GSTIN and PAN against the PAN image and, for sellers of prescription medicines, the drug licence and pharmacist. Shoppers see a seller&apos;s products only once it is verified.</p>
      <div className={styles.filters} role="group" aria-label="Show sellers">
        {SELLER_VERIFICATION_STATUSES.map((s) => (
          <button key={s} type="button" className={s === status ? `${styles.filter} ${styles.current}` : styles.filter} aria-pressed={s === status} onClick={() => setStatus(s)}>
            {SELLER_VERIFICATION_LABELS[s]}
          </button>
        ))}
      </div>
      {isError ? (
        <p className={ordersStyles.failure} role="alert">
          The sellers could not be loaded. Please try again.
        </p>
      ) : null}
      <div className={styles.list} aria-busy={isFetching}>
        {sellers?.map((seller) => <SellerReviewCard key={seller.id} seller={seller} />)}
        {!sellers?.length && !isError ? <p className={ordersStyles.empty}>{isFetching ? 'Loading sellers…' : `No sellers are ${SELLER_VERIFICATION_LABELS[status].toLowerCase()}.`}</p> : null}
      </div>
    </section>
  );
}
