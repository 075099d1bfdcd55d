/** Runtime configuration read from the environment. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent */
  databaseUrl: string | null;
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string;
  tokenTtl: string;
  sellerDashboardUrl: string;
  publicUrl: string;
  /** logins per minute per IP and email */
  loginRateLimit: number;
  logLevel: string;
  /** postal look-up: the offline data set (default) or the public service (POSTAL_SERVICE=public) */
  postalService?: 'offline' | 'public';
  /** NODE_ENV=production: secrets required, sandbox refused */
  production?: boolean;
  /** which proxy hops' X-Forwarded-For to believe (TRUST_PROXY): false (default), a hop count, or addresses/CIDRs */
  trustProxy?: boolean | number | string;
  /** PAYMENT_SANDBOX=1: the built-in payment sandbox (never in production) */
  paymentSandbox?: boolean;
  /** guest pay-on-delivery orders not confirmed by their e-mailed link within this many minutes release their stock */
  guestConfirmMinutes?: number;
  /** per-route limits; see plugins/rate-limit.ts for the defaults */
  rateLimits?: Partial<import('./plugins/rate-limit').RateLimitSettings>;
}

/** A configuration that must not start: the message says what to set. */
export class ConfigError extends Error {}

/** TRUST_PROXY: unset, '', '0', 'false' -> off; a number -> that many hops; 'true' is refused (it trusts any client); else a list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = (value ?? '').trim();
  if (!v || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v.toLowerCase() === 'true') throw new ConfigError('TRUST_PROXY=true would let any client forge its address; set the proxy hop count (1) or the proxy address (127.0.0.1)');
  return v;
}

/** Refuses a production configuration that is unsafe, with a message naming the setting. */
export function assertSafeForProduction(config: AppConfig, env: NodeJS.ProcessEnv = process.env): void {
  if (!config.production) return;
  const problems: string[] = [];
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) problems.push('JWT_SECRET must be set to at least 32 random characters');
  if (config.paymentSandbox) problems.push('PAYMENT_SANDBOX=1 is not allowed in production: configure PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY and PHONEPE_SALT_INDEX');
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL must be set (the https address of the shop)');
  if (problems.length) throw new ConfigError(`Refusing to start in production mode (NODE_ENV=production):\n  - ${problems.join('\n  - ')}`);
}

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '0.0.0.0';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    // production never invents a secret (assertSafeForProduction says so); elsewhere one is kept in the data folder
    jwtSecret: env.JWT_SECRET || (production ? '' : readOrCreateSecret(dataDir)),
    tokenTtl: env.TOKEN_TTL ?? '8h',
    sellerDashboardUrl: env.SELLER_DASHBOARD_URL ?? `${publicUrl}/seller-dashboard/`,
    publicUrl,
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    logLevel: env.LOG_LEVEL ?? 'info',
    postalService: env.POSTAL_SERVICE === 'public' ? 'public' : 'offline',
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    paymentSandbox: env.PAYMENT_SANDBOX === '1',
    guestConfirmMinutes: Number(env.GUEST_CONFIRM_MINUTES ?? 30) || 30,
    rateLimits: rateLimitsFromEnv(env),
  };
}

/** RATE_LIMIT_<NAME>=<max> overrides one limit's maximum, e.g. RATE_LIMIT_SIGNUP=20. */
function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^RATE_LIMIT_([A-Z_]+)$/.exec(key);
    if (match && value && /^\d+$/.test(value)) out[match[1].toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())] = Number(value);
  }
  return out;
}
