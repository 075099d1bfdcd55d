/** Pay-on-delivery orders placed offline against a fake order API: sent once with their key, placed or refused with the reason. */
import type { PlaceOrderBody } from 'shared-lib/contract';
import { PAYMENT_TYPES } from 'shared-lib/domain/core';
import { createAppStore, registerStoreFeedback } from 'shared-lib/store';
import { fakeServer, NO_ANSWER, type Responder } from 'shared-lib/testing';
import { offlineOrders, queueOrder, replayOrders, dismissOrder } from './order-queue';

const payload = (paymentType: string = PAYMENT_TYPES.payOnDelivery): PlaceOrderBody =>
  ({ cart: [{ product_id: 1, quantity: 2, sales_price: 100, total_price: 200 }], payment_type: paymentType, user_id: 7, address_id: 3 }) as unknown as PlaceOrderBody;

/** An order API that keeps one order per Idempotency-Key, like ours; `answer` can refuse or drop a request. */
function fakeOrderApi(answer: () => 'place' | 'refuse' | 'drop' = () => 'place') {
  const orders = new Map<string, string>();
  const responder: Responder = (config) => {
    const mode = answer();
    if (mode === 'drop') return NO_ANSWER;
    if (mode === 'refuse') return { status: 400, data: { success: false, message: 'Only 1 item(s) of this product are in stock', data: null } };
    const key = String(config.headers?.['Idempotency-Key']);
    if (!orders.has(key)) orders.set(key, `AYB${orders.size + 1}`);
    return { data: { success: true, message: 'ok', data: { unique_id: orders.get(key) } } };
  };
  const calls = fakeServer(responder);
  return { orders, keysSent: () => calls.map((config) => String(config.headers?.['Idempotency-Key'])) };
}

beforeEach(() => registerStoreFeedback({ success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() }));

describe('a pay-on-delivery order placed offline', () => {
  it('waits in the queue, then is sent once with its key and shown placed', async () => {
    const api = fakeOrderApi();
    await queueOrder({ idempotencyKey: 'k-1', payload: payload(), patientId: 7 });
    expect((await offlineOrders(7)).queued.map((order) => order.idempotencyKey)).toEqual(['k-1']);
    // another user's queue is not this one's
    expect((await offlineOrders(null)).queued).toEqual([]);

    const outcomes = await replayOrders(createAppStore().dispatch, 7);
    expect(outcomes).toEqual([{ idempotencyKey: 'k-1', patientId: 7, status: 'placed', uniqueId: 'AYB1' }]);
    expect(api.keysSent()).toEqual(['k-1']);
    expect(await offlineOrders(7)).toEqual({ queued: [], outcomes });
    await replayOrders(createAppStore().dispatch, 7);
    expect(api.keysSent()).toEqual(['k-1']);
    await dismissOrder(7, 'k-1');
    expect((await offlineOrders(7)).outcomes).toEqual([]);
  });

  it('sent again after a dropped answer carries the same key: one order', async () => {
    let drop = true;
    const api = fakeOrderApi(() => (drop ? 'drop' : 'place'));
    await queueOrder({ idempotencyKey: 'k-2', payload: payload(), patientId: 8 });
    expect(await replayOrders(createAppStore().dispatch, 8)).toEqual([]);
    expect((await offlineOrders(8)).queued).toHaveLength(1);
    drop = false;
    await replayOrders(createAppStore().dispatch, 8);
    expect(api.keysSent()).toEqual(['k-2', 'k-2']);
    expect(api.orders.size).toBe(1);
  });

  it("refused by the server: the server's reason is kept to be shown", async () => {
    fakeOrderApi(() => 'refuse');
    await queueOrder({ idempotencyKey: 'k-3', payload: payload(), patientId: null });
    const outcomes = await replayOrders(createAppStore().dispatch, null);
    expect(outcomes).toEqual([{ idempotencyKey: 'k-3', patientId: null, status: 'refused', message: 'Only 1 item(s) of this product are in stock' }]);
    expect((await offlineOrders(null)).queued).toEqual([]);
  });

  it('an online payment is never queued', async () => {
    await expect(queueOrder({ idempotencyKey: 'k-4', payload: payload(PAYMENT_TYPES.payNow), patientId: 9 })).rejects.toThrow('Only a pay-on-delivery order');
    expect((await offlineOrders(9)).queued).toEqual([]);
  });
});
