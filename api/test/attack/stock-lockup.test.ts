/** Stock lock-up through unverified accounts (issue 24): confirmation or lapse, a per-product cap, and the seller's cancel. */
import { ACCOUNT_SAFETY_MESSAGES as A, COD_UNITS_PER_PRODUCT_MAX, ORDER_STATUS, SHIPMENT_STATUS } from 'shared-lib/domain';
import { expireUnconfirmedGuestOrders } from '../../src/services/orders/guest';
import { houseSellerId } from '../../src/services/orders/fulfilment-record';
import { sellerLogin } from '../helpers/fulfilment';
import { signupPayload } from '../helpers/patients';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freeProducts, guestPayload, stockOf, type TestProduct, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from '../support/checkout';
import { bearer, DEMO, expectRefused, login, unchanged } from './support';

let t: TestApp;
let products: TestProduct[];
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...MANY_GUEST_ORDERS, signup: 1000 }, unconfirmedCaps: MANY_UNCONFIRMED });
  products = await freeProducts(t);
});
afterAll(async () => t.close());

const place = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload, headers });
const order = (uniqueId: string) => t.db.selectFrom('orders').selectAll().where('unique_id', '=', uniqueId).executeTakeFirstOrThrow();
const mailsTo = (email: string) => t.db.selectFrom('outbox').selectAll().where('recipient', '=', email).orderBy('id').execute();

async function newPatient() {
  const payload = signupPayload();
  const res = await t.app.inject({ method: 'POST', url: '/api/patient/create', payload });
  expect(res.statusCode).toBe(200);
  const { token, id } = await login(t, 'patient', payload.email, payload.password);
  return { token, id, email: payload.email };
}

