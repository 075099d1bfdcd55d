/** Returns in the seller dashboard (issue 33): the returns of the seller's own lines, newest first, filterable by status. */
import { useState } from 'react';
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from 'shared-lib/domain/returns';
import { useGetSellerReturnsQuery } from 'shared-lib/store/returns';
import formStyles from '../shared/forms.module.css';
import ordersStyles from '../orders/orders.module.css';
import { ReturnCard } from './ReturnCard';

export function ReturnsPage() {
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const { data, isFetching, isError } = useGetSellerReturnsQuery(status ? { status } : {}, { refetchOnMountOrArgChange: true });
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="returns-title">
      <div className={ordersStyles.head}>
        <h2 id="returns-title" className={ordersStyles.title}>
          Returns
        </h2>
        <div className={ordersStyles.filter}>
          <label htmlFor="returns-status" className={formStyles.label}>
            Show
          </label>
          <select id="returns-status" className={formStyles.input} value={status} onChange={(e) => setStatus(e.target.value as ReturnStatus | '')}>
            <option value="">All returns</option>
            {RETURN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {RETURN_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={ordersStyles.meta}>Approve or reject each request; on receipt, the refund record and the GST credit note are made and the buyer is told.</p>
      {isError ? (
        <p className={ordersStyles.failure} role="alert">
          Returns could not be loaded. Please try again.
        </p>
      ) : null}
      <div className={ordersStyles.list} aria-busy={isFetching}>
        {items.map((ret) => (
          <ReturnCard key={ret.id} ret={ret} />
        ))}
        {!items.length && !isError ? <p className={ordersStyles.empty}>{isFetching ? 'Loading returns…' : 'No returns.'}</p> : null}
      </div>
    </section>
  );
}
