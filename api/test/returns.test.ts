/** Returns, refunds and credit notes (issue 33, part B; issue 25's credit note on cancel): windows, permissions, concurrency, the seller's moves, the refund record and the credit note. */
import { formatPaise } from 'shared-lib/domain';
import { RETURN_MESSAGES as M, returnCreditFigures } from 'shared-lib/domain/returns';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, signUp } from './helpers/patients';
import { placeTwoSellerOrder, sellerLogin } from './helpers/fulfilment';
import { loginPatient, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from './support/checkout';
import { pdfText } from './support/smtp';

let t: TestApp;
let patient: { token: string; id: number };
let demo: { token: string; sellerId: number };
let house: { token: string; sellerId: number };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
  patient = await loginPatient(t);
  demo = await sellerLogin(t, 'seller@demo.in', 'Seller@123');
  house = await sellerLogin(t, 'house.seller@demo.in', 'House@123');
});
afterAll(async () => t.close());

/** A patient order of one demo-seller line (quantity 1) and one house line (quantity 2); the demo seller ships and delivers its part. */
async function deliveredOrder(options: { houseDelivered?: boolean } = {}) {
  const order = await placeTwoSellerOrder(t, patient, demo.sellerId, house.sellerId);
  const moves: [{ token: string }, number][] = [[demo, order.demoShipment], ...(options.houseDelivered ? ([[house, order.houseShipment]] as [{ token: string }, number][]) : [])];
  for (const [seller, shipment] of moves) {
    expect((await call(t, seller.token, 'PUT', `/api/seller/shipments/${shipment}/ship`, { courier: 'Delhivery', tracking_number: `DLV${shipment}X` })).statusCode).toBe(200);
    expect((await call(t, seller.token, 'PUT', `/api/seller/shipments/${shipment}/deliver`)).statusCode).toBe(200);
  }
  const lines = await t.db.selectFrom('order_details').select(['id', 'seller_id', 'quantity', 'product_id', 'sales_price']).where('order_id', '=', order.id).orderBy('id').execute();
  return { ...order, demoLine: lines.find((l) => l.seller_id === demo.sellerId)!, houseLine: lines.find((l) => l.seller_id === house.sellerId)! };
}

const UPI = { upi_id: 'meera@okhdfc' };
const request = (token: string, uniqueId: string, body: object) => call(t, token, 'POST', `/api/orders/${uniqueId}/returns`, body);
const oneLine = (id: number, quantity = 1) => ({ lines: [{ order_detail_id: id, quantity }], reason: 'not_needed', sealed: true, ...UPI });

