/** The house seller's monthly TCS report (GSTR-8 figures per seller) as CSV. */
import { useState } from 'react';
import { payoutPaths, urlOf } from 'shared-lib/contract/paths';
import { errorMessage } from 'shared-lib/http';
import { downloadFile } from 'shared-lib/http/download';
import { popup } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { usePaymentsText } from './money';
import styles from './payments.module.css';

const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

export function TcsReportForm() {
  const [month, setMonth] = useState(thisMonth);
  const [busy, setBusy] = useState(false);
  const { t } = usePaymentsText();
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(urlOf(payoutPaths.tcsReport), `TCS-Report-${month}.csv`, { month });
    } catch (error) {
      void popup.error(t('payments.failedTitle'), errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.tcs}
      onSubmit={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      <label htmlFor="tcs-month" className={formStyles.label}>
        {t('payments.tcsFor')}
      </label>
      <input id="tcs-month" type="month" className={formStyles.input} value={month} required onChange={(event) => setMonth(event.target.value)} />
      <button type="submit" className={formStyles.primary} disabled={busy || !month}>
        {busy ? t('payments.preparing') : t('payments.downloadReport')}
      </button>
    </form>
  );
}
