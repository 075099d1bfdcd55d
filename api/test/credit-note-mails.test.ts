/**
 * Credit notes the patient is mailed (issue 33 follow-ups): the refund mail of a received return carries the
 * credit note PDF (as the confirmation carries the invoices), and a seller's cancel of its unshipped part of an
 * invoiced order issues a credit note of that part against the seller's own invoice, attached to the cancel
 * mail; the last part cancelled credits every invoice not yet credited, and nothing is credited twice.
 */
import { formatPaise, GST_RATE, ORDER_STATUS } from 'shared-lib/domain';
import { renderAttachment } from '../src/services/mail/attachments';
import type { OutboxAttachment } from '../src/services/mail/outbox';
import { placeTwoSellerOrder, sellerLogin, wellStockedProduct } from './helpers/fulfilment';
import { call } from './helpers/patients';
import { createTestApp, type TestApp } from './helpers/test-app';
import { loginPatient, MANY_GUEST_ORDERS, MANY_UNCONFIRMED, pricedPayload } from './support/checkout';
import { pdfText } from './support/smtp';

let t: TestApp;
let patient: { token: string; id: number };
let demo: { token: string; sellerId: number };
let house: { token: string; sellerId: number };

beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
  patient = await loginPatient(t);
  demo = await sellerLogin(t, 'seller@demo.in', 'Seller@123');
  house = await sellerLogin(t, 'house.seller@demo.in', 'House@123');
});
afterAll(async () => t.close());

const attachmentsOf = async (dedupeKey: string) => JSON.parse((await t.db.selectFrom('outbox').select('attachments').where('dedupe_key', '=', dedupeKey).executeTakeFirstOrThrow()).attachments) as OutboxAttachment[];
const notesOf = (orderId: number) => t.db.selectFrom('credit_notes').select(['id', 'number', 'invoice_number', 'reason', 'total_paise', 'return_id']).where('order_id', '=', orderId).orderBy('id').execute();
const invoiceOfSeller = (orderId: number, sellerId: number | null) =>
  t.db.selectFrom('invoices').select('number').where('order_id', '=', orderId).where('seller_id', sellerId === null ? 'is' : '=', sellerId).executeTakeFirstOrThrow();
const cancelShipment = (token: string, shipmentId: number) => call(t, token, 'PUT', `/api/seller/shipments/${shipmentId}/cancel`, { reason: 'Out of stock in our store' });

describe('the refund mail', () => {
  it('attaches the credit note PDF of the received return', async () => {
    const order = await placeTwoSellerOrder(t, patient, demo.sellerId, house.sellerId);
    expect((await call(t, demo.token, 'PUT', `/api/seller/shipments/${order.demoShipment}/ship`, { courier: 'Delhivery', tracking_number: `DLV${order.demoShipment}M` })).statusCode).toBe(200);
    expect((await call(t, demo.token, 'PUT', `/api/seller/shipments/${order.demoShipment}/deliver`)).statusCode).toBe(200);
    const line = await t.db.selectFrom('order_details').select('id').where('order_id', '=', order.id).where('seller_id', '=', demo.sellerId).executeTakeFirstOrThrow();
    const id = (await call(t, patient.token, 'POST', `/api/orders/${order.unique_id}/returns`, { lines: [{ order_detail_id: line.id, quantity: 1 }], reason: 'not_needed', sealed: true, upi_id: 'meera@okhdfc' })).json().data[0].id as number;
    await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/decision`, { decision: 'approve' });
    for (const status of ['pickup_scheduled', 'picked_up']) await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/status`, { status });
    // the steps before the receipt attach nothing
    expect(await attachmentsOf(`return:${id}:approved`)).toEqual([]);
    const received = (await call(t, demo.token, 'PUT', `/api/seller/returns/${id}/status`, { status: 'received', restock: true })).json().data;

    const attachments = await attachmentsOf(`return:${id}:received`);
    expect(attachments).toEqual([expect.objectContaining({ kind: 'credit-note', filename: `Credit-Note-${received.credit_note.number.replace(/\//g, '-')}.pdf` })]);
    const rendered = await renderAttachment(t.db, attachments[0]);
    expect(rendered.contentType).toBe('application/pdf');
    const text = await pdfText(rendered.content);
    expect(text).toContain('Credit Note');
    expect(text).toContain(received.credit_note.number);
    expect(text).toContain(`Total₹${formatPaise(received.refund.amount_paise)}`);
    const mail = await t.db.selectFrom('outbox').select('text_body').where('dedupe_key', '=', `return:${id}:received`).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`${received.credit_note.number} was issued against your invoice: it is attached to this mail`);
  });
});

