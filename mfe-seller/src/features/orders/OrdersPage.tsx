/** Orders to fulfil: the orders holding the seller's lines, newest first, filtered by status, paged. */
import { useState } from 'react';
import { ORDER_STATUS_LABELS } from 'shared-lib/domain';
import { useGetSellerOrdersQuery } from 'shared-lib/store';
import formStyles from '../shared/forms.module.css';
import { Pagination } from '../shared/Pagination';
import { OrderCard } from './OrderCard';
import styles from './orders.module.css';
import { useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export const ORDERS_PAGE_SIZE = 10;

export function OrdersPage() {
  const { t } = useTranslation(SELLER_NS);
  const statusLabels = useDomainTexts('orderStatus', ORDER_STATUS_LABELS);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const { data, isFetching, isError } = useGetSellerOrdersQuery(
    { page, pageSize: ORDERS_PAGE_SIZE, ...(status ? { status: Number(status) } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const orders = data?.items ?? [];
  return (
    <section aria-labelledby="orders-title">
      <div className={styles.head}>
        <h2 id="orders-title" className={styles.title}>
          {t('orders.title')}
        </h2>
        <div className={styles.filter}>
          <label htmlFor="orders-status" className={formStyles.label}>
            {t('orders.show')}
          </label>
          <select
            id="orders-status"
            className={formStyles.input}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('orders.all')}</option>
            {[1, 2, 3, 4].map((value) => (
              <option key={value} value={String(value)}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {isError ? (
        <p className={styles.failure} role="alert">
          {t('orders.failed')}
        </p>
      ) : null}
      <div className={styles.list} aria-busy={isFetching}>
        {orders.map((order) => (
          <OrderCard key={order.shipment_id} order={order} />
        ))}
        {!orders.length && !isError ? <p className={styles.empty}>{isFetching ? t('orders.loading') : t('orders.none')}</p> : null}
      </div>
      {data ? <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} label={t('orders.pages')} /> : null}
    </section>
  );
}
