/** The one move the server allows next (next_action): Ship (with courier and tracking number) or Deliver; and Cancel while an unshipped pay-on-delivery part. A shipment held for prescription review says so instead of Ship. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SellerOrder } from 'shared-lib/contract';
import { ACCOUNT_SAFETY_MESSAGES, sellerCanCancel, SHIPMENT_MESSAGES } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { useCancelShipmentMutation, useDeliverShipmentMutation, useShipShipmentMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { CancelShipmentForm } from './CancelShipmentForm';
import { ShipForm } from './ShipForm';
import type { ShipValues } from './ship-schema';
import styles from './orders.module.css';
import { localizeText, useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export function ShipmentActions({ order }: { order: SellerOrder }) {
  const { t } = useTranslation(SELLER_NS);
  const [ship, shipping] = useShipShipmentMutation();
  const [deliver, delivering] = useDeliverShipmentMutation();
  const [cancel, cancelling] = useCancelShipmentMutation();
  const [shipOpen, setShipOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = shipping.isLoading || delivering.isLoading || cancelling.isLoading;

  const run = async (move: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await move();
      setShipOpen(false);
      setCancelOpen(false);
      notify.success(done);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const onShip = (values: ShipValues) => run(() => ship({ id: order.shipment_id, ...values }).unwrap(), SHIPMENT_MESSAGES.shipped);
  const onDeliver = () => run(() => deliver({ id: order.shipment_id }).unwrap(), SHIPMENT_MESSAGES.delivered);
  const onCancel = (reason: string) => run(() => cancel({ id: order.shipment_id, reason }).unwrap(), ACCOUNT_SAFETY_MESSAGES.sellerCancelled);
  const cancellable = sellerCanCancel(order) && !shipOpen;

  return (
    <div className={styles.actions}>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      {order.rx_hold ? (
        <p className={styles.hold} data-testid="rx-hold">
          {localizeText(order.rx_hold)}. <Link to="/prescriptions">{t('dashboard.prescriptions')}</Link>
        </p>
      ) : null}
      {order.next_action === 'ship' && shipOpen ? <ShipForm shipmentId={order.shipment_id} busy={busy} onShip={onShip} onCancel={() => setShipOpen(false)} /> : null}
      {order.next_action === 'ship' && !shipOpen && !cancelOpen ? (
        <button type="button" className={formStyles.primary} onClick={() => setShipOpen(true)} aria-label={t('orders.shipOrder', { id: order.unique_id })}>
          {t('orders.ship')}
        </button>
      ) : null}
      {cancellable && cancelOpen ? <CancelShipmentForm shipmentId={order.shipment_id} busy={busy} onConfirm={onCancel} onClose={() => setCancelOpen(false)} /> : null}
      {cancellable && !cancelOpen ? (
        <button type="button" className={formStyles.secondary} onClick={() => setCancelOpen(true)} aria-label={t('orders.cancelItemsOf', { id: order.unique_id })}>
          {t('orders.cancelItems')}
        </button>
      ) : null}
      {order.next_action === 'deliver' ? (
        <button type="button" className={formStyles.primary} disabled={busy} onClick={() => void onDeliver()} aria-label={t('orders.deliverOrder', { id: order.unique_id })}>
          {t('orders.markDelivered')}
        </button>
      ) : null}
    </div>
  );
}
