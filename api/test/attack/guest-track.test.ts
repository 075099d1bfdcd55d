/**
 * Guests behind one shared address (carrier-grade NAT) and the Track an order look-up (issue 25): the per-address
 * limits are a safety net that 50 honest guests never reach, the real limits key on the e-mail, the mobile and the
 * order ID, and a wrong order ID, e-mail or mobile all get the same answer.
 */
import { Value } from 'typebox/value';
import { GuestTrackResponse, guestOrderPaths } from 'shared-lib/contract';
import { GUEST_MESSAGES, MESSAGES, ORDER_STATUS, RATE_LIMIT_MESSAGES, RATE_LIMIT_RULES, UNCONFIRMED_ORDERS_PER_CONTACT_MAX } from 'shared-lib/domain';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { confirmByMail, freeProducts, guestPayload, type TestProduct } from '../support/checkout';
import { expectRefused, unchanged } from './support';

let t: TestApp;
let products: TestProduct[];
beforeAll(async () => {
  // the shop's own limits: nothing raised
  t = await createTestApp();
  products = await freeProducts(t);
  await t.db.updateTable('products').set({ in_stock_quantity: 10_000 }).where('id', 'in', products.map((p) => p.id)).execute();
});
afterAll(async () => t.close());

const SHARED_ADDRESS = '100.64.12.34';
const mobileOf = (i: number) => `9${String(i).padStart(9, '0')}`;
const contactOf = (i: number) => ({ first_name: 'Guest', last_name: 'Buyer', email: `guest${i}@example.in`, mobile: mobileOf(i) });
const place = async (contact: object, remoteAddress = SHARED_ADDRESS, product = products[0]) =>
  t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: { ...(await guestPayload(t, [{ product, quantity: 1 }])), ...contact }, remoteAddress });
const track = (unique_id: string, contact: string, remoteAddress = '10.20.0.1') => t.app.inject({ method: 'POST', url: `/api${guestOrderPaths.track}`, payload: { unique_id, contact }, remoteAddress });
const cancel = (unique_id: string, contact: string) => t.app.inject({ method: 'POST', url: `/api${guestOrderPaths.cancel}`, payload: { unique_id, contact }, remoteAddress: '10.20.0.2' });

describe('a busy shared address', () => {
  it('50 different guests behind one address each place an order', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await place(contactOf(i), SHARED_ADDRESS, products[i % 5])).statusCode);
    expect(statuses).toEqual(Array(50).fill(200));
    expect(RATE_LIMIT_RULES.guestOrders.max).toBeGreaterThan(50);
  });

  it(`refuses the unconfirmed order after ${UNCONFIRMED_ORDERS_PER_CONTACT_MAX} for one e-mail, and for one mobile, from any address`, async () => {
    const person = { ...contactOf(900), email: 'many.orders@example.in' };
    for (let i = 0; i < UNCONFIRMED_ORDERS_PER_CONTACT_MAX; i++) expect((await place(person, `10.30.0.${i}`)).statusCode).toBe(200);
    expectRefused(await unchanged(t, () => place(person, '10.30.1.1')), 409, RATE_LIMIT_MESSAGES.unconfirmedOrders);
    // the same mobile with another e-mail is the same person
    expectRefused(await unchanged(t, () => place({ ...person, email: 'other.inbox@example.in' }, '10.30.1.2')), 409, RATE_LIMIT_MESSAGES.unconfirmedOrders);
    // someone else at the same address is not affected
    expect((await place(contactOf(901), '10.30.1.1')).statusCode).toBe(200);
  });

  it('once one of them is confirmed, the person may order again', async () => {
    const person = { ...contactOf(902), email: 'confirms@example.in' };
    const ids: number[] = [];
    for (let i = 0; i < UNCONFIRMED_ORDERS_PER_CONTACT_MAX; i++) ids.push((await place(person, '10.31.0.1')).json().data.id);
    expect((await place(person, '10.31.0.1')).statusCode).toBe(409);
    await confirmByMail(t, ids[0]);
    expect((await place(person, '10.31.0.1')).statusCode).toBe(200);
  });

  it('when the per-address safety net trips, the answer says plainly to try again later', async () => {
    const small = await createTestApp({ rateLimits: { guestOrders: 2 } });
    try {
      const [product] = await freeProducts(small);
      const one = async (i: number) => small.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: { ...(await guestPayload(small, [{ product, quantity: 1 }])), ...contactOf(i) }, remoteAddress: SHARED_ADDRESS });
      expect((await one(1)).statusCode).toBe(200);
      expect((await one(2)).statusCode).toBe(200);
      const refused = await one(3);
      expectRefused(refused, 429, RATE_LIMIT_MESSAGES.busyNetwork);
      expect(refused.json().message).toMatch(/try again later/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });
});

