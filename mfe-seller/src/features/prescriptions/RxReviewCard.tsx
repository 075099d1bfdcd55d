/** One prescription to review (issue 28): the files, the order's prescription lines, the checklist; approve, or reject with a coded reason. */
import { type FormEvent, useState } from 'react';
import type { RxReview } from 'shared-lib/contract';
import { RX_NOTE_MAX, RX_REJECT_REASON_LABELS, RX_REJECT_REASONS, RX_REVIEW_CHECKLIST, RX_MESSAGES, type RxRejectReason } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { openPrescriptionFile, useApprovePrescriptionMutation, useRejectPrescriptionMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import styles from './prescriptions.module.css';

const indiaTime = (iso: string) => new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

export function RxReviewCard({ review }: { review: RxReview }) {
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
    <article className={`${styles.card} ${review.overdue ? styles.overdue : ''}`} data-testid="rx-review" aria-label={`Prescription for order ${review.unique_id}`}>
      <div className={styles.top}>
        <h3 className={styles.title}>
          Order {review.unique_id} · {review.patient_name}
        </h3>
        <span className={`${styles.status} ${styles[review.status]}`}>{review.status}</span>
      </div>
      <p className={styles.meta}>
        Handed in {indiaTime(review.created_at)}
        {review.attempt > 1 ? ' · new prescription after a rejection' : ''}
        {review.overdue ? ' · ⚠ not reviewed within 48 hours' : ''}
        {review.auto_approved ? ' · approved automatically: every medicine is on an e-prescription issued here' : ''}
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
            E-prescription by {review.document.eprescription.doctor_name}: {review.document.eprescription.medicines.join(', ')}
          </p>
        ) : (
          review.document.files.map((file, index) => (
            <button key={file.id} type="button" className={formStyles.secondary} onClick={() => void openPrescriptionFile(file.id).catch((caught) => notify.error(errorMessage(caught)))}>
              View file {index + 1} ({file.content_type === 'application/pdf' ? 'PDF' : 'image'})
            </button>
          ))
        )}
      </div>
      {review.reason && <p className={styles.reason}>Reason: {review.reason}</p>}
      {pending && (
        <>
          <details className={styles.checklist}>
            <summary>Check before approving</summary>
            <ul>
              {RX_REVIEW_CHECKLIST.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </details>
          <div className={styles.actions}>
            {h1 && (
              <label className={styles.field}>
                Prescriber (name, registration) for the H1 register
                <input value={prescriber} maxLength={200} onChange={(event) => setPrescriber(event.target.value)} />
              </label>
            )}
            <button type="button" className={formStyles.primary} disabled={approving.isLoading} onClick={() => void run(() => approve({ id: review.id, ...(prescriber.trim() ? { prescriber } : {}) }).unwrap(), RX_MESSAGES.approved)}>
              Approve
            </button>
          </div>
          <form className={styles.reject} onSubmit={sendReject} aria-label="Reject">
            <label className={styles.field}>
              Reason
              <select value={reason} onChange={(event) => setReason(event.target.value as RxRejectReason | '')}>
                <option value="">Choose a reason</option>
                {RX_REJECT_REASONS.map((code) => (
                  <option key={code} value={code}>
                    {RX_REJECT_REASON_LABELS[code]}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              Note {reason === 'other' ? '(required)' : '(optional)'}
              <input value={note} maxLength={RX_NOTE_MAX} onChange={(event) => setNote(event.target.value)} />
            </label>
            <button type="submit" className={formStyles.secondary} disabled={!reason || rejecting.isLoading}>
              Reject
            </button>
          </form>
        </>
      )}
    </article>
  );
}
