/** Schema-builder helpers so one migration runs on SQLite and PostgreSQL. */
import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Table with an auto-increment integer primary key named id. */
export function createTableWithId(db: AnyDb, table: string): CreateTableBuilder<string, 'id'> {
  const builder = db.schema.createTable(table);
  return isPostgres(db)
    ? builder.addColumn('id', 'serial', (col) => col.primaryKey())
    : builder.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Default for ISO-like text timestamps (text columns on both databases). */
export function currentTimestamp(db: AnyDb) {
  return isPostgres(db) ? sql`CAST(CURRENT_TIMESTAMP AS text)` : sql`CURRENT_TIMESTAMP`;
}
