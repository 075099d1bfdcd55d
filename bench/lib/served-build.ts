/** A build's dist/ served by the API bundle (api/dist/main.cjs) in production mode, on a fresh data folder: the profilers' server. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import apiNode from '../../api/node-flags.json';
import { freePort, repoRoot, startProcess, waitForOk } from './processes';

export interface ServedBuild {
  base: string;
  stop(): Promise<void>;
}

export async function serveBuild(dist: string): Promise<ServedBuild> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ayur-served-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess(process.execPath, [...apiNode.flags, path.join(repoRoot, 'api/dist/main.cjs')], {
    ...process.env,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PUBLIC_URL: base,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    STATIC_ROOT: dist,
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${base}/`, server, 120000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
