/** One weekly statement: its period, net payable and closing balance, with CSV and PDF downloads. */
import { useState } from 'react';
import type { PayoutStatement } from 'shared-lib/contract';
import { payoutPaths, urlOf } from 'shared-lib/contract/paths';
import { errorMessage } from 'shared-lib/http';
import { downloadFile } from 'shared-lib/http/download';
import { popup } from 'shared-lib/ui';
import ordersStyles from '../orders/orders.module.css';
import formStyles from '../shared/forms.module.css';
import { Figures } from './Figures';
import { usePaymentsText } from './money';
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
    <article className={ordersStyles.order} aria-label={t('payments.statementLabel', { date: ending })}>
      <div className={styles.statementHead}>
        <h4 className={styles.statementTitle}>{t('payments.weekEnding', { date: ending })}</h4>
        <span className={styles.muted}>{t('payments.lineCount', { count: statement.entry_count })}</span>
      </div>
      <Figures
        items={[
          { label: t('payments.opening'), paise: statement.opening_paise },
          { label: t('payments.sales'), paise: statement.sales_paise },
          { label: t('payments.returns'), paise: statement.returns_paise },
          { label: t('payments.deductions'), paise: -statement.deductions_paise },
          { label: t('payments.netPayable'), paise: statement.net_payable_paise, strong: true },
          { label: t('payments.closing'), paise: statement.closing_paise },
        ]}
      />
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
