// A throwaway TURN server on loopback for the consultation room's tests, from Debian's coturn: TURN REST auth
// (use-auth-secret with a random static-auth-secret, the way TURN_SECRET works in the API), no daemon, no TLS,
// no CLI, relaying between loopback peers (both browsers are on this machine). Stopped by its pid.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './free-port.mjs';

export const TURNSERVER = '/usr/bin/turnserver';
export const coturnPresent = () => existsSync(TURNSERVER);

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/**
 * Starts coturn; `env` is what the API needs to hand out time-limited TURN credentials for it
 * (ICE_SERVERS with one turn: entry, TURN_SECRET).
 */
export async function startCoturn() {
  if (!coturnPresent()) throw new Error('turnserver not found (apt-get install coturn)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ayur-coturn-'));
  const port = await freePort();
  const secret = randomBytes(24).toString('hex');
  // relay ports in a range of their own above the listening port's neighbourhood
  const minPort = 40000 + Math.floor(Math.random() * 200) * 100;
  const args = [
    '-n', // no configuration file
    `--listening-ip=127.0.0.1`,
    `--relay-ip=127.0.0.1`,
    `--listening-port=${port}`,
    `--min-port=${minPort}`,
    `--max-port=${minPort + 99}`,
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    '--realm=ayurveda.test',
    '--fingerprint',
    '--no-tls',
    '--no-dtls',
    '--no-cli',
    '--allow-loopback-peers',
    '--no-multicast-peers',
    `--userdb=${path.join(dir, 'turndb')}`,
    `--pidfile=${path.join(dir, 'turnserver.pid')}`,
    '--log-file=stdout',
    '--simple-log',
  ];
  const child = spawn(TURNSERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20000)));
  const deadline = Date.now() + 15000;
  while (!(await listening(port))) {
    if (child.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`turnserver exited: ${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`turnserver did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = `turn:127.0.0.1:${port}?transport=udp`;
  return {
    url,
    secret,
    pid: child.pid,
    env: { ICE_SERVERS: JSON.stringify([{ urls: [url] }]), TURN_SECRET: secret },
    output: () => output,
    async stop() {
      if (child.exitCode === null) process.kill(child.pid, 'SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// `node scripts/coturn.mjs`: starts coturn, prints one JSON line ({ url, secret, pid }) and keeps it running until
// SIGTERM or SIGINT (then stops it). The browser journeys start it this way (jest cannot import this module).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startCoturn().then(
    (turn) => {
      process.stdout.write(`${JSON.stringify({ url: turn.url, secret: turn.secret, pid: turn.pid })}\n`);
      const stop = () => void turn.stop().then(() => process.exit(0));
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
      // the parent went away without stopping us: stop too
      process.stdin.on('end', stop);
      process.stdin.resume();
    },
    (error) => {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    },
  );
}
