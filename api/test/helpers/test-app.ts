/**
 * A fresh migrated and seeded database per test file: SQLite in a temp dir, or PostgreSQL when TEST_DATABASE_URL is set.
 * Under `npm test` it is a copy of the suite's seeded template (../support/seeded-template.ts), then migrated and
 * seeded as ever (both find nothing left to do).
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import type { AppConfig } from '../../src/config';
import { loadPaymentConfig } from '../../src/integrations/payment/config';
import { connectPostgres, connectSqlite } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { seedIfEmpty } from '../../src/db/seed';
import { buildApp } from '../../src/server';
import { copyTemplateUploads, freshTemplate } from '../support/seeded-template';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: AppConfig;
  close(): Promise<void>;
}

function databaseUrlWithName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let db: Kysely<Database>;
  const template = freshTemplate(serverUrl ? { postgresServer: serverUrl } : 'sqlite');

  if (serverUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template.postgresDatabase}` : `CREATE DATABASE ${name}`);
    await admin.end();
    db = connectPostgres(databaseUrlWithName(serverUrl, name)).db;
    dropDatabase = async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    if (template?.sqliteFile) copyFileSync(template.sqliteFile, path.join(dataDir, 'marketplace.sqlite'));
    db = connectSqlite(path.join(dataDir, 'marketplace.sqlite')).db;
  }

  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: null,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    tokenTtl: '1h',
    sellerDashboardUrl: '/seller-dashboard/',
    publicUrl: 'http://localhost:8080',
    loginRateLimit: 10,
    logLevel: 'silent',
    // the built-in sandbox only when a test asks for it (PAYMENT_SANDBOX=1), as loadConfig does
    payment: loadPaymentConfig({ PAYMENT_SANDBOX: overrides.paymentSandbox ? '1' : '0' }),
    paymentReturnUrl: '/',
    ...overrides,
  };
  if (template) copyTemplateUploads(template, config.uploadsDir);
  await migrateToLatest(db);
  await seedIfEmpty(db, config.uploadsDir);
  const app = await buildApp({ db, config, logger: false });
  await app.ready();

  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.destroy();
      await dropDatabase();
      // app.close() stopped any search index thread (server.ts): nothing holds the folder's files any more
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
