/** Order confirmation through a real SMTP server on loopback: once per order, the invoice PDF attached, nothing lost while the server is down. */
import { createTestApp, type TestApp } from './helpers/test-app';
import { placeIds } from './helpers/patients';
import { confirmByMail, freeProducts, guestPayload, houseProducts, type TestProduct } from './support/checkout';
import { pdfText, startSmtp, type TestSmtp } from './support/smtp';

let t: TestApp;
let smtp: TestSmtp;
let products: TestProduct[];
let house: TestProduct[];
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'Shop <shop@example.in>' });
  products = await freeProducts(t);
  // the house company's own products: one invoice (a seller's goods get the seller's own, supplier-invoices.test.ts)
  house = await houseProducts(t);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const place = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload, headers });
// a guest's pay-on-delivery order: the order mail asks the guest to confirm it from a link
const mailsTo = (uniqueId: string) => smtp.mails.filter((m) => m.subject === `Confirm your order ${uniqueId}`);

describe('order confirmation mail', () => {
  it('arrives once per order, even when the request is retried with the same Idempotency-Key, with the invoice PDF', async () => {
    const karnataka = await placeIds(t, 'Karnataka', 'Bangalore');
    const payload = { ...(await guestPayload(t, [{ product: house[0], quantity: 2 }])), ...karnataka, email: 'asha@example.in' };
    const first = await place(payload, { 'idempotency-key': 'mail-once-1' });
    expect(first.statusCode).toBe(200);
    const order = first.json().data;
    const again = await place(payload, { 'idempotency-key': 'mail-once-1' });
    expect(again.json().data.unique_id).toBe(order.unique_id);

    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 0, failed: 0 });
    const mails = mailsTo(order.unique_id);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('asha@example.in');
    expect(mail.from?.text).toContain('shop@example.in');
    expect(mail.text).toContain(order.unique_id);
    expect(mail.text).toContain(`Order Total: ₹${order.order_total_price.toLocaleString('en-IN')}`);
    expect(mail.text).toContain('Pay on Delivery');
    expect(mail.text).toContain('12 MG Road');
    expect(mail.text).toMatch(new RegExp(`Confirm my order: http://\\S+/#/order/confirm\\?order=${order.unique_id}&token=[\\w-]{32}\\n`));
    expect(mail.html).toContain(order.unique_id);
    // nothing fetched from a server when the mail is opened: no images, no tracking pixels
    expect(mail.html).not.toMatch(/<img|background-image|url\(/i);

    // no invoice number before the guest confirms; the "confirmed" mail carries the invoice
    expect(mail.attachments).toHaveLength(0);
    expect(await t.db.selectFrom('invoices').select('number').where('order_id', '=', order.id).executeTakeFirst()).toBeUndefined();
    await confirmByMail(t, order.id as number);
    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const confirmed = smtp.mails.find((m) => m.subject === `Order ${order.unique_id} confirmed`)!;
    const invoice = await t.db.selectFrom('invoices').select('number').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(confirmed.text).toContain(`Your GST tax invoice ${invoice.number} is attached`);
    mail.attachments = confirmed.attachments;
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].contentType).toBe('application/pdf');
    const text = await pdfText(mail.attachments[0].content);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoice.number);
    expect(text).toContain('29AABCA1234F1Z5');
    expect(text).toMatch(/CGST @ 9%/);
    expect(text).toMatch(/SGST @ 9%/);
    expect(text).not.toMatch(/IGST @/);
    expect(text).toContain(`₹${(order.order_total_price as number).toLocaleString('en-IN')}.00`);
  });

  it('keeps the order when the SMTP server is down and delivers the mail once it is back', async () => {
    await smtp.stop();
    const res = await place(await guestPayload(t, [{ product: products[1], quantity: 1 }]));
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const row = await t.db.selectFrom('outbox').selectAll().where('dedupe_key', '=', `order-confirmation:${order.id}`).executeTakeFirstOrThrow();
    expect(row).toEqual(expect.objectContaining({ status: 'pending', attempts: 1 }));
    expect(row.last_error).toBeTruthy();
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now());

    await smtp.start();
    // not due yet: the backoff holds it back
    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await t.app.mailWorker.runOnce(new Date(Date.now() + 10 * 60_000))).toEqual({ sent: 1, failed: 0 });
    expect(mailsTo(order.unique_id)).toHaveLength(1);
    const sent = await t.db.selectFrom('outbox').select(['status', 'attempts', 'sent_at']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(sent).toEqual(expect.objectContaining({ status: 'sent', attempts: 2 }));
  });

  it('lets only one of two workers claim a mail', async () => {
    await place(await guestPayload(t, [{ product: products[2], quantity: 1 }]));
    const { MailWorker } = await import('../src/jobs/mail-worker');
    const { smtpTransport } = await import('../src/integrations/mail/transport');
    const other = new MailWorker({ db: t.db, transport: smtpTransport(smtp.url) });
    const before = smtp.mails.length;
    const results = await Promise.all([t.app.mailWorker.runOnce(), other.runOnce()]);
    await other.stop();
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(smtp.mails.length).toBe(before + 1);
  });
});
