/** The one move the server allows next (next_action): Ship (with courier and tracking number) or Deliver. */
import { useState } from 'react';
import type { SellerOrder } from 'shared-lib/contract';
import { SHIPMENT_MESSAGES } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { useDeliverShipmentMutation, useShipShipmentMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { ShipForm } from './ShipForm';
import type { ShipValues } from './ship-schema';
import styles from './orders.module.css';

export function ShipmentActions({ order }: { order: SellerOrder }) {
  const [ship, shipping] = useShipShipmentMutation();
  const [deliver, delivering] = useDeliverShipmentMutation();
  const [shipOpen, setShipOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = shipping.isLoading || delivering.isLoading;

  const run = async (move: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await move();
      setShipOpen(false);
      notify.success(done);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const onShip = (values: ShipValues) => run(() => ship({ id: order.shipment_id, ...values }).unwrap(), SHIPMENT_MESSAGES.shipped);
  const onDeliver = () => run(() => deliver({ id: order.shipment_id }).unwrap(), SHIPMENT_MESSAGES.delivered);

  return (
    <div className={styles.actions}>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      {order.next_action === 'ship' && shipOpen ? <ShipForm shipmentId={order.shipment_id} busy={busy} onShip={onShip} onCancel={() => setShipOpen(false)} /> : null}
      {order.next_action === 'ship' && !shipOpen ? (
        <button type="button" className={formStyles.primary} onClick={() => setShipOpen(true)} aria-label={`Ship order ${order.unique_id}`}>
          Ship
        </button>
      ) : null}
      {order.next_action === 'deliver' ? (
        <button type="button" className={formStyles.primary} disabled={busy} onClick={() => void onDeliver()} aria-label={`Deliver order ${order.unique_id}`}>
          Mark as delivered
        </button>
      ) : null}
    </div>
  );
}
