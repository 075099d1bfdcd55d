/** Options of the server itself from the environment object config.ts passes in: the proxy trust, the local mailbox, the JWT secret file. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './error';

/** TRUST_PROXY: unset, '', '0', 'false' -> off; a number -> that many hops; 'true' is refused (it trusts any client); else a list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = (value ?? '').trim();
  if (!v || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v.toLowerCase() === 'true') throw new ConfigError('TRUST_PROXY=true would let any client forge its address; set the proxy hop count (1) or the proxy address (127.0.0.1)');
  return v;
}

/** MAILBOX: 'on', 'off' or 'local'; by default 'local', and 'off' in production. */
export function mailboxMode(env: NodeJS.ProcessEnv): 'off' | 'local' | 'on' {
  if (env.MAILBOX === 'on' || env.MAILBOX === 'off' || env.MAILBOX === 'local') return env.MAILBOX;
  return env.NODE_ENV === 'production' ? 'off' : 'local';
}

/** The JWT secret kept in the data folder (made on first start) when JWT_SECRET is not set outside production. */
export function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
