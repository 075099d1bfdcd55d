/** One consultation on the dashboard; opening it shows the concern and the reports (read with the session's token). */
import { Link } from 'react-router-dom';
import type { Appointment } from 'shared-lib/contract';
import { errorMessage } from 'shared-lib/http';
import { downloadFile } from 'shared-lib/http/download';
import { reportFileUrl, useCancelAppointmentMutation } from 'shared-lib/store/appointments';
import { confirm, popup } from 'shared-lib/ui';
import { AppointmentStatusBadge } from 'shared-lib/ui/AppointmentStatusBadge';
import styles from './DashboardPage.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';
import { useFormats } from '../../i18n/useFormats';

async function openReport(appointmentId: number, fileId: number, filename: string) {
  try {
    await downloadFile(reportFileUrl(appointmentId, fileId), filename);
  } catch (error) {
    void popup.warning(errorMessage(error));
  }
}

export function AppointmentItem({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation(DOCTOR_NS);
  const { when, fee } = useFormats();
  const [cancel, cancelling] = useCancelAppointmentMutation();
  const onCancel = async () => {
    const choice = await confirm({ title: t('appointment.cancelTitle', { name: appointment.patient.name }), text: t('appointment.cancelText'), confirmButtonText: t('appointment.cancelYes'), cancelButtonText: t('appointment.keep') });
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
          <span className={styles.when}>{when(appointment.start)}</span>
          <span className={styles.patient}>{appointment.patient.name}</span>
          <AppointmentStatusBadge status={appointment.status} />
          <span className={styles.concernPreview}>{appointment.concern}</span>
        </summary>
        <div className={styles.detail}>
          <p>
            <strong>{t('appointment.concern')}</strong> {appointment.concern}
          </p>
          <p>
            <strong>{t('appointment.fee')}</strong> {fee(appointment.fee_paise)}
            {appointment.refund_status ? ` · ${t('appointment.refund', { status: appointment.refund_status })}` : ''}
          </p>
          {appointment.files.length > 0 && (
            <p>
              <strong>{t('appointment.reports')}</strong>{' '}
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
                {appointment.status === 'confirmed' ? t('appointment.openRoom') : t('appointment.chat')}
              </Link>
            </p>
          )}
          {appointment.can_cancel && (
            <button type="button" className={styles.cancel} disabled={cancelling.isLoading} onClick={() => void onCancel()}>
              {t('appointment.cancel')}
            </button>
          )}
        </div>
      </details>
    </li>
  );
}