describe('an account whose e-mail is not verified', () => {
  it('gets a verification link at sign-up; its pay-on-delivery order waits for a confirmation mailed to the account and lapses with its stock', async () => {
    const patient = await newPatient();
    const [verify] = await mailsTo(patient.email);
    expect(verify).toEqual(expect.objectContaining({ subject: 'Please verify your e-mail address' }));
    const product = products[0];
    const stock = await stockOf(t, product.id);
    const res = await place({ ...(await guestPayload(t, [{ product, quantity: 2 }])), email: 'someone.else@example.in' }, bearer(patient.token));
    expect(res.statusCode).toBe(200);
    const placed = await order(res.json().data.unique_id);
    expect(placed.user_id).toBe(patient.id);
    expect(placed.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(placed.email).toBe(patient.email);
    expect((await mailsTo(patient.email)).map((m) => m.subject)).toContain(`Confirm your order ${placed.unique_id}`);
    expect(await mailsTo('someone.else@example.in')).toEqual([]);
    expect(await stockOf(t, product.id)).toBe(stock - 2);
    const later = new Date(Date.parse(placed.confirm_expires_at as string) + 1000);
    expect(await expireUnconfirmedGuestOrders(t.db, later)).toBeGreaterThanOrEqual(1);
    expect((await order(placed.unique_id)).status).toBe(ORDER_STATUS.cancelled);
    expect(await stockOf(t, product.id)).toBe(stock);
  });

  it('confirms an order from the mailed link; once the e-mail is verified, later orders need no confirmation', async () => {
    const patient = await newPatient();
    const first = await place(await guestPayload(t, [{ product: products[1], quantity: 1 }]), bearer(patient.token));
    const uniqueId = first.json().data.unique_id as string;
    const mail = (await mailsTo(patient.email)).find((m) => m.subject === `Confirm your order ${uniqueId}`)!;
    const link = new URL(/Confirm my order: (\S+)/.exec(mail.text_body)![1]);
    const query = new URLSearchParams(link.hash.split('?')[1]);
    const listed = async () => ((await t.app.inject({ url: `/api/order/getOrderByUserId/${patient.id}`, headers: bearer(patient.token) })).json().data.items as { unique_id: string; has_invoice: boolean }[]).find((o) => o.unique_id === uniqueId);
    // no invoice number until the order is confirmed
    expect((await listed())?.has_invoice).toBe(false);
    // the link opens the shop's confirm page; its button POSTs the token (the same flow as a guest's)
    expect((await t.app.inject({ url: `/api/order/guest/confirm?${query.toString()}` })).json().data.state).toBe('pending');
    const pressed = await t.app.inject({ method: 'POST', url: '/api/order/guest/confirm', payload: { order: query.get('order'), token: query.get('token') } });
    expect(pressed.json()).toEqual(expect.objectContaining({ success: true, message: 'Your order is confirmed' }));
    expect((await listed())?.has_invoice).toBe(true);
    expect((await order(uniqueId)).confirm_token_hash).toBeNull();

    const verifyMail = (await mailsTo(patient.email)).find((m) => m.subject === 'Please verify your e-mail address')!;
    const verifyLink = new URL(/Verify my e-mail: (\S+)/.exec(verifyMail.text_body)![1]);
    const forged = await t.app.inject({ url: `${verifyLink.pathname}?token=forged` });
    expect(forged.headers.location).toMatch(/email=invalid$/);
    expect((await t.app.inject({ url: `${verifyLink.pathname}${verifyLink.search}` })).headers.location).toMatch(/email=verified$/);
    expect((await t.app.inject({ url: `${verifyLink.pathname}${verifyLink.search}` })).headers.location).toMatch(/email=invalid$/);
    const second = await place(await guestPayload(t, [{ product: products[1], quantity: 1 }]), bearer(patient.token));
    expect((await order(second.json().data.unique_id)).confirm_token_hash).toBeNull();
  });

  it('an expired verification link says so, and verifies nothing', async () => {
    const patient = await newPatient();
    const verifyMail = (await mailsTo(patient.email)).find((m) => m.subject === 'Please verify your e-mail address')!;
    const verifyLink = new URL(/Verify my e-mail: (\S+)/.exec(verifyMail.text_body)![1]);
    await t.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', patient.id).execute();
    expect((await t.app.inject({ url: `${verifyLink.pathname}${verifyLink.search}` })).headers.location).toMatch(/#\/home\?email=expired$/);
    expect((await t.db.selectFrom('users').select('email_verified').where('id', '=', patient.id).executeTakeFirstOrThrow()).email_verified).toBe(0);
  });

  it('the seeded, verified demo patient orders as before', async () => {
    const { token } = await login(t, 'patient', DEMO.patient.email, DEMO.patient.password);
    const res = await place(await guestPayload(t, [{ product: products[2], quantity: 1 }]), bearer(token));
    expect((await order(res.json().data.unique_id)).confirm_token_hash).toBeNull();
  });
});

describe('units per product in a pay-on-delivery order', () => {
  it(`refuses more than ${COD_UNITS_PER_PRODUCT_MAX} of one product, for a verified patient too, and changes nothing`, async () => {
    const { token } = await login(t, 'patient', DEMO.patient.email, DEMO.patient.password);
    const product = products[3];
    const payload = await guestPayload(t, [{ product, quantity: COD_UNITS_PER_PRODUCT_MAX + 1 }]);
    expectRefused(await unchanged(t, () => place(payload, bearer(token))), 400, A.codUnitsPerProduct(COD_UNITS_PER_PRODUCT_MAX, product.name));
  });
});

describe("the seller cancels its unshipped pay-on-delivery part", () => {
  it('puts its stock back, cancels the order when nothing else is left, mails the reason; then nothing more changes', async () => {
    const seller = await sellerLogin(t, DEMO.seller.email, DEMO.seller.password);
    const product = await t.db.selectFrom('products').select(['id', 'name', 'sales_price', 'in_stock_quantity']).where('seller_id', '=', seller.sellerId).where('in_stock_quantity', '>=', 10).where('id', 'not in', t.db.selectFrom('product_locations').select('product_id')).orderBy('id').executeTakeFirstOrThrow();
    const stock = await stockOf(t, product.id);
    const res = await place(await guestPayload(t, [{ product, quantity: 3 }]));
    const placed = await order(res.json().data.unique_id);
    const shipment = await t.db.selectFrom('shipments').select('id').where('order_id', '=', placed.id).executeTakeFirstOrThrow();
    const cancel = (token: string, id: number, reason: string) => t.app.inject({ method: 'PUT', url: `/api/seller/shipments/${id}/cancel`, payload: { reason }, headers: bearer(token) });

    expectRefused(await unchanged(t, () => cancel(seller.token, shipment.id, 'no')), 400, A.sellerCancelReason);
    const other = await sellerLogin(t, 'seller2@demo.in', 'Seller@123').catch(() => null);
    if (other?.token) expectRefused(await unchanged(t, () => cancel(other.token, shipment.id, 'Out of stock in our store')), 404);
    const ok = await cancel(seller.token, shipment.id, 'Out of stock in our store');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual(expect.objectContaining({ status: SHIPMENT_STATUS.cancelled, next_action: null }));
    expect(await stockOf(t, product.id)).toBe(stock);
    expect((await order(placed.unique_id)).status).toBe(ORDER_STATUS.cancelled);
    const mail = (await mailsTo('guest@example.in')).find((m) => m.template === 'seller-cancelled')!;
    expect(mail.text_body).toContain('Out of stock in our store');
    expect(mail.text_body).toContain(`${product.name} × 3`);
    expectRefused(await unchanged(t, () => cancel(seller.token, shipment.id, 'Out of stock in our store')), 409);
    // the sweep and a guest cancel do not put the stock back a second time
    await expireUnconfirmedGuestOrders(t.db, new Date(Date.now() + 86_400_000));
    expect(await stockOf(t, product.id)).toBe(stock);
  });

  it('in an order of two sellers only its own lines come back and the order goes on', async () => {
    const seller = await sellerLogin(t, DEMO.seller.email, DEMO.seller.password);
    const house = await houseSellerId(t.db);
    const own = await t.db.selectFrom('products').select(['id', 'name', 'sales_price', 'in_stock_quantity']).where('seller_id', '=', seller.sellerId).where('in_stock_quantity', '>=', 10).where('id', 'not in', t.db.selectFrom('product_locations').select('product_id')).orderBy('id').executeTakeFirstOrThrow();
    const houseProduct = products.find((p) => p.id !== own.id)!;
    const [ownStock, houseStock] = [await stockOf(t, own.id), await stockOf(t, houseProduct.id)];
    const res = await place(await guestPayload(t, [{ product: own, quantity: 1 }, { product: houseProduct, quantity: 2 }]));
    const placed = await order(res.json().data.unique_id);
    const shipments = await t.db.selectFrom('shipments').select(['id', 'seller_id']).where('order_id', '=', placed.id).execute();
    const mine = shipments.find((s) => s.seller_id === seller.sellerId)!;
    expect(shipments.some((s) => s.seller_id === house) || shipments.length === 2).toBe(true);
    const ok = await t.app.inject({ method: 'PUT', url: `/api/seller/shipments/${mine.id}/cancel`, payload: { reason: 'Damaged in our store' }, headers: bearer(seller.token) });
    expect(ok.statusCode).toBe(200);
    expect(await stockOf(t, own.id)).toBe(ownStock);
    expect(await stockOf(t, houseProduct.id)).toBe(houseStock - 2);
    expect((await order(placed.unique_id)).status).toBe(ORDER_STATUS.processing);
    // the guest then cancels: only the house part's stock comes back
    const done = await t.app.inject({ method: 'POST', url: '/api/order/guest/cancel', payload: { unique_id: placed.unique_id, email: 'guest@example.in' } });
    expect(done.statusCode).toBe(200);
    expect(await stockOf(t, own.id)).toBe(ownStock);
    expect(await stockOf(t, houseProduct.id)).toBe(houseStock);
  });
});
