import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ok, type PlaceOrderBody } from 'shared-lib/contract';
import { PAYMENT_TYPES } from 'shared-lib/domain';
import { createAppStore, offlineOrders } from 'shared-lib/store';
import { fakeServer, NO_ANSWER, type Responder } from 'shared-lib/testing';
import { usePlaceOrder } from './usePlaceOrder';

const payload = (payment_type: PlaceOrderBody['payment_type']): PlaceOrderBody => ({
  cart: [
    { product_id: 11, quantity: 2 },
    { product_id: 12, quantity: 1 },
  ],
  tax: 99,
  shipping_charges: 50,
  total_price: 499,
  order_total_price: 648,
  coupon_id: 0,
  discount_price: 0,
  payment_type,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.in',
  mobile: '9876543210',
  address: { address_line_1: '1 MG Road', pincode: '560001' },
  state_id: 1,
  city_id: 10,
});

/** Product 11 is delivered only to 110001; 12 everywhere. */
function server(extra: Responder): Responder {
  return (config) => {
    const url = config.url ?? '';
    if (url.startsWith('product-locations/getByProductAndLocation/11,12/')) return { data: ok([[{ id: 1, product_id: 11, pincode: '110001', deliverable: url.endsWith('110001') }], []]) };
    return extra(config);
  };
}

function setUp(responder: Responder) {
  sessionStorage.clear();
  const calls = fakeServer(server(responder));
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { calls, ...renderHook(() => usePlaceOrder(), { wrapper }) };
}

describe('usePlaceOrder', () => {
  it('is blocked by products that cannot be delivered to the pincode, and sends nothing', async () => {
    const { result, calls } = setUp(() => undefined);
    let outcome;
    await act(async () => {
      outcome = await result.current.placeOrder(payload(PAYMENT_TYPES.payOnDelivery), '560001');
    });
    expect(outcome).toEqual({ kind: 'blocked', productIds: [11] });
    expect(calls.map((call) => call.url)).toEqual(['product-locations/getByProductAndLocation/11,12/560001']);
    expect(result.current.placing).toBe(false);
  });

  it('places a pay-on-delivery order with an Idempotency-Key and keeps placing until done()', async () => {
    const { result, calls } = setUp((config) => (config.url === 'order/placeOrder' ? { data: ok({ id: 1, unique_id: 'AYB-ABCDEFGHJK' }) } : undefined));
    let outcome;
    await act(async () => {
      outcome = await result.current.placeOrder(payload(PAYMENT_TYPES.payOnDelivery), '110001');
    });
    expect(outcome).toEqual({ kind: 'placed', uniqueId: 'AYB-ABCDEFGHJK' });
    const order = calls.find((call) => call.url === 'order/placeOrder');
    expect(order?.headers?.['Idempotency-Key']).toEqual(expect.any(String));
    expect(result.current.placing).toBe(true);
    act(() => result.current.done());
    expect(result.current.placing).toBe(false);
  });

  it('answers a started payment with the redirect URL, posting to /pay/phonepe/create', async () => {
    const { result, calls } = setUp((config) =>
      config.url === 'phonepe/create'
        ? { data: { success: true, code: 'PAYMENT_INITIATED', message: 'ok', data: { merchantTransactionId: 'T1', order: {}, instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: 'https://pay.example/1', method: 'GET' } } } } }
        : undefined,
    );
    let outcome;
    await act(async () => {
      outcome = await result.current.placeOrder(payload(PAYMENT_TYPES.payNow), '110001');
    });
    expect(outcome).toEqual({ kind: 'redirect', url: 'https://pay.example/1' });
    const pay = calls.find((call) => call.url === 'phonepe/create');
    expect(pay?.baseURL).toBe('/pay');
    expect(JSON.parse(pay?.data as string)).toEqual(expect.objectContaining({ number: '9999999999', MUID: expect.stringMatching(/^MUID/), transactionId: expect.stringMatching(/^T/) }));
  });

  it("fails with the server's message and a fresh key for the next attempt", async () => {
    const keys: unknown[] = [];
    const { result } = setUp((config) => {
      if (config.url !== 'order/placeOrder') return undefined;
      keys.push(config.headers?.['Idempotency-Key']);
      return { status: 400, data: { success: false, message: 'Please Enter Valid Email', data: null } };
    });
    let outcome;
    await act(async () => {
      outcome = await result.current.placeOrder(payload(PAYMENT_TYPES.payOnDelivery), '110001');
    });
    expect(outcome).toEqual({ kind: 'failed', title: 'Order not placed', message: 'Please Enter Valid Email' });
    expect(result.current.placing).toBe(false);
    await act(async () => {
      await result.current.placeOrder(payload(PAYMENT_TYPES.payOnDelivery), '110001');
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  describe('offline (issue 32)', () => {
    let online = true;
    beforeAll(() => {
      jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    });
    afterEach(() => {
      online = true;
    });

    it('queues a pay-on-delivery order with its key and sends nothing', async () => {
      online = false;
      const { result, calls } = setUp(() => undefined);
      let outcome;
      await act(async () => {
        outcome = await result.current.placeOrder(payload(PAYMENT_TYPES.payOnDelivery), '110001');
      });
      expect(outcome).toEqual({ kind: 'queued' });
      expect(calls).toEqual([]);
      expect(result.current.placing).toBe(false);
      const { queued } = await offlineOrders(null);
      expect(queued.at(-1)).toEqual(expect.objectContaining({ idempotencyKey: expect.any(String), payload: payload(PAYMENT_TYPES.payOnDelivery), patientId: null }));
    });

    it('queues the order with the key already sent when the request gets no answer', async () => {
      const keys: unknown[] = [];
      const { result } = setUp((config) => {
        if (config.url !== 'order/placeOrder') return undefined;
        keys.push(config.headers?.['Idempotency-Key']);
        return NO_ANSWER;
      });
      let outcome;
      await act(async () => {
        outcome = await result.current.placeOrder(payload(PAYMENT_TYPES.payOnDelivery), '110001');
      });
      expect(outcome).toEqual({ kind: 'queued' });
      const { queued } = await offlineOrders(null);
      expect(queued.at(-1)?.idempotencyKey).toBe(keys[0]);
    });

    it('never queues Pay Now: it fails with the reason', async () => {
      online = false;
      const { result, calls } = setUp(() => undefined);
      const before = (await offlineOrders(null)).queued.length;
      let outcome;
      await act(async () => {
        outcome = await result.current.placeOrder(payload(PAYMENT_TYPES.payNow), '110001');
      });
      expect(outcome).toEqual({ kind: 'failed', title: 'Payment not started', message: 'Pay Now needs the network: choose Pay on Delivery, or wait until you are back online.' });
      expect(calls).toEqual([]);
      expect((await offlineOrders(null)).queued).toHaveLength(before);
    });
  });
});
