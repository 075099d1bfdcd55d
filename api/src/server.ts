/** Composes the Fastify app: plugins, /api routes, uploads and (optionally) the built front-end. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import { createPaymentProvider, type PaymentProvider } from './integrations/payment';
import { createPostalService, type PostalService } from './integrations/postal';
import { type FileStorage, storageFromConfig } from './integrations/storage';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import languagePlugin from './plugins/language';
import httpCachePlugin from './plugins/http-cache';
import inputBoundsPlugin from './plugins/input-bounds';
import jobsPlugin from './plugins/jobs';
import jsonDepthPlugin from './plugins/json-depth';
import plainTextPlugin from './plugins/plain-text';
import rateLimitPlugin from './plugins/rate-limit';
import requestLogPlugin, { genReqId, loggerOptions } from './plugins/request-log';
import securityHeadersPlugin from './plugins/security-headers';
import swaggerPlugin from './plugins/swagger';
import uploadsPlugin from './plugins/uploads';
import consultationSignalsPlugin from './plugins/consultation-signals';
import { RedisSignalBus } from './integrations/signal-bus/redis';
import { MailWorker } from './jobs/mail-worker';
import { smtpTransport } from './integrations/mail/transport';
import { lazySchemaCompilers } from './lazy-schema-compilers';
import { registerRoutes } from './routes';
import { stopSearchIndexBuilds } from './services/search/index-build-thread';
import { runWithShopContext, type ShopContext, shopContextFrom } from './services/mail/context';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    /** the postal look-up (offline data set or the public service) */
    postal: PostalService;
    /** the payment provider (PhonePe, the built-in sandbox with PAYMENT_SANDBOX=1, or none) */
    paymentProvider: PaymentProvider;
    /** sends the outbox over SMTP_URL; main.ts starts it, close() stops it */
    mailWorker: MailWorker;
    /** the shop's address and supplier for mails and invoices, from this app's configuration */
    shopContext: ShopContext;
  }
}

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: AppConfig;
  /** folder of the built front-end; served when given */
  staticRoot?: string;
  logger?: boolean;
  /** where the JSON log lines go (stdout by default) */
  logStream?: { write(line: string): void };
  /** where uploads go; by default from the config (S3_BUCKET, else the local disk under DATA_DIR) */
  storage?: FileStorage;
}

/** A hop count n trusts the n nearest proxies (proxy-addr's function form); addresses/CIDRs and false pass through. */
function trustProxyOption(value: AppConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

/** PhonePe's pay page is reached by a redirect, but its own forms post back to this shop; nothing else may be a form target. */
function paymentFormActions(payment: AppConfig['payment']): string[] {
  const base = payment.mode === 'phonepe' && payment.baseUrl ? new URL(payment.baseUrl) : null;
  return ['https://*.phonepe.com', ...(base && !base.hostname.endsWith('.phonepe.com') ? [base.origin] : [])];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(options.config.logLevel, options.logStream),
    genReqId,
    requestIdHeader: false,
    // only the configured proxy hops may name the client (TRUST_PROXY); by default X-Forwarded-For is ignored
    trustProxy: trustProxyOption(options.config.trustProxy),
    // in-flight requests finish on close (SIGTERM); idle keep-alive connections are closed
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
    schemaController: { compilersFactory: lazySchemaCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', options.db);
  app.decorate('config', options.config);
  const config = options.config;
  const shopContext = shopContextFrom(config);
  app.decorate('shopContext', shopContext);
  // every request (and the mails and invoices it writes) runs with this app's shop context; entered once the
  // body is parsed, as the parser's stream events would not carry it
  app.addHook('preValidation', (_request, _reply, done) => runWithShopContext(shopContext, done));
  const mailWorker = new MailWorker({
    db: options.db,
    shopContext,
    transport: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : null,
    pollMs: config.mailPollMs,
    log: (message) => app.log.warn(message),
  });
  app.decorate('mailWorker', mailWorker);
  app.addHook('onClose', async () => mailWorker.stop());
  // before the handle closes (main.ts, the tests): no search index thread still holds the database's files
  app.addHook('onClose', async () => stopSearchIndexBuilds(options.db));
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  await app.register(jsonDepthPlugin);
  await app.register(inputBoundsPlugin);
  await app.register(plainTextPlugin);
  await app.register(securityHeadersPlugin, { production: options.config.production, formActions: paymentFormActions(options.config.payment) });
  await app.register(rateLimitPlugin, { settings: { loginAccount: options.config.loginRateLimit, ...options.config.rateLimits }, redisUrl: options.config.redisUrl });
  await app.register(httpCachePlugin);
  // the API's map is not published in production unless asked for (API_DOCS=on)
  if (options.config.apiDocs ?? !options.config.production) await app.register(swaggerPlugin);
  await app.register(authPlugin, { db: options.db, secret: options.config.jwtSecret, expiresIn: options.config.tokenTtl });
  const storage = options.storage ?? storageFromConfig(options.config);
  // before the routes: they need the multipart parser and `app.storage`
  await app.register(uploadsPlugin, { storage });
  // integrations, made once here from the config; routes use app.postal and app.paymentProvider
  app.decorate('postal', createPostalService(options.config.postalService));
  app.decorate('paymentProvider', await createPaymentProvider(app));
  // the consultation room's WebSocket (before the routes, which add its route)
  await app.register(consultationSignalsPlugin, { bus: config.redisUrl ? new RedisSignalBus(config.redisUrl) : null });
  await registerRoutes(app, { mailbox: config.mailbox ?? (config.production ? 'off' : 'local') });
  // after the routes; main.ts starts the timers
  await app.register(jobsPlugin);
  if (options.staticRoot) {
    const { default: staticSite } = await import('./plugins/static-site');
    await app.register(staticSite, {
      root: options.staticRoot,
      appConfig: { sellerDashboardUrl: options.config.sellerDashboardUrl, manifestRevalidateSeconds: options.config.manifestRevalidateSeconds ?? 30 },
    });
  }
  return app;
}
