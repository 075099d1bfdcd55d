/** The patient's e-prescriptions in My Consultations (PDF, "Order these medicines") and the rating of a completed consultation. */
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderPrescriptionResult, Prescription } from 'shared-lib/contract';
import { MEDICINE_TIMING_LABELS, RATING_COMMENT_MAX_LENGTH, formatIstDay } from 'shared-lib/domain/consultations';
import { errorMessage, http } from 'shared-lib/http';
import { prescriptionPdfUrl, useGetMyPrescriptionsQuery, useGetRatingQuery, useOrderPrescriptionMutation, useRateConsultationMutation } from 'shared-lib/store/appointments';
import { notify, popup } from 'shared-lib/ui';
import styles from './Consultations.module.css';

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

function Item({ prescription }: { prescription: Prescription }) {
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
    <li className={styles.item} data-testid="my-prescription">
      <div className={styles.top}>
        <strong>
          {prescription.doctor.name} · {formatIstDay(prescription.consultation_start)}
        </strong>
        <span className={styles.muted}>{prescription.superseded ? `Version ${prescription.version} (superseded)` : `Version ${prescription.version}`}</span>
      </div>
      <p className={styles.muted}>Diagnosis: {prescription.diagnosis}</p>
      <ul>
        {prescription.medicines.map((medicine, index) => (
          <li key={index}>
            {medicine.name} — {medicine.dose}, {medicine.frequency}, {MEDICINE_TIMING_LABELS[medicine.timing].toLowerCase()}, {medicine.duration_days} days{medicine.product_id === null ? ' (not sold here)' : ''}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => void downloadPdf(prescription)}>
          Download PDF
        </button>
        {!prescription.superseded && (
          <button type="button" className={styles.button} disabled={ordering.isLoading} onClick={() => void onOrder()}>
            Order these medicines
          </button>
        )}
      </div>
      {outcome && (
        <div role="status" data-testid="order-outcome">
          {outcome.added.length > 0 && (
            <p>
              Added to your cart: {outcome.added.map((item) => `${item.name} × ${item.quantity}`).join(', ')}. <Link to="/home/buy-medicine/product/checkout">Go to checkout</Link>
            </p>
          )}
          {outcome.out_of_stock.length > 0 && <p>Out of stock: {outcome.out_of_stock.map((item) => item.name).join(', ')}.</p>}
          {outcome.not_sold_here.length > 0 && <p>Not sold here: {outcome.not_sold_here.map((item) => item.name).join(', ')}.</p>}
        </div>
      )}
    </li>
  );
}

export function Prescriptions() {
  const { data: prescriptions = [] } = useGetMyPrescriptionsQuery();
  if (!prescriptions.length) return null;
  return (
    <section className={styles.group} aria-label="Prescriptions">
      <h3>Prescriptions</h3>
      <ul className={styles.list}>
        {prescriptions.map((prescription) => (
          <Item key={prescription.id} prescription={prescription} />
        ))}
      </ul>
    </section>
  );
}

export function RateConsultation({ appointmentId }: { appointmentId: number }) {
  const { data: rating, isLoading } = useGetRatingQuery(appointmentId);
  const [rate, rating_] = useRateConsultationMutation();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  if (isLoading) return null;
  if (rating) return <p className={styles.muted}>You rated this consultation {'★'.repeat(rating.stars)}{'☆'.repeat(5 - rating.stars)}</p>;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await rate({ id: appointmentId, body: { stars, ...(comment.trim() ? { comment: comment.trim() } : {}) } }).unwrap();
      notify.success('Thank you for rating your consultation');
    } catch (error) {
      void popup.warning(errorMessage(error));
    }
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-label="Rate this consultation" className={styles.actions}>
      <fieldset>
        <legend>Rate this consultation</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value}>
            <input type="radio" name={`stars-${appointmentId}`} value={value} checked={stars === value} onChange={() => setStars(value)} /> {value}★
          </label>
        ))}
      </fieldset>
      <label>
        Comment (punctuality, communication)
        <input value={comment} maxLength={RATING_COMMENT_MAX_LENGTH} onChange={(event) => setComment(event.target.value)} />
      </label>
      <button type="submit" className={styles.button} disabled={!stars || rating_.isLoading}>
        Send rating
      </button>
    </form>
  );
}
