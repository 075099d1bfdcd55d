/** One weekly statement: its period, net payable and closing balance, with CSV and PDF downloads. */
import { useState } from 'react';
import type { PayoutStatement } from 'shared-lib/contract';
import { payoutPaths, urlOf } from 'shared-lib/contract/paths';
import { errorMessage } from 'shared-lib/http';
import { downloadFile } from 'shared-lib/http/download';
import { popup } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { rupees, usePaymentsText } from './money';
import styles from './payments.module.css';

export function StatementRow({ statement }: { statement: PayoutStatement }) {
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const { t, date } = usePaymentsText();
  const ending = date(statement.period_end);
  const download = async (kind: 'csv' | 'pdf') => {
    setBusy(kind);
    try {
      const path = kind === 'csv' ? payoutPaths.statementCsv : payoutPaths.statementPdf;
      await downloadFile(urlOf(path, { id: statement.id }), `Payout-Statement-${statement.period_end.slice(0, 10)}-${statement.id}.${kind}`);
    } catch (error) {
      void popup.error(t('payments.failedTitle'), errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <article className={styles.statement} aria-label={t('payments.statementLabel', { date: ending })}>
      <div className={styles.statementHead}>
        <h4 className={styles.statementTitle}>{t('payments.weekEnding', { date: ending })}</h4>
        <span className={styles.muted}>{t('payments.lineCount', { count: statement.entry_count })}</span>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('payments.opening')}</dt>
          <dd>{rupees(statement.opening_paise)}</dd>
        </div>
        <div>
          <dt>{t('payments.sales')}</dt>
          <dd>{rupees(statement.sales_paise)}</dd>
        </div>
        <div>
          <dt>{t('payments.returns')}</dt>
          <dd>{rupees(statement.returns_paise)}</dd>
        </div>
        <div>
          <dt>{t('payments.deductions')}</dt>
          <dd>{rupees(-statement.deductions_paise)}</dd>
        </div>
        <div className={styles.strong}>
          <dt>{t('payments.netPayable')}</dt>
          <dd>{rupees(statement.net_payable_paise)}</dd>
        </div>
        <div>
          <dt>{t('payments.closing')}</dt>
          <dd>{rupees(statement.closing_paise)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button type="button" className={formStyles.primary} disabled={busy !== null} onClick={() => void download('pdf')} aria-label={t('payments.downloadPdf', { date: ending })}>
          {busy === 'pdf' ? t('payments.preparing') : t('payments.pdf')}
        </button>
        <button type="button" className={formStyles.primary} disabled={busy !== null} onClick={() => void download('csv')} aria-label={t('payments.downloadCsv', { date: ending })}>
          {busy === 'csv' ? t('payments.preparing') : t('payments.csv')}
        </button>
      </div>
    </article>
  );
}
