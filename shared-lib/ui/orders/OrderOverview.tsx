/** An order's details (ID, date, status, payment) and its delivery address, side by side from 700 px. */
import type { PatientOrder } from 'shared-lib/contract';
import { MESSAGES, parseAddressLines, PAYMENT_TYPE_LABELS } from 'shared-lib/domain';
import { OrderStatusBadge } from '../OrderStatusBadge';
import { formatOrderDate } from './OrderItems';
import styles from './orders.module.css';
import { useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { UI_NS } from '../i18n/texts';

export function OrderOverview({ order }: { order: PatientOrder }) {
  const { t } = useTranslation(UI_NS);
  const paymentTypes = useDomainTexts('paymentType', PAYMENT_TYPE_LABELS);
  const lines = order.user_address ? parseAddressLines(order.user_address.address) : null;
  return (
    <div className={styles.summary}>
      <div className={styles.box}>
        <h3>{t('orderDetails')}</h3>
        <dl>
          <dt>{t('order')}</dt>
          <dd className={styles.mono}>{order.unique_id}</dd>
          <dt>{t('date')}</dt>
          <dd>{formatOrderDate(order.order_date)}</dd>
          <dt>{t('status')}</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
          <dt>{t('payment')}</dt>
          <dd>{paymentTypes[order.payment_type as keyof typeof paymentTypes] ?? order.payment_type}</dd>
        </dl>
      </div>
      <div className={styles.box}>
        <h3>{t('deliveryAddress')}</h3>
        {order.user_address && lines ? (
          <>
            <p>{lines.address_line_1}</p>
            <p>{lines.address_line_2}</p>
            <p>
              {order.user_address.city_name}, {order.user_address.state_name} – {order.user_address.pincode || lines.pincode}
            </p>
          </>
        ) : (
          <p>{MESSAGES.noData}</p>
        )}
      </div>
    </div>
  );
}
