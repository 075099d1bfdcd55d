import { SANDBOX_SALT_INDEX, SANDBOX_SALT_KEY } from '../src/integrations/payment/config';
import { responseChecksum, toBase64 } from '../src/integrations/payment/protocol';
import { expireStalePayments } from '../src/services/orders';
import { createTestApp, type TestApp } from './helpers/test-app';
import { freeProducts, guestPayload, loginPatient, pricedPayload, stockOf, type TestProduct } from './support/checkout';

let t: TestApp;
let products: TestProduct[];
beforeAll(async () => {
  t = await createTestApp({ paymentSandbox: true });
  products = await freeProducts(t);
});
afterAll(async () => t.close());

const create = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/pay/phonepe/create', payload: { ...payload, payment_type: '1', number: '9999999999', MUID: `MUID${Date.now()}`, transactionId: `T${Date.now()}` }, headers });

const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[match[1]] = match[2].replace(/&amp;/g, '&');
  return fields;
}

async function order(uniqueId: string) {
  return t.db.selectFrom('orders').selectAll().where('unique_id', '=', uniqueId).executeTakeFirstOrThrow();
}

async function startGuestPayment(product: TestProduct, quantity = 1) {
  const res = await create(await guestPayload(t, [{ product, quantity }]));
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.code).toBe('PAYMENT_INITIATED');
  const url = body.data.instrumentResponse.redirectInfo.url as string;
  return { body, path: url, id: body.data.merchantTransactionId as string, uniqueId: body.data.order.unique_id as string };
}

