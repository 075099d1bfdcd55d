import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers';

/**
 * Search at scale (issue 30, uncached answers at 100 000 products):
 * - PostgreSQL ("pg_trgm and tsvector"): a GIN index on the `search_key` as a `tsvector` of the `simple`
 *   configuration (no stemming, no stop words: the key is already folded, plain lower-case Latin words,
 *   services/search/product-columns.ts). The ranked search's word tiers (spelling key and synonyms: every
 *   word of the query's key starts a word of the product's key, i.e. of its name, Hindi name transliterated or
 *   composition) ask it with prefix queries (`word:*`), answered from its lexemes instead of trigrams of every
 *   position. SQLite keeps its FTS5 trigram table (0150).
 * - Both: an index on the lower-cased name in code point order (SQLite's BINARY, PostgreSQL's "C"), so the
 *   exact-name and name-prefix tiers are an index lookup and a range instead of every trigram match of a
 *   common word.
 * The expressions must stay exactly as services/search/tier-conditions.ts writes them for the planners to
 * use these indexes.
 */
export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE INDEX products_search_key_tsv_idx ON products USING gin (to_tsvector('simple'::regconfig, search_key))`.execute(db);
    await sql`CREATE INDEX products_lower_name_idx ON products ((lower(name) COLLATE "C"))`.execute(db);
  } else {
    await sql`CREATE INDEX products_lower_name_idx ON products (lower(name))`.execute(db);
  }
  await sql`ANALYZE products`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await sql`DROP INDEX IF EXISTS products_search_key_tsv_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS products_lower_name_idx`.execute(db);
}
