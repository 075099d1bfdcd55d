/**
 * Makes the seeded template of an API suite run (seeded-template.ts): `npx tsx api/test/support/make-seeded-template.ts
 * <folder> [PostgreSQL server URL]`. SQLite: <folder>/marketplace.sqlite, checkpointed into one file. PostgreSQL: a
 * database `seeded_template_<time>` on that server, all connections closed. The manifest is written last.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { Client } from 'pg';
import { connectPostgres, connectSqlite } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/db/seed';
import { type SeededTemplate, writtenTemplatePath } from './seeded-template';

async function main(): Promise<void> {
  const [dir, serverUrl] = process.argv.slice(2);
  if (!dir) throw new Error('usage: make-seeded-template.ts <folder> [PostgreSQL server URL]');
  mkdirSync(dir, { recursive: true });
  const uploadsDir = path.join(dir, 'uploads');
  let template: SeededTemplate;
  if (serverUrl) {
    const name = `seeded_template_${Date.now()}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const { db } = connectPostgres(url.toString());
    await migrateToLatest(db);
    await seedIfEmpty(db, uploadsDir);
    await db.destroy();
    template = { postgresDatabase: name, postgresServer: serverUrl, uploadsDir };
  } else {
    const sqliteFile = path.join(dir, 'marketplace.sqlite');
    const { db } = connectSqlite(sqliteFile);
    await migrateToLatest(db);
    await seedIfEmpty(db, uploadsDir);
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    await db.destroy();
    template = { sqliteFile, uploadsDir };
  }
  writeFileSync(writtenTemplatePath(dir), JSON.stringify(template));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
