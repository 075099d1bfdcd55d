/** Guest checkout cannot lock stock up: validated contact, capped units, confirmation or release, guest cancel. */
import { expireUnconfirmedGuestOrders } from '../../src/services/orders/guest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freeProducts, guestPayload, stockOf, type TestProduct } from '../support/checkout';
import { Value } from 'typebox/value';
import { GuestCancelResponse, guestOrderPaths } from 'shared-lib/contract';
import { customerEmailError, customerMobileError } from 'shared-lib/domain';
import { expectRefused, unchanged } from './support';

let t: TestApp;
let products: TestProduct[];
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { guestOrders: 1000, checkout: 1000 } });
  products = await freeProducts(t);
});
afterAll(async () => t.close());

const place = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload, headers });
const order = (uniqueId: string) => t.db.selectFrom('orders').selectAll().where('unique_id', '=', uniqueId).executeTakeFirstOrThrow();
/** The confirmation link from the order's mail in the outbox (written in the order's own transaction). */
async function mailedLink(orderId: number, uniqueId: string): Promise<URL> {
  const mail = await t.db.selectFrom('outbox').selectAll().where('dedupe_key', '=', `order-confirmation:${orderId}`).executeTakeFirstOrThrow();
  expect(mail).toEqual(expect.objectContaining({ recipient: 'guest@example.in', subject: `Confirm your order ${uniqueId}`, status: 'pending' }));
  const link = /Confirm my order: (\S+)/.exec(mail.text_body)?.[1];
  if (!link) throw new Error('no confirmation link in the mail');
  expect(mail.html_body).toContain(link.replace(/&/g, '&amp;'));
  return new URL(link);
}

describe('guest contact rules (shared with sign-up)', () => {
  it.each([
    ['x@x.x', '9876543210', customerEmailError('x@x.x')],
    ['not-an-email', '9876543210', customerEmailError('not-an-email')],
    ['guest@example.in', '0', customerMobileError('0')],
    ['guest@example.in', '98765', customerMobileError('98765')],
  ])('refuses e-mail %s with mobile %s', async (email, mobile, message) => {
    expect(message).toEqual(expect.any(String));
    const payload = { ...(await guestPayload(t, [{ product: products[0], quantity: 1 }])), email, mobile };
    expectRefused(await unchanged(t, () => place(payload)), 400, message as string);
  });

  it('caps a guest order at 20 units in all (10 of each of 50 products is refused)', async () => {
    const lines = products.slice(0, 3).map((product) => ({ product, quantity: 10 }));
    expectRefused(await unchanged(t, async () => place(await guestPayload(t, lines))), 400, /at most 20 items/);
  });
});

describe('unconfirmed pay-on-delivery guest orders', () => {
  it('hold their stock until the deadline, then the sweep cancels them and puts the stock back', async () => {
    const product = products[1];
    const stock = await stockOf(t, product.id);
    const res = await place(await guestPayload(t, [{ product, quantity: 2 }]));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/confirm_?token/i);
    const placed = await order(res.json().data.unique_id);
    expect(placed.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await stockOf(t, product.id)).toBe(stock - 2);
    // before the deadline nothing happens; after it, cancelled and restocked
    expect(await expireUnconfirmedGuestOrders(t.db, new Date())).toBe(0);
    const later = new Date(Date.parse(placed.confirm_expires_at as string) + 1000);
    expect(await expireUnconfirmedGuestOrders(t.db, later)).toBeGreaterThanOrEqual(1);
    expect((await order(placed.unique_id)).status).toBe(4);
    expect(await stockOf(t, product.id)).toBe(stock);
  });

  it('are kept once confirmed from the e-mailed link; a wrong or reused token changes nothing', async () => {
    const product = products[2];
    const res = await place(await guestPayload(t, [{ product, quantity: 1 }]));
    const uniqueId = res.json().data.unique_id as string;
    const link = await mailedLink(res.json().data.id as number, uniqueId);
    expect(link.pathname).toBe('/api/order/guest/confirm');

    const forged = await unchanged(t, () => t.app.inject({ url: `/api/order/guest/confirm?order=${uniqueId}&token=forged-token-value` }));
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toMatch(/#\/checkout-status\/failed$/);

    const ok = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/#/checkout-status/success');
    const confirmed = await order(uniqueId);
    expect(confirmed.confirm_token_hash).toBeNull();
    expect(await expireUnconfirmedGuestOrders(t.db, new Date(Date.now() + 24 * 3600_000))).toBe(0);
    expect((await order(uniqueId)).status).toBe(1);
    expect((await t.app.inject({ url: `${link.pathname}${link.search}` })).headers.location).toMatch(/failed$/);
  });
});

describe('guest cancel with order number and e-mail', () => {
  it('cancels and restocks only with the matching e-mail; anyone else gets the same 404', async () => {
    const product = products[3];
    const stock = await stockOf(t, product.id);
    const res = await place(await guestPayload(t, [{ product, quantity: 3 }]));
    const uniqueId = res.json().data.unique_id as string;
    const cancel = (email: string, id = uniqueId) => t.app.inject({ method: 'POST', url: `/api${guestOrderPaths.cancel}`, payload: { unique_id: id, email } });
    expectRefused(await unchanged(t, () => cancel('someone.else@example.in')), 404, 'No order matches this order number and email');
    expectRefused(await unchanged(t, () => cancel('guest@example.in', 'AYB-NOTREAL00')), 404, 'No order matches this order number and email');
    const done = await cancel('GUEST@example.in');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: 'Your order has been cancelled', data: { unique_id: uniqueId, refund_amount: 0 } });
    expect(Value.Check(GuestCancelResponse, done.json())).toBe(true);
    expect(await stockOf(t, product.id)).toBe(stock);
    expectRefused(await unchanged(t, () => cancel('guest@example.in')), 409);
  });
});

describe('idempotency keys are scoped per guest contact', () => {
  it("one guest's key never returns another guest's order", async () => {
    const a = await place(await guestPayload(t, [{ product: products[4], quantity: 1 }]), { 'idempotency-key': 'shared-key-1' });
    const b = await place({ ...(await guestPayload(t, [{ product: products[4], quantity: 1 }])), email: 'other.guest@example.in', first_name: 'Other' }, { 'idempotency-key': 'shared-key-1' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().data.replayed).toBe(false);
    expect(b.json().data.unique_id).not.toBe(a.json().data.unique_id);
    const again = await place(await guestPayload(t, [{ product: products[4], quantity: 1 }]), { 'idempotency-key': 'shared-key-1' });
    expect(again.json().data).toEqual(expect.objectContaining({ unique_id: a.json().data.unique_id, replayed: true }));
  });
});
