/** What on-call needs: structured request logs with ids and no secrets, liveness and readiness, safe start-up. */
import { sql } from 'kysely';
import { assertSafeForProduction, ConfigError, loadConfig } from '../src/config';
import { describeStartupError } from '../src/startup';
import { buildApp } from '../src/server';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('request logs', () => {
  it('are JSON lines with the request id, method, path and status, and never a token, password or secret link', async () => {
    const lines: string[] = [];
    const app = await buildApp({ db: t.db, config: { ...t.config, logLevel: 'info' }, logStream: { write: (line) => lines.push(line) } });
    const loginRes = await app.inject({ method: 'POST', url: '/api/patient/login', payload: { email: 'patient@demo.in', password: 'Patient@123' }, headers: { 'x-request-id': 'req-12345678' } });
    const token = loginRes.json().token as string;
    await app.inject({ url: '/api/cart/cartList', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ url: '/api/order/guest/confirm?order=AYB-X&token=very-secret-confirm-token' });
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; req?: { method: string; url: string }; res?: { statusCode: number }; msg: string });
    const login = entries.filter((e) => e.reqId === 'req-12345678');
    expect(login.map((e) => e.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(login.find((e) => e.req)?.req).toEqual(expect.objectContaining({ method: 'POST', url: '/api/patient/login' }));
    expect(login.find((e) => e.res)?.res).toEqual({ statusCode: 200 });
    expect(loginRes.headers['x-request-id']).toBe('req-12345678');
    const all = lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain('Patient@123');
    expect(all).not.toContain('very-secret-confirm-token');
    expect(all).toContain('token=%5Bredacted%5D');
  });

  it('a malformed incoming request id is replaced by a generated one', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health and readiness', () => {
  it('/api/ready answers 200 when the database answers and migrations are current', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ db: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite', migrations: 'current' });
  });

  it('/api/ready answers 503 naming the pending migration when one has not run', async () => {
    await sql`delete from kysely_migration where name = '0030-security'`.execute(t.db);
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, message: 'Not ready: 1 migration(s) pending (0030-security)', data: null });
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values ('0030-security', ${new Date().toISOString()})`.execute(t.db);
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('start-up configuration', () => {
  const production = (env: Record<string, string>) => {
    const full = { NODE_ENV: 'production', DATA_DIR: t.config.dataDir, ...env };
    return () => assertSafeForProduction(loadConfig(full), full);
  };

  it('production refuses a missing secret, the payment sandbox and a missing PUBLIC_URL, naming each', () => {
    expect(production({})).toThrow(ConfigError);
    expect(production({})).toThrow(/JWT_SECRET must be set/);
    expect(production({ JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example', PAYMENT_SANDBOX: '1' })).toThrow(/PAYMENT_SANDBOX=1 is not allowed in production/);
    expect(production({ JWT_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL must be set/);
    expect(production({ JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example' })).not.toThrow();
  });

  it('outside production the sandbox is only on with PAYMENT_SANDBOX=1', () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).paymentSandbox).toBe(false);
    expect(loadConfig({ DATA_DIR: t.config.dataDir, PAYMENT_SANDBOX: '1' }).paymentSandbox).toBe(true);
  });

  it('reads the tuning variables, the pool size and the static root with the rest of the configuration', () => {
    const tuned = loadConfig({ DATA_DIR: t.config.dataDir, CATALOGUE_CACHE_MB: '8', SEARCH_CACHE_ROWS: '500', CATALOGUE_RELOAD_MS: '0', PG_POOL_MAX: '4', STATIC_ROOT: '/srv/shop' });
    expect(tuned).toEqual(expect.objectContaining({ catalogue: { cacheBytes: 8 * 1024 * 1024, searchCacheRows: 500, reloadMs: 0 }, pgPoolMax: 4, staticRoot: '/srv/shop' }));
    const defaults = loadConfig({ DATA_DIR: t.config.dataDir });
    expect(defaults).toEqual(expect.objectContaining({ catalogue: { cacheBytes: 48 * 1024 * 1024, searchCacheRows: 1_000_000, reloadMs: 1000 }, pgPoolMax: 10, staticRoot: null }));
  });

  it('database failures at start-up become one clear sentence', () => {
    expect(describeStartupError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }), 'postgres://shop:hunter2@127.0.0.1:1/shop')).toBe(
      'Cannot reach PostgreSQL (DATABASE_URL postgres://shop:***@127.0.0.1:1/shop): ECONNREFUSED. Check DATABASE_URL and that the server is running.',
    );
    expect(describeStartupError(Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' }), null)).toMatch(/^Cannot write the SQLite database file \(SQLITE_READONLY\)/);
  });
});
