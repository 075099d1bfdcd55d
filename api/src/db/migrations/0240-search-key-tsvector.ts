import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers';

/**
 * Search at scale on PostgreSQL (issue 30: "pg_trgm and tsvector"): a GIN index on the `search_key` as a
 * `tsvector` of the `simple` configuration (no stemming, no stop words: the key is already folded, plain
 * lower-case Latin words, services/search/product-columns.ts). The ranked search's word tiers (spelling key
 * and synonyms: every word of the query's key starts a word of the product's key, i.e. of its name, Hindi
 * name transliterated or composition) ask it with prefix queries (`word:*`), which a word index answers
 * from its lexemes instead of trigrams of every position. SQLite keeps its FTS5 trigram table (0150).
 * The expression must stay exactly `to_tsvector('simple'::regconfig, search_key)` in the queries
 * (services/search/tier-matches.ts) for the planner to use the index.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE INDEX products_search_key_tsv_idx ON products USING gin (to_tsvector('simple'::regconfig, search_key))`.execute(db);
  await sql`ANALYZE products`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await sql`DROP INDEX IF EXISTS products_search_key_tsv_idx`.execute(db);
}
