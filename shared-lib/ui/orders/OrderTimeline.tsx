/** The order's status changes with their dates (oldest first), and each seller's shipment with its courier and tracking number. */
import type { PatientOrder } from 'shared-lib/contract';
import { ORDER_STATUS_LABELS } from 'shared-lib/domain';
import { OrderStatusBadge } from '../OrderStatusBadge';
import styles from './OrderTimeline.module.css';

export function formatChangeTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
}

export function OrderTimeline({ order }: { order: PatientOrder }) {
  const { history, shipments } = order;
  if (!history.length && !shipments.length) return null;
  return (
    <section className={styles.timeline} aria-label="Order timeline" data-testid="order-timeline">
      <h3 className={styles.title}>Order timeline</h3>
      <ol className={styles.steps}>
        {history.map((entry, index) => (
          <li key={`${entry.status}-${entry.changed_at}-${index}`} className={`${styles.step} ${styles[`step-${entry.status}`] ?? ''}`} data-testid="timeline-step">
            <span className={styles.label}>{ORDER_STATUS_LABELS[entry.status] ?? 'Unknown'}</span>
            <time className={styles.time} dateTime={entry.changed_at}>
              {formatChangeTime(entry.changed_at)}
            </time>
          </li>
        ))}
      </ol>
      {shipments.length ? (
        <ul className={styles.shipments} aria-label="Shipments">
          {shipments.map((shipment) => (
            <li key={shipment.id} className={styles.shipment} data-testid="order-shipment">
              <span className={styles.seller}>Sold by {shipment.seller_name}</span>
              <OrderStatusBadge status={shipment.status} />
              {shipment.courier && shipment.tracking_number ? (
                <span className={styles.tracking}>
                  {shipment.courier} · Tracking number <span className={styles.mono}>{shipment.tracking_number}</span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
