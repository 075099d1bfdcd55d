/** A return's steps with their dates (IST), its refund record and its credit note: the patient's part of the order's timeline. */
import type { ReturnView } from 'shared-lib/contract';
import { formatPaise } from 'shared-lib/domain';
import { RETURN_STATUS_LABELS } from 'shared-lib/domain/returns';
import { localizeText, useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { CreditNoteButton, formatChangeTime, formStyles } from 'shared-lib/ui';
import { PATIENT_NS } from '../../i18n/texts';
import styles from './Returns.module.css';

const BANK_ACCOUNT = 'Bank account ';

export function ReturnSteps({ ret }: { ret: ReturnView }) {
  const { t } = useTranslation(PATIENT_NS);
  const labels = useDomainTexts('returnStatus', RETURN_STATUS_LABELS);
  // the server writes the refund's destination in English: 'Original payment method', 'UPI x@y', 'Bank account XXXX1234 (IFSC)'
  const destination = (text: string) => (text.startsWith(BANK_ACCOUNT) ? `${t('returns.bankAccount')} ${text.slice(BANK_ACCOUNT.length)}` : localizeText(text));
  return (
    <article className={styles.returnCard} data-testid="return-card" data-status={ret.status}>
      <h5>
        {labels[ret.status]} <span className={styles.muted}>({ret.seller_name})</span>
      </h5>
      <p className={styles.muted}>
        {ret.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')} · {localizeText(ret.reason)}
      </p>
      <ol className={styles.steps} aria-label={t('returns.steps')}>
        {ret.events.map((event, i) => (
          <li key={i}>
            <strong>{labels[event.status]}</strong>
            <span className={styles.muted}>{formatChangeTime(event.at)}</span>
            {event.note ? <span className={styles.muted}>{localizeText(event.note)}</span> : null}
          </li>
        ))}
      </ol>
      {ret.reject_reason ? <p role="note">{t('returns.rejectReason', { reason: ret.reject_reason })}</p> : null}
      {ret.refund ? (
        <p className={styles.refund} data-testid="refund-record">
          {t('returns.refund', {
            amount: `₹${formatPaise(ret.refund.amount_paise)}`,
            destination: destination(ret.refund.destination),
            status: ret.refund.status === 'due' ? t('returns.refundDue') : ret.refund.status,
          })}
        </p>
      ) : null}
      {ret.credit_note ? <CreditNoteButton uniqueId={ret.order_unique_id} note={ret.credit_note} className={formStyles.secondary} /> : null}
    </article>
  );
}
