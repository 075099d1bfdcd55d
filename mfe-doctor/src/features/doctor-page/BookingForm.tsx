/** Concern, optional reports and Confirm for the chosen slot; a paid booking continues to the payment page. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DoctorPage } from 'shared-lib/contract';
import { CONCERN_MAX_LENGTH, REPORT_FILES_MAX, REPORT_FILE_MAX_BYTES, CONSULTATION_MESSAGES } from 'shared-lib/domain/consultations';
import { errorMessage } from 'shared-lib/http';
import { useTranslation } from 'shared-lib/i18n';
import { NeedsNetworkNotice, useOnline } from 'shared-lib/ui';
import { useAttachReportsMutation, useBookAppointmentMutation } from 'shared-lib/store/appointments';
import { useConsultationMessages } from '../../i18n/consultation-messages';
import { DOCTOR_NS } from '../../i18n/texts';
import { useFormats } from '../../i18n/useFormats';
import styles from '../find-doctor/consult.module.css';

export function BookingForm({ doctor, start, onTaken }: { doctor: DoctorPage; start: string; onTaken: () => void }) {
  const { t } = useTranslation(DOCTOR_NS);
  const online = useOnline();
  const messages = useConsultationMessages();
  const { when, fee } = useFormats();
  const navigate = useNavigate();
  const [concern, setConcern] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [book, booking] = useBookAppointmentMutation();
  const [attach, attaching] = useAttachReportsMutation();
  const busy = booking.isLoading || attaching.isLoading;

  const chooseFiles = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (chosen.length > REPORT_FILES_MAX) return setError(messages.tooManyFiles);
    if (chosen.some((file) => file.size > REPORT_FILE_MAX_BYTES)) return setError(messages.fileTooLarge);
    setError(null);
    setFiles(chosen);
  };

  const submit = async () => {
    if (!concern.trim()) return setError(t('booking.concernRequired'));
    setError(null);
    try {
      const result = await book({ doctor_id: doctor.id, start, concern: concern.trim() }).unwrap();
      if (files.length) await attach({ id: result.appointment.id, files }).unwrap();
      if (result.payment) window.location.assign(result.payment.redirectUrl);
      else navigate(`/consultations/booking/${result.appointment.id}/success`);
    } catch (failure) {
      const message = errorMessage(failure);
      setError(message);
      // the API answers in the language on screen
      if (message === messages.slotTaken || message === CONSULTATION_MESSAGES.slotTaken) onTaken();
    }
  };

  return (
    <form
      aria-label={t('booking.label')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.summary}>
        <strong>{`${when(start)} IST`}</strong> · {t('common.minutes', { count: doctor.slot_minutes ?? 0 })} · {fee(doctor.fee_paise ?? 0)}
      </p>
      <label className={styles.field}>
        {t('booking.concern')}
        <textarea value={concern} maxLength={CONCERN_MAX_LENGTH} onChange={(event) => setConcern(event.target.value)} placeholder={t('booking.concernHint')} required />
        <span className={styles.hint}>
          {concern.length} / {CONCERN_MAX_LENGTH}
        </span>
      </label>
      <label className={styles.field}>
        {t('booking.reports')}
        <input type="file" accept="image/png,image/jpeg,application/pdf" multiple onChange={(event) => chooseFiles(event.target.files)} />
        <span className={styles.hint}>{t('booking.reportsHint', { max: REPORT_FILES_MAX, mb: REPORT_FILE_MAX_BYTES / 1024 / 1024 })}</span>
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <NeedsNetworkNotice />
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy || !online}>
          {busy ? t('booking.booking') : doctor.fee_paise ? t('booking.pay', { fee: fee(doctor.fee_paise) }) : t('booking.confirmFree')}
        </button>
      </div>
    </form>
  );
}
