/** One order as its seller sees it: buyer's delivery address, the seller's own lines, its shipment and the next move. */
import type { SellerOrder } from 'shared-lib/contract';
import { formatRupees, PAYMENT_STATUS, PAYMENT_TYPE_LABELS } from 'shared-lib/domain';
import { OrderStatusBadge } from 'shared-lib/ui';
import { ShipmentActions } from './ShipmentActions';
import styles from './orders.module.css';

export function formatWhen(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
}

function paymentText(order: SellerOrder): string {
  const type = PAYMENT_TYPE_LABELS[order.payment_type] ?? order.payment_type;
  if (order.payment_status === PAYMENT_STATUS.paid) return `${type} · paid`;
  if (order.payment_status === PAYMENT_STATUS.notRequired) return type;
  return `${type} · ${order.payment_status}`;
}

export function OrderCard({ order }: { order: SellerOrder }) {
  const address = order.delivery_address;
  return (
    <article className={styles.order} aria-label={`Order ${order.unique_id}`} data-testid="seller-order">
      <header className={styles.orderHead}>
        <div>
          <h3 className={styles.orderId}>{order.unique_id}</h3>
          <p className={styles.meta}>
            Ordered {formatWhen(order.order_date)} · {paymentText(order)}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className={styles.orderBody}>
        <section className={styles.address} aria-label="Delivery address">
          <h4 className={styles.subTitle}>Deliver to</h4>
          <p>{address.name}</p>
          <p>{address.address_line_1}</p>
          {address.address_line_2 ? <p>{address.address_line_2}</p> : null}
          <p>
            {[address.city_name, address.state_name].filter(Boolean).join(', ')} – {address.pincode}
          </p>
        </section>
        <section aria-label="Your items in this order">
          <h4 className={styles.subTitle}>Your items</h4>
          <ul className={styles.lines}>
            {order.lines.map((line) => (
              <li key={line.id} className={styles.line}>
                <img className={styles.thumb} src={line.image} alt="" width={40} height={40} loading="lazy" />
                <span className={styles.lineName}>
                  {line.name}
                  <span className={styles.code}>{line.code}</span>
                </span>
                <span className={styles.qty}>× {line.quantity}</span>
                <span className={styles.amount}>{formatRupees(line.total_price)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>Your total</span> <strong>{formatRupees(order.total)}</strong>
          </p>
        </section>
      </div>
      {order.courier && order.tracking_number ? (
        <p className={styles.shipped} data-testid="shipment-tracking">
          Shipped {formatWhen(order.shipped_at)} with {order.courier}, tracking number <span className={styles.mono}>{order.tracking_number}</span>
          {order.delivered_at ? ` · delivered ${formatWhen(order.delivered_at)}` : ''}
        </p>
      ) : null}
      <ShipmentActions order={order} />
    </article>
  );
}
