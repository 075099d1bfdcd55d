/** A return's steps with their dates (IST), its refund record and its credit note: the patient's part of the order's timeline. */
import type { ReturnView } from 'shared-lib/contract';
import { formatPaise } from 'shared-lib/domain';
import { RETURN_STATUS_LABELS } from 'shared-lib/domain/returns';
import { CreditNoteButton, formatChangeTime, formStyles } from 'shared-lib/ui';
import styles from './Returns.module.css';

export function ReturnSteps({ ret }: { ret: ReturnView }) {
  return (
    <article className={styles.returnCard} data-testid="return-card" data-status={ret.status}>
      <h5>
        {RETURN_STATUS_LABELS[ret.status]} <span className={styles.muted}>({ret.seller_name})</span>
      </h5>
      <p className={styles.muted}>
        {ret.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')} · {ret.reason}
      </p>
      <ol className={styles.steps} aria-label="Return steps">
        {ret.events.map((event, i) => (
          <li key={i}>
            <strong>{RETURN_STATUS_LABELS[event.status]}</strong>
            <span className={styles.muted}>{formatChangeTime(event.at)}</span>
            {event.note ? <span className={styles.muted}>{event.note}</span> : null}
          </li>
        ))}
      </ol>
      {ret.reject_reason ? <p role="note">Reason: {ret.reject_reason}</p> : null}
      {ret.refund ? (
        <p className={styles.refund} data-testid="refund-record">
          Refund of ₹{formatPaise(ret.refund.amount_paise)} to {ret.refund.destination}: {ret.refund.status === 'due' ? 'on its way, within 5-7 working days' : ret.refund.status}
        </p>
      ) : null}
      {ret.credit_note ? <CreditNoteButton uniqueId={ret.order_unique_id} note={ret.credit_note} className={formStyles.secondary} /> : null}
    </article>
  );
}