describe('what may be returned', () => {
  it('offers the delivered line within its window and refuses the undelivered one', async () => {
    const order = await deliveredOrder();
    const res = await call(t, patient.token, 'GET', `/api/orders/${order.unique_id}/returns`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.refund_needs_account).toBe(true);
    const delivered = data.lines.find((l: { order_detail_id: number }) => l.order_detail_id === order.demoLine.id);
    expect(delivered).toEqual(expect.objectContaining({ returnable_quantity: 1, window_days: 7, blocked_reason: null }));
    expect(new Date(delivered.window_ends_at).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(data.lines.find((l: { order_detail_id: number }) => l.order_detail_id === order.houseLine.id)).toEqual(expect.objectContaining({ returnable_quantity: 0, blocked_reason: M.notDelivered }));
    const refused = await request(patient.token, order.unique_id, oneLine(order.houseLine.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.notDelivered);
  });

  it('refuses after the window, more than delivered, an opened item and a pay-on-delivery refund without a valid account', async () => {
    const order = await deliveredOrder();
    const more = await request(patient.token, order.unique_id, oneLine(order.demoLine.id, 2));
    expect([more.statusCode, more.json().message]).toEqual([409, M.tooMany]);
    const opened = await request(patient.token, order.unique_id, { ...oneLine(order.demoLine.id), sealed: false });
    expect([opened.statusCode, opened.json().message]).toEqual([400, M.mustBeSealed]);
    const noAccount = await request(patient.token, order.unique_id, { lines: [{ order_detail_id: order.demoLine.id, quantity: 1 }], reason: 'damaged', sealed: false });
    expect([noAccount.statusCode, noAccount.json().message]).toEqual([400, M.refundAccountRequired]);
    const badUpi = await request(patient.token, order.unique_id, { ...oneLine(order.demoLine.id), upi_id: 'not a upi' });
    expect([badUpi.statusCode, badUpi.json().message]).toEqual([400, M.upiInvalid]);
    const badIfsc = await request(patient.token, order.unique_id, { ...oneLine(order.demoLine.id), upi_id: undefined, account_number: '123456789012', ifsc: 'HDFC1234567' });
    expect([badIfsc.statusCode, badIfsc.json().message]).toEqual([400, M.ifscInvalid]);

    await t.db.updateTable('shipments').set({ delivered_at: new Date(Date.now() - 8 * DAY).toISOString() }).where('id', '=', order.demoShipment).execute();
    const late = await request(patient.token, order.unique_id, oneLine(order.demoLine.id));
    expect([late.statusCode, late.json().message]).toEqual([409, M.windowClosed]);
    expect((await t.db.selectFrom('returns').select('id').where('order_id', '=', order.id).execute()).length).toBe(0);
  });

  it('refuses a prescription product whatever its window', async () => {
    const order = await deliveredOrder();
    await t.db.updateTable('products').set({ prescription_class: 'schedule_h' }).where('id', '=', order.demoLine.product_id).execute();
    try {
      const res = await request(patient.token, order.unique_id, oneLine(order.demoLine.id));
      expect([res.statusCode, res.json().message]).toEqual([409, M.prescriptionNotReturnable]);
    } finally {
      await t.db.updateTable('products').set({ prescription_class: 'otc' }).where('id', '=', order.demoLine.product_id).execute();
    }
  });

  it("answers another patient 404 for the order, its return's photos and its credit notes", async () => {
    const order = await deliveredOrder();
    const other = await signUp(t);
    expect((await call(t, other.token, 'GET', `/api/orders/${order.unique_id}/returns`)).statusCode).toBe(404);
    expect((await request(other.token, order.unique_id, oneLine(order.demoLine.id))).statusCode).toBe(404);
    expect((await call(t, null, 'GET', `/api/orders/${order.unique_id}/returns`)).statusCode).toBe(401);
  });
});

describe('concurrent requests', () => {
  it('let only one of two requests for the last item succeed', async () => {
    const order = await deliveredOrder();
    const answers = await Promise.all([request(patient.token, order.unique_id, oneLine(order.demoLine.id)), request(patient.token, order.unique_id, oneLine(order.demoLine.id))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(M.tooMany);
    const line = await t.db.selectFrom('order_details').select('return_requested_quantity').where('id', '=', order.demoLine.id).executeTakeFirstOrThrow();
    expect(line.return_requested_quantity).toBe(1);
    expect((await t.db.selectFrom('returns').select('id').where('order_id', '=', order.id).execute()).length).toBe(1);
  });
});

describe("the seller's side", () => {
  it('approves, schedules the pickup, receives with restock; the refund record and the credit note follow, every step mailed', async () => {
    const order = await deliveredOrder();
    const created = await request(patient.token, order.unique_id, { ...oneLine(order.demoLine.id), note: 'Sealed box, not needed' });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(M.requested);
    const id = created.json().data[0].id as number;

    // another seller sees nothing of it and cannot move it
    expect((await call(t, house.token, 'GET', '/api/seller/returns')).json().data.items.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call(t, house.token, 'PUT', `/api/seller/returns/${id}/decision`, { decision: 'approve' })).statusCode).toBe(404);
    expect((await call(t, patient.token, 'PUT', `/api/seller/returns/${id}/decision`, { decision: 'approve' })).statusCode).toBe(403);

    expect((await call(t, demo.token, 'GET', '/api/seller/returns?status=requested')).json().data.items.map((r: { id: number }) => r.id)).toContain(id);
    expect((await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/status`, { status: 'received', restock: true })).statusCode).toBe(409);
    expect((await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/decision`, { decision: 'approve' })).statusCode).toBe(200);
    expect((await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/decision`, { decision: 'reject', reason: 'late' })).statusCode).toBe(409);
    for (const status of ['pickup_scheduled', 'picked_up']) expect((await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/status`, { status })).statusCode).toBe(200);
    expect((await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/status`, { status: 'received' })).json().message).toBe(M.restockRequired);

    const stockBefore = (await t.db.selectFrom('products').select('in_stock_quantity').where('id', '=', order.demoLine.product_id).executeTakeFirstOrThrow()).in_stock_quantity;
    const received = await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/status`, { status: 'received', restock: true });
    expect(received.statusCode).toBe(200);
    const view = received.json().data;
    expect(view.events.map((e: { status: string }) => e.status)).toEqual(['requested', 'approved', 'pickup_scheduled', 'picked_up', 'received']);
    // the order's own timeline follows the return's steps (Orders and Track Your Order)
    const tracked = (await call(t, patient.token, 'GET', `/api/order/getOrderDetailsByOrderUniqueId/${order.unique_id}/${patient.id}`)).json().data;
    expect(tracked.return_steps.map((s: { status: string }) => s.status)).toEqual(['requested', 'approved', 'pickup_scheduled', 'picked_up', 'received']);
    expect(view.restocked).toBe(true);
    expect((await t.db.selectFrom('products').select('in_stock_quantity').where('id', '=', order.demoLine.product_id).executeTakeFirstOrThrow()).in_stock_quantity).toBe(stockBefore + 1);
    expect((await t.db.selectFrom('order_details').select('returned_quantity').where('id', '=', order.demoLine.id).executeTakeFirstOrThrow()).returned_quantity).toBe(1);

    // the credit note: the line's value, its share of no discount, GST by the supply's kind; the refund equals it
    const orderRow = await t.db.selectFrom('orders').select(['total_price', 'discount_price']).where('id', '=', order.id).executeTakeFirstOrThrow();
    const figures = returnCreditFigures({ orderGoods: orderRow.total_price * 100, orderDiscount: orderRow.discount_price * 100, goodsBefore: 0, goodsNow: order.demoLine.sales_price * 100, intraState: true });
    // issued by the seller of the return, in its own series (issue 33: the house company's series is AYB)
    expect(view.credit_note.number).toMatch(/^CN\/S\d+\/\d{4}-\d{2}\/\d{6}$/);
    expect(view.credit_note.total_paise).toBe(figures.total);
    expect(view.refund).toEqual(expect.objectContaining({ amount_paise: figures.total, method: 'upi', destination: 'UPI meera@okhdfc', status: 'due' }));

    const patientView = (await call(t, patient.token, 'GET', `/api/orders/${order.unique_id}/returns`)).json().data;
    expect(patientView.returns[0].refund.amount_paise).toBe(figures.total);
    expect(patientView.credit_notes.map((n: { number: string }) => n.number)).toEqual([view.credit_note.number]);
    expect(patientView.lines.find((l: { order_detail_id: number }) => l.order_detail_id === order.demoLine.id).blocked_reason).toBe(M.tooMany);

    // the PDF: for the patient and the seller of the return; another patient and another seller get 404
    const url = `/api/orders/${order.unique_id}/credit-notes/${view.credit_note.id}`;
    const pdf = await call(t, patient.token, 'GET', url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    // against the invoice of the return's seller (issue 33: one invoice per supplier)
    const invoice = await t.db.selectFrom('invoices').innerJoin('sellers', 'sellers.id', 'invoices.seller_id').select('invoices.number').where('invoices.order_id', '=', order.id).where('sellers.id', '=', demo.sellerId).executeTakeFirstOrThrow();
    expect(text).toContain('Credit Note');
    expect(text).toContain(view.credit_note.number);
    expect(text).toContain(invoice.number);
    expect(text).toContain(`Total₹${formatPaise(figures.total)}`);
    expect((await call(t, demo.token, 'GET', url)).statusCode).toBe(200);
    expect((await call(t, house.token, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, (await signUp(t)).token, 'GET', url)).statusCode).toBe(404);

    const mails = await t.db.selectFrom('outbox').select(['subject', 'text_body']).where('template', '=', 'return-update').where('dedupe_key', 'like', `return:${id}:%`).orderBy('id').execute();
    expect(mails.map((m) => m.subject.split(':')[0])).toEqual(['Return requested', 'Return approved', 'Pickup scheduled', 'Picked up', 'Received by the seller']);
    expect(mails[4].text_body).toContain(`₹${formatPaise(figures.total)}`);
    expect(mails[4].text_body).toContain(view.credit_note.number);
  });

  it('rejects with a reason, mails it, and gives the quantity back to request again', async () => {
    const order = await deliveredOrder();
    const id = (await request(patient.token, order.unique_id, oneLine(order.demoLine.id))).json().data[0].id as number;
    expect((await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/decision`, { decision: 'reject' })).json().message).toBe(M.rejectReasonRequired);
    const rejected = await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/decision`, { decision: 'reject', reason: 'The seal is broken in the photos' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toEqual(expect.objectContaining({ status: 'rejected', reject_reason: 'The seal is broken in the photos', refund: null, credit_note: null }));
    const mail = await t.db.selectFrom('outbox').select('text_body').where('dedupe_key', '=', `return:${id}:rejected`).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('The seal is broken in the photos');
    expect((await request(patient.token, order.unique_id, oneLine(order.demoLine.id))).statusCode).toBe(200);
  });

  it('refunds an online payment to the original method', async () => {
    const order = await deliveredOrder();
    await t.db.updateTable('orders').set({ payment_type: '1', payment_status: 'paid' }).where('id', '=', order.id).execute();
    const id = (await request(patient.token, order.unique_id, { lines: [{ order_detail_id: order.demoLine.id, quantity: 1 }], reason: 'damaged', sealed: false })).json().data[0].id as number;
    await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/decision`, { decision: 'approve' });
    for (const status of ['pickup_scheduled', 'picked_up']) await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/status`, { status });
    const received = (await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/status`, { status: 'received', restock: false })).json().data;
    expect(received.refund).toEqual(expect.objectContaining({ method: 'original', destination: 'Original payment method' }));
    expect(received.restocked).toBe(false);
  });
});

describe('credit note on cancel (issue 25)', () => {
  it('credits each whole invoice (one per supplier) when an invoiced order is cancelled, numbered in each supplier\'s credit note series', async () => {
    const order = await placeTwoSellerOrder(t, patient, demo.sellerId, house.sellerId);
    const invoices = await t.db.selectFrom('invoices').select('number').where('order_id', '=', order.id).orderBy('id').execute();
    expect(invoices).toHaveLength(2);
    const total = (await t.db.selectFrom('orders').select('order_total_price').where('id', '=', order.id).executeTakeFirstOrThrow()).order_total_price;
    expect((await call(t, patient.token, 'PUT', `/api/order/cancel/${order.unique_id}`)).statusCode).toBe(200);
    const notes: Array<{ id: number; invoice_number: string; reason: string; total_paise: number }> = (await call(t, patient.token, 'GET', `/api/orders/${order.unique_id}/returns`)).json().data.credit_notes;
    expect(notes.map((n) => [n.reason, n.invoice_number]).sort()).toEqual(invoices.map((i) => ['cancellation', i.number]).sort());
    // together the notes credit the whole order, to the paisa
    expect(notes.reduce((sum, n) => sum + n.total_paise, 0)).toBe(total * 100);
    for (const note of notes) {
      const text = await pdfText((await call(t, patient.token, 'GET', `/api/orders/${order.unique_id}/credit-notes/${note.id}`)).rawPayload);
      expect(text).toContain('Credit Note');
      expect(text).toContain(note.invoice_number);
      expect(text).toContain(`Total₹${formatPaise(note.total_paise)}`);
    }
  });

  it('numbers credit notes consecutively per supplier under concurrent cancels', async () => {
    const orders = [];
    for (let i = 0; i < 4; i += 1) orders.push(await placeTwoSellerOrder(t, patient, demo.sellerId, house.sellerId));
    const answers = await Promise.all(orders.map((o) => call(t, patient.token, 'PUT', `/api/order/cancel/${o.unique_id}`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.db.selectFrom('credit_notes').select(['supplier_key', 'sequence', 'number']).orderBy('supplier_key').orderBy('sequence').execute();
    const bySupplier = new Map<string, number[]>();
    for (const row of rows) bySupplier.set(row.supplier_key, [...(bySupplier.get(row.supplier_key) ?? []), row.sequence]);
    for (const sequences of bySupplier.values()) expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
  });
});

describe("the seller's return window", () => {
  it('is refused above 0 for a prescription class and above the maximum', async () => {
    const product = await t.db.selectFrom('products').selectAll().where('seller_id', '=', demo.sellerId).orderBy('id').executeTakeFirstOrThrow();
    const fields = { name: product.name, code: product.code, brand_id: String(product.brand_id), category_id: String(product.category_id), regular_price: String(product.regular_price), discount: String(product.discount), in_stock_quantity: String(product.in_stock_quantity), short_description: product.short_description, full_description: product.full_description };
    const put = (extra: Record<string, string>) => {
      const boundary = 'returnwindowboundary';
      const body = Object.entries({ ...fields, ...extra }).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`;
      return t.app.inject({ method: 'PUT', url: `/api/product/update/${product.id}`, payload: body, headers: { authorization: `Bearer ${demo.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    };
    const rx = await put({ prescription_class: 'schedule_h', return_window_days: '7' });
    expect([rx.statusCode, rx.json().message]).toEqual([400, M.windowForPrescription]);
    const long = await put({ return_window_days: '45' });
    expect([long.statusCode, long.json().message]).toEqual([400, M.windowTooLong]);
    const fine = await put({ return_window_days: '10' });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().data.return_window_days).toBe(10);
    const details = (await t.app.inject({ method: 'GET', url: `/api/product/getProductDetails/${product.id}` })).json();
    expect(JSON.stringify(details)).toContain('"return_window_days":10');
  });
});
