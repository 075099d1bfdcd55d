import { ORDER_STATUS_LABELS } from 'shared-lib/domain/core';
import styles from './ui.module.css';

/** An order's or a shipment's status in its own colour: 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled. */
export function OrderStatusBadge({ status }: { status: number }) {
  return (
    <span className={`${styles.status} ${styles[`status-${status}`] ?? ''}`} data-testid="order-status" data-status={status}>
      {ORDER_STATUS_LABELS[status] ?? 'Unknown'}
    </span>
  );
}
