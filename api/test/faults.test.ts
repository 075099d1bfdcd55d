/** Faults survived by the real process (node --import tsx api/src/main.ts: signals reach the server itself, no tsx CLI in between): bad configuration or unwritable data at start-up, SIGTERM under load. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApi } from './support/api-process';
import { freePort } from './support/ports';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-faults-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a clear message at start-up', () => {
  it('production without JWT_SECRET refuses to start and says what to set', async () => {
    const run = startApi({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(await freePort()), PAYMENT_SANDBOX: '1' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Refusing to start in production mode (NODE_ENV=production)');
    expect(run.output()).toContain('JWT_SECRET must be set');
    expect(run.output()).toContain('PAYMENT_SANDBOX=1 is not allowed in production');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it('a DATABASE_URL that cannot be reached names the problem, with the password hidden', async () => {
    const run = startApi({ DATA_DIR: dataDir, PORT: String(await freePort()), DATABASE_URL: `postgres://shop:hunter2@127.0.0.1:${await freePort()}/shop` });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/Cannot reach PostgreSQL \(DATABASE_URL postgres:\/\/shop:\*\*\*@127\.0\.0\.1:\d+\/shop\): ECONNREFUSED/);
    expect(run.output()).not.toContain('hunter2');
  });
});

describe('a clear message when the data cannot be written', () => {
  it('a DATA_DIR that cannot be created', async () => {
    const blocker = path.join(dataDir, 'not-a-directory');
    writeFileSync(blocker, '');
    const run = startApi({ DATA_DIR: path.join(blocker, 'data'), PORT: String(await freePort()) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(`Cannot write DATA_DIR (${path.join(blocker, 'data')}): ENOTDIR. Set DATA_DIR to a writable directory.`);
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it('a database file that cannot be written', async () => {
    const dir = path.join(dataDir, 'sqlite-blocked');
    mkdirSync(path.join(dir, 'marketplace.sqlite'), { recursive: true });
    const run = startApi({ DATA_DIR: dir, PORT: String(await freePort()) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Cannot write the SQLite database file (SQLITE_CANTOPEN). Check DATA_DIR and its permissions.');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });
});

describe('SIGTERM under load', () => {
  it('answers every request already received, then exits 0', async () => {
    const port = await freePort();
    const run = startApi({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info' });
    const url = `http://127.0.0.1:${port}`;
    await run.waitFor((text) => text.includes('API ready on'));
    const received = () => (run.output().match(/"msg":"incoming request"/g) ?? []).length;
    const before = received();
    const requests = Array.from({ length: 20 }, (_, i) =>
      fetch(`${url}/api/seller/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `load${i}@demo.in`, password: 'wrong-password' }) }).then(
        (r) => r.status,
        (e: Error) => `failed: ${e.message}`,
      ),
    );
    await run.waitFor(() => received() >= before + 20);
    run.child.kill('SIGTERM');
    const statuses = await Promise.all(requests);
    // every request gets an HTTP answer (never a reset socket): its own result, or 503 if it raced the close
    expect(statuses.filter((s) => s !== 401 && s !== 429 && s !== 503)).toEqual([]);
    const code = await run.exited;
    expect({ code, output: code === 0 ? '' : run.output().slice(-2000) }).toEqual({ code: 0, output: '' });
    expect(run.output()).toContain('SIGTERM received: finishing in-flight requests');
  });
});
