import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUS_TONES, type AppointmentStatus } from 'shared-lib/domain/consultations';
import { useDomainTexts } from 'shared-lib/i18n';
import styles from './consultations.module.css';

/** A consultation's status in its colour, like the order status badge. */
export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const labels = useDomainTexts('appointmentStatus', APPOINTMENT_STATUS_LABELS);
  return (
    <span className={`${styles.status} ${styles[APPOINTMENT_STATUS_TONES[status]]}`} data-testid="appointment-status" data-status={status}>
      {labels[status]}
    </span>
  );
}
