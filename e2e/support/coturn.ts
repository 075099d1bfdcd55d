/**
 * Debian's coturn for the journeys, started through scripts/coturn.mjs (on loopback, TURN REST auth with a random
 * secret, stopped by its pid). null when it cannot start here (coturn not installed): the caller prints SKIPPED.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server';

export interface RunningCoturn {
  url: string;
  secret: string;
  /** what the API needs: ICE_SERVERS with the turn: entry, TURN_SECRET, and media only through the relay */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startCoturn(): Promise<RunningCoturn | null> {
  if (!existsSync('/usr/bin/turnserver')) return null;
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'coturn.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const first = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk) => {
      buffer += chunk;
      if (buffer.includes('\n')) resolve(buffer.slice(0, buffer.indexOf('\n')));
    });
    child.once('exit', () => reject(new Error(`coturn did not start: ${output}`)));
  });
  const { url, secret } = JSON.parse(first) as { url: string; secret: string };
  return {
    url,
    secret,
    env: { ICE_SERVERS: JSON.stringify([{ urls: [url] }]), TURN_SECRET: secret, ICE_TRANSPORT_POLICY: 'relay' },
    async stop() {
      if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    },
  };
}
