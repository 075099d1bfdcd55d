/** The safety nets are counted at their real values: hundreds of password hashes take minutes on a busy machine. */
const NET_TIMEOUT_MS = 600_000;

/**
 * Brute force, password spraying and flooding: identity limits (account, e-mail, mobile) from any address, and
 * per-address safety nets keyed on the real client, never on a forged header. Counts come from RATE_LIMIT_RULES.
 */
import { RATE_LIMIT_MESSAGES, RATE_LIMIT_RULES as RULES } from 'shared-lib/domain';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { confirmByMail, freeProducts, guestPayload, type TestProduct } from '../support/checkout';
import { bearer, DEMO, expectRefused, login, unchanged } from './support';

describe('with the default TRUST_PROXY (off)', () => {
  let t: TestApp;
  let products: TestProduct[];
  beforeAll(async () => {
    t = await createTestApp();
    products = await freeProducts(t);
    // enough stock for every order the address limits let through
    await t.db.updateTable('products').set({ in_stock_quantity: 10_000 }).where('id', 'in', products.map((p) => p.id)).execute();
  });
  afterAll(async () => t.close());

  const attempt = (email: string, password: string, headers: Record<string, string> = {}, remoteAddress = '10.1.1.1') =>
    t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email, password }, headers, remoteAddress });

  it('a forged X-Forwarded-For does not reset the per-account login limit; 429 carries Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RULES.loginAccount.max; i++) statuses.push((await attempt(DEMO.patient.email, `guess-${i}`, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    expect(statuses).toEqual(Array(RULES.loginAccount.max).fill(401));
    const blocked = await attempt(DEMO.patient.email, DEMO.patient.password, { 'x-forwarded-for': '198.51.100.77' });
    expectRefused(blocked, 429, /^Too many attempts\. Please try again in \d+ (seconds|minutes?)\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // the account stays locked from any other address too (per account, not per address)
    expectRefused(await attempt(DEMO.patient.email, DEMO.patient.password, {}, '10.9.9.9'), 429);
  });

  it('password spraying: one address trying many accounts meets the safety net, which says to try again later', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RULES.loginClient.max; i++) statuses.push((await attempt(`victim${i}@demo.in`, 'Password@123', { 'x-forwarded-for': `192.0.2.${i % 250}` }, '10.2.2.2')).statusCode);
    expect(statuses).toEqual(Array(RULES.loginClient.max).fill(401));
    const res = await attempt('doctor@demo.in', 'Password@123', {}, '10.2.2.2');
    expectRefused(res, 429, RATE_LIMIT_MESSAGES.busyNetwork);
    expect(res.headers['retry-after']).toBeDefined();
    // another client is not affected
    expect((await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: DEMO.seller, remoteAddress: '10.3.3.3' })).statusCode).toBe(200);
  }, NET_TIMEOUT_MS);

  it('successful logins do not count as failures', async () => {
    for (let i = 0; i < RULES.loginAccount.max + 2; i++) expect((await t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: DEMO.doctor, remoteAddress: '10.4.4.4' })).statusCode).toBe(200);
  });

  it('limits sign-ups per e-mail from any address, and per address only as a safety net, whatever X-Forwarded-For says', async () => {
    const payload = (email: string) => ({ first_name: 'Spam', last_name: 'Bot', email, password: 'Tulsi-Leaf-2024', phone: '9123456780', gender: 'Male', dob: '1990-01-01' });
    const signUp = (email: string, remoteAddress: string, forged = '198.18.0.1') => t.app.inject({ method: 'POST', url: '/api/patient/create', payload: payload(email), headers: { 'x-forwarded-for': forged }, remoteAddress });
    for (let i = 0; i < RULES.signupEmail.max; i++) expect((await signUp('one.person@example.in', `10.5.6.${i}`)).statusCode).toBe(200);
    expectRefused(await unchanged(t, () => signUp('ONE.person@example.in', '10.5.7.1')), 429, /^Too many attempts\. Please try again in/);
    for (let i = 0; i < RULES.signup.max; i++) expect((await signUp(`spam${i}@example.in`, '10.5.5.5', `198.18.0.${i % 250}`)).statusCode).toBe(200);
    const blocked = await unchanged(t, () => signUp('spam-last@example.in', '10.5.5.5'));
    expectRefused(blocked, 429, RATE_LIMIT_MESSAGES.busyNetwork);
    expect(blocked.headers['retry-after']).toBeDefined();
  }, NET_TIMEOUT_MS);

  it('limits password changes per account', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/patient/create', payload: { first_name: 'Asha', last_name: 'Rao', email: 'asha.limits@example.in', password: 'Tulsi-Leaf-2024', phone: '9123456780', gender: 'Female', dob: '1990-01-01' }, remoteAddress: '10.6.6.6' });
    expect(created.statusCode).toBe(200);
    const signup = await login(t, 'patient', 'asha.limits@example.in', 'Tulsi-Leaf-2024', '10.6.6.6');
    const change = (from: string) => t.app.inject({ method: 'PUT', url: `/api/patient/changePassword/${signup.id}`, payload: { Old_Password: 'wrong-password', password: 'Another-Leaf-2025' }, headers: { ...bearer(signup.token), 'x-forwarded-for': from } });
    for (let i = 0; i < RULES.passwordChange.max; i++) expect((await change(`192.0.2.${i}`)).statusCode).toBe(400);
    expectRefused(await unchanged(t, () => change('192.0.2.200')), 429);
  });

  it('limits coupon look-ups per address (a safety net)', async () => {
    for (let i = 0; i < RULES.couponLookup.max; i++) expect((await t.app.inject({ url: `/api/coupon/getCouponDetails/GUESS${i}`, remoteAddress: '10.7.7.7' })).statusCode).toBe(200);
    expectRefused(await t.app.inject({ url: '/api/coupon/getCouponDetails/WELCOME50', remoteAddress: '10.7.7.7' }), 429);
  }, NET_TIMEOUT_MS);

  it('limits guest orders per e-mail and per mobile from any address', async () => {
    const place = async (i: number, contact: object) =>
      t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: { ...(await guestPayload(t, [{ product: products[i % 3], quantity: 1 }])), ...contact }, remoteAddress: `10.9.${i}.1` });
    const person = { email: 'busy.buyer@example.in', mobile: '9812300000' };
    // confirmed orders do not count against the cap on unconfirmed ones, only against the rate limit
    for (let i = 0; i < RULES.guestOrdersEmail.max; i++) {
      const res = await place(i, { ...person, mobile: `98124${String(i).padStart(5, '0')}` });
      expect(res.statusCode).toBe(200);
      await confirmByMail(t, res.json().data.id);
    }
    expectRefused(await unchanged(t, () => place(99, { ...person, mobile: '9812499999' })), 429, /^Too many attempts\. Please try again in/);
    for (let i = 0; i < RULES.guestOrdersMobile.max; i++) {
      const res = await place(i, { ...person, email: `other${i}@example.in` });
      expect(res.statusCode).toBe(200);
      await confirmByMail(t, res.json().data.id);
    }
    expectRefused(await unchanged(t, () => place(98, { ...person, email: 'other-last@example.in' })), 429, /^Too many attempts/);
  }, NET_TIMEOUT_MS);

  it('limits guest orders per address (a safety net) and checkout per address', async () => {
    const place = async (i: number) =>
      t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: { ...(await guestPayload(t, [{ product: products[i % 3], quantity: 1 }])), email: `shared${i}@example.in`, mobile: `97${String(i).padStart(8, '0')}` }, headers: { 'x-forwarded-for': `198.51.100.${i % 250}` }, remoteAddress: '10.8.8.8' });
    for (let i = 0; i < RULES.guestOrders.max; i++) expect((await place(i)).statusCode).toBe(200);
    const blocked = await place(RULES.guestOrders.max + 1);
    expectRefused(await unchanged(t, async () => blocked), 429, RATE_LIMIT_MESSAGES.busyNetwork);
    const online = await t.app.inject({ method: 'POST', url: '/pay/phonepe/create', payload: { ...(await guestPayload(t, [{ product: products[0], quantity: 1 }])), payment_type: '1' }, remoteAddress: '10.8.8.8' });
    expectRefused(online, 429);
  }, NET_TIMEOUT_MS);
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
  });
  afterAll(async () => t.close());

  it('counts the address the proxy saw, not the left-most forged value', async () => {
    // nginx overwrites X-Forwarded-For with $remote_addr; a chain with forged entries is read from the right
    const attempt = (forged: string, n: number) =>
      t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: `nobody${n}@demo.in`, password: 'x' }, headers: { 'x-forwarded-for': `${forged}, 100.64.0.9` }, remoteAddress: '127.0.0.1' });
    for (let i = 0; i < RULES.loginClient.max; i++) expect((await attempt(`203.0.113.${i % 250}`, i)).statusCode).toBe(401);
    expectRefused(await attempt('203.0.113.250', -1), 429, RATE_LIMIT_MESSAGES.busyNetwork);
    // a different real client behind the same proxy is not blocked
    const other = await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: DEMO.seller, headers: { 'x-forwarded-for': '100.64.0.10' }, remoteAddress: '127.0.0.1' });
    expect(other.statusCode).toBe(200);
  }, NET_TIMEOUT_MS);

  it('refuses TRUST_PROXY=true, which would trust any client', async () => {
    const { parseTrustProxy } = await import('../../src/config');
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true/);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1')).toBe('127.0.0.1');
  });
});

