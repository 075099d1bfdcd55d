/**
 * A seller's partial pay-on-delivery cancel (issue 24) prices the order again from the lines left, in the same
 * transaction: the stored subtotal, shipping, coupon discount, GST and total; the buyer's orders and track
 * answers, the invoice and the mails show the new amounts, and the cancelled lines are not invoiced.
 */
import { computeTotals, ORDER_STATUS, PAYMENT_TYPES, SHIPMENT_STATUS } from 'shared-lib/domain';
import { houseSellerId } from '../src/services/orders/fulfilment-record';
import { sellerLogin, wellStockedProduct } from './helpers/fulfilment';
import { call, loginPatient } from './helpers/patients';
import { createTestApp, type TestApp } from './helpers/test-app';
import { confirmByMail, couponByCode, guestPayload, pricedPayload, type TestProduct } from './support/checkout';
import { pdfText as rawPdfText } from './support/smtp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { guestOrders: 1000, checkout: 1000 } });
});
afterAll(async () => t.close());

const pdfText = async (pdf: Buffer) => (await rawPdfText(pdf)).replace(/\s+/g, ' ');
const stored = (orderId: number) =>
  t.db.selectFrom('orders').select(['status', 'total_price', 'shipping_charges', 'discount_price', 'tax', 'order_total_price']).where('id', '=', orderId).executeTakeFirstOrThrow();
const asStored = (totals: ReturnType<typeof computeTotals>) => ({ total_price: totals.subtotal, shipping_charges: totals.shipping, discount_price: totals.discount, tax: totals.tax, order_total_price: totals.orderTotal });
const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

async function twoSellers() {
  const seller = await sellerLogin(t, 'seller@demo.in', 'Seller@123');
  const house = await houseSellerId(t.db);
  const own = await wellStockedProduct(t, seller.sellerId);
  const other = await wellStockedProduct(t, null);
  return { seller, house, own, other };
}

async function cancelPart(token: string, orderId: number, sellerId: number) {
  const shipment = await t.db.selectFrom('shipments').select('id').where('order_id', '=', orderId).where('seller_id', '=', sellerId).executeTakeFirstOrThrow();
  const res = await t.app.inject({ method: 'PUT', url: `/api/seller/shipments/${shipment.id}/cancel`, payload: { reason: 'Out of stock in our store' }, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.status).toBe(SHIPMENT_STATUS.cancelled);
}

describe("a seller cancels its part of a two-seller pay-on-delivery order", () => {
  it("the patient's order is priced again from the lines left (percent coupon, GST, shipping), and its invoice and mail agree", async () => {
    const { seller, own, other } = await twoSellers();
    const coupon = await couponByCode(t, 'AYUR10');
    const patient = await loginPatient(t, 'patient@demo.in', 'Patient@123');
    const address = await t.db.selectFrom('addresses').select('id').where('user_id', '=', patient.id).orderBy('id').executeTakeFirstOrThrow();
    const lines: { product: TestProduct; quantity: number }[] = [
      { product: own, quantity: 2 },
      { product: other, quantity: 1 },
    ];
    const placed = await call(t, patient.token, 'POST', '/api/order/placeOrder', { ...pricedPayload(lines, coupon), address_id: address.id, user_id: patient.id, payment_type: PAYMENT_TYPES.payOnDelivery });
    expect(placed.statusCode).toBe(200);
    const { id, unique_id: uniqueId } = placed.json().data as { id: number; unique_id: string };
    const before = computeTotals(lines.map((l) => ({ sales_price: l.product.sales_price, quantity: l.quantity })), coupon);
    expect(await stored(id)).toEqual({ status: ORDER_STATUS.processing, ...asStored(before) });

    await cancelPart(seller.token, id, seller.sellerId);

    const after = computeTotals([{ sales_price: other.sales_price, quantity: 1 }], coupon);
    expect(after.orderTotal).not.toBe(before.orderTotal);
    expect(await stored(id)).toEqual({ status: ORDER_STATUS.processing, ...asStored(after) });

    // what the patient's Orders and Track pages read
    const list = (await call(t, patient.token, 'GET', `/api/order/getOrderByUserId/${patient.id}?page=1&pageSize=50`)).json().data.items as Record<string, unknown>[];
    expect(list.find((o) => o.unique_id === uniqueId)).toEqual(expect.objectContaining(asStored(after)));
    const tracked = (await call(t, patient.token, 'GET', `/api/order/getOrderDetailsByOrderUniqueId/${uniqueId}/${patient.id}`)).json().data;
    expect(Array.isArray(tracked) ? tracked[0] : tracked).toEqual(expect.objectContaining(asStored(after)));

    // the invoice: only the lines left, and the new total
    const invoice = await t.app.inject({ url: `/api/order/invoice/${uniqueId}`, headers: { authorization: `Bearer ${patient.token}` } });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain(other.name);
    expect(text).not.toContain(own.name);
    expect(text).toContain(rupees(after.orderTotal));

    const mail = await t.db.selectFrom('outbox').select('text_body').where('template', '=', 'seller-cancelled').where('recipient', '=', 'patient@demo.in').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`The new total of your order, to pay on delivery: ${rupees(after.orderTotal)}`);
  });

  it("a guest's order cancelled in part before it is confirmed: the confirmation's invoice lists only what is left", async () => {
    const { seller, own, other } = await twoSellers();
    const lines = [
      { product: own, quantity: 1 },
      { product: other, quantity: 3 },
    ];
    const res = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: { ...(await guestPayload(t, lines)), email: 'parts@example.in' } });
    expect(res.statusCode).toBe(200);
    const { id, unique_id: uniqueId } = res.json().data as { id: number; unique_id: string };
    await cancelPart(seller.token, id, seller.sellerId);
    const after = computeTotals([{ sales_price: other.sales_price, quantity: 3 }], null);
    expect(await stored(id)).toEqual({ status: ORDER_STATUS.processing, ...asStored(after) });

    await confirmByMail(t, id);
    const text = await pdfText((await t.app.inject({ url: `/api/order/invoice/${uniqueId}?email=parts@example.in` })).rawPayload);
    expect(text).toContain(other.name);
    expect(text).not.toContain(own.name);
    expect(text).toContain(rupees(after.orderTotal));
  });

  it('a wholly cancelled order keeps its lines and totals as placed', async () => {
    const { seller, own } = await twoSellers();
    const lines = [{ product: own, quantity: 2 }];
    const res = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: { ...(await guestPayload(t, lines)), email: 'whole@example.in' } });
    const { id } = res.json().data as { id: number };
    const placed = await stored(id);
    await cancelPart(seller.token, id, seller.sellerId);
    expect(await stored(id)).toEqual({ ...placed, status: ORDER_STATUS.cancelled });
  });
});
