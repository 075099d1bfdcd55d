/** Composes the Fastify app: plugins, /api routes, uploads and (optionally) the built front-end. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import path from 'node:path';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import { createPaymentProvider, type PaymentProvider } from './integrations/payment';
import { createPostalService, type PostalService } from './integrations/postal';
import { type FileStorage, LocalDiskStorage } from './integrations/storage';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import rateLimitPlugin from './plugins/rate-limit';
import swaggerPlugin from './plugins/swagger';
import uploadsPlugin from './plugins/uploads';
import { apiRoutes } from './routes';
import { paymentRoutes } from './routes/payments';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    /** the postal look-up (offline data set or the public service) */
    postal: PostalService;
    /** the payment provider (PhonePe or the built-in sandbox) */
    paymentProvider: PaymentProvider;
  }
}

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: AppConfig;
  /** folder of the built front-end; served when given */
  staticRoot?: string;
  logger?: boolean;
  /** where uploads go; the local disk under DATA_DIR by default */
  storage?: FileStorage;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: options.config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', options.db);
  app.decorate('config', options.config);
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(authPlugin, { db: options.db, secret: options.config.jwtSecret, expiresIn: options.config.tokenTtl });
  const storage = options.storage ?? new LocalDiskStorage({ public: options.config.uploadsDir, private: path.join(options.config.dataDir, 'private') });
  // before the routes: they need the multipart parser and `app.storage`
  await app.register(uploadsPlugin, { storage });
  // integrations, made once here from the config; routes use app.postal and app.paymentProvider
  app.decorate('postal', createPostalService(options.config.postalService));
  app.decorate('paymentProvider', await createPaymentProvider(app));
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/pay' });
  await app.register((await import('./routes/pincode')).pincodeRoutes);
  if (options.staticRoot) {
    const { default: staticSite } = await import('./plugins/static-site');
    await app.register(staticSite, {
      root: options.staticRoot,
      appConfig: { sellerDashboardUrl: options.config.sellerDashboardUrl, manifestRevalidateSeconds: options.config.manifestRevalidateSeconds ?? 30 },
    });
  }
  return app;
}
