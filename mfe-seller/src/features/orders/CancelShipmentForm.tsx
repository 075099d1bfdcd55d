/** Processing -> Cancelled for an unshipped pay-on-delivery part: the reason is mailed to the buyer. */
import { useState } from 'react';
import { ACCOUNT_SAFETY_MESSAGES, SELLER_CANCEL_REASON } from 'shared-lib/domain';
import formStyles from '../shared/forms.module.css';
import styles from './orders.module.css';
import { localizeText, useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

interface CancelShipmentFormProps {
  shipmentId: number;
  busy: boolean;
  onConfirm(reason: string): Promise<void>;
  onClose(): void;
}

export function CancelShipmentForm({ shipmentId, busy, onConfirm, onClose }: CancelShipmentFormProps) {
  const { t } = useTranslation(SELLER_NS);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = `cancel-${shipmentId}-reason`;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < SELLER_CANCEL_REASON.min) return setProblem(ACCOUNT_SAFETY_MESSAGES.sellerCancelReason);
    setProblem(null);
    void onConfirm(trimmed);
  };
  return (
    <form className={styles.shipForm} onSubmit={submit} noValidate aria-label={t('orders.cancelPart')}>
      <label htmlFor={id}>{t('orders.reason')}</label>
      <textarea id={id} value={reason} maxLength={SELLER_CANCEL_REASON.max} rows={2} onChange={(e) => setReason(e.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined} />
      {problem ? (
        <p id={`${id}-error`} className={styles.failure} role="alert">
          {localizeText(problem)}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.secondary} onClick={onClose}>
          {t('orders.keep')}
        </button>
        <button type="submit" className={formStyles.primary} disabled={busy}>
          {t('orders.cancelMine')}
        </button>
      </div>
    </form>
  );
}
