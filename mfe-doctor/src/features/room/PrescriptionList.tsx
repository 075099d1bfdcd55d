/** The consultation's prescriptions, newest first: the PDF for both, "Order these medicines" for the patient; superseded versions stay visible. */
import { useState } from 'react';
import type { OrderPrescriptionResult, Prescription } from 'shared-lib/contract';
import { MEDICINE_TIMING_LABELS } from 'shared-lib/domain/consultations';
import { errorMessage, http } from 'shared-lib/http';
import { prescriptionPdfUrl, useOrderPrescriptionMutation } from 'shared-lib/store/appointments';
import { popup } from 'shared-lib/ui';
import styles from './room.module.css';

async function downloadPdf(prescription: Prescription) {
  try {
    const response = await http.get<Blob>(prescriptionPdfUrl(prescription.appointment_id, prescription.id), { responseType: 'blob' });
    const url = URL.createObjectURL(response.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = `prescription-${prescription.appointment_id}-v${prescription.version}.pdf`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    void popup.warning(errorMessage(error));
  }
}

export function OrderOutcome({ result }: { result: OrderPrescriptionResult }) {
  return (
    <div role="status" className={styles.outcome} data-testid="order-outcome">
      {result.added.length > 0 && <p>Added to your cart: {result.added.map((item) => `${item.name} × ${item.quantity}`).join(', ')}.</p>}
      {result.out_of_stock.length > 0 && <p>Out of stock: {result.out_of_stock.map((item) => item.name).join(', ')}.</p>}
      {result.not_sold_here.length > 0 && <p>Not sold here: {result.not_sold_here.map((item) => item.name).join(', ')}.</p>}
    </div>
  );
}

export function PrescriptionCard({ prescription, role, onCorrect }: { prescription: Prescription; role: 'patient' | 'doctor'; onCorrect?: () => void }) {
  const [order, ordering] = useOrderPrescriptionMutation();
  const [outcome, setOutcome] = useState<OrderPrescriptionResult | null>(null);
  const onOrder = async () => {
    try {
      setOutcome((await order({ id: prescription.appointment_id, prescriptionId: prescription.id }).unwrap()).result);
    } catch (error) {
      void popup.warning(errorMessage(error));
    }
  };
  return (
    <article className={`${styles.rx} ${prescription.superseded ? styles.superseded : ''}`} data-testid="prescription">
      <h3>
        Prescription v{prescription.version} {prescription.superseded ? <span className={styles.badge}>Superseded</span> : <span className={styles.badgeCurrent}>Current</span>}
      </h3>
      <p>
        <strong>Diagnosis:</strong> {prescription.diagnosis}
      </p>
      <ul className={styles.rxList}>
        {prescription.medicines.map((medicine, index) => (
          <li key={index}>
            {medicine.name} — {medicine.dose}, {medicine.frequency}, {MEDICINE_TIMING_LABELS[medicine.timing].toLowerCase()}, {medicine.duration_days} days
            {medicine.product_id === null ? ' (not sold here)' : ''}
          </li>
        ))}
      </ul>
      <div className={styles.rxActions}>
        <button type="button" onClick={() => void downloadPdf(prescription)}>
          Download PDF
        </button>
        {role === 'patient' && !prescription.superseded && (
          <button type="button" className={styles.primary} disabled={ordering.isLoading} onClick={() => void onOrder()}>
            Order these medicines
          </button>
        )}
        {role === 'doctor' && !prescription.superseded && onCorrect && (
          <button type="button" onClick={onCorrect}>
            Correct
          </button>
        )}
      </div>
      {outcome && <OrderOutcome result={outcome} />}
    </article>
  );
}
