/** Runtime configuration read from the environment. */
import path from 'node:path';
import { COD_UNITS_PER_PRODUCT_MAX, type PayoutRates } from 'shared-lib/domain';
import { loadPaymentConfig, type PaymentConfig } from './integrations/payment/config';
import { iceFromEnv, s3FromEnv, supplierFromEnv, type IceConfig, type InvoiceSupplier, type S3Settings } from './config-sections';
import { ConfigError } from './config/error';
import { payoutRatesFromEnv } from './config/payout-rates';
import { mailboxMode, parseTrustProxy, readOrCreateSecret } from './config/server-options';
import { catalogueTuningFromEnv, type CatalogueTuning, postgresPoolSize, rateLimitsFromEnv, unconfirmedCapsFromEnv } from './config/tuning';

export { DEFAULT_ICE_SERVERS, DEFAULT_SUPPLIER, s3FromEnv, type IceConfig, type InvoiceSupplier, type S3Settings } from './config-sections';
export { ConfigError } from './config/error';
export { payoutRatesFromEnv, payoutRatesOf } from './config/payout-rates';
export { parseTrustProxy } from './config/server-options';
export { type CatalogueTuning, DEFAULT_CATALOGUE_TUNING, DEFAULT_PG_POOL_MAX, postgresPoolSize } from './config/tuning';

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent */
  databaseUrl: string | null;
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string;
  tokenTtl: string;
  /** where a seller goes after login; relative by default, so the browser stays on the origin it logged in at */
  sellerDashboardUrl: string;
  /** the shop's absolute address, only where one is truly needed: links in mails and the payment provider's callback */
  publicUrl: string;
  /** logins per minute per IP and email */
  loginRateLimit: number;
  logLevel: string;
  /** postal look-up: the offline data set (default) or the public service (POSTAL_SERVICE=public) */
  postalService?: 'offline' | 'public';
  /** payment provider: PhonePe when its credentials are set, else the built-in sandbox */
  payment: PaymentConfig;
  /** where the browser lands after paying (PAYMENT_RETURN_URL; by default '/', the origin the checkout started from), ending with '/' */
  paymentReturnUrl: string;
  /** smtp(s)://user:pass@host:port; unset keeps mails in the outbox (see the local mailbox) */
  smtpUrl?: string | null;
  /** From header of every mail */
  mailFrom?: string;
  /** the local mailbox page at /mailbox/: 'local' (loopback clients only; default unless NODE_ENV=production), 'on' (any client), 'off' */
  mailbox?: 'off' | 'local' | 'on';
  /** how often the mail worker looks for due mails, in ms */
  mailPollMs?: number;
  /** the supplier printed on GST invoices */
  supplier?: Partial<InvoiceSupplier>;
  /** shortest answer time of 'Forgot Password?', so known and unknown emails take the same time */
  forgotPasswordMinMs?: number;
  /** bearer token for ops-only routes (GET /api/ops/remotes); unset refuses them */
  opsToken?: string | null;
  /** client error reports per minute per client */
  clientErrorRateLimit?: number;
  /** RELEASES_DIR (else STATIC_ROOT): the built front-end, whose live and recent releases may report client errors */
  releasesDir?: string | null;
  /** the shell revalidates /remotes.json at most this often on navigation (seconds) */
  manifestRevalidateSeconds?: number;
  /** Swagger UI and the OpenAPI document at /api/docs: on outside production; in production only with API_DOCS=on */
  apiDocs?: boolean;
  /** NODE_ENV=production: secrets required, sandbox refused */
  production?: boolean;
  /** which proxy hops' X-Forwarded-For to believe (TRUST_PROXY): false (default), a hop count, or addresses/CIDRs */
  trustProxy?: boolean | number | string;
  /** PAYMENT_SANDBOX=1: the built-in payment sandbox (never in production) */
  paymentSandbox?: boolean;
  /** guest pay-on-delivery orders not confirmed by their e-mailed link within this many minutes release their stock */
  guestConfirmMinutes?: number;
  /** COD_UNITS_PER_PRODUCT_MAX: units of one product a pay-on-delivery order may hold (default 5) */
  codUnitsPerProductMax?: number;
  /** caps on orders waiting for confirmation (UNCONFIRMED_* in shared-lib/domain; tests that place many orders from one contact raise them) */
  unconfirmedCaps?: { perContact?: number; unitsPerProduct?: number };
  /** per-route limits; see plugins/rate-limit.ts for the defaults */
  rateLimits?: Partial<import('./plugins/rate-limit').RateLimitSettings>;
  /** REDIS_URL: rate-limit counters shared by every replica; unset keeps them in this process's memory */
  redisUrl?: string | null;
  /** ICE_SERVERS (JSON list of RTCIceServer) for the consultation room; TURN_SECRET gives TURN entries time-limited credentials (coturn REST auth) */
  ice?: IceConfig;
  /** S3_BUCKET (with S3_ENDPOINT, S3_REGION): uploads in an S3-compatible store; unset keeps them on the local disk */
  s3?: S3Settings | null;
  /** JOB_INTERVAL_SECONDS: how often background sweeps run (claimed so one replica runs each) */
  jobIntervalMs?: number;
  /** STATIC_ROOT: folder of the built front-end the API serves; unset behind nginx */
  staticRoot?: string | null;
  /** PG_POOL_MAX: PostgreSQL connections per API process */
  pgPoolMax?: number;
  /** the catalogue's in-memory caches (CATALOGUE_CACHE_MB, SEARCH_CACHE_ROWS, CATALOGUE_RELOAD_MS) */
  catalogue?: CatalogueTuning;
  /** REVIEW_BLOCKED_WORDS: comma-separated words that hold a review for moderation; unset: the default English and Hindi list */
  reviewBlockedWords?: string[];
  /** seller payouts (issue 33): COMMISSION_PERCENT, COMMISSION_PERCENT_BY_CATEGORY, GST_TCS_PERCENT, TDS_194O_PERCENT */
  payouts?: PayoutRates;
  /** PAYOUT_JOB_INTERVAL_SECONDS: how often the payout run looks for a closed week (default 3600; idempotent per week) */
  payoutJobIntervalMs?: number;
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
    sellerDashboardUrl: env.SELLER_DASHBOARD_URL || '/seller-dashboard/',
    publicUrl,
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    logLevel: env.LOG_LEVEL ?? 'info',
    postalService: env.POSTAL_SERVICE === 'public' ? 'public' : 'offline',
    payment: loadPaymentConfig(env),
    paymentReturnUrl: (env.PAYMENT_RETURN_URL || '/').replace(/\/?$/, '/'),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || undefined,
    mailbox: mailboxMode(env),
    mailPollMs: env.MAIL_POLL_MS ? Number(env.MAIL_POLL_MS) : undefined,
    supplier: supplierFromEnv(env),
    production,
    apiDocs: env.API_DOCS === 'on' || (!production && env.API_DOCS !== 'off'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    paymentSandbox: env.PAYMENT_SANDBOX === '1',
    guestConfirmMinutes: Number(env.GUEST_CONFIRM_MINUTES ?? 30) || 30,
    codUnitsPerProductMax: Math.max(1, Number(env.COD_UNITS_PER_PRODUCT_MAX ?? COD_UNITS_PER_PRODUCT_MAX) || COD_UNITS_PER_PRODUCT_MAX),
    unconfirmedCaps: unconfirmedCapsFromEnv(env),
    rateLimits: rateLimitsFromEnv(env),
    redisUrl: env.REDIS_URL?.trim() || null,
    s3: s3FromEnv(env),
    ice: iceFromEnv(env),
    jobIntervalMs: Math.max(1, Number(env.JOB_INTERVAL_SECONDS ?? 60) || 60) * 1000,
    opsToken: env.OPS_TOKEN || null,
    clientErrorRateLimit: Number(env.CLIENT_ERROR_RATE_LIMIT ?? 200),
    releasesDir: env.RELEASES_DIR || env.STATIC_ROOT || null,
    manifestRevalidateSeconds: Number(env.MANIFEST_REVALIDATE_SECONDS ?? 30),
    staticRoot: env.STATIC_ROOT || null,
    pgPoolMax: postgresPoolSize(env.PG_POOL_MAX),
    catalogue: catalogueTuningFromEnv(env),
    payouts: payoutRatesFromEnv(env),
    payoutJobIntervalMs: Math.max(1, Number(env.PAYOUT_JOB_INTERVAL_SECONDS ?? 3600) || 3600) * 1000,
    reviewBlockedWords: env.REVIEW_BLOCKED_WORDS?.trim() ? env.REVIEW_BLOCKED_WORDS.split(',').map((w) => w.trim()).filter(Boolean) : undefined,
  };
}
