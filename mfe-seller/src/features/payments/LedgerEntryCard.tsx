/** One ledger entry: a delivered order line (or a return of it) with its breakdown down to the net. */
import type { LedgerEntry } from 'shared-lib/contract';
import ordersStyles from '../orders/orders.module.css';
import { Figures } from './Figures';
import { usePaymentsText } from './money';
import styles from './payments.module.css';

export function LedgerEntryCard({ entry }: { entry: LedgerEntry }) {
  const { t, date } = usePaymentsText();
  const returned = entry.kind === 'return';
  const status = entry.statement_id !== null ? t('payments.onStatement') : t('payments.payableFrom', { date: date(entry.payable_at) });
  return (
    <article className={ordersStyles.order} data-testid="ledger-entry" aria-label={t(returned ? 'payments.returnOf' : 'payments.saleOf', { order: entry.order_unique_id })}>
      <div className={styles.statementHead}>
        <h4 className={styles.statementTitle}>
          {entry.order_unique_id}
          {returned ? <span className={styles.returnTag}>{t('payments.returnTag')}</span> : null}
        </h4>
        <span className={styles.muted}>
          {t(returned ? 'payments.returned' : 'payments.delivered', { date: date(entry.occurred_at) })} · {status}
        </span>
      </div>
      <p className={styles.product}>
        {entry.product_name} × {entry.quantity}
      </p>
      <Figures
        items={[
          { label: t('payments.value'), paise: entry.taxable_paise },
          { label: t('payments.gst'), paise: entry.gst_paise },
          { label: t('payments.commission', { percent: entry.commission_percent }), paise: -entry.commission_paise },
          { label: t('payments.commissionGst'), paise: -entry.commission_gst_paise },
          { label: t('payments.tcs'), paise: -entry.tcs_paise },
          { label: t('payments.tds'), paise: -entry.tds_paise },
          { label: t('payments.net'), paise: entry.net_paise, strong: true },
        ]}
      />
    </article>
  );
}