describe('online payment through the sandbox', () => {
  it('creates a pending order with stock reserved and a PhonePe-style pay request', async () => {
    const product = products[0];
    const stock = await stockOf(t, product.id);
    const { body, path, id, uniqueId } = await startGuestPayment(product, 2);
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,35}$/);
    expect(path).toBe(`/pay/sandbox/checkout/${id}`);
    expect(body.data.order.payment_status).toBe('pending');
    expect(await stockOf(t, product.id)).toBe(stock - 2);
    const payment = await t.db.selectFrom('payments').selectAll().where('merchant_transaction_id', '=', id).executeTakeFirstOrThrow();
    expect(payment.amount_paise).toBe((await order(uniqueId)).order_total_price * 100);
    const raw = JSON.parse(payment.raw as string);
    expect(raw.initiate.payload).toEqual(expect.objectContaining({ merchantTransactionId: id, amount: payment.amount_paise, redirectMode: 'POST', paymentInstrument: { type: 'PAY_PAGE' } }));
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Pay<');
    expect(page.body).toContain('>Fail<');
  });

  it('sends the browser back to the origin the checkout started from, only when that origin is the request’s own host', async () => {
    const payUrls = async (headers: Record<string, string>) => {
      const res = await create(await guestPayload(t, [{ product: products[6], quantity: 1 }]), headers);
      expect(res.json().code).toBe('PAYMENT_INITIATED');
      const payment = await t.db.selectFrom('payments').select('raw').where('merchant_transaction_id', '=', res.json().data.merchantTransactionId).executeTakeFirstOrThrow();
      const { redirectUrl, callbackUrl } = JSON.parse(payment.raw as string).initiate.payload as { redirectUrl: string; callbackUrl: string };
      return { redirectUrl: redirectUrl.replace(/\/[^/]+$/, '/…'), callbackUrl };
    };
    const callbackUrl = 'http://localhost:8080/pay/phonepe/callback';
    // opened at 127.0.0.1 while PUBLIC_URL says localhost: back to 127.0.0.1; the server-to-server callback stays on PUBLIC_URL
    expect(await payUrls({ host: '127.0.0.1:5123', origin: 'http://127.0.0.1:5123' })).toEqual({ redirectUrl: 'http://127.0.0.1:5123/pay/phonepe/return/…', callbackUrl });
    expect(await payUrls({ host: '192.168.1.20:8080', referer: 'http://192.168.1.20:8080/' })).toEqual({ redirectUrl: 'http://192.168.1.20:8080/pay/phonepe/return/…', callbackUrl });
    // a foreign or missing origin is never trusted: PUBLIC_URL
    expect(await payUrls({ host: '127.0.0.1:5123', origin: 'https://evil.example' })).toEqual({ redirectUrl: 'http://localhost:8080/pay/phonepe/return/…', callbackUrl });
    expect(await payUrls({ host: '127.0.0.1:5123' })).toEqual({ redirectUrl: 'http://localhost:8080/pay/phonepe/return/…', callbackUrl });
  });

  it('Pay: callback and return verified, order paid, browser sent to checkout-status/success', async () => {
    const { token, id: userId } = await loginPatient(t);
    await t.db.insertInto('cart_items').values({ user_id: userId, product_id: products[1].id, quantity: 1, price: products[1].sales_price }).execute();
    const address = await t.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    const res = await create({ ...pricedPayload([{ product: products[1], quantity: 1 }]), address_id: address.id, user_id: userId, name: 'Aarav Patel', email: 'patient@demo.in', mobile: '9000000001' }, { authorization: `Bearer ${token}` });
    expect(res.json().code).toBe('PAYMENT_INITIATED');
    const { merchantTransactionId: id, order: placed } = res.json().data;
    // the cart stays until the payment succeeds
    expect(await t.db.selectFrom('cart_items').select('id').where('user_id', '=', userId).execute()).toHaveLength(1);
    const done = await t.app.inject({ method: 'POST', url: `/pay/sandbox/checkout/${id}/complete`, ...form({ decision: 'pay' }) });
    expect(done.statusCode).toBe(200);
    // the server-to-server callback already settled it
    expect((await order(placed.unique_id)).payment_status).toBe('paid');
    const fields = hiddenFields(done.body);
    expect(fields.code).toBe('PAYMENT_SUCCESS');
    const back = await t.app.inject({ method: 'POST', url: `/pay/phonepe/return/${id}`, ...form(fields) });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/#/checkout-status/success');
    expect(await t.db.selectFrom('cart_items').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('Fail: order failed, stock released, browser sent to checkout-status/failed', async () => {
    const product = products[2];
    const stock = await stockOf(t, product.id);
    const { id, uniqueId } = await startGuestPayment(product, 3);
    expect(await stockOf(t, product.id)).toBe(stock - 3);
    const done = await t.app.inject({ method: 'POST', url: `/pay/sandbox/checkout/${id}/complete`, ...form({ decision: 'fail' }) });
    const back = await t.app.inject({ method: 'POST', url: `/pay/phonepe/return/${id}`, ...form(hiddenFields(done.body)) });
    expect(back.headers.location).toBe('/#/checkout-status/failed');
    expect((await order(uniqueId)).payment_status).toBe('failed');
    expect(await stockOf(t, product.id)).toBe(stock);
    // a late 'pay' on the sandbox page cannot revive it
    await t.app.inject({ method: 'POST', url: `/pay/sandbox/checkout/${id}/complete`, ...form({ decision: 'pay' }) });
    expect((await order(uniqueId)).payment_status).toBe('failed');
  });

  it('a forged callback (bad checksum, wrong amount, or an unpaid transaction) leaves the order unpaid', async () => {
    const { id, uniqueId } = await startGuestPayment(products[3]);
    const payment = await t.db.selectFrom('payments').selectAll().where('merchant_transaction_id', '=', id).executeTakeFirstOrThrow();
    const claim = (amount: number) => toBase64({ success: true, code: 'PAYMENT_SUCCESS', message: 'ok', data: { merchantId: 'AYURSANDBOX', merchantTransactionId: id, amount, state: 'COMPLETED' } });
    const callback = (response: string, xVerify: string) => t.app.inject({ method: 'POST', url: '/pay/phonepe/callback', payload: { response }, headers: { 'x-verify': xVerify } });

    const badChecksum = await callback(claim(payment.amount_paise), responseChecksum(claim(payment.amount_paise), 'wrong-salt', SANDBOX_SALT_INDEX));
    expect(badChecksum.statusCode).toBe(400);
    const wrongAmount = await callback(claim(100), responseChecksum(claim(100), SANDBOX_SALT_KEY, SANDBOX_SALT_INDEX));
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().message).toBe('Amount mismatch');
    // a correctly signed claim is still checked against the status API, where the payment is pending
    const signed = await callback(claim(payment.amount_paise), responseChecksum(claim(payment.amount_paise), SANDBOX_SALT_KEY, SANDBOX_SALT_INDEX));
    expect(signed.json()).toEqual({ success: true, message: 'pending' });
    // a forged browser return
    const back = await t.app.inject({ method: 'POST', url: `/pay/phonepe/return/${id}`, ...form({ code: 'PAYMENT_SUCCESS', transactionId: id, response: claim(payment.amount_paise), checksum: 'forged###1' }) });
    expect(back.headers.location).toMatch(/#\/checkout-status\/failed$/);
    expect((await order(uniqueId)).payment_status).toBe('pending');
  });

  it('expires unpaid payments and releases their stock', async () => {
    const product = products[4];
    const stock = await stockOf(t, product.id);
    const { uniqueId } = await startGuestPayment(product, 2);
    expect(await stockOf(t, product.id)).toBe(stock - 2);
    expect(await expireStalePayments(t.db, null, 15)).toBe(0);
    expect(await expireStalePayments(t.db, null, 15, new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await order(uniqueId)).payment_status).toBe('failed');
    expect(await stockOf(t, product.id)).toBe(stock);
  });

  it('refuses a tampered online order before any payment starts', async () => {
    const payload = await guestPayload(t, [{ product: products[5], quantity: 1 }]);
    const res = await create({ ...payload, order_total_price: 1 });
    expect(res.statusCode).toBe(400);
    expect(await t.db.selectFrom('payments').select('id').where('amount_paise', '=', 100).execute()).toEqual([]);
  });

  it('the sandbox refuses a pay request with a bad X-VERIFY', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/pay/sandbox/pg/v1/pay', payload: { request: toBase64({ merchantId: 'AYURSANDBOX' }) }, headers: { 'x-verify': 'nope###1' } });
    expect(res.statusCode).toBe(400);
  });
});
