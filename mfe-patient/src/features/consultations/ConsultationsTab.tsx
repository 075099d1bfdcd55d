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
import { useTranslation } from 'shared-lib/i18n';
import { PATIENT_NS } from '../../i18n/texts';

function Item({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation(PATIENT_NS);
  const [cancel, cancelling] = useCancelAppointmentMutation();
  const [moving, setMoving] = useState(false);
  const onCancel = async () => {
    const yes = await confirm({ title: t('consult.cancelTitle'), text: appointment.fee_paise ? t('consult.refundFull') : undefined, confirmButtonText: t('consult.cancelYes'), cancelButtonText: t('consult.keep') });
    if (!yes) return;
    try {
      await cancel(appointment.id).unwrap();
      notify.success(t('consult.cancelled'));
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
        {/* IST: the time zone's code, the same in every language */}
        {`${formatIstDay(appointment.start)}, ${formatIstTime(appointment.start)} IST · ${formatFee(appointment.fee_paise)}`}
        {appointment.refund_amount_paise ? ` · ${t('consult.refundOf', { amount: formatFee(appointment.refund_amount_paise), status: appointment.refund_status ?? '' })}` : ''}
      </p>
      <p className={styles.muted}>{appointment.concern}</p>
      {(appointment.status === 'confirmed' || appointment.status === 'completed') && (
        <p>
          <Link to={`/consult/${appointment.id}`} data-testid="join-room">
            {appointment.status === 'confirmed' ? t('consult.join') : t('consult.chat')}
          </Link>
        </p>
      )}
      {appointment.status === 'completed' && <RateConsultation appointmentId={appointment.id} />}
      {(appointment.can_cancel || appointment.can_reschedule) && !moving && (
        <div className={styles.actions}>
          {appointment.can_reschedule && (
            <button type="button" className={styles.button} onClick={() => setMoving(true)}>
              {t('consult.reschedule')}
            </button>
          )}
          {appointment.can_cancel && (
            <button type="button" className={`${styles.button} ${styles.danger}`} disabled={cancelling.isLoading} onClick={() => void onCancel()}>
              {t('cancel')}
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
  const { t } = useTranslation(PATIENT_NS);
  const { data: appointments, isLoading, isError } = useGetMyAppointmentsQuery();
  if (isLoading) return <p>{t('consult.loading')}</p>;
  if (isError || !appointments) return <p role="alert">{t('consult.failed')}</p>;
  const now = new Date().toISOString();
  const upcoming = appointments.filter((a) => (a.status === 'confirmed' || a.status === 'held') && a.end > now).reverse();
  const cancelled = appointments.filter((a) => a.status === 'cancelled');
  const past = appointments.filter((a) => !upcoming.includes(a) && !cancelled.includes(a));
  return (
    <div className={formStyles.card}>
      <h2>{t('profile.tabs.consultations')}</h2>
      {appointments.length === 0 && (
        <p>
          {t('consult.none')} <Link to="/doctors">{t('consult.findDoctor')}</Link>
        </p>
      )}
      <Group title={t('consult.upcoming')} items={upcoming} />
      <Group title={t('consult.past')} items={past} />
      <Group title={t('consult.cancelledGroup')} items={cancelled} />
      <Prescriptions />
      {appointments.length > 0 && (
        <p>
          <Link to="/doctors">{t('consult.bookAnother')}</Link>
        </p>
      )}
    </div>
  );
}
