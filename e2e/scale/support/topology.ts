/** The pieces of the scale-out topology on loopback: an S3-compatible server, API replicas, nginx with an upstream. */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from '../../support/server';
import { get } from './http';

export const BUCKET = 'ayurveda-uploads';
export const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

async function waitFor(what: string, ready: () => Promise<boolean>, exited: () => string | null, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const exit = exited();
    if (exit !== null) throw new Error(`${what} exited early:\n${exit}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not start in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startS3(): Promise<{ endpoint: string; stop(): Promise<void> }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as new (options: object) => { run(): Promise<{ port: number }>; close(): Promise<void> };
  const directory = mkdtempSync(path.join(os.tmpdir(), 'ayur-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface Replica {
  port: number;
  /** SIGTERM (graceful) or SIGKILL; resolves with the exit code (null when killed by a signal) */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  output(): string;
}

/** A busy two-core machine may need minutes for the first start (migrations, seeding ~450 images into the bucket). */
export async function startReplica(env: Record<string, string>, port?: number, timeoutMs = 240_000): Promise<Replica> {
  const listen = port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ayur-replica-'));
  // node with tsx as a loader, not the tsx command: its signal relay gives the child 30 ms to answer a SIGTERM and
  // then kills it, which a busy machine misses (the replica would die instead of finishing its requests)
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(listen), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_ROOT: '', PUBLIC_URL: `http://127.0.0.1:${listen}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitFor(`API replica on ${listen}`, async () => (await get(`http://127.0.0.1:${listen}/api/ready`)).status === 200, () => (child.exitCode !== null ? output : null), timeoutMs);
  } catch (error) {
    child.kill('SIGKILL'); // never leave a half-started replica behind
    await exit;
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    port: listen,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      const code = await exit;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

export interface Nginx {
  url: string;
  /** rewrites the upstream (replicas marked down get no new requests) and reloads; resolves once the new workers answer */
  reload(ports: number[], down?: number[]): Promise<void>;
  stop(): Promise<void>;
}

/** Debian's nginx with the project's nginx.conf: its upstream gets one server line per replica, the rest unchanged. */
export async function startNginx(ports: number[]): Promise<Nginx> {
  const listen = await freePort();
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'ayur-scale-nginx-'));
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'dist'));
  // no shell page here, so nginx.conf's include of its script hashes (scripts/ops/page-csp.mjs) allows none
  writeFileSync(path.join(prefix, 'dist', '.page-csp.conf'), 'map $host $ayurveda_page_script_hashes {\n  default "";\n}\n');
  const source = readFileSync(path.join(repoRoot, 'nginx.conf'), 'utf8');
  const serverLine = /^(\s*)server 127\.0\.0\.1:8080( [^;\n]*)?;$/m.exec(source);
  if (!serverLine) throw new Error('nginx.conf: no "server 127.0.0.1:8080 …;" line in the upstream');
  let generation = 0;
  const render = (down: number[]) => {
    generation += 1;
    const servers = ports.map((port) => `${serverLine[1]}server 127.0.0.1:${port}${serverLine[2] ?? ''}${down.includes(port) ? ' down' : ''};`).join('\n');
    const config = source
      .replace(serverLine[0], servers)
      .replaceAll('/srv/ayurveda/dist', path.join(prefix, 'dist'))
      .replace('listen 80;', `listen 127.0.0.1:${listen};\n    location = /__generation { return 200 "${generation}"; }`)
      .replace(/^pid .*;$/m, `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;`);
    writeFileSync(path.join(prefix, 'nginx.conf'), config);
    return String(generation);
  };
  const url = `http://127.0.0.1:${listen}`;
  // several answers in a row from the new configuration: the old workers have stopped taking connections
  const atGeneration = (expected: string) => async () => {
    for (let i = 0; i < 5; i++) if ((await get(`${url}/__generation`)).body !== expected) return false;
    return true;
  };
  const first = render([]);
  const child = spawn('/usr/sbin/nginx', ['-p', prefix, '-e', `${prefix}/error.log`, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = () => (child.exitCode !== null ? output || readFileSync(`${prefix}/error.log`, 'utf8') : null);
  await waitFor('nginx', atGeneration(first), exited, 15_000);
  return {
    url,
    async reload(newPorts, down = []) {
      ports = newPorts;
      const expected = render(down);
      child.kill('SIGHUP');
      await waitFor('nginx reload', atGeneration(expected), exited, 15_000);
    },
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
