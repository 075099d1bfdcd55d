/**
 * An order's returns (issue 33) in the patient's order details: "Return items" while a delivered line is
 * inside its window, the returns with their steps, refund records and credit notes, and the credit note of a
 * cancelled invoiced order (issue 25).
 */
import { useState } from 'react';
import { useGetOrderReturnsQuery } from 'shared-lib/store/returns';
import { CreditNoteButton, formStyles } from 'shared-lib/ui';
import { ReturnRequestForm } from './ReturnRequestForm';
import { ReturnSteps } from './ReturnSteps';
import styles from './Returns.module.css';

export function ReturnsPanel({ uniqueId }: { uniqueId: string }) {
  const { data } = useGetOrderReturnsQuery(uniqueId);
  const [requesting, setRequesting] = useState(false);
  if (!data) return null;
  const returnable = data.lines.filter((l) => l.returnable_quantity > 0);
  const cancellationNotes = data.credit_notes.filter((n) => n.reason === 'cancellation');
  if (!returnable.length && !data.returns.length && !cancellationNotes.length) return null;
  const windowEnd = returnable.map((l) => l.window_ends_at).filter(Boolean).sort()[0];
  return (
    <section className={styles.panel} aria-label="Returns" data-testid="returns-panel">
      <h4>Returns</h4>
      {returnable.length && !requesting ? (
        <div className={styles.buttons}>
          <button type="button" className={formStyles.secondary} onClick={() => setRequesting(true)}>
            Return items
          </button>
          {windowEnd ? <span className={styles.muted}>Returnable until {new Date(windowEnd).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })}</span> : null}
        </div>
      ) : null}
      {requesting ? <ReturnRequestForm data={data} onDone={() => setRequesting(false)} /> : null}
      {data.returns.map((ret) => (
        <ReturnSteps key={ret.id} ret={ret} />
      ))}
      {cancellationNotes.map((note) => (
        <p key={note.id} className={styles.buttons}>
          <span className={styles.muted}>The order was cancelled after its invoice; a credit note was issued.</span>
          <CreditNoteButton uniqueId={data.unique_id} note={note} className={formStyles.secondary} />
        </p>
      ))}
    </section>
  );
}
