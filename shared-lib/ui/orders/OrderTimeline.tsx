/** The order's status changes with their dates (oldest first), and each seller's shipment with its courier and tracking number. */
import type { PatientOrder } from 'shared-lib/contract';
import { ORDER_STATUS_LABELS } from 'shared-lib/domain';
import { OrderStatusBadge } from '../OrderStatusBadge';
import styles from './OrderTimeline.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { UI_NS } from '../i18n/texts';

export function formatChangeTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
}

export function OrderTimeline({ order }: { order: PatientOrder }) {
  const { t } = useTranslation(UI_NS);
  const { history, shipments } = order;
  if (!history.length && !shipments.length) return null;
  return (
    <section className={styles.timeline} aria-label={t('orderTimeline')} data-testid="order-timeline">
      <h3 className={styles.title}>{t('orderTimeline')}</h3>
      <ol className={styles.steps}>
        {history.map((entry, index) => (
          <li key={`${entry.status}-${entry.changed_at}-${index}`} className={`${styles.step} ${styles[`step-${entry.status}`] ?? ''}`} data-testid="timeline-step">
            <span className={styles.label}>{ORDER_STATUS_LABELS[entry.status] ?? t('unknown')}</span>
            <time className={styles.time} dateTime={entry.changed_at}>
              {formatChangeTime(entry.changed_at)}
            </time>
          </li>
        ))}
      </ol>
      {shipments.length ? (
        <ul className={styles.shipments} aria-label={t('shipments')}>
          {shipments.map((shipment) => (
            <li key={shipment.id} className={styles.shipment} data-testid="order-shipment">
              <span className={styles.seller}>{t('soldBy', { seller: shipment.seller_name })}</span>
              <OrderStatusBadge status={shipment.status} />
              {shipment.courier && shipment.tracking_number ? (
                <span className={styles.tracking}>
                  {shipment.courier} · {t('trackingNumber')} <span className={styles.mono}>{shipment.tracking_number}</span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
