/** One consultation on the dashboard; opening it shows the concern and the reports (read with the session's token). */
import { Link } from 'react-router-dom';
import type { Appointment } from 'shared-lib/contract';
import { formatFee, formatIstDay, formatIstTime } from 'shared-lib/domain/consultations';
import { errorMessage } from 'shared-lib/http';
import { downloadFile } from 'shared-lib/http/download';
import { reportFileUrl, useCancelAppointmentMutation } from 'shared-lib/store/appointments';
import { confirm, popup } from 'shared-lib/ui';
import { AppointmentStatusBadge } from 'shared-lib/ui/AppointmentStatusBadge';
import styles from './DashboardPage.module.css';

async function openReport(appointmentId: number, fileId: number, filename: string) {
  try {
    await downloadFile(reportFileUrl(appointmentId, fileId), filename);
  } catch (error) {
    void popup.warning(errorMessage(error));
  }
}

export function AppointmentItem({ appointment }: { appointment: Appointment }) {
  const [cancel, cancelling] = useCancelAppointmentMutation();
  const onCancel = async () => {
    const choice = await confirm({ title: `Cancel the consultation with ${appointment.patient.name}?`, text: "The patient gets an apology and, for a paid consultation, a full refund.", confirmButtonText: "Cancel it", cancelButtonText: "Keep it" });
    if (!choice) return;
    try {
      await cancel(appointment.id).unwrap();
    } catch (error) {
      void popup.warning(errorMessage(error));
    }
  };
  return (
    <li className={styles.item} data-testid="doctor-appointment">
      <details>
        <summary>
          <span className={styles.when}>
            {formatIstDay(appointment.start)}, {formatIstTime(appointment.start)}
          </span>
          <span className={styles.patient}>{appointment.patient.name}</span>
          <AppointmentStatusBadge status={appointment.status} />
          <span className={styles.concernPreview}>{appointment.concern}</span>
        </summary>
        <div className={styles.detail}>
          <p>
            <strong>Concern:</strong> {appointment.concern}
          </p>
          <p>
            <strong>Fee:</strong> {formatFee(appointment.fee_paise)}
            {appointment.refund_status ? ` · refund ${appointment.refund_status}` : ''}
          </p>
          {appointment.files.length > 0 && (
            <p>
              <strong>Reports:</strong>{' '}
              {appointment.files.map((file) => (
                <button key={file.id} type="button" className={styles.fileButton} onClick={() => void openReport(appointment.id, file.id, file.filename)}>
                  {file.filename}
                </button>
              ))}
            </p>
          )}
          {(appointment.status === 'confirmed' || appointment.status === 'completed') && (
            <p>
              <Link to={`/consult/${appointment.id}`} data-testid="open-room">
                {appointment.status === 'confirmed' ? 'Open the consultation room' : 'Chat and prescription'}
              </Link>
            </p>
          )}
          {appointment.can_cancel && (
            <button type="button" className={styles.cancel} disabled={cancelling.isLoading} onClick={() => void onCancel()}>
              Cancel consultation
            </button>
          )}
        </div>
      </details>
    </li>
  );
}
