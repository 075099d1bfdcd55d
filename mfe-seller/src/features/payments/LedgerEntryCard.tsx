/** One ledger entry: a delivered order line (or a return of it) with its breakdown down to the net. */
import type { LedgerEntry } from 'shared-lib/contract';
import { istDate, rupees } from './money';
import styles from './payments.module.css';

export function LedgerEntryCard({ entry }: { entry: LedgerEntry }) {
  const returned = entry.kind === 'return';
  const status = entry.statement_id !== null ? 'On a statement' : `Payable from ${istDate(entry.payable_at)}`;
  return (
    <article className={styles.statement} data-testid="ledger-entry" aria-label={`${returned ? 'Return' : 'Sale'} of order ${entry.order_unique_id}`}>
      <div className={styles.statementHead}>
        <h4 className={styles.statementTitle}>
          {entry.order_unique_id}
          {returned ? <span className={styles.returnTag}>Return</span> : null}
        </h4>
        <span className={styles.muted}>
          {returned ? 'Returned' : 'Delivered'} {istDate(entry.occurred_at)} · {status}
        </span>
      </div>
      <p className={styles.product}>
        {entry.product_name} × {entry.quantity}
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>Value</dt>
          <dd>{rupees(entry.taxable_paise)}</dd>
        </div>
        <div>
          <dt>GST</dt>
          <dd>{rupees(entry.gst_paise)}</dd>
        </div>
        <div>
          <dt>Commission ({entry.commission_percent})</dt>
          <dd>{rupees(-entry.commission_paise)}</dd>
        </div>
        <div>
          <dt>GST on commission</dt>
          <dd>{rupees(-entry.commission_gst_paise)}</dd>
        </div>
        <div>
          <dt>TCS</dt>
          <dd>{rupees(-entry.tcs_paise)}</dd>
        </div>
        <div>
          <dt>TDS</dt>
          <dd>{rupees(-entry.tds_paise)}</dd>
        </div>
        <div className={styles.strong}>
          <dt>Net</dt>
          <dd>{rupees(entry.net_paise)}</dd>
        </div>
      </dl>
    </article>
  );
}
