/**
 * A private PostgreSQL server for one test file that may stop and start it (the shared TEST_DATABASE_URL
 * server must never be restarted under other test files). Debian's binaries, loopback, a free port; as
 * root the server runs as the 'postgres' user (as scripts/postgres.mjs does for the shared one).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const version = readdirSync(base)
    .filter((v) => existsSync(`${base}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? `${base}/${version}/bin` : null;
}

export interface PrivatePostgres {
  url: string;
  /** fast shutdown: open sessions are terminated, open transactions rolled back */
  stop(): void;
  start(): void;
  destroy(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found (apt-get install postgresql)');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args: string[]) => {
    const command = path.join(bin, args[0]);
    const result = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args.slice(1)], { encoding: 'utf8' }) : spawnSync(command, args.slice(1), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr || result.stdout}`);
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run(['initdb', '-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const start = () => run(['pg_ctl', '-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run(['pg_ctl', '-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    start() {
      start();
      running = true;
    },
    destroy() {
      try {
        if (running) run(['pg_ctl', '-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
