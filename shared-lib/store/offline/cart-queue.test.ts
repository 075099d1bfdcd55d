/** A patient's cart offline against a fake cart API: shown at once, replayed in order, refusals shown, nothing lost on a failed replay. */
import type { CartProduct } from 'shared-lib/contract';
import { createAppStore, registerStoreFeedback, type StoreFeedback } from 'shared-lib/store';
import { fakeCartApi } from 'shared-lib/testing';
import { cartApi } from '../cart/cart-api';
import { replayCartQueue, sendOrQueueCartChange } from './cart-queue';

const product = (id: number, stock = 50): CartProduct => ({ id, name: `P${id}`, image: '', sales_price: 100, seller_id: null, in_stock_quantity: stock });
const notSent = () => Promise.reject(new Error('sent while offline'));

let online = true;
let feedback: { [K in keyof StoreFeedback]: jest.Mock };
beforeAll(() => {
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
beforeEach(() => {
  online = true;
  feedback = { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() };
  registerStoreFeedback(feedback);
});

async function loadedStore() {
  const store = createAppStore();
  await store.dispatch(cartApi.endpoints.getCartList.initiate()).unwrap();
  return store;
}
const shownCart = (store: ReturnType<typeof createAppStore>) =>
  (cartApi.endpoints.getCartList.select()(store.getState() as never).data ?? []).map((line) => `${line.product_id}x${line.quantity}`);

describe("a patient's cart offline", () => {
  it('shows each change at once, sends nothing offline, and replays the changes in order once online', async () => {
    const api = fakeCartApi({ 1: 50, 2: 50, 3: 50 }, [
      { id: 11, product_id: 1, quantity: 1 },
      { id: 13, product_id: 3, quantity: 2 },
    ]);
    const store = await loadedStore();
    online = false;
    await sendOrQueueCartChange(store.dispatch, 7, { kind: 'add', product: product(2), quantity: 2 }, notSent);
    await sendOrQueueCartChange(store.dispatch, 7, { kind: 'set', product_id: 1, name: 'P1', quantity: 4 }, notSent);
    await sendOrQueueCartChange(store.dispatch, 7, { kind: 'remove', product_id: 3, name: 'P3' }, notSent);
    expect(shownCart(store)).toEqual(['1x4', '2x2']);
    expect(feedback.info).toHaveBeenCalledWith('Saved on this phone: your cart is updated as soon as you are back online.');
    expect(api.calls()).toEqual(['GET cart/cartList']);

    online = true;
    const report = await replayCartQueue(store.dispatch, 7);
    expect(report.waiting).toBe(0);
    expect(api.calls().filter((call) => !call.startsWith('GET'))).toEqual(['POST cart/addToCart 2x2', 'PUT cart/updateQuantity/11 1x4', 'DELETE cart/delete/13']);
    expect(api.lines.map((line) => `${line.product_id}x${line.quantity}`)).toEqual(['1x4', '2x2']);
    expect(feedback.warning).not.toHaveBeenCalled();
  });

  it("shows a change the server refused, with the product and the server's reason, and sends the rest", async () => {
    const api = fakeCartApi({ 4: 0, 5: 50 }, []);
    const store = await loadedStore();
    online = false;
    await sendOrQueueCartChange(store.dispatch, 8, { kind: 'add', product: product(4, 3), quantity: 1 }, notSent);
    await sendOrQueueCartChange(store.dispatch, 8, { kind: 'add', product: product(5), quantity: 1 }, notSent);
    await sendOrQueueCartChange(store.dispatch, 8, { kind: 'set', product_id: 6, name: 'P6', quantity: 2 }, notSent);
    online = true;
    const report = await replayCartQueue(store.dispatch, 8);
    expect(report.refused.map((entry) => entry.message)).toEqual(['Only so many in stock', 'This product is no longer in your cart']);
    expect(feedback.warning).toHaveBeenCalledWith('P4: Only so many in stock', 'Your cart changed while you were offline');
    expect(feedback.warning).toHaveBeenCalledWith('P6: This product is no longer in your cart', 'Your cart changed while you were offline');
    expect(api.lines.map((line) => line.product_id)).toEqual([5]);
  });

  it('keeps every change when the network drops during the replay, and sends them on the next one', async () => {
    const api = fakeCartApi({ 1: 50, 2: 50 }, []);
    const store = await loadedStore();
    online = false;
    await sendOrQueueCartChange(store.dispatch, 9, { kind: 'add', product: product(1), quantity: 1 }, notSent);
    await sendOrQueueCartChange(store.dispatch, 9, { kind: 'add', product: product(2), quantity: 1 }, notSent);
    online = true;
    api.down(true);
    expect((await replayCartQueue(store.dispatch, 9)).waiting).toBe(2);
    // a change made now waits behind the queued ones, so the order stays the user's
    await sendOrQueueCartChange(store.dispatch, 9, { kind: 'set', product_id: 1, name: 'P1', quantity: 3 }, notSent);
    api.down(false);
    expect((await replayCartQueue(store.dispatch, 9)).waiting).toBe(0);
    expect(api.lines.map((line) => `${line.product_id}x${line.quantity}`)).toEqual(['1x3', '2x1']);
  });
});
