// A throwaway PostgreSQL server on loopback for the test run, from Debian's binaries.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinDir } from './provision.mjs';
import { freePort } from './free-port.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root, so as root it runs as the 'postgres' user. */
function runPg(bin, args) {
  const command = path.join(bin, args[0]);
  const result = isRoot()
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args.slice(1)], { encoding: 'utf8' })
    : spawnSync(command, args.slice(1), { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

export async function startPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found (apt-get install postgresql)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ayur-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  runPg(bin, ['initdb', '-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  runPg(bin, [
    'pg_ctl', '-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runPg(bin, ['pg_ctl', '-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
