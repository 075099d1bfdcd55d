/** The patient's e-prescriptions in My Consultations (PDF, "Order these medicines") and the rating of a completed consultation. */
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Prescription } from 'shared-lib/contract';
import { RATING_COMMENT_MAX_LENGTH, formatIstDay } from 'shared-lib/domain/consultations';
import { errorMessage } from 'shared-lib/http';
import { useGetMyPrescriptionsQuery, useGetRatingQuery, useRateConsultationMutation } from 'shared-lib/store/appointments';
import { notify, popup } from 'shared-lib/ui';
import { downloadPrescriptionPdf, MedicineItems, OrderOutcome, useOrderPrescription } from 'shared-lib/ui/PrescriptionParts';
import styles from './Consultations.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { PATIENT_NS } from '../../i18n/texts';

function Item({ prescription }: { prescription: Prescription }) {
  const { t } = useTranslation(PATIENT_NS);
  const { onOrder, ordering, outcome } = useOrderPrescription(prescription);
  return (
    <li className={styles.item} data-testid="my-prescription">
      <div className={styles.top}>
        <strong>
          {prescription.doctor.name} · {formatIstDay(prescription.consultation_start)}
        </strong>
        <span className={styles.muted}>{prescription.superseded ? t('rxList.superseded', { version: prescription.version }) : t('rxList.version', { version: prescription.version })}</span>
      </div>
      <p className={styles.muted}>{t('rxList.diagnosis', { diagnosis: prescription.diagnosis })}</p>
      <ul>
        <MedicineItems prescription={prescription} />
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => void downloadPrescriptionPdf(prescription)}>
          {t('rxList.download')}
        </button>
        {!prescription.superseded && (
          <button type="button" className={styles.button} disabled={ordering} onClick={() => void onOrder()}>
            {t('rxList.order')}
          </button>
        )}
      </div>
      {outcome && <OrderOutcome result={outcome} next={<Link to="/home/buy-medicine/product/checkout">{t('rxList.checkout')}</Link>} />}
    </li>
  );
}

export function Prescriptions() {
  const { t } = useTranslation(PATIENT_NS);
  const { data: prescriptions = [] } = useGetMyPrescriptionsQuery();
  if (!prescriptions.length) return null;
  return (
    <section className={styles.group} aria-label={t('rxList.title')}>
      <h3>{t('rxList.title')}</h3>
      <ul className={styles.list}>
        {prescriptions.map((prescription) => (
          <Item key={prescription.id} prescription={prescription} />
        ))}
      </ul>
    </section>
  );
}

export function RateConsultation({ appointmentId }: { appointmentId: number }) {
  const { t } = useTranslation(PATIENT_NS);
  const { data: rating, isLoading } = useGetRatingQuery(appointmentId);
  const [rate, rating_] = useRateConsultationMutation();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  if (isLoading) return null;
  if (rating) return <p className={styles.muted}>{t('rate.rated')} {'★'.repeat(rating.stars)}{'☆'.repeat(5 - rating.stars)}</p>;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await rate({ id: appointmentId, body: { stars, ...(comment.trim() ? { comment: comment.trim() } : {}) } }).unwrap();
      notify.success(t('rate.thanks'));
    } catch (error) {
      void popup.warning(errorMessage(error));
    }
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-label={t('rate.title')} className={styles.actions}>
      <fieldset>
        <legend>{t('rate.title')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value}>
            <input type="radio" name={`stars-${appointmentId}`} value={value} checked={stars === value} onChange={() => setStars(value)} /> {value}★
          </label>
        ))}
      </fieldset>
      <label>
        {t('rate.comment')}
        <input value={comment} maxLength={RATING_COMMENT_MAX_LENGTH} onChange={(event) => setComment(event.target.value)} />
      </label>
      <button type="submit" className={styles.button} disabled={!stars || rating_.isLoading}>
        {t('rate.send')}
      </button>
    </form>
  );
}
