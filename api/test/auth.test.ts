import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/test-app';
import { revokeTokens } from '../src/services/auth/credentials';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 5 });
});
afterAll(async () => t.close());

const login = (path: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/${path}/login`, payload });
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

describe('login', () => {
  it('logs the patient in with a token carrying id, type and name', async () => {
    const res = await login('patient', { email: 'patient@demo.in', password: 'Patient@123', role: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(decode(body.token)).toEqual(expect.objectContaining({ id: body.data.id, type: 'patient', name: 'Aarav Patel', tv: 0 }));
  });

  it('gives doctors their stage and id', async () => {
    const done = (await login('doctor', { email: 'doctor@demo.in', password: 'Doctor@123' })).json();
    expect(done.data).toEqual(expect.objectContaining({ id: expect.any(Number), stage: 4, name: 'Dr. Ananya Sharma' }));
    expect(decode(done.token)).toEqual(expect.objectContaining({ id: done.data.id, type: 'doctor', name: 'Dr. Ananya Sharma' }));
    const half = (await login('doctor', { email: 'doctor.stage2@demo.in', password: 'Doctor@123' })).json();
    expect(half.data.stage).toBe(2);
  });

  it('logs the seller in with the dashboard url, a path on the origin the seller logged in at', async () => {
    const body = (await login('seller', { email: 'seller@demo.in', password: 'Seller@123', role: 3 })).json();
    expect(body.success).toBe(true);
    expect(decode(body.token).type).toBe('seller');
    expect(body.data.dashboardUrl).toBe('/seller-dashboard/');
  });

  it('keeps the dashboard and the payment return relative whatever PUBLIC_URL says; SELLER_DASHBOARD_URL still overrides', () => {
    const config = loadConfig({ DATA_DIR: t.config.dataDir, PUBLIC_URL: 'http://localhost:8080' });
    expect(config).toEqual(expect.objectContaining({ sellerDashboardUrl: '/seller-dashboard/', paymentReturnUrl: '/', publicUrl: 'http://localhost:8080' }));
    expect(loadConfig({ DATA_DIR: t.config.dataDir, SELLER_DASHBOARD_URL: 'https://sell.example/' }).sellerDashboardUrl).toBe('https://sell.example/');
  });

  it('refuses a patient login with another role', async () => {
    const res = await login('patient', { email: 'patient@demo.in', password: 'Patient@123', role: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await login('patient', { email: 'patient@demo.in', password: 'nope' });
    const unknown = await login('patient', { email: 'nobody@demo.in', password: 'nope' });
    const otherRole = await login('seller', { email: 'patient@demo.in', password: 'Patient@123' });
    for (const res of [wrong, unknown, otherRole]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password', data: null });
    }
  });

  it('rate-limits repeated bad logins for one email with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login('doctor', { email: 'vikram.nair@demo.in', password: 'bad' })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const limited = await login('doctor', { email: 'Vikram.Nair@demo.in', password: 'Doctor@123' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many attempts/), data: null });
    // another email from the same IP is not blocked
    expect((await login('doctor', { email: 'meera.kulkarni@demo.in', password: 'Doctor@123' })).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  async function verify(token: string): Promise<number> {
    const reply = { code: () => reply, send: () => reply } as never;
    const request = Object.create(null) as { headers: Record<string, string>; jwtVerify: () => Promise<unknown>; user: unknown };
    request.headers = { authorization: `Bearer ${token}` };
    request.jwtVerify = async () => {
      request.user = t.app.jwt.verify(token);
      return request.user;
    };
    try {
      await t.app.authenticate(request as never, reply);
      return 200;
    } catch (error) {
      return (error as { statusCode: number }).statusCode;
    }
  }

  it('accepts a fresh token and refuses a tampered one', async () => {
    const { token } = (await login('patient', { email: 'patient@demo.in', password: 'Patient@123' })).json();
    expect(await verify(token)).toBe(200);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decode(token), id: 1 })).toString('base64url');
    expect(await verify(`${header}.${forged}.${signature}`)).toBe(401);
    expect(await verify(`${header}.${payload}.${signature.slice(0, -2)}xx`)).toBe(401);
  });

  it('refuses tokens issued before token_version changed', async () => {
    const body = (await login('seller', { email: 'seller@demo.in', password: 'Seller@123' })).json();
    expect(await verify(body.token)).toBe(200);
    await revokeTokens(t.db, body.data.id);
    expect(await verify(body.token)).toBe(401);
    const again = (await login('seller', { email: 'seller@demo.in', password: 'Seller@123' })).json();
    expect(decode(again.token).tv).toBe(1);
    expect(await verify(again.token)).toBe(200);
  });
});
