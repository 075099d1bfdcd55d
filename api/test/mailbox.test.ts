/** The local mailbox (no SMTP_URL): lists, renders and offers attachments, runs no script; off in production. Templates for other teams' events. */
import { loadConfig } from '../src/config';
import { enqueueMail } from '../src/services/mail/outbox';
import { shopRelative } from '../src/services/mailbox/pages';
import { createTestApp, type TestApp } from './helpers/test-app';
import { confirmByMail, freeProducts, guestPayload } from './support/checkout';
import { pdfText } from './support/smtp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailbox: 'local' });
});
afterAll(async () => t.close());

const get = (url: string, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'GET', url, remoteAddress });

describe('local mailbox', () => {
  it('keeps the order confirmation in the outbox with no SMTP server, and shows it with its invoice', async () => {
    const [product] = await freeProducts(t);
    const order = (await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: await guestPayload(t, [{ product, quantity: 1 }]) })).json().data;
    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 0, failed: 0 });

    const list = await get('/mailbox/');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(list.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(list.body).toContain(`Confirm your order ${order.unique_id}`);
    const messages = (await get('/mailbox/messages.json')).json();
    const mail = messages.find((m: { subject: string }) => m.subject === `Confirm your order ${order.unique_id}`);
    expect(mail).toEqual(expect.objectContaining({ to: 'guest@example.in', status: 'pending' }));

    const detail = await get(`/mailbox/${mail.id}`);
    expect(detail.body).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(detail.body).not.toMatch(/<script/i);
    // links into the shop stay on the page's own origin (127.0.0.1, the machine's address), never PUBLIC_URL's
    expect(detail.body).toContain(`href="/#/order/confirm?order=${order.unique_id}&amp;token=`);
    expect(detail.body).not.toContain(`href="${t.config.publicUrl}`);
    const html = await get(`/mailbox/${mail.id}/html`);
    expect(html.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(html.body).toContain(order.unique_id);
    expect(html.body).toContain(`href="/#/order/confirm?order=${order.unique_id}&amp;token=`);
    expect(html.body).not.toContain(`href="${t.config.publicUrl}`);
    const text = await get(`/mailbox/${mail.id}/text`);
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.body).toContain(`Order ID: ${order.unique_id}`);
    expect(text.body).toContain(`/#/order/confirm?order=${order.unique_id}&token=`);
    // the invoice comes with the "confirmed" mail, once the guest confirms
    expect((await get(`/mailbox/${mail.id}/attachments/0`)).statusCode).toBe(404);
    await confirmByMail(t, order.id as number);
    const confirmedMail = (await get('/mailbox/messages.json')).json().find((m: { subject: string }) => m.subject === `Order ${order.unique_id} confirmed`);
    const pdf = await get(`/mailbox/${confirmedMail.id}/attachments/0`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain('Tax Invoice');
    expect((await get('/mailbox/999999')).statusCode).toBe(404);
  });

  it('keeps links outside the shop as they are', () => {
    expect(shopRelative('http://localhost:8080/#/patient/login', 'http://localhost:8080')).toBe('/#/patient/login');
    expect(shopRelative('https://www.bluedart.com/track?n=1', 'http://localhost:8080')).toBe('https://www.bluedart.com/track?n=1');
  });

  it('answers only this computer in local mode', async () => {
    expect((await get('/mailbox/', '192.168.1.20')).statusCode).toBe(403);
  });

  it('escapes what a mail contains when listing it', async () => {
    await enqueueMail(t.db, { template: 'seller-registration-received', to: 'x@example.in', data: { name: '<script>alert(1)</script>', companyName: 'Evil <b>Co</b>' } });
    const list = await get('/mailbox/');
    expect(list.body).not.toContain('<script>alert(1)</script>');
  });
});

describe('mail templates for other teams', () => {
  it('renders shipped, delivered, doctor onboarding and seller registration mails in text and HTML', async () => {
    const ids = [
      await enqueueMail(t.db, { template: 'shipment-shipped', to: 'a@example.in', data: { uniqueId: 'AYB-SHIPPED001', customerName: 'Asha', courier: 'Blue Dart', trackingNumber: 'BD123456789IN', trackingUrl: null }, dedupeKey: 'shipped:1' }),
      await enqueueMail(t.db, { template: 'shipment-shipped', to: 'a@example.in', data: { uniqueId: 'AYB-SHIPPED001', customerName: 'Asha', courier: 'Blue Dart', trackingNumber: 'BD123456789IN' }, dedupeKey: 'shipped:1' }),
      await enqueueMail(t.db, { template: 'shipment-delivered', to: 'a@example.in', data: { uniqueId: 'AYB-SHIPPED001', customerName: 'Asha', deliveredOn: '2026-11-20T10:00:00Z' } }),
      await enqueueMail(t.db, { template: 'doctor-onboarding-complete', to: 'd@example.in', data: { name: 'Dr. Rao' } }),
      await enqueueMail(t.db, { template: 'seller-registration-received', to: 's@example.in', data: { name: 'Ramesh', companyName: 'Vedic Roots' } }),
    ];
    expect(ids[1]).toBeNull(); // same dedupe key: one mail only
    const rows = await t.db.selectFrom('outbox').selectAll().where('id', 'in', ids.filter((id): id is number => id !== null)).orderBy('id').execute();
    expect(rows.map((r) => r.subject)).toEqual(['Order AYB-SHIPPED001 has shipped', 'Order AYB-SHIPPED001 delivered', 'Your doctor profile is complete', 'We have received your seller registration']);
    expect(rows[0].text_body).toContain('Courier: Blue Dart');
    expect(rows[0].html_body).toContain('BD123456789IN');
    expect(rows[1].text_body).toContain('20 Nov 2026');
    expect(rows[2].text_body).toContain('/#/doctor/login');
    expect(rows[3].html_body).toContain('Vedic Roots');
    for (const row of rows) expect(row.html_body).not.toMatch(/<img|<script/i);
  });
});

describe('in production', () => {
  it('turns the mailbox off by default', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x' }).mailbox).toBe('off');
    expect(loadConfig({ JWT_SECRET: 'x' }).mailbox).toBe('local');
    expect(loadConfig({ JWT_SECRET: 'x', SMTP_URL: 'smtp://mail.example.in:587', MAIL_FROM: 'Shop <a@b.in>' })).toEqual(expect.objectContaining({ smtpUrl: 'smtp://mail.example.in:587', mailFrom: 'Shop <a@b.in>' }));
  });

  it('has no mailbox', async () => {
    const prod = await createTestApp({ mailbox: 'off' });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/mailbox/', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
