/** Starts the real server (API + built front-end) on a free loopback port with a fresh database. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startServer(options: { staticRoot?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ayur-e2e-data-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_ROOT: options.staticRoot ?? path.join(repoRoot, 'dist'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PAYMENT_SANDBOX: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  // main.ts prints 'API ready on …' once it listens: wait for that line (or the exit), never a fixed time
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90000);
    const collect = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('API ready on ')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
  const health = await fetch(`${url}/api/health`);
  if (!health.ok) throw new Error(`server is not healthy (${health.status}):\n${output}`);
  return {
    url,
    port,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
