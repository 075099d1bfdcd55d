/** One ledger entry: a delivered order line (or a return of it) with its breakdown down to the net. */
import type { LedgerEntry } from 'shared-lib/contract';
import { rupees, usePaymentsText } from './money';
import styles from './payments.module.css';

export function LedgerEntryCard({ entry }: { entry: LedgerEntry }) {
  const { t, date } = usePaymentsText();
  const returned = entry.kind === 'return';
  const status = entry.statement_id !== null ? t('payments.onStatement') : t('payments.payableFrom', { date: date(entry.payable_at) });
  return (
    <article className={styles.statement} data-testid="ledger-entry" aria-label={t(returned ? 'payments.returnOf' : 'payments.saleOf', { order: entry.order_unique_id })}>
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
      <dl className={styles.figures}>
        <div>
          <dt>{t('payments.value')}</dt>
          <dd>{rupees(entry.taxable_paise)}</dd>
        </div>
        <div>
          <dt>{t('payments.gst')}</dt>
          <dd>{rupees(entry.gst_paise)}</dd>
        </div>
        <div>
          <dt>{t('payments.commission', { percent: entry.commission_percent })}</dt>
          <dd>{rupees(-entry.commission_paise)}</dd>
        </div>
        <div>
          <dt>{t('payments.commissionGst')}</dt>
          <dd>{rupees(-entry.commission_gst_paise)}</dd>
        </div>
        <div>
          <dt>{t('payments.tcs')}</dt>
          <dd>{rupees(-entry.tcs_paise)}</dd>
        </div>
        <div>
          <dt>{t('payments.tds')}</dt>
          <dd>{rupees(-entry.tds_paise)}</dd>
        </div>
        <div className={styles.strong}>
          <dt>{t('payments.net')}</dt>
          <dd>{rupees(entry.net_paise)}</dd>
        </div>
      </dl>
    </article>
  );
}
