/** Forged, expired, tampered and revoked tokens are refused the same way, and change nothing. */
import { createHmac } from 'node:crypto';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, DEMO, expectRefused, login, unchanged } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SESSION_EXPIRED = 'Your session has expired. Please log in again';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (header: object, payload: object, secret: string) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
const cart = (token: string) => t.app.inject({ url: '/api/cart/cartList', headers: bearer(token) });
const addToCart = (token: string) => t.app.inject({ method: 'POST', url: '/api/cart/addToCart', payload: { product_id: 1, quantity: 1 }, headers: bearer(token) });

describe('JWT attacks on a patient route', () => {
  let good: string;
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    good = (await login(t, 'patient', DEMO.patient.email, DEMO.patient.password)).token;
    claims = decode(good);
    expect((await cart(good)).statusCode).toBe(200);
  });

  it('alg none', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expectRefused(await unchanged(t, () => addToCart(none)), 401, SESSION_EXPIRED);
  });

  it('a wrong signature (another secret)', async () => {
    expectRefused(await unchanged(t, () => addToCart(sign({ alg: 'HS256', typ: 'JWT' }, claims, 'not-the-secret'))), 401, SESSION_EXPIRED);
  });

  it('an expired token with a valid signature', async () => {
    const expired = sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: 1_600_000_000, exp: 1_600_003_600 }, t.config.jwtSecret);
    expectRefused(await unchanged(t, () => addToCart(expired)), 401, SESSION_EXPIRED);
  });

  it('a tampered payload (another id, another role) under the original signature', async () => {
    const [header, , signature] = good.split('.');
    for (const change of [{ id: 1 }, { type: 'seller' }, { tv: 99 }]) {
      expectRefused(await unchanged(t, () => addToCart(`${header}.${b64({ ...claims, ...change })}.${signature}`)), 401, SESSION_EXPIRED);
    }
  });

  it('a token signed with the right secret but the wrong role for the user', async () => {
    const forged = sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, type: 'doctor' }, t.config.jwtSecret);
    expectRefused(await unchanged(t, () => addToCart(forged)), 401, SESSION_EXPIRED);
  });

  it('HS512 / RS256 headers are refused', async () => {
    const hs512 = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}.${createHmac('sha512', t.config.jwtSecret).update(`${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`).digest('base64url')}`;
    expectRefused(await unchanged(t, () => addToCart(hs512)), 401);
  });
});

describe('logout revokes the token, per role', () => {
  it.each([
    ['patient', DEMO.patient],
    ['doctor', DEMO.doctor],
    ['seller', DEMO.seller],
  ] as const)('%s: POST …/logout, then the copied token is dead', async (type, account) => {
    const { token } = await login(t, type, account.email, account.password);
    const res = await t.app.inject({ method: 'POST', url: `/api/${type}/logout`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out', data: null });
    expect(res.headers['cache-control']).toBe('no-store');
    expectRefused(await unchanged(t, () => t.app.inject({ method: 'POST', url: `/api/${type}/logout`, headers: bearer(token) })), 401, SESSION_EXPIRED);
    if (type === 'patient') expectRefused(await cart(token), 401, SESSION_EXPIRED);
    // a fresh login works again
    expect((await login(t, type, account.email, account.password)).status).toBe(200);
  });

  it("another role's logout path is refused (function-level authorisation)", async () => {
    const { token } = await login(t, 'doctor', DEMO.doctor.email, DEMO.doctor.password);
    expectRefused(await unchanged(t, () => t.app.inject({ method: 'POST', url: '/api/patient/logout', headers: bearer(token) })), 403);
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/seller/logout' }), 401);
  });
});

describe('after a password change', () => {
  it('every earlier token is refused', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/patient/create', payload: { first_name: 'Ravi', last_name: 'Das', email: 'ravi.tokens@example.in', password: 'Tulsi-Leaf-2024', phone: '9123456780', gender: 'Male', dob: '1990-01-01' } });
    expect(created.statusCode).toBe(200);
    const { token, id } = await login(t, 'patient', 'ravi.tokens@example.in', 'Tulsi-Leaf-2024');
    const data = { id };
    const second = (await login(t, 'patient', 'ravi.tokens@example.in', 'Tulsi-Leaf-2024')).token;
    const change = await t.app.inject({ method: 'PUT', url: `/api/patient/changePassword/${data.id}`, payload: { Old_Password: 'Tulsi-Leaf-2024', password: 'Neem-Branch-2025' }, headers: bearer(token) });
    expect(change.statusCode).toBe(200);
    for (const old of [token, second]) expectRefused(await unchanged(t, () => addToCart(old)), 401, SESSION_EXPIRED);
  });
});
