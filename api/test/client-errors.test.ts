/** Remote health: the shell's error reports are counted per remote release; only ops (OPS_TOKEN) read them. */
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ opsToken: 'ops-secret-token', clientErrorRateLimit: 5 });
});
afterAll(async () => t.close());

const report = (overrides: Record<string, unknown> = {}) => ({
  remote: 'storefront',
  version: '1.0.0+bad0001',
  route: 'home/buy-medicine',
  kind: 'load',
  message: 'Loading script failed',
  ...overrides,
});
const post = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/client-errors', payload: payload as Record<string, unknown>, remoteAddress: ip });
const health = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/ops/remotes', headers: authorization ? { authorization } : {} });

describe('client error reports', () => {
  it('counts reports per remote release and shows them to ops only, without tokens or emails', async () => {
    expect((await post(report(), '10.0.0.2')).statusCode).toBe(200);
    const leaky = report({ message: 'failed for a@b.in with eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl', route: 'home' });
    expect((await post(leaky, '10.0.0.2')).statusCode).toBe(200);
    expect((await post(report({ remote: 'checkout', version: '1.0.0+good001' }), '10.0.0.2')).statusCode).toBe(200);

    expect((await health()).statusCode).toBe(401);
    expect((await health('Bearer wrong-token')).statusCode).toBe(401);
    const res = await health('Bearer ops-secret-token');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.remotes as { remote: string; version: string; lastHour: number; lastMessage: string; lastRoute: string }[];
    const storefront = rows.find((r) => r.remote === 'storefront' && r.version === '1.0.0+bad0001');
    expect(storefront).toMatchObject({ lastHour: 2, lastRoute: 'home' });
    expect(storefront?.lastMessage).toBe('load: failed for [email] with [token]');
    expect(rows.find((r) => r.remote === 'checkout')).toMatchObject({ version: '1.0.0+good001', lastHour: 1 });
  });

  it('refuses unknown remotes, bad versions and oversized messages', async () => {
    expect((await post(report({ remote: 'admin' }), '10.0.0.3')).statusCode).toBe(400);
    expect((await post(report({ version: '<script>' }), '10.0.0.3')).statusCode).toBe(400);
    const long = await post(report({ message: 'x'.repeat(301) }), '10.0.0.3');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/message/);
  });

  it('rate-limits each client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await post(report(), '10.0.0.4')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect((await post(report(), '10.0.0.5')).statusCode).toBe(200);
  });
});

describe('ops routes without a configured token', () => {
  it('refuses everyone', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/ops/remotes', headers: { authorization: 'Bearer anything' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/not configured/);
    } finally {
      await bare.close();
    }
  });
});
