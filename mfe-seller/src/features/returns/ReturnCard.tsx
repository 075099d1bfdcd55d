/** One return in the seller's list: lines, reason, photos, steps; Approve / Reject with a reason; then the pickup moves and the receipt with restock or not. */
import { useState } from 'react';
import type { ReturnView } from 'shared-lib/contract';
import { formatPaise } from 'shared-lib/domain';
import { NEXT_RETURN_STATUS, RETURN_MESSAGES, RETURN_STATUS_LABELS } from 'shared-lib/domain/returns';
import { errorMessage } from 'shared-lib/http';
import { useDecideReturnMutation, useMoveReturnMutation } from 'shared-lib/store/returns';
import { CreditNoteButton, formatChangeTime, notify } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import ordersStyles from '../orders/orders.module.css';
import styles from './returns.module.css';

const MOVE_LABELS = { pickup_scheduled: 'Schedule pickup', picked_up: 'Mark picked up', received: 'Mark received' } as const;

export function ReturnCard({ ret }: { ret: ReturnView }) {
  const [decide, deciding] = useDecideReturnMutation();
  const [move, moving] = useMoveReturnMutation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(true);
  const next = NEXT_RETURN_STATUS[ret.status];
  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      notify.success((await work()).message);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <article className={ordersStyles.order} data-testid="seller-return" data-status={ret.status}>
      <header className={ordersStyles.orderHead}>
        <span className={ordersStyles.orderId}>Order {ret.order_unique_id}</span>
        <span className={styles.status}>{RETURN_STATUS_LABELS[ret.status]}</span>
      </header>
      <div className={ordersStyles.orderBody}>
        <p className={ordersStyles.meta}>
          {ret.customer_name} · requested {formatChangeTime(ret.created_at)}
        </p>
        <p>{ret.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}</p>
        <p>
          <strong>Reason:</strong> {ret.reason}
          {ret.note ? ` · “${ret.note}”` : ''}
        </p>
        {ret.photos.length ? (
          <div className={styles.photos}>
            {ret.photos.map((src) => (
              <a key={src} href={src} target="_blank" rel="noreferrer">
                <img src={src} alt="Photo from the buyer" />
              </a>
            ))}
          </div>
        ) : null}
        <ol className={styles.steps} aria-label="Return steps">
          {ret.events.map((e, i) => (
            <li key={i}>
              {RETURN_STATUS_LABELS[e.status]} · {formatChangeTime(e.at)}
              {e.note ? ` · ${e.note}` : ''}
            </li>
          ))}
        </ol>
        {ret.reject_reason ? <p>Rejected: {ret.reject_reason}</p> : null}
        {ret.refund ? (
          <p className={styles.refund}>
            Refund ₹{formatPaise(ret.refund.amount_paise)} to {ret.refund.destination} ({ret.refund.status})
          </p>
        ) : null}
        {ret.credit_note ? <CreditNoteButton uniqueId={ret.order_unique_id} note={ret.credit_note} className={formStyles.secondary} /> : null}
        {ret.status === 'requested' ? (
          <div className={styles.decide}>
            {rejecting ? (
              <>
                <label className={formStyles.label} htmlFor={`reject-${ret.id}`}>
                  Reason for rejecting (mailed to the buyer)
                </label>
                <input id={`reject-${ret.id}`} className={formStyles.input} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
              </>
            ) : null}
            <div className={styles.buttons}>
              {!rejecting ? (
                <button type="button" className={formStyles.primary} disabled={deciding.isLoading} onClick={() => void run(() => decide({ id: ret.id, decision: 'approve' }).unwrap())}>
                  Approve
                </button>
              ) : null}
              <button
                type="button"
                className={formStyles.secondary}
                disabled={deciding.isLoading}
                onClick={() => {
                  if (!rejecting) return setRejecting(true);
                  if (!reason.trim()) return notify.error(RETURN_MESSAGES.rejectReasonRequired);
                  void run(() => decide({ id: ret.id, decision: 'reject', reason }).unwrap());
                }}
              >
                {rejecting ? 'Send rejection' : 'Reject'}
              </button>
            </div>
          </div>
        ) : null}
        {next ? (
          <div className={styles.decide}>
            {next === 'received' ? (
              <label className={formStyles.label}>
                <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} /> Put the items back into stock
              </label>
            ) : null}
            <div className={styles.buttons}>
              <button type="button" className={formStyles.primary} disabled={moving.isLoading} onClick={() => void run(() => move({ id: ret.id, status: next as keyof typeof MOVE_LABELS, ...(next === 'received' ? { restock } : {}) }).unwrap())}>
                {MOVE_LABELS[next as keyof typeof MOVE_LABELS]}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </article>
  );
}
