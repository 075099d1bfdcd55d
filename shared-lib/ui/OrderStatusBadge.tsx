import { ORDER_STATUS_LABELS } from 'shared-lib/domain/core';
import { useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { UI_NS } from './i18n/texts';
import styles from './ui.module.css';

/** An order's or a shipment's status in its own colour: 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled. */
export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation(UI_NS);
  const labels = useDomainTexts('orderStatus', ORDER_STATUS_LABELS);
  return (
    <span className={`${styles.status} ${styles[`status-${status}`] ?? ''}`} data-testid="order-status" data-status={status}>
      {labels[status] ?? t('unknown')}
    </span>
  );
}
