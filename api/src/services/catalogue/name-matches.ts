/**
 * The products on sale whose name contains a term (any case, the term taken literally), held per
 * catalogue version (search-cache.ts). SQLite: the FTS5 trigram index narrows the candidates, the LIKE
 * keeps the exact semantics; PostgreSQL: the pg_trgm GIN index on lower(name) serves the LIKE itself.
 * Used by the filter (listings.ts) and by the search provider (services/search), which runs it for each
 * spelling, synonym or correction of a query.
 */
import { type Kysely, sql } from 'kysely';
import { type CatalogueTuning, DEFAULT_CATALOGUE_TUNING } from '../../config';
import { databaseKind } from '../../db/connect';
import type { Database } from '../../db/schema';
import { type TermMatches, termMatches } from './search-cache';

/** The trigram index needs at least three characters; shorter terms are matched by the LIKE alone. */
export const MIN_INDEXED_TERM = 3;

/** `%term%` with LIKE wildcards in the term escaped. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An FTS5 phrase (double quotes doubled) that matches names containing the term, any case. */
export function trigramPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** The matches of a non-empty, lower-cased term at `version` (never null: a term is always loaded when not held). */
export async function nameMatches(
  db: Kysely<Database>,
  version: number,
  term: string,
  tuning: Pick<CatalogueTuning, 'searchCacheRows'> = DEFAULT_CATALOGUE_TUNING,
): Promise<TermMatches> {
  const useFts = term.length >= MIN_INDEXED_TERM && databaseKind(db) === 'sqlite';
  const matches = await termMatches(
    db,
    version,
    term,
    () =>
      db
        .selectFrom('products')
        .where('products.on_sale', '=', sql.lit(1))
        .$if(useFts, (qb) => qb.where(sql<boolean>`${sql.ref('products.id')} in (select rowid from products_name_fts where products_name_fts match ${trigramPhrase(term)})`))
        .where(sql<boolean>`lower(${sql.ref('products.name')}) like ${containsPattern(term)} escape '\\'`)
        .select(['products.id', 'products.brand_id', 'products.category_id', 'products.sales_price', 'products.featured_rank'])
        .execute(),
    0,
    tuning.searchCacheRows,
  );
  return matches!;
}
