/** Guest checkout cannot lock stock up: validated contact, capped units, confirmation or release, guest cancel. */
import { expireUnconfirmedGuestOrders } from '../../src/services/orders/guest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freeProducts, guestPayload, houseProducts, stockOf, type TestProduct, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from '../support/checkout';
import { Value } from 'typebox/value';
import { GuestCancelResponse, GuestConfirmationResponse, guestOrderPaths } from 'shared-lib/contract';
import { customerEmailError, customerMobileError, GUEST_MESSAGES, RATE_LIMIT_MESSAGES } from 'shared-lib/domain';
import { expectRefused, unchanged } from './support';

let t: TestApp;
let products: TestProduct[];
beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
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

  const confirmUrl = `/api${guestOrderPaths.confirm}`;
  const view = (link: URL) => t.app.inject({ url: `${confirmUrl}?${link.hash.split('?')[1]}` });
  const press = (link: URL, token?: string) => {
    const query = new URLSearchParams(link.hash.split('?')[1]);
    return t.app.inject({ method: 'POST', url: confirmUrl, payload: { order: query.get('order'), token: token ?? query.get('token') } });
  };

  it('the mailed link opens the shop page; its GET shows the order and never confirms, only the POST does', async () => {
    const product = products[2];
    const res = await place(await guestPayload(t, [{ product, quantity: 1 }]));
    const uniqueId = res.json().data.unique_id as string;
    const link = await mailedLink(res.json().data.id as number, uniqueId);
    expect(link.pathname).toBe('/');
    expect(link.hash).toMatch(new RegExp(`^#/order/confirm\\?order=${uniqueId}&token=[\\w-]{32}$`));

    for (let i = 0; i < 3; i++) {
      const seen = await unchanged(t, () => view(link));
      expect(seen.statusCode).toBe(200);
      expect(Value.Check(GuestConfirmationResponse, seen.json())).toBe(true);
      expect(seen.json().data).toEqual(expect.objectContaining({ state: 'pending', order: expect.objectContaining({ unique_id: uniqueId, delivery_estimate: 'Delivery in 3-5 days' }) }));
    }
    expect((await order(uniqueId)).confirm_token_hash).not.toBeNull();

    const ok = await press(link);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your order is confirmed');
    expect(ok.json().data).toEqual(expect.objectContaining({ state: 'confirmed', order: expect.objectContaining({ unique_id: uniqueId, delivery_estimate: 'Delivery in 3-5 days' }) }));
    expect((await order(uniqueId)).confirm_token_hash).toBeNull();
    expect(await expireUnconfirmedGuestOrders(t.db, new Date(Date.now() + 24 * 3600_000))).toBe(0);
    expect((await order(uniqueId)).status).toBe(1);
    expect((await view(link)).json().data.state).toBe('confirmed');
  });

  it('takes the invoice number only when the order is confirmed; a lapsed order never gets one', async () => {
    const invoiceOf = (orderId: number) => t.db.selectFrom('invoices').select('number').where('order_id', '=', orderId).executeTakeFirst();
    // a product of the house company: one invoice (a seller's product gets the seller's own too, issue 33)
    const [houseProduct] = await houseProducts(t);
    const res = await place(await guestPayload(t, [{ product: houseProduct, quantity: 1 }]));
    const { id, unique_id: uniqueId } = res.json().data as { id: number; unique_id: string };
    const link = await mailedLink(id, uniqueId);
    const ask = await t.db.selectFrom('outbox').selectAll().where('dedupe_key', '=', `order-confirmation:${id}`).executeTakeFirstOrThrow();
    expect(ask.attachments).toBe('[]');
    expect(await invoiceOf(id)).toBeUndefined();
    await view(link);
    expect(await invoiceOf(id)).toBeUndefined();
    expect((await press(link)).statusCode).toBe(200);
    const invoice = await invoiceOf(id);
    expect(invoice?.number).toMatch(/^AYB\/\d{4}-\d{2}\/\d{6}$/);
    const confirmed = await t.db.selectFrom('outbox').selectAll().where('dedupe_key', '=', `order-confirmed:${id}`).executeTakeFirstOrThrow();
    expect(confirmed.subject).toBe(`Order ${uniqueId} confirmed`);
    expect(JSON.parse(confirmed.attachments)).toEqual([expect.objectContaining({ kind: 'invoice', order_id: id })]);
    expect(confirmed.text_body).toContain(`Your GST tax invoice ${invoice?.number} is attached`);

    const lapsing = await place(await guestPayload(t, [{ product: products[8], quantity: 1 }]));
    const lapsed = await order(lapsing.json().data.unique_id as string);
    await expireUnconfirmedGuestOrders(t.db, new Date(Date.parse(lapsed.confirm_expires_at as string) + 1000));
    expect(await invoiceOf(lapsed.id)).toBeUndefined();
    const pdf = await t.app.inject({ url: `/api/order/invoice/${lapsed.unique_id}?email=guest@example.in` });
    expect(pdf.statusCode).toBe(404);
  });

  it('each outcome has its own message: already confirmed, expired, wrong token, cancelled', async () => {
    const placeOne = async (productIndex: number) => {
      const res = await place(await guestPayload(t, [{ product: products[productIndex], quantity: 1 }]));
      return { uniqueId: res.json().data.unique_id as string, link: await mailedLink(res.json().data.id as number, res.json().data.unique_id as string) };
    };
    const first = await placeOne(5);
    expectRefused(await unchanged(t, () => press(first.link, 'forged-token-value')), 404, GUEST_MESSAGES.confirmWrongToken);
    expectRefused(await unchanged(t, () => t.app.inject({ url: `${confirmUrl}?order=${first.uniqueId}&token=forged-token-value` })), 404, GUEST_MESSAGES.confirmWrongToken);
    expect((await press(first.link)).statusCode).toBe(200);
    expectRefused(await unchanged(t, () => press(first.link)), 409, 'This order is already confirmed');

    const lapsing = await placeOne(6);
    const deadline = Date.parse((await order(lapsing.uniqueId)).confirm_expires_at as string);
    expect(await expireUnconfirmedGuestOrders(t.db, new Date(deadline + 1000))).toBeGreaterThanOrEqual(1);
    expectRefused(await unchanged(t, () => press(lapsing.link)), 410, 'This confirmation link has expired. The order was cancelled and nothing will be delivered.');
    expect((await view(lapsing.link)).json().data.state).toBe('expired');

    const cancelled = await placeOne(7);
    await t.app.inject({ method: 'POST', url: `/api${guestOrderPaths.cancel}`, payload: { unique_id: cancelled.uniqueId, email: 'guest@example.in' } });
    expectRefused(await unchanged(t, () => press(cancelled.link)), 409, GUEST_MESSAGES.confirmCancelled);
    const messages = [GUEST_MESSAGES.orderConfirmed, GUEST_MESSAGES.alreadyConfirmed, GUEST_MESSAGES.confirmExpired, GUEST_MESSAGES.confirmWrongToken, GUEST_MESSAGES.confirmCancelled, GUEST_MESSAGES.confirmRateLimited];
    expect(new Set(messages).size).toBe(messages.length);
    expect(messages.join(' ')).not.toMatch(/Transaction Failed/i);
  });

  it('is rate-limited per order ID (the wait said) and per address (a safety net that says to try again later)', async () => {
    const limited = await createTestApp({ rateLimits: { orderAccess: 2, guestOrderAccess: 4 } });
    try {
      const hit = (order: string) => limited.app.inject({ method: 'POST', url: confirmUrl, payload: { order, token: 'x' } });
      expect((await hit('AYB-NOTREAL00')).statusCode).toBe(404);
      expect((await hit('AYB-NOTREAL00')).statusCode).toBe(404);
      expectRefused(await hit('AYB-NOTREAL00'), 429, /Too many attempts\. Please try again in/);
      // another order from the same address is still answered, until the address's net trips
      expect((await hit('AYB-NOTREAL01')).statusCode).toBe(404);
      const net = await hit('AYB-NOTREAL02');
      expectRefused(net, 429, RATE_LIMIT_MESSAGES.busyNetwork);
      expect(Number(net.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('no silent lapse', () => {
  const outbox = (key: string) => t.db.selectFrom('outbox').selectAll().where('dedupe_key', '=', key).executeTakeFirst();

  it('schedules a reminder 10 minutes before the deadline with the confirm link, withdrawn once the order is confirmed', async () => {
    const res = await place(await guestPayload(t, [{ product: products[9], quantity: 1 }]));
    const { id, unique_id: uniqueId } = res.json().data as { id: number; unique_id: string };
    const placed = await order(uniqueId);
    const reminder = await outbox(`order-confirm-reminder:${id}`);
    expect(reminder).toEqual(expect.objectContaining({ recipient: 'guest@example.in', subject: `Reminder: please confirm your order ${uniqueId}`, status: 'pending' }));
    expect(Date.parse(reminder!.next_attempt_at)).toBe(Date.parse(placed.confirm_expires_at as string) - 10 * 60_000);
    const link = await mailedLink(id, uniqueId);
    expect(reminder!.text_body).toContain(`Confirm my order: ${link.toString()}`);
    expect(reminder!.text_body).toMatch(/otherwise it is cancelled and nothing will be delivered/);
    const query = new URLSearchParams(link.hash.split('?')[1]);
    await t.app.inject({ method: 'POST', url: `/api${guestOrderPaths.confirm}`, payload: { order: query.get('order'), token: query.get('token') } });
    expect(await outbox(`order-confirm-reminder:${id}`)).toBeUndefined();
  });

  it('a lapsed order mails the guest that it was cancelled and why, with a link to order again', async () => {
    const res = await place(await guestPayload(t, [{ product: products[9], quantity: 1 }]));
    const { id, unique_id: uniqueId } = res.json().data as { id: number; unique_id: string };
    const placed = await order(uniqueId);
    await expireUnconfirmedGuestOrders(t.db, new Date(Date.parse(placed.confirm_expires_at as string) + 1000));
    const lapsed = await outbox(`order-lapsed:${id}`);
    expect(lapsed).toEqual(expect.objectContaining({ recipient: 'guest@example.in', subject: `Your order ${uniqueId} was cancelled: it was not confirmed`, status: 'pending' }));
    expect(lapsed!.text_body).toContain('was cancelled because it was not confirmed from the e-mailed link in time');
    expect(lapsed!.text_body).toMatch(/Order again: http:\/\/\S+\/#\/home/);
    // the reminder, not yet sent, is withdrawn; a second sweep mails nothing more
    expect(await outbox(`order-confirm-reminder:${id}`)).toBeUndefined();
    await expireUnconfirmedGuestOrders(t.db, new Date(Date.parse(placed.confirm_expires_at as string) + 60_000));
    expect(await t.db.selectFrom('outbox').select('id').where('dedupe_key', '=', `order-lapsed:${id}`).execute()).toHaveLength(1);
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
