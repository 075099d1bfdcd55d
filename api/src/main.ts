/** Starts the API: config from env (refused when unsafe in production), database (migrated, seeded when empty), then listen. */
import { assertSafeForProduction, ConfigError, loadConfig } from './config';
import { connectDatabase, type DatabaseConnection } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { seedIfEmpty } from './db/seed';
import { describeStorage, storageFromConfig } from './integrations/storage';
import { buildApp } from './server';
import { describeStartupError } from './startup';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    throw new ConfigError(describeStartupError(error, null));
  }
  assertSafeForProduction(config);
  let connection: DatabaseConnection | null = null;
  let seeded = false;
  const storage = storageFromConfig(config);
  try {
    connection = connectDatabase(config);
    await migrateToLatest(connection.db);
    seeded = await seedIfEmpty(connection.db, config.uploadsDir, config.s3 ? storage : undefined);
  } catch (error) {
    await connection?.db.destroy().catch(() => undefined);
    throw new ConfigError(describeStartupError(error, config.databaseUrl));
  }
  const { db, kind } = connection;
  const app = await buildApp({ db, config, storage, staticRoot: config.staticRoot || undefined });
  app.addHook('onClose', async () => db.destroy());
  // SIGTERM/SIGINT: stop accepting, let in-flight requests answer, close the database, exit 0
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received: finishing in-flight requests`);
      const force = setTimeout(() => process.exit(1), 20_000);
      force.unref();
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.mailWorker.start();
  app.jobs.start();

  const lines = [
    `API ready on ${config.publicUrl} (database: ${kind}${seeded ? ', freshly seeded' : ''})`,
    `API docs: ${config.publicUrl}/api/docs`,
    config.smtpUrl ? 'Mail: sent over SMTP_URL' : 'Mail: no SMTP_URL, e-mails stay in the outbox',
    ...(config.mailbox !== 'off' ? [`Local mailbox: ${config.publicUrl}/mailbox/`] : []),
    config.paymentSandbox ? 'Payments: SANDBOX (PAYMENT_SANDBOX=1, test mode, no money moves)' : `Payments: ${config.payment.mode === 'phonepe' ? 'PhonePe' : 'online payment off (no PhonePe credentials, PAYMENT_SANDBOX not set)'}`,
    `Uploads: ${describeStorage(config)}; rate limits: ${config.redisUrl ? 'Redis (REDIS_URL, shared by replicas)' : 'in memory (this process only)'}`,
    `Client addresses: ${config.trustProxy ? `X-Forwarded-For trusted from TRUST_PROXY=${String(config.trustProxy)}` : 'the socket address (TRUST_PROXY off)'}`,
  ];
  if (!config.production) {
    lines.push('Demo logins:', ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(7)} ${a.email.padEnd(24)} ${a.password.padEnd(12)} ${a.note}`));
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
