/** GST tax invoices: CGST+SGST inside the supplier's state, IGST outside, coupons, totals in words, numbering under concurrency, who may download. */
import { rupeesInWords } from 'shared-lib/domain';
import { createTestApp, type TestApp } from './helpers/test-app';
import { placeIds, signUp } from './helpers/patients';
import { confirmByMail, couponByCode, guestPayload, houseProducts, loginPatient, type TestProduct, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from './support/checkout';
import { pdfText } from './support/smtp';

let t: TestApp;
let products: TestProduct[];
beforeAll(async () => {
  // many orders from one test client: the checkout limits are not what this file is about
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
  // the house company's own products: one invoice per order (per-supplier invoices: supplier-invoices.test.ts)
  products = await houseProducts(t);
});
afterAll(async () => t.close());

const place = async (payload: object, token?: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.statusCode).toBe(200);
  // a guest's pay-on-delivery order gets its invoice number when confirmed from the mailed link
  if (!token) await confirmByMail(t, res.json().data.id as number);
  return res.json().data as { id: number; unique_id: string; order_total_price: number; tax: number; total_price: number; shipping_charges: number; discount_price: number };
};
const download = (uniqueId: string, options: { token?: string; email?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/order/invoice/${uniqueId}${options.email ? `?email=${encodeURIComponent(options.email)}` : ''}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function invoiceText(order: { unique_id: string }, email = 'guest@example.in') {
  const res = await download(order.unique_id, { email });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

describe('invoice figures', () => {
  it('charges CGST 9% + SGST 9% when delivering inside Karnataka (the supplier state), reconciling with the order', async () => {
    const order = await place({ ...(await guestPayload(t, [{ product: products[0], quantity: 1 }])), ...(await placeIds(t, 'Karnataka', 'Bangalore')) });
    const text = await invoiceText(order);
    expect(text).toContain('Place of supply');
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('3004');
    expect(text).toContain(`CGST @ 9%${rupees(order.tax / 2)}`);
    expect(text).toContain(`SGST @ 9%${rupees(order.tax / 2)}`);
    expect(text).toContain(`Taxable value${rupees(order.total_price + order.shipping_charges)}`);
    expect(text).toContain(`Total${rupees(order.order_total_price)}`);
    expect(text).not.toContain('IGST @');
  });

  it('charges IGST 18% when delivering to another state', async () => {
    const order = await place({ ...(await guestPayload(t, [{ product: products[1], quantity: 2 }], '400001')), ...(await placeIds(t, 'Maharashtra', 'Mumbai')) });
    const text = await invoiceText(order);
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain(`IGST @ 18%${rupees(order.tax)}`);
    expect(text).not.toMatch(/CGST @|SGST @/);
    expect(text).toContain(`Total${rupees(order.order_total_price)}`);
  });

  it('shows a coupon discount and taxes the discounted value', async () => {
    const coupon = await couponByCode(t, 'FLAT100');
    // FLAT100 needs a cart of ₹999 or more (issue 24)
    const expensive = products.filter((p) => p.sales_price >= 300).slice(0, 2);
    const order = await place(await guestPayload(t, expensive.map((product) => ({ product, quantity: 2 })), '560034', coupon));
    expect(order.discount_price).toBe(100);
    const text = await invoiceText(order);
    expect(text).toContain('Less: coupon discount');
    expect(text).toContain('-100.00');
    expect(text).toContain(`Taxable value${rupees(order.total_price + order.shipping_charges - 100)}`);
    expect(text).toContain(`Total${rupees(order.order_total_price)}`);
  });

  it('lists every line of a many-line order and writes its total in words', async () => {
    // 12 units in 8 lines: within the guest cap of 20 units per order
    const lines = products.slice(3, 11).map((product, i) => ({ product, quantity: (i % 2) + 1 }));
    const order = await place(await guestPayload(t, lines));
    const text = await invoiceText(order);
    for (const { product } of lines) expect(text).toContain(product.name.slice(0, 20));
    expect(text.replace(/\s+/g, ' ')).toContain(rupeesInWords(order.order_total_price * 100));
    expect(text).toContain(`Total${rupees(order.order_total_price)}`);
  });
});

describe('invoice numbers', () => {
  it('are unique and consecutive within the financial year under concurrent orders', async () => {
    const payloads = await Promise.all(products.slice(0, 8).map((product) => guestPayload(t, [{ product, quantity: 1 }])));
    const orders = await Promise.all(payloads.map((payload) => place(payload)));
    const rows = await t.db.selectFrom('invoices').select(['order_id', 'sequence', 'number', 'financial_year']).where('seller_id', 'is', null).orderBy('sequence').execute();
    const sequences = rows.map((r) => r.sequence);
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    expect(new Set(orders.map((o) => o.id)).size).toBe(8);
    for (const order of orders) expect(rows.find((r) => r.order_id === order.id)?.number).toMatch(/^AYB\/\d{4}-\d{2}\/\d{6}$/);
  });
});

describe('who may download an invoice', () => {
  it("gives a patient their own invoice and refuses another patient's, a wrong guest e-mail and no credentials", async () => {
    const owner = await loginPatient(t);
    const payload = { ...(await guestPayload(t, [{ product: products[2], quantity: 1 }])), first_name: undefined, last_name: undefined, email: undefined, mobile: undefined };
    const order = await place(payload, owner.token);
    expect((await download(order.unique_id, { token: owner.token })).statusCode).toBe(200);

    const other = await signUp(t);
    const refused = await download(order.unique_id, { token: other.token });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ success: false, message: 'No invoice found for this order', data: null });
    // the patient's own order cannot be fetched as a "guest" with its e-mail
    expect((await download(order.unique_id, { email: 'patient@demo.in' })).statusCode).toBe(404);
    expect((await download(order.unique_id)).statusCode).toBe(404);
  });

  it('gives a guest the invoice with the order e-mail only', async () => {
    const order = await place(await guestPayload(t, [{ product: products[3], quantity: 1 }]));
    expect((await download(order.unique_id, { email: 'GUEST@example.in' })).statusCode).toBe(200);
    expect((await download(order.unique_id, { email: 'someone@example.in' })).statusCode).toBe(404);
    expect((await download('AYB-NOSUCHORDR', { email: 'guest@example.in' })).statusCode).toBe(404);
  });

  it('gives a seller the invoice of an order holding their product', async () => {
    const sellerProduct = await t.db
      .selectFrom('products')
      .innerJoin('sellers', 'sellers.id', 'products.seller_id')
      .innerJoin('users', 'users.id', 'sellers.user_id')
      .select(['products.id', 'products.name', 'products.sales_price', 'products.in_stock_quantity'])
      .where('users.email', '=', 'seller@demo.in')
      .where('products.prescription_class', '=', 'otc')
      .where('products.in_stock_quantity', '>', 2)
      .where('products.id', 'not in', t.db.selectFrom('product_locations').select('product_id'))
      .orderBy('products.id')
      .executeTakeFirstOrThrow();
    const order = await place(await guestPayload(t, [{ product: sellerProduct, quantity: 1 }]));
    const seller = (await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: 'seller@demo.in', password: 'Seller@123', role: 3 } })).json().token;
    expect((await download(order.unique_id, { token: seller })).statusCode).toBe(200);
    const sellerless = await t.db
      .selectFrom('products')
      .select(['id', 'name', 'sales_price', 'in_stock_quantity'])
      .where('seller_id', 'is', null)
      .where('in_stock_quantity', '>', 2)
      .where('id', 'not in', t.db.selectFrom('product_locations').select('product_id'))
      .executeTakeFirstOrThrow();
    const unrelated = await place(await guestPayload(t, [{ product: sellerless, quantity: 1 }]));
    expect((await download(unrelated.unique_id, { token: seller })).statusCode).toBe(404);
  });
});
