/** Concern, optional reports and Confirm for the chosen slot; a paid booking continues to the payment page. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DoctorPage } from 'shared-lib/contract';
import { CONCERN_MAX_LENGTH, REPORT_FILES_MAX, REPORT_FILE_MAX_BYTES, CONSULTATION_MESSAGES, formatFee, formatIstDay, formatIstTime } from 'shared-lib/domain/consultations';
import { errorMessage } from 'shared-lib/http';
import { useAttachReportsMutation, useBookAppointmentMutation } from 'shared-lib/store/appointments';
import styles from '../find-doctor/consult.module.css';

export function BookingForm({ doctor, start, onTaken }: { doctor: DoctorPage; start: string; onTaken: () => void }) {
  const navigate = useNavigate();
  const [concern, setConcern] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [book, booking] = useBookAppointmentMutation();
  const [attach, attaching] = useAttachReportsMutation();
  const busy = booking.isLoading || attaching.isLoading;

  const chooseFiles = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (chosen.length > REPORT_FILES_MAX) return setError(CONSULTATION_MESSAGES.tooManyFiles);
    if (chosen.some((file) => file.size > REPORT_FILE_MAX_BYTES)) return setError(CONSULTATION_MESSAGES.fileTooLarge);
    setError(null);
    setFiles(chosen);
  };

  const submit = async () => {
    if (!concern.trim()) return setError('Please describe your concern');
    setError(null);
    try {
      const result = await book({ doctor_id: doctor.id, start, concern: concern.trim() }).unwrap();
      if (files.length) await attach({ id: result.appointment.id, files }).unwrap();
      if (result.payment) window.location.assign(result.payment.redirectUrl);
      else navigate(`/consultations/booking/${result.appointment.id}/success`);
    } catch (failure) {
      const message = errorMessage(failure);
      setError(message);
      if (message === CONSULTATION_MESSAGES.slotTaken) onTaken();
    }
  };

  return (
    <form
      aria-label="Book this slot"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.summary}>
        <strong>
          {formatIstDay(start)}, {formatIstTime(start)} IST
        </strong>{' '}
        · {doctor.slot_minutes} minutes · {formatFee(doctor.fee_paise ?? 0)}
      </p>
      <label className={styles.field}>
        Your concern
        <textarea value={concern} maxLength={CONCERN_MAX_LENGTH} onChange={(event) => setConcern(event.target.value)} placeholder="What would you like to discuss? Symptoms, since when, medicines you take…" required />
        <span className={styles.hint}>
          {concern.length} / {CONCERN_MAX_LENGTH}
        </span>
      </label>
      <label className={styles.field}>
        Reports (optional)
        <input type="file" accept="image/png,image/jpeg,application/pdf" multiple onChange={(event) => chooseFiles(event.target.files)} />
        <span className={styles.hint}>Up to 3 JPG, PNG or PDF files, 5 MB each. Only you and the doctor can see them.</span>
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Booking…' : doctor.fee_paise ? `Confirm and pay ${formatFee(doctor.fee_paise)}` : 'Confirm free consultation'}
        </button>
      </div>
    </form>
  );
}
