/** Starts the real server (API + built front-end) on a free loopback port with a fresh database. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import apiNode from '../../api/node-flags.json';

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
  /** stops the API (SIGTERM) and removes its data */
  stop(): Promise<void>;
  /** stops the API but keeps its port and data, to start it again with restart() */
  halt(): Promise<void>;
  restart(): Promise<void>;
}

interface Spawned {
  child: ChildProcess;
  /** resolves once main.ts prints 'API ready on …' and /api/health answers; rejects if it exits first */
  ready: Promise<void>;
}

export interface ServerOptions {
  staticRoot?: string;
  /** extra environment; a function of the port for values that name it (e.g. a PUBLIC_URL on another host name) */
  env?: Record<string, string> | ((port: number) => Record<string, string>);
}

function spawnApi(port: number, dataDir: string, options: ServerOptions): Spawned {
  // node --import tsx (not the tsx CLI, which relays signals late): SIGTERM reaches the server itself
  const child: ChildProcess = spawn(process.execPath, [...apiNode.flags, '--import', 'tsx', 'api/src/main.ts'], {
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
      ...(typeof options.env === 'function' ? options.env(port) : options.env),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  // main.ts prints 'API ready on …' once it listens: wait for that line (or the exit), never a fixed time
  const listening = new Promise<void>((resolve, reject) => {
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
  const ready = listening.then(async () => {
    const health = await fetch(`${url}/api/health`);
    if (!health.ok) throw new Error(`server is not healthy (${health.status}):\n${output}`);
  });
  return { child, ready };
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ayur-e2e-data-'));
  const url = `http://127.0.0.1:${port}`;
  let current = spawnApi(port, dataDir, options);
  await current.ready;
  return {
    url,
    port,
    dataDir,
    async stop() {
      await terminate(current.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    async halt() {
      await terminate(current.child);
    },
    async restart() {
      current = spawnApi(port, dataDir, options);
      await current.ready;
    },
  };
}
