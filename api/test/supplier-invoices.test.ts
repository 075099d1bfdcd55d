/**
 * Invoices by the real supplier (issue 33): one tax invoice per shipment, issued by its seller with the seller's
 * name, GSTIN and state; the house company invoices its own products and the shipping; the place of supply (the
 * delivery state) against the supplier's state decides CGST + SGST or IGST; numbering per supplier, consecutive
 * under 20 concurrent orders; who downloads what; an invoice issued before stays as it was.
 */
import { formatPaise } from 'shared-lib/domain';
import { placeIds } from './helpers/patients';
import { createdProduct, registeredSeller } from './helpers/sellers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { confirmByMail, guestPayload, houseProducts, loginPatient, MANY_GUEST_ORDERS, MANY_UNCONFIRMED, type TestProduct } from './support/checkout';
import { pdfText } from './support/smtp';

let t: TestApp;
let houseProduct: TestProduct;
let mumbaiSeller: Awaited<ReturnType<typeof registeredSeller>>;
let mumbaiProduct: TestProduct;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
  houseProduct = (await houseProducts(t))[0];
  // a verified seller registered in Mumbai (Maharashtra, GST state 27)
  mumbaiSeller = await registeredSeller(t);
  mumbaiProduct = await createdProduct(t, mumbaiSeller.token, 'Shatavari Supplier Test', { regular_price: '450', in_stock_quantity: '500' });
});
afterAll(async () => t.close());

type Placed = { id: number; unique_id: string; order_total_price: number; tax: number; shipping_charges: number };
async function placeGuest(lines: { product: TestProduct; quantity: number }[], state: string, city: string, pincode: string): Promise<Placed> {
  const res = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: { ...(await guestPayload(t, lines, pincode)), ...(await placeIds(t, state, city)) } });
  expect(res.statusCode).toBe(200);
  await confirmByMail(t, res.json().data.id);
  return res.json().data;
}
const invoicesOf = (orderId: number) => t.db.selectFrom('invoices').select(['number', 'seller_id', 'sequence', 'financial_year']).where('order_id', '=', orderId).orderBy('id').execute();
const download = (uniqueId: string, query: Record<string, string>, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/order/invoice/${uniqueId}?${new URLSearchParams(query).toString()}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
const money = (paise: number) => `₹${formatPaise(paise)}`;
/** "Total₹1,234.56" from an invoice's text, in paise */
const totalOf = (text: string) => Math.round(Number(/Total₹([\d,]+\.\d{2})/.exec(text)![1].replace(/,/g, '')) * 100);

describe('one invoice per supplier', () => {
  it("gives the seller's shipment the seller's own invoice and the house products and shipping the house company's, adding up to the order", async () => {
    // delivered to Karnataka: the house company (Karnataka) charges CGST + SGST, the Mumbai seller IGST
    const order = await placeGuest(
      [
        { product: houseProduct, quantity: 1 },
        { product: mumbaiProduct, quantity: 1 },
      ],
      'Karnataka',
      'Bangalore',
      '560034',
    );
    const rows = await invoicesOf(order.id);
    expect(rows.map((r) => r.seller_id)).toEqual([null, mumbaiSeller.sellerId]);
    expect(rows[0].number).toMatch(/^AYB\/\d{4}-\d{2}\/\d{6}$/);
    expect(rows[1].number).toMatch(new RegExp(`^S${mumbaiSeller.sellerId}/\\d{4}-\\d{2}/000001$`));

    const houseText = await pdfText((await download(order.unique_id, { email: 'guest@example.in', number: rows[0].number })).rawPayload);
    expect(houseText).toContain('29AABCA1234F1Z5');
    expect(houseText).toContain(houseProduct.name.slice(0, 20));
    expect(houseText).not.toContain('Shatavari Supplier Test');
    expect(houseText).toContain('Shipping charges');
    expect(houseText).toMatch(/CGST @ 9%/);

    const sellerRes = await download(order.unique_id, { email: 'guest@example.in', number: rows[1].number });
    expect(sellerRes.statusCode).toBe(200);
    expect(sellerRes.headers['content-disposition']).toContain(`Tax-Invoice-S${mumbaiSeller.sellerId}-`);
    const sellerText = await pdfText(sellerRes.rawPayload);
    expect(sellerText).toContain(mumbaiSeller.fields.company_name);
    expect(sellerText).toContain(mumbaiSeller.fields.gst_number);
    expect(sellerText).toContain('Maharashtra (27)');
    expect(sellerText).toContain('Place of supply');
    expect(sellerText).toContain('Karnataka (29)');
    expect(sellerText).toMatch(/IGST @ 18%/);
    expect(sellerText).not.toMatch(/CGST @|Shipping charges/);
    expect(sellerText).toContain('Shatavari Supplier Test');
    expect(sellerText).not.toContain(houseProduct.name.slice(0, 20));
    // the two invoices add up to what the patient was charged, to the paisa
    expect(totalOf(houseText) + totalOf(sellerText)).toBe(order.order_total_price * 100);
  });

  it('charges the seller CGST + SGST when it delivers inside its own state', async () => {
    const order = await placeGuest([{ product: mumbaiProduct, quantity: 2 }], 'Maharashtra', 'Mumbai', '400001');
    const rows = await invoicesOf(order.id);
    // shipping goes on the house company's invoice
    expect(rows.map((r) => r.seller_id)).toEqual(order.shipping_charges > 0 ? [null, mumbaiSeller.sellerId] : [mumbaiSeller.sellerId]);
    const seller = rows.find((r) => r.seller_id !== null)!;
    const text = await pdfText((await download(order.unique_id, { email: 'guest@example.in', number: seller.number })).rawPayload);
    expect(text).toMatch(/CGST @ 9%/);
    expect(text).toMatch(/SGST @ 9%/);
    expect(text).not.toMatch(/IGST @/);
    expect(text).toContain(`Taxable value${money(mumbaiProduct.sales_price * 2 * 100)}`);
  });

  it('numbers each supplier consecutively under 20 concurrent orders', async () => {
    const before = (await t.db.selectFrom('invoices').select('sequence').where('seller_id', '=', mumbaiSeller.sellerId).orderBy('sequence', 'desc').executeTakeFirst())?.sequence ?? 0;
    const payloads = await Promise.all(Array.from({ length: 20 }, async () => ({ ...(await guestPayload(t, [{ product: mumbaiProduct, quantity: 1 }, { product: houseProduct, quantity: 1 }])) })));
    const placed = await Promise.all(payloads.map((payload) => t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload })));
    expect(placed.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    await Promise.all(placed.map((res) => confirmByMail(t, res.json().data.id)));
    const rows = await t.db.selectFrom('invoices').select(['sequence', 'number']).where('seller_id', '=', mumbaiSeller.sellerId).where('sequence', '>', before).orderBy('sequence').execute();
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
    const house = await t.db.selectFrom('invoices').select('sequence').where('seller_id', 'is', null).orderBy('sequence').execute();
    expect(house.map((r) => r.sequence)).toEqual(house.map((_, i) => house[0].sequence + i));
    for (const res of placed) expect((await invoicesOf(res.json().data.id)).map((r) => r.seller_id)).toEqual([null, mumbaiSeller.sellerId]);
  });
});

