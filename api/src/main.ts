/** Starts the API: config from env, database (migrated, seeded when empty), then listen. */
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { seedIfEmpty } from './db/seed';
import { buildApp } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, kind } = connectDatabase(config);
  await migrateToLatest(db);
  const seeded = await seedIfEmpty(db, config.uploadsDir);
  const app = await buildApp({ db, config, staticRoot: process.env.STATIC_ROOT || undefined });
  app.addHook('onClose', async () => db.destroy());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: config.port, host: config.host });
  app.mailWorker.start();

  const lines = [
    `API ready on ${config.publicUrl} (database: ${kind}${seeded ? ', freshly seeded' : ''})`,
    `API docs: ${config.publicUrl}/api/docs`,
    config.smtpUrl ? 'Mail: sent over SMTP_URL' : 'Mail: no SMTP_URL, e-mails stay in the outbox',
    ...(config.mailbox !== 'off' ? [`Local mailbox: ${config.publicUrl}/mailbox/`] : []),
    'Demo logins:',
    ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(7)} ${a.email.padEnd(24)} ${a.password.padEnd(12)} ${a.note}`),
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
