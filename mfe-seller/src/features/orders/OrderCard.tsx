/** One order as its seller sees it: buyer's delivery address, the seller's own lines, its shipment and the next move. */
import type { SellerOrder } from 'shared-lib/contract';
import { formatDate, formatMoney, PAYMENT_STATUS, PAYMENT_TYPE_LABELS } from 'shared-lib/domain';
import { OrderStatusBadge } from 'shared-lib/ui';
import { ShipmentActions } from './ShipmentActions';
import styles from './orders.module.css';
import { currentLanguage, useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export function formatWhen(value: string | null): string {
  return value ? formatDate(value, 'dateTime', currentLanguage()) : '';
}

/** The payment's type and state in the language on screen: 'Pay Now (…) · paid'. */
function paymentText(order: SellerOrder, states: Record<string, string>, labels: Record<string, string>): string {
  const type = labels[order.payment_type] ?? order.payment_type;
  if (order.payment_status === PAYMENT_STATUS.notRequired) return type;
  return `${type} · ${states[order.payment_status] ?? order.payment_status}`;
}

export function OrderCard({ order }: { order: SellerOrder }) {
  const { t } = useTranslation(SELLER_NS);
  const paymentTypes = useDomainTexts('paymentType', PAYMENT_TYPE_LABELS);
  const address = order.delivery_address;
  return (
    <article className={styles.order} aria-label={t('orders.orderOf', { id: order.unique_id })} data-testid="seller-order">
      <header className={styles.orderHead}>
        <div>
          <h3 className={styles.orderId}>{order.unique_id}</h3>
          <p className={styles.meta}>
            {t('orders.ordered', { when: formatWhen(order.order_date) })} · {paymentText(order, { [PAYMENT_STATUS.paid]: t('orders.paid'), [PAYMENT_STATUS.pending]: t('orders.paymentPending'), [PAYMENT_STATUS.failed]: t('orders.paymentFailed') }, paymentTypes)}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className={styles.orderBody}>
        <section className={styles.address} aria-label={t('orders.address')}>
          <h4 className={styles.subTitle}>{t('orders.deliverTo')}</h4>
          <p>{address.name}</p>
          <p>{address.address_line_1}</p>
          {address.address_line_2 ? <p>{address.address_line_2}</p> : null}
          <p>
            {[address.city_name, address.state_name].filter(Boolean).join(', ')} – {address.pincode}
          </p>
        </section>
        <section aria-label={t('orders.itemsLabel')}>
          <h4 className={styles.subTitle}>{t('orders.items')}</h4>
          <ul className={styles.lines}>
            {order.lines.map((line) => (
              <li key={line.id} className={styles.line}>
                <img className={styles.thumb} src={line.image} alt="" width={40} height={40} loading="lazy" />
                <span className={styles.lineName}>
                  {line.name}
                  <span className={styles.code}>{line.code}</span>
                </span>
                <span className={styles.qty}>× {line.quantity}</span>
                <span className={styles.amount}>{formatMoney(line.total_price, currentLanguage())}</span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>{t('orders.total')}</span> <strong>{formatMoney(order.total, currentLanguage())}</strong>
          </p>
        </section>
      </div>
      {order.courier && order.tracking_number ? (
        <p className={styles.shipped} data-testid="shipment-tracking">
          {t('orders.shipped', { when: formatWhen(order.shipped_at), courier: order.courier })} <span className={styles.mono}>{order.tracking_number}</span>
          {order.delivered_at ? ` · ${t('orders.delivered', { when: formatWhen(order.delivered_at) })}` : ''}
        </p>
      ) : null}
      <ShipmentActions order={order} />
    </article>
  );
}
