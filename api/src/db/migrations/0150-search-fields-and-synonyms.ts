import { sql } from 'kysely';
import { SEARCH_SYNONYMS } from 'shared-lib/domain/search';
import { productSearchColumns } from '../../services/search/product-columns';
import { type AnyDb, createTableWithId, currentTimestamp, isPostgres } from './helpers';

/**
 * Search that understands Indian shoppers (issue 30):
 * - products get `composition` (botanical or classical ingredients) and `name_hi` (Devanagari name),
 *   both written by sellers, and two columns the server computes on every write
 *   (services/search/product-columns.ts): `search_key`, the spelling key of the name, the Hindi name and
 *   the composition, and `main_ingredient`, the composition's first ingredient ("Same composition, other
 *   brands");
 * - the Hindi name, the composition and the key searched through an index: an FTS5 trigram table on
 *   SQLite (kept in step by triggers), pg_trgm GIN indexes on PostgreSQL;
 * - `search_synonyms`: the groups of words that mean the same, editable by the house seller, seeded with
 *   the curated groups; a change moves the catalogue version (migration 0100), so every cache follows.
 */
const TEXT_COLUMNS = ['composition', 'name_hi', 'search_key', 'main_ingredient'] as const;
const SYNONYM_TRIGGERS = ['insert', 'update', 'delete'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const column of TEXT_COLUMNS) await db.schema.alterTable('products').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
  const rows = (await db.selectFrom('products').select(['id', 'name']).execute()) as Array<{ id: number; name: string }>;
  for (const row of rows) {
    const { search_key } = productSearchColumns({ name: row.name, name_hi: '', composition: '' });
    await db.updateTable('products').set({ search_key }).where('id', '=', row.id).execute();
  }
  await db.schema.createIndex('products_main_ingredient_idx').on('products').columns(['main_ingredient', 'sales_price', 'id']).execute();

  if (isPostgres(db)) {
    for (const column of ['composition', 'name_hi', 'search_key'])
      await sql.raw(`CREATE INDEX products_${column}_trgm_idx ON products USING gin (lower(${column}) gin_trgm_ops)`).execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE products_text_fts USING fts5(name_hi, composition, search_key, content='products', content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`CREATE TRIGGER products_text_fts_insert AFTER INSERT ON products BEGIN
      INSERT INTO products_text_fts(rowid, name_hi, composition, search_key) VALUES (new.id, new.name_hi, new.composition, new.search_key);
    END`.execute(db);
    await sql`CREATE TRIGGER products_text_fts_delete AFTER DELETE ON products BEGIN
      INSERT INTO products_text_fts(products_text_fts, rowid, name_hi, composition, search_key) VALUES ('delete', old.id, old.name_hi, old.composition, old.search_key);
    END`.execute(db);
    await sql`CREATE TRIGGER products_text_fts_update AFTER UPDATE OF name_hi, composition, search_key ON products BEGIN
      INSERT INTO products_text_fts(products_text_fts, rowid, name_hi, composition, search_key) VALUES ('delete', old.id, old.name_hi, old.composition, old.search_key);
      INSERT INTO products_text_fts(rowid, name_hi, composition, search_key) VALUES (new.id, new.name_hi, new.composition, new.search_key);
    END`.execute(db);
    await sql`INSERT INTO products_text_fts(products_text_fts) VALUES ('rebuild')`.execute(db);
  }

  await createTableWithId(db, 'search_synonyms')
    // a JSON array of the group's words, the catalogue's own spelling first
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(currentTimestamp(db)))
    .execute();
  await db
    .insertInto('search_synonyms')
    .values(SEARCH_SYNONYMS.map((group) => ({ words: JSON.stringify(group) })))
    .execute();
  if (isPostgres(db)) {
    await sql`CREATE CONSTRAINT TRIGGER catalogue_version_search_synonyms AFTER INSERT OR UPDATE OR DELETE ON search_synonyms
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump()`.execute(db);
  } else {
    for (const event of SYNONYM_TRIGGERS)
      await sql
        .raw(`CREATE TRIGGER catalogue_version_search_synonyms_${event} AFTER ${event.toUpperCase()} ON search_synonyms BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; END`)
        .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS catalogue_version_search_synonyms ON search_synonyms`.execute(db);
    for (const column of ['composition', 'name_hi', 'search_key']) await sql.raw(`DROP INDEX IF EXISTS products_${column}_trgm_idx`).execute(db);
  } else {
    for (const event of SYNONYM_TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS catalogue_version_search_synonyms_${event}`).execute(db);
    for (const trigger of ['products_text_fts_insert', 'products_text_fts_delete', 'products_text_fts_update']) await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
    await sql`DROP TABLE IF EXISTS products_text_fts`.execute(db);
  }
  await db.schema.dropTable('search_synonyms').ifExists().execute();
  await db.schema.dropIndex('products_main_ingredient_idx').ifExists().execute();
  for (const column of TEXT_COLUMNS) await db.schema.alterTable('products').dropColumn(column).execute();
}
