import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers';

/**
 * The catalogue version: one row whose number goes up with every committed change to data a product
 * listing shows (products, including stock and on_sale; product_locations; brands; categories; a
 * seller's company_name). Database triggers bump it, so writes from any replica, a script or psql count.
 * Listing caches (services/catalogue/answer-cache.ts) keep an answer only while the version is the one it was
 * computed under.
 *
 * PostgreSQL: a DEFERRABLE INITIALLY DEFERRED constraint trigger bumps the row once per transaction, at
 * commit. Taking the version row's lock last, just before the commit releases it, means a transaction
 * never holds it while waiting for another lock (no deadlock with orders that lock several products) and
 * holds it only for the commit itself. SQLite has one writer at a time: plain row triggers.
 */
const WATCHED: Array<{ table: string; events: string[] }> = [
  { table: 'products', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'product_locations', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'brands', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'categories', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'sellers', events: ['UPDATE OF company_name', 'DELETE'] },
];

const triggerName = (table: string, event: string) => `catalogue_version_${table}_${event.split(' ')[0].toLowerCase()}`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await sql`INSERT INTO catalogue_version (id, version) VALUES (1, 1)`.execute(db);
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('catalogue.version_bumped', true) = '1' THEN RETURN NULL; END IF;
        PERFORM set_config('catalogue.version_bumped', '1', true);
        UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
        RETURN NULL;
      END $$`.execute(db);
    for (const { table, events } of WATCHED) {
      await sql
        .raw(
          `CREATE CONSTRAINT TRIGGER catalogue_version_${table} AFTER ${events.join(' OR ')} ON ${table}
           DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump()`,
        )
        .execute(db);
    }
    return;
  }
  for (const { table, events } of WATCHED) {
    for (const event of events) {
      await sql
        .raw(`CREATE TRIGGER ${triggerName(table, event)} AFTER ${event} ON ${table} BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; END`)
        .execute(db);
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    for (const { table } of WATCHED) await sql.raw(`DROP TRIGGER IF EXISTS catalogue_version_${table} ON ${table}`).execute(db);
    await sql`DROP FUNCTION IF EXISTS catalogue_version_bump()`.execute(db);
  } else {
    for (const { table, events } of WATCHED) for (const event of events) await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName(table, event)}`).execute(db);
  }
  await db.schema.dropTable('catalogue_version').ifExists().execute();
}
