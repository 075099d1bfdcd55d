/**
 * The patient's last cart on this phone (issue 32): saved whenever the cart list changes, shown when the page is
 * reloaded offline (the list request got no answer), so the cart still opens without network. Once back online
 * the replay refetches the server's cart in its place.
 */
import type { CartItem } from 'shared-lib/contract';
import type { AppDispatch } from 'shared-lib/store/core';
import { cartApi } from '../cart/cart-api';
import { browserStorage } from './queue-storage';
import { cacheDispatch } from './cache-dispatch';

const keyOf = (patientId: number) => `cart-snapshot:${patientId}`;
const lastSaved = new Map<number, string>();
/** Patients whose cart on screen is the saved one: the next replay refetches it. */
const restored = new Set<number>();

export function saveCartSnapshot(patientId: number, lines: CartItem[]): void {
  const json = JSON.stringify(lines);
  if (lastSaved.get(patientId) === json) return;
  lastSaved.set(patientId, json);
  browserStorage()
    .update<CartItem[]>(keyOf(patientId), () => lines)
    .catch((error: unknown) => console.warn('Cart not saved for offline', error));
}

export async function restoreCartSnapshot(dispatch: AppDispatch, patientId: number): Promise<void> {
  const lines = await browserStorage().read<CartItem[]>(keyOf(patientId));
  if (!lines) return;
  restored.add(patientId);
  lastSaved.set(patientId, JSON.stringify(lines));
  await cacheDispatch(dispatch)(cartApi.util.upsertQueryData('getCartList', undefined, lines));
}

/** True once after the saved cart was shown: the server's cart should replace it now. */
export function takeRestoredCart(patientId: number): boolean {
  return restored.delete(patientId);
}