describe('who downloads which invoice', () => {
  it("lists the order's invoices to its patient and gives the seller only its own", async () => {
    const patient = await loginPatient(t);
    const payload = { ...(await guestPayload(t, [{ product: houseProduct, quantity: 1 }, { product: mumbaiProduct, quantity: 1 }])), first_name: undefined, last_name: undefined, email: undefined, mobile: undefined };
    const res = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload, headers: { authorization: `Bearer ${patient.token}` } });
    expect(res.statusCode).toBe(200);
    const order = res.json().data as Placed;
    const rows = await invoicesOf(order.id);
    const tracked = await t.app.inject({ method: 'GET', url: `/api/order/getOrderDetailsByOrderUniqueId/${order.unique_id}/${patient.id}`, headers: { authorization: `Bearer ${patient.token}` } });
    const mine = tracked.json().data;
    expect(mine.invoices).toEqual([
      { number: rows[0].number, supplier_name: 'AyurVeda Bazaar Private Limited' },
      { number: rows[1].number, supplier_name: mumbaiSeller.fields.company_name },
    ]);
    for (const row of rows) expect((await download(order.unique_id, { number: row.number }, patient.token)).statusCode).toBe(200);
    expect((await download(order.unique_id, { number: 'S999/2026-27/000001' }, patient.token)).statusCode).toBe(404);

    // the seller downloads its own invoice, without the buyer's e-mail and mobile; asking for the house one is refused
    const own = await download(order.unique_id, {}, mumbaiSeller.token);
    expect(own.statusCode).toBe(200);
    const ownText = await pdfText(own.rawPayload);
    expect(ownText).toContain(rows[1].number);
    expect(ownText).not.toContain('patient@demo.in');
    expect((await download(order.unique_id, { number: rows[0].number }, mumbaiSeller.token)).statusCode).toBe(404);
  });

  it('keeps an invoice issued before per-supplier invoices as it was: the whole order, by the house company', async () => {
    const order = await placeGuest([{ product: houseProduct, quantity: 1 }, { product: mumbaiProduct, quantity: 1 }], 'Karnataka', 'Bangalore', '560034');
    // as migration 0180 leaves a row issued before it: one invoice of the order, no seller, no supplier snapshot
    await t.db.deleteFrom('invoices').where('order_id', '=', order.id).where('seller_id', 'is not', null).execute();
    await t.db.updateTable('invoices').set({ supplier: null }).where('order_id', '=', order.id).execute();
    const [legacy] = await invoicesOf(order.id);
    const text = await pdfText((await download(order.unique_id, { email: 'guest@example.in' })).rawPayload);
    expect(text).toContain(legacy.number);
    expect(text).toContain('29AABCA1234F1Z5');
    expect(text).toContain('Shatavari Supplier Test');
    expect(text).toContain(houseProduct.name.slice(0, 20));
    expect(totalOf(text)).toBe(order.order_total_price * 100);
  });
});
