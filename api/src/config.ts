/** Runtime configuration read from the environment. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadPaymentConfig, type PaymentConfig } from './integrations/payment/config';

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
  /** payment provider: PhonePe when its credentials are set, else the built-in sandbox */
  payment: PaymentConfig;
  /** where the browser lands after paying (PAYMENT_RETURN_URL; the site by default), ending with '/' */
  paymentReturnUrl: string;
  /** bearer token for ops-only routes (GET /api/ops/remotes); unset refuses them */
  opsToken?: string | null;
  /** client error reports per minute per client */
  clientErrorRateLimit?: number;
  /** the shell revalidates /remotes.json at most this often on navigation (seconds) */
  manifestRevalidateSeconds?: number;
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
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: env.JWT_SECRET || readOrCreateSecret(dataDir),
    tokenTtl: env.TOKEN_TTL ?? '8h',
    sellerDashboardUrl: env.SELLER_DASHBOARD_URL ?? `${publicUrl}/seller-dashboard/`,
    publicUrl,
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    logLevel: env.LOG_LEVEL ?? 'info',
    postalService: env.POSTAL_SERVICE === 'public' ? 'public' : 'offline',
    payment: loadPaymentConfig(env),
    paymentReturnUrl: (env.PAYMENT_RETURN_URL || `${publicUrl.replace(/\/+$/, '')}/`).replace(/\/?$/, '/'),
    opsToken: env.OPS_TOKEN || null,
    clientErrorRateLimit: Number(env.CLIENT_ERROR_RATE_LIMIT ?? 20),
    manifestRevalidateSeconds: Number(env.MANIFEST_REVALIDATE_SECONDS ?? 30),
  };
}
