/** Injection, stored XSS, oversized and out-of-range input, security headers, CORS and the static files. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freeProducts, guestPayload, loginPatient, type TestProduct, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from '../support/checkout';
import { bearer, expectNoInternals, expectRefused, unchanged } from './support';

let t: TestApp;
let products: TestProduct[];
beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
  products = await freeProducts(t);
});
afterAll(async () => t.close());

const SQLI = ["' OR '1'='1", "1; DROP TABLE users; --", "' UNION SELECT password_hash FROM users --", '1) OR (1=1', "admin'--", '%27%20OR%201=1'];
const XSS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '<svg onload=alert(1)>', 'javascript:alert(1)//<a href=x>'];

describe('SQL injection strings', () => {
  it.each(SQLI)('search, filters and coupon codes treat %p as text', async (attack) => {
    await unchanged(t, async () => {
      const search = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: attack } });
      expect(search.statusCode).toBe(200);
      expect(search.json().data.total).toBe(0);
      const coupon = await t.app.inject({ url: `/api/coupon/getCouponDetails/${encodeURIComponent(attack)}`, remoteAddress: `10.20.0.${SQLI.indexOf(attack)}` });
      if (coupon.statusCode === 400) expectRefused(coupon, 400, /code must NOT have more than 40 characters/);
      else expect(coupon.json()).toEqual({ success: false, message: 'Invalid Coupon', data: null });
    });
  });

  it.each(SQLI)('ids and numeric filters refuse %p with 400', async (attack) => {
    await unchanged(t, async () => {
      expectRefused(await t.app.inject({ url: `/api/product/getByProductId/${encodeURIComponent(attack)}` }), 400);
      expectRefused(await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [attack], category_id: [], min: 0, max: 100000, search_by_name: '' } }), 400);
    });
  });

  it.each(SQLI)('login with %p as e-mail or password fails like any wrong login', async (attack) => {
    const asPassword = await unchanged(t, () => t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email: 'patient@demo.in', password: attack }, remoteAddress: '10.21.0.1' }));
    expectRefused(asPassword, 401, 'Invalid email or password');
    const asEmail = await unchanged(t, () => t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email: `${attack}@demo.in`, password: 'x' }, remoteAddress: '10.21.0.2' }));
    expect([400, 401]).toContain(asEmail.statusCode);
    expectRefused(asEmail, asEmail.statusCode);
  });
});

describe('stored XSS through free-text fields', () => {
  it.each(XSS)('an address line %p is stored as plain text', async (attack) => {
    const { token, id } = await loginPatient(t);
    const place = await t.db.selectFrom('addresses').select(['state_id', 'city_id', 'pincode']).where('user_id', '=', id).executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'POST', url: '/api/patient/addAddress', payload: { address: { address_line_1: `12 MG Road ${attack}`, address_line_2: `Near ${attack} park`, pincode: place.pincode }, state_id: place.state_id, city_id: place.city_id }, headers: bearer(token) });
    if (res.statusCode === 200) {
      const stored = await t.db.selectFrom('addresses').select('address').where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
      expect(stored.address).not.toMatch(/[<>]|onerror=|<script/i);
      expect(res.body).not.toMatch(/<script|<img|<svg|<a /i);
    } else {
      expectRefused(res, 400);
    }
  });

  it.each(XSS)('guest order fields with %p never store markup', async (attack) => {
    const payload = await guestPayload(t, [{ product: products[0], quantity: 1 }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: { ...payload, address: { ...payload.address, address_line_1: `Flat 2 ${attack}` }, last_name: `Buyer${attack}` } });
    if (res.statusCode === 200) {
      const row = await t.db.selectFrom('orders').select(['address', 'last_name']).where('unique_id', '=', res.json().data.unique_id).executeTakeFirstOrThrow();
      expect(`${row.address} ${row.last_name}`).not.toMatch(/[<>]/);
    } else {
      expectRefused(res, 400);
    }
  });

  it('names with markup are refused at sign-up', async () => {
    const res = await unchanged(t, () => t.app.inject({ method: 'POST', url: '/api/patient/create', payload: { first_name: '<b>Bold</b>', last_name: '<script>x</script>', email: 'xss@example.in', password: 'Tulsi-Leaf-2024', phone: '9123456780', gender: 'Male', dob: '1990-01-01' } }));
    expect(res.statusCode).toBe(400);
  });
});

describe('oversized and out-of-range input', () => {
  it('a body over 1 MB is refused with 413 and a clear message', async () => {
    const res = await unchanged(t, () => t.app.inject({ method: 'POST', url: '/api/subscribe/send-email', payload: JSON.stringify({ email: `${'a'.repeat(1_100_000)}@x.in` }), headers: { 'content-type': 'application/json' } }));
    expectRefused(res, 413);
  });

  it.each([
    ['POST', '/api/product/filterProduct', { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', page: 1e12 }],
    ['POST', '/api/product/filterProduct', { brand_id: [], category_id: [], min: 0, max: 1e15, search_by_name: '' }],
    ['GET', '/api/product/allProducts?offset=99999999999999', undefined],
    ['GET', '/api/product/allProducts?limit=1000000', undefined],
    ['GET', '/api/product/getByProductId/99999999999999999999', undefined],
    ['GET', '/api/order/getOrderByUserId/1?page=99999999999', undefined],
  ] as const)('%s %s answers 400, never 500', async (method, url, payload) => {
    const { token } = await loginPatient(t);
    const res = await t.app.inject({ method, url, payload: payload as never, headers: url.includes('/order/') ? bearer(token) : {} });
    expect(res.statusCode).toBeLessThan(500);
    expect([400, 403]).toContain(res.statusCode);
    expectNoInternals(res.body);
  });

  it('a huge page number in range still answers an empty page, not an error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', page: 10000 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([]);
  });
});

describe('headers and CORS', () => {
  it('every API answer carries the security headers and a request id', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('authenticated answers and logins are never cached', async () => {
    const { token } = await loginPatient(t);
    expect((await t.app.inject({ url: '/api/cart/cartList', headers: bearer(token) })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email: 'patient@demo.in', password: 'Patient@123' } })).headers['cache-control']).toBe('no-store');
  });

  it('a foreign origin gets no CORS permission (simple request or preflight)', async () => {
    const simple = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/api/cart/cartList', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('errors never show a stack, SQL or the driver', async () => {
    for (const res of [
      await t.app.inject({ method: 'POST', url: '/api/patient/login', payload: '{"email": "a@b.in", "password": ', headers: { 'content-type': 'application/json' } }),
      await t.app.inject({ method: 'POST', url: '/api/patient/login', payload: 'email=a', headers: { 'content-type': 'text/plain' } }),
      await t.app.inject({ url: '/api/product/getByProductId/1%00' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectNoInternals(res.body);
    }
  });
});

describe('static files', () => {
  let root: string;
  let site: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'static-attack-'));
    mkdirSync(path.join(root, 'shell', '1.0.0'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shop</title>');
    writeFileSync(path.join(root, 'shell', '1.0.0', 'main.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'shell', '1.0.0', 'main.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(path.join(root, 'shell', '1.0.0', '.build-fingerprint'), 'abc');
    writeFileSync(path.join(root, '.env'), 'SECRET=1');
    site = await buildApp({ db: t.db, config: t.config, staticRoot: root, logger: false });
  });
  afterAll(async () => {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the page and bundles with the security headers, never source maps or dotfiles', async () => {
    const page = await site.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect((await site.inject({ url: '/apps/shell/1.0.0/main.js' })).statusCode).toBe(200);
    for (const url of ['/apps/shell/1.0.0/main.js.map', '/apps/shell/1.0.0/.build-fingerprint', '/apps/.env', '/apps/shell/1.0.0/%2ebuild-fingerprint', '/apps/shell/1.0.0/../../.env']) {
      const res = await site.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('secret.ts');
      expect(res.body).not.toContain('SECRET=1');
    }
  });
});
