/**
 * An order's returns (issue 33) in the patient's order details: "Return items" while a delivered line is
 * inside its window, the returns with their steps, refund records and credit notes, and the credit note of a
 * cancelled invoiced order (issue 25).
 */
import { useState } from 'react';
import { formatDate } from 'shared-lib/domain';
import { currentLanguage, useTranslation } from 'shared-lib/i18n';
import { useGetOrderReturnsQuery } from 'shared-lib/store/returns';
import { CreditNoteButton, formStyles } from 'shared-lib/ui';
import { PATIENT_NS } from '../../i18n/texts';
import { ReturnRequestForm } from './ReturnRequestForm';
import { ReturnSteps } from './ReturnSteps';
import styles from './Returns.module.css';

export function ReturnsPanel({ uniqueId }: { uniqueId: string }) {
  const { t } = useTranslation(PATIENT_NS);
  const { data } = useGetOrderReturnsQuery(uniqueId);
  const [requesting, setRequesting] = useState(false);
  if (!data) return null;
  const returnable = data.lines.filter((l) => l.returnable_quantity > 0);
  const cancellationNotes = data.credit_notes.filter((n) => n.reason === 'cancellation');
  if (!returnable.length && !data.returns.length && !cancellationNotes.length) return null;
  const windowEnd = returnable.map((l) => l.window_ends_at).filter(Boolean).sort()[0];
  return (
    <section className={styles.panel} aria-label={t('returns.title')} data-testid="returns-panel">
      <h4>{t('returns.title')}</h4>
      {returnable.length && !requesting ? (
        <div className={styles.buttons}>
          <button type="button" className={formStyles.secondary} onClick={() => setRequesting(true)}>
            {t('returns.returnItems')}
          </button>
          {windowEnd ? <span className={styles.muted}>{t('returns.returnableUntil', { date: formatDate(windowEnd, 'date', currentLanguage()) })}</span> : null}
        </div>
      ) : null}
      {requesting ? <ReturnRequestForm data={data} onDone={() => setRequesting(false)} /> : null}
      {data.returns.map((ret) => (
        <ReturnSteps key={ret.id} ret={ret} />
      ))}
      {cancellationNotes.map((note) => (
        <p key={note.id} className={styles.buttons}>
          <span className={styles.muted}>{t('returns.cancelledAfterInvoice')}</span>
          <CreditNoteButton uniqueId={data.unique_id} note={note} className={formStyles.secondary} />
        </p>
      ))}
    </section>
  );
}
