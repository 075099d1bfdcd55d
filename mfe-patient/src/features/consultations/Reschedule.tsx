import { useState } from 'react';
import type { Appointment } from 'shared-lib/contract';
import { errorMessage } from 'shared-lib/http';
import { useGetConsultDoctorQuery, useRescheduleAppointmentMutation } from 'shared-lib/store/appointments';
import { notify } from 'shared-lib/ui';
import { SlotPicker } from 'shared-lib/ui/SlotPicker';
import styles from './Consultations.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { PATIENT_NS } from '../../i18n/texts';

/** The same doctor's free slots; Move confirms the new one. */
export function Reschedule({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const { t } = useTranslation(PATIENT_NS);
  const { data: doctor, refetch } = useGetConsultDoctorQuery(appointment.doctor.id);
  const [start, setStart] = useState<string | null>(null);
  const [move, moving] = useRescheduleAppointmentMutation();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!start) return;
    try {
      await move({ id: appointment.id, start }).unwrap();
      notify.success(t('consult.moved'));
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
      void refetch();
    }
  };
  return (
    <div className={styles.picker}>
      {doctor ? <SlotPicker days={doctor.days} selected={start} onSelect={setStart} /> : <p className={styles.muted}>{t('consult.loadingSlots')}</p>}
      {error && <p role="alert">{error}</p>}
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.primary}`} disabled={!start || moving.isLoading} onClick={() => void submit()}>
          {t('consult.moveHere')}
        </button>
        <button type="button" className={styles.button} onClick={onDone}>
          {t('consult.keepTime')}
        </button>
      </div>
    </div>
  );
}