describe("a seller's cancel of its unshipped part", () => {
  it("credits that part's lines against the seller's own invoice, mails the note attached, and never credits it twice", async () => {
    const order = await placeTwoSellerOrder(t, patient, demo.sellerId, house.sellerId);
    const own = await t.db.selectFrom('order_details').select(['total_price']).where('order_id', '=', order.id).where('seller_id', '=', demo.sellerId).execute();
    const demoInvoice = await invoiceOfSeller(order.id, demo.sellerId);
    expect((await cancelShipment(demo.token, order.demoShipment)).statusCode).toBe(200);

    const taxable = own.reduce((sum, l) => sum + l.total_price * 100, 0);
    const total = taxable + Math.round(taxable * GST_RATE);
    const [note, ...others] = await notesOf(order.id);
    expect(others).toEqual([]);
    expect(note).toEqual(expect.objectContaining({ reason: 'cancellation', invoice_number: demoInvoice.number, total_paise: total, return_id: null }));
    // in the seller's own credit note series (the house company's is AYB)
    expect(note.number).toMatch(/^CN\/S\d+\/\d{4}-\d{2}\/\d{6}$/);

    // the patient sees it with the order; the seller whose invoice it credits downloads it too, the house seller does not
    const view = (await call(t, patient.token, 'GET', `/api/orders/${order.unique_id}/returns`)).json().data;
    expect(view.credit_notes.map((n: { number: string }) => n.number)).toEqual([note.number]);
    const url = `/api/orders/${order.unique_id}/credit-notes/${note.id}`;
    const text = await pdfText((await call(t, patient.token, 'GET', url)).rawPayload);
    expect(text).toContain(demoInvoice.number);
    expect(text).toContain(`Total₹${formatPaise(total)}`);
    expect((await call(t, demo.token, 'GET', url)).statusCode).toBe(200);
    expect((await call(t, house.token, 'GET', url)).statusCode).toBe(404);

    const attachments = await attachmentsOf(`seller-cancelled:${order.demoShipment}`);
    expect(attachments).toEqual([expect.objectContaining({ kind: 'credit-note', credit_note_id: note.id })]);
    const mail = await t.db.selectFrom('outbox').select('text_body').where('dedupe_key', '=', `seller-cancelled:${order.demoShipment}`).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`GST credit note ${note.number}`);

    // the patient cancels the rest: the house company's invoice is credited, the seller's is not credited again
    expect((await call(t, patient.token, 'PUT', `/api/order/cancel/${order.unique_id}`)).statusCode).toBe(200);
    const houseInvoice = await invoiceOfSeller(order.id, null);
    expect((await notesOf(order.id)).map((n) => n.invoice_number)).toEqual([demoInvoice.number, houseInvoice.number]);
  });

  it("credits every invoice whole when the seller's part was the order's last", async () => {
    const address = await t.db.selectFrom('addresses').select('id').where('user_id', '=', patient.id).orderBy('id').executeTakeFirstOrThrow();
    const product = await wellStockedProduct(t, demo.sellerId);
    const placed = await call(t, patient.token, 'POST', '/api/order/placeOrder', { ...pricedPayload([{ product, quantity: 1 }]), address_id: address.id, user_id: patient.id });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.id as number;
    const invoices = await t.db.selectFrom('invoices').select('number').where('order_id', '=', orderId).orderBy('id').execute();
    expect(invoices.length).toBeGreaterThan(0);
    const shipment = await t.db.selectFrom('shipments').select('id').where('order_id', '=', orderId).where('seller_id', '=', demo.sellerId).executeTakeFirstOrThrow();
    expect((await cancelShipment(demo.token, shipment.id)).statusCode).toBe(200);

    const order = await t.db.selectFrom('orders').select(['status', 'order_total_price']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe(ORDER_STATUS.cancelled);
    const notes = await notesOf(orderId);
    expect(notes.map((n) => n.invoice_number).sort()).toEqual(invoices.map((i) => i.number).sort());
    expect(notes.reduce((sum, n) => sum + n.total_paise, 0)).toBe(order.order_total_price * 100);
    expect((await attachmentsOf(`seller-cancelled:${shipment.id}`)).map((a) => a.kind === 'credit-note' && a.credit_note_id)).toEqual(notes.map((n) => n.id));
  });
});
