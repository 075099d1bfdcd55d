/** The consultation's prescriptions, newest first: the PDF for both, "Order these medicines" for the patient; superseded versions stay visible. */
import type { Prescription } from 'shared-lib/contract';
import { downloadPrescriptionPdf, MedicineItems, OrderOutcome, useOrderPrescription } from 'shared-lib/ui/PrescriptionParts';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';
import styles from './room.module.css';

export function PrescriptionCard({ prescription, role, onCorrect }: { prescription: Prescription; role: 'patient' | 'doctor'; onCorrect?: () => void }) {
  const { t } = useTranslation(DOCTOR_NS);
  const { onOrder, ordering, outcome } = useOrderPrescription(prescription);
  return (
    <article className={`${styles.rx} ${prescription.superseded ? styles.superseded : ''}`} data-testid="prescription">
      <h3>
        {t('rx.version', { version: prescription.version })} {prescription.superseded ? <span className={styles.badge}>{t('rx.superseded')}</span> : <span className={styles.badgeCurrent}>{t('rx.current')}</span>}
      </h3>
      <p>
        <strong>{t('rx.diagnosis')}</strong> {prescription.diagnosis}
      </p>
      <ul className={styles.rxList}>
        <MedicineItems prescription={prescription} />
      </ul>
      <div className={styles.rxActions}>
        <button type="button" onClick={() => void downloadPrescriptionPdf(prescription)}>
          {t('rx.download')}
        </button>
        {role === 'patient' && !prescription.superseded && (
          <button type="button" className={styles.primary} disabled={ordering} onClick={() => void onOrder()}>
            {t('rx.order')}
          </button>
        )}
        {role === 'doctor' && !prescription.superseded && onCorrect && (
          <button type="button" onClick={onCorrect}>
            {t('rx.correct')}
          </button>
        )}
      </div>
      {outcome && <OrderOutcome result={outcome} className={styles.outcome} />}
    </article>
  );
}
