/** One return in the seller's list: lines, reason, photos, steps; Approve / Reject with a reason; then the pickup moves and the receipt with restock or not. */
import { useState } from 'react';
import type { ReturnView } from 'shared-lib/contract';
import { formatPaise } from 'shared-lib/domain';
import { NEXT_RETURN_STATUS, RETURN_MESSAGES } from 'shared-lib/domain/returns';
import { localizeText, useTranslation } from 'shared-lib/i18n';
import { errorMessage } from 'shared-lib/http';
import { useDecideReturnMutation, useMoveReturnMutation } from 'shared-lib/store/returns';
import { CreditNoteButton, formatChangeTime, notify } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import ordersStyles from '../orders/orders.module.css';
import { SELLER_NS } from '../../i18n/texts';
import { ReturnPhoto } from './ReturnPhoto';
import styles from './returns.module.css';

type Move = 'pickup_scheduled' | 'picked_up' | 'received';

export function ReturnCard({ ret }: { ret: ReturnView }) {
  const { t } = useTranslation(SELLER_NS);
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
        <span className={ordersStyles.orderId}>{t('returns.order', { id: ret.order_unique_id })}</span>
        <span className={styles.status}>{t(`returns.status_${ret.status}`)}</span>
      </header>
      <div className={ordersStyles.orderBody}>
        <p className={ordersStyles.meta}>
          {t('returns.requestedBy', { name: ret.customer_name, at: formatChangeTime(ret.created_at) })}
        </p>
        <p>{ret.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}</p>
        <p>
          <strong>{t('returns.reason')}</strong> {localizeText(ret.reason)}
          {ret.note ? ` · “${ret.note}”` : ''}
        </p>
        {ret.photos.length ? (
          <div className={styles.photos}>
            {ret.photos.map((path) => (
              <ReturnPhoto key={path} path={path} alt={t('returns.photo')} />
            ))}
          </div>
        ) : null}
        <ol className={styles.steps} aria-label={t('returns.steps')}>
          {ret.events.map((e, i) => (
            <li key={i}>
              {t(`returns.status_${e.status}`)} · {formatChangeTime(e.at)}
              {e.note ? ` · ${localizeText(e.note)}` : ''}
            </li>
          ))}
        </ol>
        {ret.reject_reason ? <p>{t('returns.rejected', { reason: ret.reject_reason })}</p> : null}
        {ret.refund ? (
          <p className={styles.refund} data-testid="seller-refund">
            {t('returns.refund', { amount: formatPaise(ret.refund.amount_paise), destination: ret.refund.destination, status: ret.refund.status })}
          </p>
        ) : null}
        {ret.credit_note ? <CreditNoteButton uniqueId={ret.order_unique_id} note={ret.credit_note} className={formStyles.secondary} /> : null}
        {ret.status === 'requested' ? (
          <div className={styles.decide}>
            {rejecting ? (
              <>
                <label className={formStyles.label} htmlFor={`reject-${ret.id}`}>
                  {t('returns.rejectLabel')}
                </label>
                <input id={`reject-${ret.id}`} className={formStyles.input} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
              </>
            ) : null}
            <div className={styles.buttons}>
              {!rejecting ? (
                <button type="button" className={formStyles.primary} disabled={deciding.isLoading} onClick={() => void run(() => decide({ id: ret.id, decision: 'approve' }).unwrap())}>
                  {t('returns.approve')}
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
                {rejecting ? t('returns.sendRejection') : t('returns.reject')}
              </button>
            </div>
          </div>
        ) : null}
        {next ? (
          <div className={styles.decide}>
            {next === 'received' ? (
              <label className={formStyles.label}>
                <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} /> {t('returns.restock')}
              </label>
            ) : null}
            <div className={styles.buttons}>
              <button type="button" className={formStyles.primary} disabled={moving.isLoading} onClick={() => void run(() => move({ id: ret.id, status: next as Move, ...(next === 'received' ? { restock } : {}) }).unwrap())}>
                {t(`returns.move_${next as Move}`)}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </article>
  );
}
