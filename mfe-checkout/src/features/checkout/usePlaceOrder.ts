/**
 * Places an order: the delivery rule first (products that cannot reach the pincode block it), then
 * Pay Now starts a payment (the browser is sent to the provider) and Pay on Delivery places the order
 * and runs the after-order cart step. One Idempotency-Key per attempt, so a retried click places one order.
 * Offline (or when the request gets no answer) a pay-on-delivery order is queued with its key and placed when
 * the network returns (issue 32); Pay Now is never queued.
 */
import { useCallback, useRef, useState } from 'react';
import type { PlaceOrderBody } from 'shared-lib/contract';
import { MESSAGES, PAYMENT_TYPES, undeliverable } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import {
  isNetworkFailure,
  isOffline,
  newIdempotencyKey,
  ordersApi,
  paymentsApi,
  productLocationsApi,
  queueOrder,
  selectPatientId,
  useAppDispatch,
  useAppSelector,
} from 'shared-lib/store';
import { useAfterOrderCart } from './useAfterOrderCart';

export type PlaceOrderResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'placed'; uniqueId: string }
  /** offline: the pay-on-delivery order waits in the queue for the network */
  | { kind: 'queued' }
  | { kind: 'blocked'; productIds: number[] }
  | { kind: 'failed'; title: string; message: string };

export const PAYMENT_NOT_STARTED = 'Payment not started';
export const ORDER_NOT_PLACED = 'Order not placed';

export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const patientId = useAppSelector(selectPatientId);
  const afterOrder = useAfterOrderCart();
  const idempotencyKey = useRef<string | null>(null);
  const [placing, setPlacing] = useState(false);

  /** The order waits for the network with this attempt's key (a resend answers the same order). */
  const waitForNetwork = useCallback(
    async (payload: PlaceOrderBody): Promise<PlaceOrderResult> => {
      const key = (idempotencyKey.current ??= newIdempotencyKey());
      await queueOrder({ idempotencyKey: key, payload, patientId });
      idempotencyKey.current = null;
      return { kind: 'queued' };
    },
    [patientId],
  );

  const attempt = useCallback(
    async (payload: PlaceOrderBody, pincode: string): Promise<PlaceOrderResult> => {
      if (isOffline()) {
        if (payload.payment_type === PAYMENT_TYPES.payNow) return { kind: 'failed', title: PAYMENT_NOT_STARTED, message: MESSAGES.offline.payNowOffline };
        return waitForNetwork(payload);
      }
      const productIds = payload.cart.map((line) => line.product_id);
      const locations = await dispatch(productLocationsApi.endpoints.getProductLocations.initiate({ productIds, pincode }, { forceRefetch: true })).unwrap();
      const blocked = undeliverable(productIds, locations, pincode);
      if (blocked.length > 0) return { kind: 'blocked', productIds: blocked };

      const key = (idempotencyKey.current ??= newIdempotencyKey());
      if (payload.payment_type === PAYMENT_TYPES.payNow) {
        const started = await dispatch(paymentsApi.endpoints.startPayment.initiate({ payload, idempotencyKey: key })).unwrap();
        const url = started.data?.instrumentResponse?.redirectInfo?.url;
        if (started.code === 'PAYMENT_INITIATED' && url) return { kind: 'redirect', url };
        idempotencyKey.current = null;
        return { kind: 'failed', title: PAYMENT_NOT_STARTED, message: started.message || MESSAGES.transactionFailed };
      }
      const placed = await dispatch(ordersApi.endpoints.placeOrder.initiate({ payload, idempotencyKey: key })).unwrap();
      idempotencyKey.current = null;
      await afterOrder();
      return { kind: 'placed', uniqueId: placed.data.unique_id };
    },
    [afterOrder, dispatch, waitForNetwork],
  );

  /** `placing` stays true after 'redirect' and 'placed' (the page moves on); `done()` ends it. */
  const placeOrder = useCallback(
    async (payload: PlaceOrderBody, pincode: string): Promise<PlaceOrderResult> => {
      setPlacing(true);
      let result: PlaceOrderResult;
      try {
        result = await attempt(payload, pincode);
      } catch (error) {
        if (isNetworkFailure(error) && payload.payment_type === PAYMENT_TYPES.payOnDelivery) {
          result = await waitForNetwork(payload);
        } else {
          idempotencyKey.current = null;
          result = { kind: 'failed', title: ORDER_NOT_PLACED, message: errorMessage(error) };
        }
      }
      if (result.kind !== 'redirect' && result.kind !== 'placed') setPlacing(false);
      return result;
    },
    [attempt, waitForNetwork],
  );

  const done = useCallback(() => setPlacing(false), []);
  return { placeOrder, placing, done };
}
