/**
 * The API as `npm start` runs it: compiled by scripts/build-api.mjs into one file and started with plain
 * node. It migrates and seeds, answers, validates (schemas compiled on a route's first request) and stops on SIGTERM.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { startApi } from './support/api-process';
import { freePort } from './support/ports';

const repoRoot = path.resolve(__dirname, '..', '..');
// two folders below the repository, like api/dist/main.cjs (config.ts finds the repository from there)
const bundle = path.join(repoRoot, 'api/.tmp/compiled-api-test.cjs');

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-compiled-'));
  const build = spawnSync(process.execPath, ['scripts/build-api.mjs', bundle], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`scripts/build-api.mjs failed:\n${build.stdout}${build.stderr}`);
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('starts from the compiled file, serves the catalogue, validates requests and stops cleanly', async () => {
  const port = await freePort();
  const run = startApi({ PORT: String(port), DATA_DIR: dataDir, STATIC_ROOT: '' }, ['--enable-source-maps', bundle]);
  await run.waitFor((output) => output.includes('API ready on '));
  const base = `http://127.0.0.1:${port}/api`;

  expect((await fetch(`${base}/health`)).status).toBe(200);
  const page = await fetch(`${base}/product/filterProduct`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: 1 }) });
  expect(page.status).toBe(200);
  expect((await page.json()).data.items.length).toBeGreaterThan(0);
  const invalid = await fetch(`${base}/product/filterProduct`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageSize: 101 }) });
  expect(invalid.status).toBe(400);
  expect((await invalid.json()).message).toBe('Invalid body: page size must be <= 100');
  const login = await fetch(`${base}/patient/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'patient@demo.in' }) });
  expect((await login.json()).message).toBe('Invalid body: password is required');

  run.child.kill('SIGTERM');
  expect(await run.exited).toBe(0);
}, 90_000);

it('compiles the search index worker beside it, which builds the index of the database the API seeded', async () => {
  const worker = new Worker(path.join(path.dirname(bundle), 'index-build-worker.cjs'), { workerData: { kind: 'sqlite', file: path.join(dataDir, 'marketplace.sqlite') } });
  const { index } = await new Promise<{ index: { version: number; catalogue: { size: number } } }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  expect(index.version).toBeGreaterThan(0);
  expect(index.catalogue.size).toBeGreaterThan(0);
}, 60_000);
