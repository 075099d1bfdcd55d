/** My Consultations (patient profile tab): upcoming, past and cancelled, with cancel and reschedule where allowed. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Appointment } from 'shared-lib/contract';
import { formatFee, formatIstDay, formatIstTime } from 'shared-lib/domain/consultations';
import { errorMessage } from 'shared-lib/http';
import { useCancelAppointmentMutation, useGetMyAppointmentsQuery } from 'shared-lib/store/appointments';
import { confirm, formStyles, notify, popup } from 'shared-lib/ui';
import { AppointmentStatusBadge } from 'shared-lib/ui/AppointmentStatusBadge';
import { Prescriptions, RateConsultation } from './Prescriptions';
import { Reschedule } from './Reschedule';
import styles from './Consultations.module.css';

function Item({ appointment }: { appointment: Appointment }) {
  const [cancel, cancelling] = useCancelAppointmentMutation();
  const [moving, setMoving] = useState(false);
  const onCancel = async () => {
    const yes = await confirm({ title: 'Cancel this consultation?', text: appointment.fee_paise ? 'The fee is refunded in full.' : undefined, confirmButtonText: 'Cancel it', cancelButtonText: 'Keep it' });
    if (!yes) return;
    try {
      await cancel(appointment.id).unwrap();
      notify.success('The consultation was cancelled');
    } catch (error) {
      void popup.warning(errorMessage(error));
    }
  };
  return (
    <li className={styles.item} data-testid="my-consultation">
      <div className={styles.top}>
        <Link className={styles.doctor} to={`/doctors/${appointment.doctor.id}`}>
          {appointment.doctor.name}
        </Link>
        <AppointmentStatusBadge status={appointment.status} />
      </div>
      <p className={styles.muted}>
        {formatIstDay(appointment.start)}, {formatIstTime(appointment.start)} IST · {formatFee(appointment.fee_paise)}
        {appointment.refund_amount_paise ? ` · refund of ${formatFee(appointment.refund_amount_paise)} ${appointment.refund_status ?? ''}` : ''}
      </p>
      <p className={styles.muted}>{appointment.concern}</p>
      {(appointment.status === 'confirmed' || appointment.status === 'completed') && (
        <p>
          <Link to={`/consult/${appointment.id}`} data-testid="join-room">
            {appointment.status === 'confirmed' ? 'Join the consultation room' : 'Chat and prescription'}
          </Link>
        </p>
      )}
      {appointment.status === 'completed' && <RateConsultation appointmentId={appointment.id} />}
      {(appointment.can_cancel || appointment.can_reschedule) && !moving && (
        <div className={styles.actions}>
          {appointment.can_reschedule && (
            <button type="button" className={styles.button} onClick={() => setMoving(true)}>
              Reschedule
            </button>
          )}
          {appointment.can_cancel && (
            <button type="button" className={`${styles.button} ${styles.danger}`} disabled={cancelling.isLoading} onClick={() => void onCancel()}>
              Cancel
            </button>
          )}
        </div>
      )}
      {moving && <Reschedule appointment={appointment} onDone={() => setMoving(false)} />}
    </li>
  );
}

function Group({ title, items }: { title: string; items: Appointment[] }) {
  if (!items.length) return null;
  return (
    <section className={styles.group} aria-label={title}>
      <h3>{title}</h3>
      <ul className={styles.list}>
        {items.map((appointment) => (
          <Item key={appointment.id} appointment={appointment} />
        ))}
      </ul>
    </section>
  );
}

export function ConsultationsTab() {
  const { data: appointments, isLoading, isError } = useGetMyAppointmentsQuery();
  if (isLoading) return <p>Loading your consultations…</p>;
  if (isError || !appointments) return <p role="alert">Your consultations could not be loaded. Please try again.</p>;
  const now = new Date().toISOString();
  const upcoming = appointments.filter((a) => (a.status === 'confirmed' || a.status === 'held') && a.end > now).reverse();
  const cancelled = appointments.filter((a) => a.status === 'cancelled');
  const past = appointments.filter((a) => !upcoming.includes(a) && !cancelled.includes(a));
  return (
    <div className={formStyles.card}>
      <h2>My Consultations</h2>
      {appointments.length === 0 && (
        <p>
          No consultations yet. <Link to="/doctors">Find a doctor</Link>
        </p>
      )}
      <Group title="Upcoming" items={upcoming} />
      <Group title="Past" items={past} />
      <Group title="Cancelled" items={cancelled} />
      <Prescriptions />
      {appointments.length > 0 && (
        <p>
          <Link to="/doctors">Book another consultation</Link>
        </p>
      )}
    </div>
  );
}