describe('Track an order', () => {
  let order: { id: number; unique_id: string };
  const guest = contactOf(700);
  beforeAll(async () => {
    order = (await place(guest, '10.40.0.1', products[1])).json().data;
  });

  it("shows the order with its e-mail (any case) or its mobile (any spacing or +91), in the patient's view", async () => {
    for (const contact of [guest.email, guest.email.toUpperCase(), guest.mobile, `+91 ${guest.mobile.slice(0, 5)} ${guest.mobile.slice(5)}`]) {
      const res = await track(order.unique_id, contact);
      expect(res.statusCode).toBe(200);
      expect(Value.Check(GuestTrackResponse, res.json())).toBe(true);
      const data = res.json().data;
      expect(data).toEqual(expect.objectContaining({ unique_id: order.unique_id, status: ORDER_STATUS.processing, can_cancel: true, has_invoice: false }));
      expect(data.history.map((h: { status: number }) => h.status)).toEqual([ORDER_STATUS.processing]);
      expect(data.order_details).toHaveLength(1);
    }
  });

  it("wrong combinations get the spec's 'No order found in this tracking Id', all alike", async () => {
    const other = (await place(contactOf(701), '10.40.0.2')).json().data;
    const answers = await Promise.all([
      track(order.unique_id, 'someone@example.in'),
      track(order.unique_id, '9000000001'),
      track(order.unique_id, contactOf(701).email),
      track('AYB-0000-00-000000', guest.email),
      track(other.unique_id, guest.mobile),
      track(order.unique_id, 'not a contact'),
    ]);
    for (const res of answers) expectRefused(res, 404, MESSAGES.noTrackedOrder);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(new Set(answers.map((r) => Object.keys(r.headers).sort().join())).size).toBe(1);
  });

  it("an account's order is not found by its e-mail (only its patient tracks it)", async () => {
    const patientOrder = await t.db.selectFrom('orders').select(['unique_id', 'email']).where('user_id', 'is not', null).where('email', 'is not', null).executeTakeFirst();
    if (patientOrder) expectRefused(await track(patientOrder.unique_id, patientOrder.email!), 404, MESSAGES.noTrackedOrder);
  });

  it('the guest downloads the invoice with the mobile once the order is confirmed, then cancels it by mobile', async () => {
    const invoice = (contact: string) => t.app.inject({ url: `/api/order/invoice/${order.unique_id}?${new URLSearchParams({ contact })}`, remoteAddress: '10.40.0.3' });
    expect((await invoice(guest.mobile)).statusCode).toBe(404);
    await confirmByMail(t, order.id);
    expect((await track(order.unique_id, guest.mobile)).json().data.has_invoice).toBe(true);
    const pdf = await invoice(guest.mobile);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await invoice('9000000001')).statusCode).toBe(404);

    expectRefused(await unchanged(t, () => cancel(order.unique_id, '9000000001')), 404, GUEST_MESSAGES.guestOrderNotFound);
    const done = await cancel(order.unique_id, guest.mobile);
    expect(done.statusCode).toBe(200);
    const after = (await track(order.unique_id, guest.email)).json().data;
    expect(after).toEqual(expect.objectContaining({ status: ORDER_STATUS.cancelled, can_cancel: false, has_invoice: true }));
    expect(after.history.map((h: { status: number }) => h.status)).toEqual([ORDER_STATUS.processing, ORDER_STATUS.cancelled]);
    expect((await cancel(order.unique_id, guest.email)).statusCode).toBe(409);
  });

  it('is limited per order ID whoever asks, and per address only as a safety net', async () => {
    const limited = await createTestApp({ rateLimits: { orderAccess: 3 } });
    try {
      const ask = (unique_id: string, remoteAddress: string) => limited.app.inject({ method: 'POST', url: `/api${guestOrderPaths.track}`, payload: { unique_id, contact: 'x@example.in' }, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await ask('AYB-2026-11-000001', `10.50.0.${i}`)).statusCode).toBe(404);
      expectRefused(await ask('AYB-2026-11-000001', '10.50.1.1'), 429, /^Too many attempts\. Please try again in/);
      expect((await ask('AYB-2026-11-000002', '10.50.1.1')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
