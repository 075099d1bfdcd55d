/** The order's status changes with their dates (oldest first), and each seller's shipment with its courier and tracking number. */
import type { PatientOrder } from 'shared-lib/contract';
import { formatDate, ORDER_STATUS_LABELS } from 'shared-lib/domain';
import { RETURN_STATUS_LABELS } from 'shared-lib/domain/returns';
import { OrderStatusBadge } from '../OrderStatusBadge';
import styles from './OrderTimeline.module.css';
import { currentLanguage, useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { UI_NS } from '../i18n/texts';

/** A change's date and time in India time, in the language on screen ('05 Mar 2026, 5:30 pm'). */
export function formatChangeTime(value: string): string {
  return formatDate(value, 'dateTime', currentLanguage());
}

export function OrderTimeline({ order }: { order: PatientOrder }) {
  const { t } = useTranslation(UI_NS);
  const orderStatus = useDomainTexts('orderStatus', ORDER_STATUS_LABELS);
  const returnStatus = useDomainTexts('returnStatus', RETURN_STATUS_LABELS);
  const { history, shipments } = order;
  // the order's own changes, then its returns' steps (issue 33), each list oldest first
  const steps = [
    ...history.map((entry) => ({ key: `order-${entry.status}-${entry.changed_at}`, label: orderStatus[entry.status] ?? t('unknown'), className: styles[`step-${entry.status}`] ?? '', at: entry.changed_at })),
    ...(order.return_steps ?? []).map((step) => ({ key: `return-${step.status}-${step.changed_at}`, label: returnStatus[step.status], className: styles['step-return'] ?? '', at: step.changed_at })),
  ];
  if (!steps.length && !shipments.length) return null;
  return (
    <section className={styles.timeline} aria-label={t('orderTimeline')} data-testid="order-timeline">
      <h3 className={styles.title}>{t('orderTimeline')}</h3>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={`${step.key}-${index}`} className={`${styles.step} ${step.className}`} data-testid="timeline-step">
            <span className={styles.label}>{step.label}</span>
            <time className={styles.time} dateTime={step.at}>
              {formatChangeTime(step.at)}
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
