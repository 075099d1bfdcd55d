/** The consultation's prescriptions, newest first: the PDF for both, "Order these medicines" for the patient; superseded versions stay visible. */
import type { Prescription } from 'shared-lib/contract';
import { downloadPrescriptionPdf, MedicineItems, OrderOutcome, useOrderPrescription } from 'shared-lib/ui/PrescriptionParts';
import styles from './room.module.css';

export function PrescriptionCard({ prescription, role, onCorrect }: { prescription: Prescription; role: 'patient' | 'doctor'; onCorrect?: () => void }) {
  const { onOrder, ordering, outcome } = useOrderPrescription(prescription);
  return (
    <article className={`${styles.rx} ${prescription.superseded ? styles.superseded : ''}`} data-testid="prescription">
      <h3>
        Prescription v{prescription.version} {prescription.superseded ? <span className={styles.badge}>Superseded</span> : <span className={styles.badgeCurrent}>Current</span>}
      </h3>
      <p>
        <strong>Diagnosis:</strong> {prescription.diagnosis}
      </p>
      <ul className={styles.rxList}>
        <MedicineItems prescription={prescription} />
      </ul>
      <div className={styles.rxActions}>
        <button type="button" onClick={() => void downloadPrescriptionPdf(prescription)}>
          Download PDF
        </button>
        {role === 'patient' && !prescription.superseded && (
          <button type="button" className={styles.primary} disabled={ordering} onClick={() => void onOrder()}>
            Order these medicines
          </button>
        )}
        {role === 'doctor' && !prescription.superseded && onCorrect && (
          <button type="button" onClick={onCorrect}>
            Correct
          </button>
        )}
      </div>
      {outcome && <OrderOutcome result={outcome} className={styles.outcome} />}
    </article>
  );
}
