/** One weekly statement: its period, net payable and closing balance, with CSV and PDF downloads. */
import { useState } from 'react';
import type { PayoutStatement } from 'shared-lib/contract';
import { payoutPaths, urlOf } from 'shared-lib/contract/paths';
import { errorMessage } from 'shared-lib/http';
import { downloadFile } from 'shared-lib/http/download';
import { popup } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { istDate, rupees } from './money';
import styles from './payments.module.css';

export function StatementRow({ statement }: { statement: PayoutStatement }) {
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const ending = istDate(statement.period_end);
  const download = async (kind: 'csv' | 'pdf') => {
    setBusy(kind);
    try {
      const path = kind === 'csv' ? payoutPaths.statementCsv : payoutPaths.statementPdf;
      await downloadFile(urlOf(path, { id: statement.id }), `Payout-Statement-${statement.period_end.slice(0, 10)}-${statement.id}.${kind}`);
    } catch (error) {
      void popup.error('Failed', errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <article className={styles.statement} aria-label={`Statement of the week ending ${ending}`}>
      <div className={styles.statementHead}>
        <h4 className={styles.statementTitle}>Week ending {ending}</h4>
        <span className={styles.muted}>{statement.entry_count} line(s)</span>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>Opening</dt>
          <dd>{rupees(statement.opening_paise)}</dd>
        </div>
        <div>
          <dt>Sales</dt>
          <dd>{rupees(statement.sales_paise)}</dd>
        </div>
        <div>
          <dt>Returns</dt>
          <dd>{rupees(statement.returns_paise)}</dd>
        </div>
        <div>
          <dt>Deductions</dt>
          <dd>{rupees(-statement.deductions_paise)}</dd>
        </div>
        <div className={styles.strong}>
          <dt>Net payable</dt>
          <dd>{rupees(statement.net_payable_paise)}</dd>
        </div>
        <div>
          <dt>Closing</dt>
          <dd>{rupees(statement.closing_paise)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button type="button" className={formStyles.primary} disabled={busy !== null} onClick={() => void download('pdf')} aria-label={`Download the statement of the week ending ${ending} as PDF`}>
          {busy === 'pdf' ? 'Preparing…' : 'PDF'}
        </button>
        <button type="button" className={formStyles.primary} disabled={busy !== null} onClick={() => void download('csv')} aria-label={`Download the statement of the week ending ${ending} as CSV`}>
          {busy === 'csv' ? 'Preparing…' : 'CSV'}
        </button>
      </div>
    </article>
  );
}
