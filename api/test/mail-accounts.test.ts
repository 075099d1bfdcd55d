/** 'Forgot Password?' (same answer, single-use 30-minute token, sessions end, rate limits) and newsletter double opt-in. */
import { RATE_LIMIT_MESSAGES } from 'shared-lib/domain';
import { RESET_CLIENT_LIMIT, RESET_EMAIL_LIMIT } from '../src/routes/password-reset';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, loginPatient, signUp } from './helpers/patients';
import { confirmByMail, guestPayload, houseProducts } from './support/checkout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ forgotPasswordMinMs: 20 });
});
afterAll(async () => t.close());

let client = 0;
/** each call from its own client address unless given, so the per-client limit is tested on its own */
const forgot = (email: string, type = 'patient', remoteAddress = `10.0.0.${++client}`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email, type }, remoteAddress });
const reset = (token: string, password: string, remoteAddress = `10.1.0.${++client}`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, remoteAddress });
/** mails to the address, but the e-mail verification every sign-up gets */
const mailsTo = (email: string) => t.db.selectFrom('outbox').selectAll().where('recipient', '=', email).where('template', '!=', 'verify-email').orderBy('id').execute();
const tokenFrom = (text: string) => /reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('forgot password', () => {
  it('answers an unknown and a known e-mail the same, and mails a link only to the known one', async () => {
    const patient = await signUp(t);
    const unknown = await forgot('nobody.here@example.in');
    const known = await forgot(patient.email);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('If an account exists for this e-mail, we have sent a link');
    expect(await mailsTo('nobody.here@example.in')).toEqual([]);
    const [mail] = await mailsTo(patient.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text_body).toContain('http://localhost:8080/#/patient/reset-password/');
    // only the hash of the token is stored
    const token = tokenFrom(mail.text_body);
    const stored = await t.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it('sets a new password once, ends every session and refuses the used link', async () => {
    const patient = await signUp(t);
    await forgot(patient.email);
    await forgot(patient.email);
    const [older, newer] = (await mailsTo(patient.email)).map((m) => tokenFrom(m.text_body));

    expect((await reset(newer, 'short')).json().message).toBe('Password must be at least 8 characters');
    const done = await reset(newer, 'Neem-Twig-2025');
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ type: 'patient' });

    // the old session token is dead, the old password fails, the new one works
    expect((await call(t, patient.token, 'GET', `/api/patient/getById/${patient.id}`)).statusCode).toBe(401);
    expect((await loginPatient(t, patient.email, patient.password)).status).toBe(401);
    expect((await loginPatient(t, patient.email, 'Neem-Twig-2025')).status).toBe(200);

    expect((await reset(newer, 'Another-Pass-2025')).statusCode).toBe(400);
    // the reset also revoked the older link
    const olderAnswer = await reset(older, 'Another-Pass-2025');
    expect(olderAnswer.statusCode).toBe(400);
    expect(olderAnswer.json().message).toBe('This reset link is invalid, used or expired. Please ask for a new one.');
  });

  it('refuses an expired link (older than 30 minutes) and an unknown one', async () => {
    const patient = await signUp(t);
    await forgot(patient.email);
    const [mail] = await mailsTo(patient.email);
    const row = await t.db.selectFrom('password_resets').select(['id', 'expires_at', 'created_at']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(30 * 60_000);
    await t.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', row.id).execute();
    expect((await reset(tokenFrom(mail.text_body), 'Neem-Twig-2025')).statusCode).toBe(400);
    expect((await reset('x'.repeat(43), 'Neem-Twig-2025')).statusCode).toBe(400);
    expect((await loginPatient(t, patient.email, patient.password)).status).toBe(200);
  });

  it('works for doctors and sellers with their own login link', async () => {
    await forgot('seller@demo.in', 'seller');
    const [mail] = await mailsTo('seller@demo.in');
    expect(mail.text_body).toContain('/#/seller/reset-password/');
  });

  it('limits requests per e-mail and per client', async () => {
    const email = 'limited@example.in';
    for (let i = 0; i < RESET_EMAIL_LIMIT; i++) expect((await forgot(email)).statusCode).toBe(200);
    const limited = await forgot(email);
    expect(limited.statusCode).toBe(429);
    // one address asking for many different e-mails meets the safety net, which says to try again later
    for (let i = 0; i < RESET_CLIENT_LIMIT; i++) expect((await forgot(`c${i}@example.in`, 'patient', '10.9.9.9')).statusCode).toBe(200);
    const net = await forgot('c-last@example.in', 'patient', '10.9.9.9');
    expect(net.statusCode).toBe(429);
    expect(net.json().message).toBe(RATE_LIMIT_MESSAGES.busyNetwork);
    expect((await forgot('c99@example.in', 'patient', '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('newsletter double opt-in', () => {
  const confirmed = async (email: string) => (await t.db.selectFrom('subscribers').select('confirmed_at').where('email', '=', email).executeTakeFirst())?.confirmed_at ?? null;
  const subscribe = (email: string) => t.app.inject({ method: 'POST', url: '/api/subscribe/send-email', payload: { email } });

  it('answers the spec message, mails a link, and counts the subscription only once the link is followed', async () => {
    const res = await subscribe('Reader@Example.in');
    expect(res.json()).toEqual({ success: true, message: 'Thank you for subscribing to our newsletter!', data: null });
    expect(await confirmed('reader@example.in')).toBeNull();
    const [mail] = await mailsTo('reader@example.in');
    expect(mail.subject).toBe('Confirm your newsletter subscription');
    const token = /newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];

    const ok = await t.app.inject({ method: 'POST', url: '/api/subscribe/confirm', payload: { token } });
    expect(ok.json()).toMatchObject({ success: true, message: 'Your newsletter subscription is confirmed. Thank you!' });
    expect(await confirmed('reader@example.in')).not.toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/subscribe/confirm', payload: { token } })).statusCode).toBe(400);
    // the same answer as for a new address, and no second mail (issue 24: no enumeration of subscribers)
    expect((await subscribe('reader@example.in')).json()).toEqual(res.json());
    expect(await mailsTo('reader@example.in')).toHaveLength(1);
  });
});

describe("each app's own shop in its mails", () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ publicUrl: 'https://shop.example/', supplier: { invoicePrefix: 'XYZ' } });
  });
  afterAll(async () => other.close());

  it('links to its own PUBLIC_URL and numbers invoices with its own prefix, while another app in the process keeps its own', async () => {
    // a product of the house company: its invoice carries this app's prefix (a seller's carries the seller's, issue 33)
    const [product] = await houseProducts(other);
    const placed = await other.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: await guestPayload(other, [{ product, quantity: 1 }]) });
    expect(placed.statusCode).toBe(200);
    const confirmation = await other.db.selectFrom('outbox').selectAll().where('dedupe_key', '=', `order-confirmation:${placed.json().data.id}`).executeTakeFirstOrThrow();
    expect(confirmation.text_body).toMatch(/Confirm my order: https:\/\/shop\.example\/#\/order\/confirm\?/);
    expect(confirmation.html_body).toContain('href="https://shop.example/"');
    await confirmByMail(other, placed.json().data.id as number);
    const invoice = await other.db.selectFrom('invoices').select('number').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(invoice.number).toMatch(/^XYZ/);

    const patient = await signUp(t);
    expect((await forgot(patient.email)).statusCode).toBe(200);
    const [mail] = await mailsTo(patient.email);
    expect(mail.text_body).toContain('http://localhost:8080/#/patient/reset-password/');
    expect(mail.text_body).not.toContain('shop.example');
  });
});
