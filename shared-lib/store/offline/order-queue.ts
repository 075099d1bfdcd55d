/**
 * Pay-on-delivery orders placed offline (issue 32): stored in IndexedDB with their Idempotency-Key, shown as
 * "Will be placed when you are back online", sent once when the network returns (the key makes a resend after
 * a reload answer the same order), then shown placed or refused with the server's reason. Online payment is
 * never queued. The outcomes stay stored until the user has seen them (dismissOrder).
 */
import { useEffect, useState } from 'react';
import type { PlaceOrderBody } from 'shared-lib/contract';
import { MESSAGES, PAYMENT_TYPES } from 'shared-lib/domain/core';
import { api } from '../api';
import { feedback, guestCartCleared, type AppDispatch } from 'shared-lib/store/core';
import { ordersApi } from '../orders';
import { createOfflineQueue, stepOfFailure, type ReplayStep } from './offline-queue';
import { browserStorage, type QueueStorage } from './queue-storage';
import { requestBackgroundSync } from './network';

export interface QueuedOrder {
  idempotencyKey: string;
  payload: PlaceOrderBody;
  /** null for a guest */
  patientId: number | null;
  queuedAt: string;
}

export type OrderOutcome =
  | { idempotencyKey: string; patientId: number | null; status: 'placed'; uniqueId: string }
  | { idempotencyKey: string; patientId: number | null; status: 'refused'; message: string };

export interface OfflineOrders {
  queued: QueuedOrder[];
  outcomes: OrderOutcome[];
}

/** One queue per user: an order is only ever sent with its own user's session. */
const owner = (patientId: number | null) => (patientId === null ? 'guest' : String(patientId));
const queueKey = (patientId: number | null) => `orders:${owner(patientId)}`;
const outcomesKey = (patientId: number | null) => `order-outcomes:${owner(patientId)}`;
const storage: QueueStorage = browserStorage();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

const orderQueue = (patientId: number | null) => createOfflineQueue<QueuedOrder>(storage, queueKey(patientId));

export async function offlineOrders(patientId: number | null): Promise<OfflineOrders> {
  return { queued: await orderQueue(patientId).items(), outcomes: (await storage.read<OrderOutcome[]>(outcomesKey(patientId))) ?? [] };
}

export async function queueOrder(order: Omit<QueuedOrder, 'queuedAt'>): Promise<void> {
  if (order.payload.payment_type !== PAYMENT_TYPES.payOnDelivery) throw new Error('Only a pay-on-delivery order can wait for the network');
  await orderQueue(order.patientId).add({ ...order, queuedAt: new Date().toISOString() });
  changed();
  requestBackgroundSync();
}

/** The user has seen a placed or refused order: its outcome is forgotten. */
export async function dismissOrder(patientId: number | null, idempotencyKey: string): Promise<void> {
  await storage.update<OrderOutcome[]>(outcomesKey(patientId), (old) => (old ?? []).filter((outcome) => outcome.idempotencyKey !== idempotencyKey));
  changed();
}

function sendOrder(dispatch: AppDispatch, placed: Map<string, string>) {
  return async (order: QueuedOrder): Promise<ReplayStep> => {
    try {
      const answer = await dispatch(ordersApi.endpoints.placeOrder.initiate({ payload: order.payload, idempotencyKey: order.idempotencyKey })).unwrap();
      placed.set(order.idempotencyKey, answer.data.unique_id);
      return { kind: 'done' };
    } catch (error) {
      return stepOfFailure(error);
    }
  };
}

/**
 * Sends the user's queued orders in order (with the session of that user only); each outcome is stored and
 * announced, and the cart follows as after any order.
 */
export async function replayOrders(dispatch: AppDispatch, patientId: number | null): Promise<OrderOutcome[]> {
  const placed = new Map<string, string>();
  const report = await orderQueue(patientId).replay(sendOrder(dispatch, placed));
  const outcomes: OrderOutcome[] = [
    ...report.done.map((order) => ({ idempotencyKey: order.idempotencyKey, patientId: order.patientId, status: 'placed' as const, uniqueId: placed.get(order.idempotencyKey) ?? '' })),
    ...report.refused.map(({ item, message }) => ({ idempotencyKey: item.idempotencyKey, patientId: item.patientId, status: 'refused' as const, message })),
  ];
  if (outcomes.length === 0) return outcomes;
  await storage.update<OrderOutcome[]>(outcomesKey(patientId), (old) => [...(old ?? []), ...outcomes]);
  if (patientId === null && report.done.length > 0) dispatch(guestCartCleared());
  dispatch(api.util.invalidateTags(['Cart', 'Order']));
  for (const outcome of outcomes) {
    if (outcome.status === 'placed') feedback().success(`${MESSAGES.offline.orderPlacedToast}: ${outcome.uniqueId}`);
    else feedback().error(outcome.message, MESSAGES.offline.orderRefusedTitle);
  }
  changed();
  return outcomes;
}

/** The offline orders of this user (a patient's, or the guest's), kept up to date. */
export function useOfflineOrders(patientId: number | null): OfflineOrders & { loaded: boolean } {
  const [state, setState] = useState<OfflineOrders & { loaded: boolean }>({ queued: [], outcomes: [], loaded: false });
  useEffect(() => {
    let live = true;
    const load = () =>
      void offlineOrders(patientId).then((orders) => {
        if (live) setState({ ...orders, loaded: true });
      });
    listeners.add(load);
    load();
    return () => {
      live = false;
      listeners.delete(load);
    };
  }, [patientId]);
  return state;
}
