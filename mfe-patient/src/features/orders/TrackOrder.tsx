/** Track Your Order: order id -> details, delivery address and items; unknown ids show a message for 3 s. */
import { useEffect, useRef, useState } from 'react';
import type { PatientOrder } from 'shared-lib/contract';
import { MESSAGES, parseAddressLines, PAYMENT_TYPE_LABELS, TIMINGS } from 'shared-lib/domain';
import { useLazyTrackOrderQuery } from 'shared-lib/store';
import { formStyles } from 'shared-lib/ui';
import { formatOrderDate, OrderItems, StatusBadge } from './OrderItems';
import { RxStatusLabel } from './RxOrderPanel';
import { OrderTimeline } from './OrderTimeline';
import styles from './Orders.module.css';

export function TrackOrder({ patientId }: { patientId: number }) {
  const [trackingId, setTrackingId] = useState('');
  const [order, setOrder] = useState<PatientOrder | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [trigger, { isFetching }] = useLazyTrackOrderQuery();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const reset = () => {
    window.clearTimeout(timer.current);
    setTrackingId('');
    setOrder(null);
    setNotFound(false);
  };

  const track = async (event: React.FormEvent) => {
    event.preventDefault();
    const uniqueId = trackingId.trim();
    if (!uniqueId) return;
    window.clearTimeout(timer.current);
    setNotFound(false);
    const result = await trigger({ uniqueId, userId: patientId });
    if (result.data) {
      setOrder(result.data);
      return;
    }
    setOrder(null);
    setNotFound(true);
    // After 3 s the message goes, the input clears and tracking closes.
    timer.current = window.setTimeout(() => {
      setNotFound(false);
      setTrackingId('');
      setOrder(null);
    }, TIMINGS.trackOrderError);
  };

  const lines = order?.user_address ? parseAddressLines(order.user_address.address) : null;

  return (
    <div className={formStyles.card}>
      <h2 className={formStyles.sectionTitle}>Track Your Order</h2>
      <form className={styles.trackRow} onSubmit={(event) => void track(event)}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="track-id">
            Order ID
          </label>
          <input
            id="track-id"
            className={formStyles.input}
            value={trackingId}
            onChange={(event) => setTrackingId(event.target.value)}
            placeholder={MESSAGES.trackPlaceholder}
            autoComplete="off"
          />
        </div>
        <button type="submit" className={formStyles.primary} disabled={!trackingId.trim() || isFetching}>
          Track
        </button>
      </form>
      {notFound ? (
        <p className={styles.trackError} role="alert">
          {MESSAGES.noTrackedOrder}
        </p>
      ) : null}
      {order ? (
        <section aria-label="Tracked order" data-testid="tracked-order">
          <div className={styles.summary}>
            <div className={styles.box}>
              <h3>Order details</h3>
              <dl>
                <dt>Order</dt>
                <dd className={styles.mono}>{order.unique_id}</dd>
                <dt>Date</dt>
                <dd>{formatOrderDate(order.order_date)}</dd>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={order.status} /> <RxStatusLabel order={order} />
                </dd>
                <dt>Payment</dt>
                <dd>{PAYMENT_TYPE_LABELS[order.payment_type] ?? order.payment_type}</dd>
              </dl>
            </div>
            <div className={styles.box}>
              <h3>Delivery address</h3>
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
          <OrderTimeline order={order} />
          <OrderItems order={order} />
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.secondary} onClick={reset}>
              Cancel
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
