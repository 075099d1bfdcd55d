/** Where the payment service sends the browser back (route `consultations/booking/:id/:status`). */
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'shared-lib/i18n';
import { selectPatientId, useAppSelector } from 'shared-lib/store';
import { useGetAppointmentQuery } from 'shared-lib/store/appointments';
import { AppointmentStatusBadge } from 'shared-lib/ui/AppointmentStatusBadge';
import { DOCTOR_NS } from '../../i18n/texts';
import { useFormats } from '../../i18n/useFormats';
import styles from '../find-doctor/consult.module.css';

const HEADINGS = { success: 'status.success', pending: 'status.pending', failed: 'status.failed' } as const;
const heading = (status: string) => HEADINGS[status as keyof typeof HEADINGS] ?? HEADINGS.failed;

export function BookingStatusPage() {
  const { t } = useTranslation(DOCTOR_NS);
  const { when, fee } = useFormats();
  const { id, status = 'failed' } = useParams();
  const patientId = useAppSelector(selectPatientId);
  const appointmentId = Number(id);
  const { data: appointment } = useGetAppointmentQuery(appointmentId, { skip: !patientId || !(appointmentId > 0) });
  return (
    <section className={styles.page} aria-labelledby="booking-status-title">
      <div className={styles.panel}>
        <h1 id="booking-status-title" className={styles.title}>
          {t(heading(status))}
        </h1>
        {appointment && (
          <p className={styles.summary}>
            <AppointmentStatusBadge status={appointment.status} /> {`${appointment.doctor.name} · ${when(appointment.start)} IST · ${fee(appointment.fee_paise)}`}
          </p>
        )}
        {status === 'success' && <p className={styles.meta}>{t('status.mailed')}</p>}
        {status === 'failed' && <p className={styles.meta}>{t('status.released')}</p>}
        <div className={styles.actions}>
          <Link className={styles.button} to="/patient/my-profile/consultations">
            {t('status.myConsultations')}
          </Link>
          {appointment && status !== 'success' && (
            <Link className={`${styles.button} ${styles.secondary}`} to={`/doctors/${appointment.doctor.id}`}>
              {t('status.another')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
