/**
 * A patient's cart offline (issue 32): a change made without network is shown at once (in the cached cart
 * list) and queued in IndexedDB; the replay sends the queue in order and reports each refusal (out of stock,
 * gone, quantity over the stock) as a message, never dropping one silently.
 */
import type { CartItem, CartProduct } from 'shared-lib/contract';
import { CART_QUANTITY_MAX, MESSAGES } from 'shared-lib/domain/core';
import { feedback, type AppDispatch } from 'shared-lib/store/core';
import { cartApi } from '../cart/cart-api';
import { createOfflineQueue, DONE, stepOfFailure, type ReplayReport, type ReplayStep } from './offline-queue';
import { browserStorage, type QueueStorage } from './queue-storage';
import { isNetworkFailure, isOffline, requestBackgroundSync } from './network';
import { takeRestoredCart } from './cart-snapshot';
import { cacheDispatch } from './cache-dispatch';

export type CartChange =
  | { kind: 'add'; product: CartProduct; quantity: number }
  | { kind: 'set'; product_id: number; name: string; quantity: number }
  | { kind: 'remove'; product_id: number; name: string };

const nameOf = (change: CartChange) => (change.kind === 'add' ? change.product.name : change.name);
const productIdOf = (change: CartChange) => (change.kind === 'add' ? change.product.id : change.product_id);

export function cartQueue(patientId: number, storage: QueueStorage = browserStorage()) {
  return createOfflineQueue<CartChange>(storage, `cart:${patientId}`);
}

/** Patients whose queue holds changes: a new change waits behind them, so the order stays the user's. */
const waiting = new Set<number>();

/** The change as the cached cart shows it until the server's answer replaces it. */
function showChange(dispatch: AppDispatch, patientId: number, change: CartChange): void {
  cacheDispatch(dispatch)(
    cartApi.util.updateQueryData('getCartList', undefined, (lines: CartItem[]) => {
      const line = lines.find((entry) => entry.product_id === productIdOf(change));
      if (change.kind === 'remove') return lines.filter((entry) => entry !== line);
      if (change.kind === 'set') {
        if (line) line.quantity = change.quantity;
        return lines;
      }
      const limit = Math.min(CART_QUANTITY_MAX, change.product.in_stock_quantity);
      if (line) line.quantity = Math.min(line.quantity + change.quantity, limit);
      // a line the server has not made yet: a negative id, never sent (queued changes name the product)
      else lines.push({ id: -change.product.id, product_id: change.product.id, user_id: patientId, quantity: Math.min(change.quantity, limit), price: change.product.sales_price, product: change.product });
      return lines;
    }),
  );
}

export async function queueCartChange(dispatch: AppDispatch, patientId: number, change: CartChange): Promise<void> {
  showChange(dispatch, patientId, change);
  waiting.add(patientId);
  await cartQueue(patientId).add(change);
  feedback().info(MESSAGES.offline.cartQueued);
  requestBackgroundSync();
}

/**
 * Sends the change now, or queues it when offline, when earlier changes still wait, or when the request got
 * no answer. Resolves true when it was queued; a refusal from the server is thrown as before.
 */
export async function sendOrQueueCartChange(dispatch: AppDispatch, patientId: number, change: CartChange, send: () => Promise<unknown>): Promise<boolean> {
  if (isOffline() || waiting.has(patientId)) {
    await queueCartChange(dispatch, patientId, change);
    return true;
  }
  try {
    await send();
    return false;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    await queueCartChange(dispatch, patientId, change);
    return true;
  }
}

async function serverCart(dispatch: AppDispatch): Promise<CartItem[]> {
  const request = dispatch(cartApi.endpoints.getCartList.initiate(undefined, { forceRefetch: true }));
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

/** One queued change sent to the server; set and remove find the product's line in the server's cart. */
export function sendCartChange(dispatch: AppDispatch, patientId: number) {
  return async (change: CartChange): Promise<ReplayStep> => {
    try {
      if (change.kind === 'add') {
        const body = { product_id: change.product.id, user_id: patientId, quantity: change.quantity, price: change.product.sales_price };
        await dispatch(cartApi.endpoints.addToCart.initiate(body)).unwrap();
        return DONE;
      }
      const line = (await serverCart(dispatch)).find((entry) => entry.product_id === change.product_id);
      if (change.kind === 'remove') {
        if (line) await dispatch(cartApi.endpoints.deleteCartItem.initiate(line.id)).unwrap();
        return DONE;
      }
      if (!line) return { kind: 'refused', message: MESSAGES.offline.cartLineGone };
      if (line.quantity !== change.quantity)
        await dispatch(
          cartApi.endpoints.updateCartQuantity.initiate({ id: line.id, product_id: change.product_id, user_id: patientId, quantity: change.quantity, price: line.product.sales_price }),
        ).unwrap();
      return DONE;
    } catch (error) {
      return stepOfFailure(error);
    }
  };
}

/** Replays the patient's queue; the server's cart is then refetched and every refusal shown. */
export async function replayCartQueue(dispatch: AppDispatch, patientId: number): Promise<ReplayReport<CartChange>> {
  const report = await cartQueue(patientId).replay(sendCartChange(dispatch, patientId));
  if (report.waiting === 0) waiting.delete(patientId);
  const refetch = report.done.length > 0 || report.refused.length > 0;
  if (takeRestoredCart(patientId) || refetch) dispatch(cartApi.util.invalidateTags(['Cart']));
  for (const { item, message } of report.refused) feedback().warning(`${nameOf(item)}: ${message}`, MESSAGES.offline.cartConflictTitle);
  return report;
}
