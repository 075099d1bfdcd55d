/** Brute force, password spraying and flooding: limits keyed on the real client, never on a forged header. */
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freeProducts, guestPayload, type TestProduct } from '../support/checkout';
import { bearer, DEMO, expectRefused, login, unchanged } from './support';

describe('with the default TRUST_PROXY (off)', () => {
  let t: TestApp;
  let products: TestProduct[];
  beforeAll(async () => {
    t = await createTestApp();
    products = await freeProducts(t);
  });
  afterAll(async () => t.close());

  const attempt = (email: string, password: string, headers: Record<string, string> = {}, remoteAddress = '10.1.1.1') =>
    t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email, password }, headers, remoteAddress });

  it('a forged X-Forwarded-For does not reset the per-account login limit; 429 carries Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(DEMO.patient.email, `guess-${i}`, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    const blocked = await attempt(DEMO.patient.email, DEMO.patient.password, { 'x-forwarded-for': '198.51.100.77' });
    expectRefused(blocked, 429, /^Too many attempts\. Please try again in \d+ (seconds|minutes?)\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // the account stays locked from any other address too (per account, not per address)
    expectRefused(await attempt(DEMO.patient.email, DEMO.patient.password, {}, '10.9.9.9'), 429);
  });

  it('password spraying: one client trying many accounts is stopped after 30 failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt(`victim${i}@demo.in`, 'Password@123', { 'x-forwarded-for': `192.0.2.${i}` }, '10.2.2.2')).statusCode);
    expect(statuses).toEqual(Array(30).fill(401));
    const res = await attempt('doctor@demo.in', 'Password@123', {}, '10.2.2.2');
    expectRefused(res, 429);
    expect(res.headers['retry-after']).toBeDefined();
    // another client is not affected
    expect((await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: DEMO.seller, remoteAddress: '10.3.3.3' })).statusCode).toBe(200);
  });

  it('successful logins do not count as failures', async () => {
    for (let i = 0; i < 12; i++) expect((await t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: DEMO.doctor, remoteAddress: '10.4.4.4' })).statusCode).toBe(200);
  });

  it('limits sign-ups per client (20 an hour) whatever X-Forwarded-For says', async () => {
    const payload = (i: number) => ({ first_name: 'Spam', last_name: 'Bot', email: `spam${i}@example.in`, password: 'Tulsi-Leaf-2024', phone: '9123456780', gender: 'Male', dob: '1990-01-01' });
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/patient/create', payload: payload(i), headers: { 'x-forwarded-for': `198.18.0.${i}` }, remoteAddress: '10.5.5.5' });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await unchanged(t, () => t.app.inject({ method: 'POST', url: '/api/patient/create', payload: payload(99), remoteAddress: '10.5.5.5' }));
    expectRefused(blocked, 429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('limits password changes per account (5 per 15 minutes)', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/patient/create', payload: { first_name: 'Asha', last_name: 'Rao', email: 'asha.limits@example.in', password: 'Tulsi-Leaf-2024', phone: '9123456780', gender: 'Female', dob: '1990-01-01' }, remoteAddress: '10.6.6.6' });
    expect(created.statusCode).toBe(200);
    const signup = await login(t, 'patient', 'asha.limits@example.in', 'Tulsi-Leaf-2024', '10.6.6.6');
    const change = (from: string) => t.app.inject({ method: 'PUT', url: `/api/patient/changePassword/${signup.id}`, payload: { Old_Password: 'wrong-password', password: 'Another-Leaf-2025' }, headers: { ...bearer(signup.token), 'x-forwarded-for': from } });
    for (let i = 0; i < 5; i++) expect((await change(`192.0.2.${i}`)).statusCode).toBe(400);
    expectRefused(await unchanged(t, () => change('192.0.2.200')), 429);
  });

  it('limits coupon look-ups per client (30 a minute)', async () => {
    for (let i = 0; i < 30; i++) expect((await t.app.inject({ url: `/api/coupon/getCouponDetails/GUESS${i}`, remoteAddress: '10.7.7.7' })).statusCode).toBe(200);
    expectRefused(await t.app.inject({ url: '/api/coupon/getCouponDetails/WELCOME50', remoteAddress: '10.7.7.7' }), 429);
  });

  it('limits guest orders per client (10 an hour) and checkout per client', async () => {
    const place = async (i: number) =>
      t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: await guestPayload(t, [{ product: products[i % 3], quantity: 1 }]), headers: { 'x-forwarded-for': `198.51.100.${i}` }, remoteAddress: '10.8.8.8' });
    for (let i = 0; i < 10; i++) expect((await place(i)).statusCode).toBe(200);
    const blocked = await place(11);
    expectRefused(await unchanged(t, async () => blocked), 429);
    const online = await t.app.inject({ method: 'POST', url: '/pay/phonepe/create', payload: { ...(await guestPayload(t, [{ product: products[0], quantity: 1 }])), payment_type: '1' }, remoteAddress: '10.8.8.8' });
    expectRefused(online, 429);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
  });
  afterAll(async () => t.close());

  it('counts the address the proxy saw, not the left-most forged value', async () => {
    // nginx overwrites X-Forwarded-For with $remote_addr; a chain with forged entries is read from the right
    const attempt = (forged: string) =>
      t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: `nobody${forged}@demo.in`, password: 'x' }, headers: { 'x-forwarded-for': `${forged}, 100.64.0.9` }, remoteAddress: '127.0.0.1' });
    for (let i = 0; i < 30; i++) expect((await attempt(`203.0.113.${i}`)).statusCode).toBe(401);
    expectRefused(await attempt('203.0.113.250'), 429);
    // a different real client behind the same proxy is not blocked
    const other = await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: DEMO.seller, headers: { 'x-forwarded-for': '100.64.0.10' }, remoteAddress: '127.0.0.1' });
    expect(other.statusCode).toBe(200);
  });

  it('refuses TRUST_PROXY=true, which would trust any client', async () => {
    const { parseTrustProxy } = await import('../../src/config');
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true/);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1')).toBe('127.0.0.1');
  });
});

