/** Brings the schema up to date with the in-code migrations. Unordered: migrations from parallel branches land in any order. */
import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Names of in-code migrations that have not run on this database. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}
