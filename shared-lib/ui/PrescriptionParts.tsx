/** The parts of an e-prescription that the doctor's room and the patient's My Consultations show alike. */
import { type ReactNode, useState } from 'react';
import type { OrderPrescriptionResult, Prescription } from 'shared-lib/contract';
import { MEDICINE_TIMING_LABELS } from 'shared-lib/domain/consultations';
import { errorMessage } from 'shared-lib/http';
import { downloadFile } from 'shared-lib/http/download';
import { prescriptionPdfUrl, useOrderPrescriptionMutation } from 'shared-lib/store/appointments';
import { popup } from 'shared-lib/ui';
import { currentLanguage, useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { UI_NS } from './i18n/texts';

export async function downloadPrescriptionPdf(prescription: Prescription): Promise<void> {
  try {
    await downloadFile(prescriptionPdfUrl(prescription.appointment_id, prescription.id), `prescription-${prescription.appointment_id}-v${prescription.version}.pdf`);
  } catch (error) {
    void popup.warning(errorMessage(error));
  }
}

/** One line per medicine: name, dose, frequency, timing, duration, and whether it is sold here. */
export function MedicineItems({ prescription }: { prescription: Prescription }) {
  const { t } = useTranslation(UI_NS);
  const timings = useDomainTexts('medicineTiming', MEDICINE_TIMING_LABELS);
  return prescription.medicines.map((medicine, index) => (
    <li key={index}>
      {medicine.name} — {medicine.dose}, {medicine.frequency}, {timings[medicine.timing].toLocaleLowerCase(currentLanguage())}, {t('rxDays', { count: medicine.duration_days })}
      {medicine.product_id === null ? t('rxNotSoldHereNote') : ''}
    </li>
  ));
}

/** "Order these medicines": fills the patient's cart and keeps what the server said about each item. */
export function useOrderPrescription(prescription: Prescription) {
  const [order, ordering] = useOrderPrescriptionMutation();
  const [outcome, setOutcome] = useState<OrderPrescriptionResult | null>(null);
  const onOrder = async () => {
    try {
      setOutcome((await order({ id: prescription.appointment_id, prescriptionId: prescription.id }).unwrap()).result);
    } catch (error) {
      void popup.warning(errorMessage(error));
    }
  };
  return { onOrder, ordering: ordering.isLoading, outcome };
}

/** What "Order these medicines" did: added (with an optional way on), out of stock, not sold here. */
export function OrderOutcome({ result, className, next }: { result: OrderPrescriptionResult; className?: string; next?: ReactNode }) {
  const { t } = useTranslation(UI_NS);
  return (
    <div role="status" className={className} data-testid="order-outcome">
      {result.added.length > 0 && (
        <p>
          {t('rxAdded', { items: result.added.map((item) => `${item.name} × ${item.quantity}`).join(', ') })}{next && <> {next}</>}
        </p>
      )}
      {result.out_of_stock.length > 0 && <p>{t('rxOutOfStock', { items: result.out_of_stock.map((item) => item.name).join(', ') })}</p>}
      {result.not_sold_here.length > 0 && <p>{t('rxNotSoldHere', { items: result.not_sold_here.map((item) => item.name).join(', ') })}</p>}
    </div>
  );
}
