/**
 * Cold start: the first `npm start` on a fresh clone (the committed tree of this checkout's branch, cloned
 * into a temporary folder; npm's cache allowed, as on any machine that has installed a package before),
 * timed from the command until the home page answers, with its phases read from start's own log lines:
 * installing packages, building the apps, then the API's build, migrations and seed until it serves.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, type Running, startProcess, waitForOk } from './processes';
import type { BenchResults } from './types';

export async function measureColdStart(): Promise<NonNullable<BenchResults['coldStart']>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ayur-cold-start-'));
  const clone = path.join(dir, 'repo');
  const branch = execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', '--branch', branch, repoRoot, clone]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  let shop: Running | null = null;
  let buildAt = 0;
  let serveAt = 0;
  try {
    const t0 = Date.now();
    shop = startProcess(
      'npm',
      ['start'],
      {
        ...process.env,
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      {
        cwd: clone,
        onOutput: (text) => {
          if (!buildAt && /Building |is already built/.test(text)) buildAt = Date.now();
          if (!serveAt && /Starting the server/.test(text)) serveAt = Date.now();
        },
      },
    );
    const coldStartMs = await waitForOk(`http://127.0.0.1:${port}/`, shop, 20 * 60 * 1000, t0);
    const done = t0 + coldStartMs;
    buildAt ||= t0;
    serveAt ||= done;
    return { coldStartMs, installMs: buildAt - t0, buildMs: serveAt - buildAt, serveMs: done - serveAt };
  } finally {
    await shop?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
