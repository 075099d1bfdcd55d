import { sql } from 'kysely';
import { sanitizeRichText } from '../../services/html';
import { type AnyDb, isPostgres } from './helpers';

/**
 * Performance at 100 000 products:
 * - indexes for the featured order within a brand or a category;
 * - product names searched through an index instead of a scan: an FTS5 table with the trigram tokenizer
 *   on SQLite (kept in step with `products` by triggers), a `pg_trgm` GIN index on `lower(name)` on
 *   PostgreSQL;
 * - rich text stored sanitised: existing product descriptions and policies are sanitised once here, and
 *   every write sanitises (services/html), so reads serve the stored HTML as it is.
 */
export async function up(db: AnyDb): Promise<void> {
  // The featured order, alone or within a brand or a category, straight from a covering index (the page
  // query reads ids and checks the price band in the index) instead of a lookup and a sort of every match.
  await db.schema.createIndex('products_featured_price_idx').on('products').columns(['featured_rank', 'id', 'sales_price']).execute();
  await db.schema.createIndex('products_brand_featured_idx').on('products').columns(['brand_id', 'featured_rank', 'id', 'sales_price']).execute();
  await db.schema.createIndex('products_category_featured_idx').on('products').columns(['category_id', 'featured_rank', 'id', 'sales_price']).execute();
  if (isPostgres(db)) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE products_name_fts USING fts5(name, content='products', content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`CREATE TRIGGER products_name_fts_insert AFTER INSERT ON products BEGIN
      INSERT INTO products_name_fts(rowid, name) VALUES (new.id, new.name);
    END`.execute(db);
    await sql`CREATE TRIGGER products_name_fts_delete AFTER DELETE ON products BEGIN
      INSERT INTO products_name_fts(products_name_fts, rowid, name) VALUES ('delete', old.id, old.name);
    END`.execute(db);
    await sql`CREATE TRIGGER products_name_fts_update AFTER UPDATE OF name ON products BEGIN
      INSERT INTO products_name_fts(products_name_fts, rowid, name) VALUES ('delete', old.id, old.name);
      INSERT INTO products_name_fts(rowid, name) VALUES (new.id, new.name);
    END`.execute(db);
    await sql`INSERT INTO products_name_fts(products_name_fts) VALUES ('rebuild')`.execute(db);
  }

  await sanitiseStoredRichText(db);
}

/** Sanitises the stored product descriptions and policies that are not yet clean; returns how many rows changed. */
export async function sanitiseStoredRichText(db: AnyDb): Promise<number> {
  let changed = 0;
  const products = await db.selectFrom('products').select(['id', 'full_description']).execute();
  for (const row of products as Array<{ id: number; full_description: string }>) {
    const clean = sanitizeRichText(row.full_description);
    if (clean === row.full_description) continue;
    await db.updateTable('products').set({ full_description: clean }).where('id', '=', row.id).execute();
    changed++;
  }
  const policies = await db.selectFrom('policies').select(['id', 'description']).execute();
  for (const row of policies as Array<{ id: number; description: string }>) {
    const clean = sanitizeRichText(row.description);
    if (clean === row.description) continue;
    await db.updateTable('policies').set({ description: clean }).where('id', '=', row.id).execute();
    changed++;
  }
  return changed;
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('products_featured_price_idx').ifExists().execute();
  await db.schema.dropIndex('products_brand_featured_idx').ifExists().execute();
  await db.schema.dropIndex('products_category_featured_idx').ifExists().execute();
  if (isPostgres(db)) {
    await sql`DROP INDEX IF EXISTS products_name_trgm_idx`.execute(db);
  } else {
    for (const trigger of ['products_name_fts_insert', 'products_name_fts_delete', 'products_name_fts_update']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
    }
    await sql`DROP TABLE IF EXISTS products_name_fts`.execute(db);
  }
}
