/** Where the payment service sends the browser back (route `consultations/booking/:id/:status`). */
import { Link, useParams } from 'react-router-dom';
import { formatFee, formatIstDay, formatIstTime } from 'shared-lib/domain/consultations';
import { selectPatientId, useAppSelector } from 'shared-lib/store';
import { useGetAppointmentQuery } from 'shared-lib/store/appointments';
import { AppointmentStatusBadge } from 'shared-lib/ui/AppointmentStatusBadge';
import styles from '../find-doctor/consult.module.css';

const HEADINGS: Record<string, string> = {
  success: 'Your consultation is booked',
  pending: 'We are waiting for the payment to be confirmed',
  failed: 'The payment did not go through',
};

export function BookingStatusPage() {
  const { id, status = 'failed' } = useParams();
  const patientId = useAppSelector(selectPatientId);
  const appointmentId = Number(id);
  const { data: appointment } = useGetAppointmentQuery(appointmentId, { skip: !patientId || !(appointmentId > 0) });
  return (
    <section className={styles.page} aria-labelledby="booking-status-title">
      <div className={styles.panel}>
        <h1 id="booking-status-title" className={styles.title}>
          {HEADINGS[status] ?? HEADINGS.failed}
        </h1>
        {appointment && (
          <p className={styles.summary}>
            <AppointmentStatusBadge status={appointment.status} /> {appointment.doctor.name} · {formatIstDay(appointment.start)}, {formatIstTime(appointment.start)} IST · {formatFee(appointment.fee_paise)}
          </p>
        )}
        {status === 'success' && <p className={styles.meta}>A confirmation with a calendar file is on its way to your e-mail.</p>}
        {status === 'failed' && <p className={styles.meta}>The slot has been released. You can choose a slot again.</p>}
        <div className={styles.actions}>
          <Link className={styles.button} to="/patient/my-profile/consultations">
            My Consultations
          </Link>
          {appointment && status !== 'success' && (
            <Link className={`${styles.button} ${styles.secondary}`} to={`/doctors/${appointment.doctor.id}`}>
              Choose another slot
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
