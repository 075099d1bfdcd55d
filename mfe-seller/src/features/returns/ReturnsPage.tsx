/** Returns in the seller dashboard (issue 33): the returns of the seller's own lines, newest first, filterable by status. */
import { useState } from 'react';
import { RETURN_STATUSES, type ReturnStatus } from 'shared-lib/domain/returns';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';
import { useGetSellerReturnsQuery } from 'shared-lib/store/returns';
import formStyles from '../shared/forms.module.css';
import ordersStyles from '../orders/orders.module.css';
import { ReturnCard } from './ReturnCard';

export function ReturnsPage() {
  const { t } = useTranslation(SELLER_NS);
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const { data, isFetching, isError } = useGetSellerReturnsQuery(status ? { status } : {}, { refetchOnMountOrArgChange: true });
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="returns-title">
      <div className={ordersStyles.head}>
        <h2 id="returns-title" className={ordersStyles.title}>
          {t('returns.title')}
        </h2>
        <div className={ordersStyles.filter}>
          <label htmlFor="returns-status" className={formStyles.label}>
            {t('returns.show')}
          </label>
          <select id="returns-status" className={formStyles.input} value={status} onChange={(e) => setStatus(e.target.value as ReturnStatus | '')}>
            <option value="">{t('returns.all')}</option>
            {RETURN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`returns.status_${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={ordersStyles.meta}>{t('returns.intro')}</p>
      {isError ? (
        <p className={ordersStyles.failure} role="alert">
          {t('returns.failed')}
        </p>
      ) : null}
      <div className={ordersStyles.list} aria-busy={isFetching}>
        {items.map((ret) => (
          <ReturnCard key={ret.id} ret={ret} />
        ))}
        {!items.length && !isError ? <p className={ordersStyles.empty}>{isFetching ? t('returns.loading') : t('returns.none')}</p> : null}
      </div>
    </section>
  );
}
