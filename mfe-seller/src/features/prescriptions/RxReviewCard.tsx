/** One prescription to review (issue 28): the files, the order's prescription lines, the checklist; approve, or reject with a coded reason. */
import { type FormEvent, useState } from 'react';
import type { RxReview } from 'shared-lib/contract';
import { formatDate, RX_NOTE_MAX, RX_REJECT_REASON_LABELS, RX_REJECT_REASONS, RX_REVIEW_CHECKLIST, RX_MESSAGES, type RxRejectReason } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { openPrescriptionFile, useApprovePrescriptionMutation, useRejectPrescriptionMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import styles from './prescriptions.module.css';
import { currentLanguage, localizeLabelled, useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export function RxReviewCard({ review }: { review: RxReview }) {
  const { t } = useTranslation(SELLER_NS);
  const checklist = useDomainTexts('rxChecklist', RX_REVIEW_CHECKLIST);
  const reasonLabels = useDomainTexts('rxRejectReason', RX_REJECT_REASON_LABELS);
  const [approve, approving] = useApprovePrescriptionMutation();
  const [reject, rejecting] = useRejectPrescriptionMutation();
  const [reason, setReason] = useState<RxRejectReason | ''>('');
  const [note, setNote] = useState('');
  const [prescriber, setPrescriber] = useState('');
  const h1 = review.lines.some((line) => line.prescription_class === 'schedule_h1');
  const run = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      notify.success(message);
    } catch (caught) {
      notify.error(errorMessage(caught));
    }
  };
  const sendReject = (event: FormEvent) => {
    event.preventDefault();
    if (reason) void run(() => reject({ id: review.id, reason, ...(note.trim() ? { note } : {}) }).unwrap(), RX_MESSAGES.rejected);
  };
  const pending = review.status === 'pending';
  return (
    <article className={`${styles.card} ${review.overdue ? styles.overdue : ''}`} data-testid="rx-review" aria-label={t('rx.forOrder', { id: review.unique_id })}>
      <div className={styles.top}>
        <h3 className={styles.title}>
          {t('orders.orderOf', { id: review.unique_id })} · {review.patient_name}
        </h3>
        <span className={`${styles.status} ${styles[review.status]}`}>{review.status}</span>
      </div>
      <p className={styles.meta}>
        {t('rx.handedIn', { when: formatDate(review.created_at, 'dateTime', currentLanguage()) })}
        {review.attempt > 1 ? ` · ${t('rx.newAfterRejection')}` : ''}
        {review.overdue ? ` · ⚠ ${t('rx.notIn48')}` : ''}
        {review.auto_approved ? ` · ${t('rx.auto')}` : ''}
      </p>
      <ul className={styles.lines}>
        {review.lines.map((line) => (
          <li key={line.product_id} className={line.cancelled ? styles.cancelled : ''}>
            {line.name} × {line.quantity} <small>({line.prescription_class})</small>
          </li>
        ))}
      </ul>
      <div className={styles.files}>
        {review.document.eprescription ? (
          <p>
            {t('rx.ePrescriptionBy', { doctor: review.document.eprescription.doctor_name })} {review.document.eprescription.medicines.join(', ')}
          </p>
        ) : (
          review.document.files.map((file, index) => (
            <button key={file.id} type="button" className={formStyles.secondary} onClick={() => void openPrescriptionFile(file.id).catch((caught) => notify.error(errorMessage(caught)))}>
              {t('rx.viewFile', { number: index + 1, kind: file.content_type === 'application/pdf' ? 'PDF' : t('rx.image') })}
            </button>
          ))
        )}
      </div>
      {review.reason && <p className={styles.reason}>{t('rx.reasonIs', { reason: localizeLabelled(review.reason) })}</p>}
      {pending && (
        <>
          <details className={styles.checklist}>
            <summary>{t('rx.checkBefore')}</summary>
            <ul>
              {checklist.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </details>
          <div className={styles.actions}>
            {h1 && (
              <label className={styles.field}>
                {t('rx.prescriber')}
                <input value={prescriber} maxLength={200} onChange={(event) => setPrescriber(event.target.value)} />
              </label>
            )}
            <button type="button" className={formStyles.primary} disabled={approving.isLoading} onClick={() => void run(() => approve({ id: review.id, ...(prescriber.trim() ? { prescriber } : {}) }).unwrap(), RX_MESSAGES.approved)}>
              {t('rx.approve')}
            </button>
          </div>
          <form className={styles.reject} onSubmit={sendReject} aria-label={t('rx.reject')}>
            <label className={styles.field}>
              {t('rx.reason')}
              <select value={reason} onChange={(event) => setReason(event.target.value as RxRejectReason | '')}>
                <option value="">{t('rx.chooseReason')}</option>
                {RX_REJECT_REASONS.map((code) => (
                  <option key={code} value={code}>
                    {reasonLabels[code]}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              {reason === 'other' ? t('rx.noteRequired') : t('rx.noteOptional')}
              <input value={note} maxLength={RX_NOTE_MAX} onChange={(event) => setNote(event.target.value)} />
            </label>
            <button type="submit" className={formStyles.secondary} disabled={!reason || rejecting.isLoading}>
              {t('rx.reject')}
            </button>
          </form>
        </>
      )}
    </article>
  );
}
