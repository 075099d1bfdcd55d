/**
 * An order's prescription state (issue 28): "Awaiting prescription review" beside the status, and in the
 * order's details the review outcome with the reason of a rejection and, while allowed, the one new upload.
 */
import { useState } from 'react';
import type { PatientOrder } from 'shared-lib/contract';
import { formatDate, ORDER_RX_STATUS_LABELS, RX_MESSAGES, RX_UPLOAD_LIMITS, type OrderRxStatus } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { useGetOrderRxStateQuery, useReuploadPrescriptionMutation, useUploadPrescriptionMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import styles from './Orders.module.css';
import { currentLanguage, localizeLabelled, localizeText, useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { PATIENT_NS } from '../../i18n/texts';

export function RxStatusLabel({ order }: { order: Pick<PatientOrder, 'rx_status'> }) {
  const labels = useDomainTexts('rxStatus', ORDER_RX_STATUS_LABELS);
  if (!order.rx_status) return null;
  return (
    <span className={styles.rxLabel} data-testid="rx-status">
      {labels[order.rx_status as OrderRxStatus] ?? order.rx_status}
    </span>
  );
}

export function RxOrderPanel({ order }: { order: Pick<PatientOrder, 'id' | 'rx_status'> }) {
  const { t } = useTranslation(PATIENT_NS);
  const { data } = useGetOrderRxStateQuery(order.id, { skip: !order.rx_status });
  const [upload, uploading] = useUploadPrescriptionMutation();
  const [reupload, reuploading] = useReuploadPrescriptionMutation();
  const [files, setFiles] = useState<File[]>([]);
  if (!order.rx_status || !data) return null;
  const rejected = data.reviews.filter((review) => review.status === 'rejected');
  const send = async () => {
    try {
      const document = await upload(files).unwrap();
      await reupload({ orderId: order.id, documentId: document.id }).unwrap();
      notify.success(RX_MESSAGES.uploaded);
      setFiles([]);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <section className={styles.rxPanel} aria-label={t('rx.prescription')} data-testid="rx-panel">
      <h4>{t('rx.title', { label: data.label && localizeText(data.label) })}</h4>
      {rejected.map((review) => (
        <p key={review.id} data-testid="rx-reason">
          {t('rx.notAccepted', { date: formatDate(review.decided_at ?? review.created_at, 'date', currentLanguage()) })} <strong>{review.reason && localizeLabelled(review.reason)}</strong>
        </p>
      ))}
      {data.can_reupload && (
        <div className={styles.rxUpload}>
          <label htmlFor={`rx-reupload-${order.id}`}>{t('rx.uploadLabel', { files: RX_UPLOAD_LIMITS.filesMax })}</label>
          <input id={`rx-reupload-${order.id}`} type="file" accept="image/jpeg,image/png,application/pdf" multiple onChange={(event) => setFiles(Array.from(event.target.files ?? []).slice(0, RX_UPLOAD_LIMITS.filesMax))} />
          <button type="button" disabled={!files.length || uploading.isLoading || reuploading.isLoading} onClick={() => void send()}>
            {t('rx.send')}
          </button>
        </div>
      )}
    </section>
  );
}
