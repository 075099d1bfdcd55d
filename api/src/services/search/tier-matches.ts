/**
 * The matches of one ranking tier (ranking.ts) at a catalogue version, each loaded once per version and
 * text and held with the name-search matches (catalogue/search-cache.ts, keyed apart from them). Every
 * load narrows through an index: on SQLite the FTS5 trigram tables (`products_name_fts` on the name,
 * `products_text_fts` on the Hindi name, the composition and the search key, migrations 0060 and 0150),
 * on PostgreSQL the pg_trgm GIN indexes on the lower-cased columns, which serve the LIKE itself, and the
 * word index of the search key (migration 0240, a tsvector) for the spelling-key and synonym tiers.
 */
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { type CatalogueTuning, DEFAULT_CATALOGUE_TUNING } from '../../config';
import { databaseKind } from '../../db/connect';
import type { Database } from '../../db/schema';
import { containsPattern, MIN_INDEXED_TERM, trigramPhrase } from '../catalogue/name-matches';
import { type TermMatches, termMatches } from '../catalogue/search-cache';

export type Tuning = Pick<CatalogueTuning, 'searchCacheRows'>;

/** `term%` with LIKE wildcards in the term escaped. */
const startsPattern = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `top`: only the first `top` matches in the featured order are loaded (the suggestions need a few; a
 * common word then reads a few index entries, not every match), held apart from the whole matches.
 */
function load(db: Kysely<Database>, version: number, cacheKey: string, where: (sqlite: boolean) => Expression<SqlBool>, tuning: Tuning, top?: number): Promise<TermMatches> {
  const sqlite = databaseKind(db) === 'sqlite';
  return termMatches(
    db,
    version,
    top === undefined ? cacheKey : `top${top}\u0000${cacheKey}`,
    () =>
      db
        .selectFrom('products')
        .where('products.on_sale', '=', sql.lit(1))
        .where(where(sqlite))
        .select(['products.id', 'products.brand_id', 'products.category_id', 'products.sales_price', 'products.featured_rank'])
        .$if(top !== undefined, (qb) => qb.orderBy('products.featured_rank').orderBy('products.id').limit(top!))
        .execute(),
    0,
    tuning.searchCacheRows,
    false,
  ) as Promise<TermMatches>;
}

const nameFts = (term: string) => sql<SqlBool>`${sql.ref('products.id')} in (select rowid from products_name_fts where products_name_fts match ${trigramPhrase(term)})`;
const textFts = (query: string) => sql<SqlBool>`${sql.ref('products.id')} in (select rowid from products_text_fts where products_text_fts match ${query})`;
const lowerName = sql`lower(${sql.ref('products.name')})`;

/** Products whose whole name is the text (any case). */
export function exactNameMatches(db: Kysely<Database>, version: number, text: string, tuning: Tuning = DEFAULT_CATALOGUE_TUNING, top?: number): Promise<TermMatches> {
  return load(db, version, `exact\u0000${text}`, (sqlite) => (sqlite && text.length >= MIN_INDEXED_TERM ? sql<SqlBool>`${nameFts(text)} and ${lowerName} = ${text}` : sql<SqlBool>`${lowerName} = ${text}`), tuning, top);
}

/** Products whose name contains the text: the name tier when only the first `top` are wanted (the whole matches: catalogue/name-matches.ts, shared with the filter). */
export function nameContainsMatches(db: Kysely<Database>, version: number, text: string, tuning: Tuning = DEFAULT_CATALOGUE_TUNING, top?: number): Promise<TermMatches> {
  const like = sql<SqlBool>`${lowerName} like ${containsPattern(text)} escape '\\'`;
  return load(db, version, `name\u0000${text}`, (sqlite) => (sqlite && text.length >= MIN_INDEXED_TERM ? sql<SqlBool>`${nameFts(text)} and ${like}` : like), tuning, top);
}

/** Products whose name starts with the text. */
export function namePrefixMatches(db: Kysely<Database>, version: number, text: string, tuning: Tuning = DEFAULT_CATALOGUE_TUNING, top?: number): Promise<TermMatches> {
  const like = sql<SqlBool>`${lowerName} like ${startsPattern(text.toLowerCase())} escape '\\'`;
  return load(db, version, `prefix\u0000${text}`, (sqlite) => (sqlite && text.length >= MIN_INDEXED_TERM ? sql<SqlBool>`${nameFts(text)} and ${like}` : like), tuning, top);
}

/** Products whose Hindi name or composition contains the text as typed. */
export function hindiOrCompositionMatches(db: Kysely<Database>, version: number, text: string, tuning: Tuning = DEFAULT_CATALOGUE_TUNING, top?: number): Promise<TermMatches> {
  const pattern = containsPattern(text);
  const like = sql<SqlBool>`(lower(${sql.ref('products.name_hi')}) like ${pattern} escape '\\' or lower(${sql.ref('products.composition')}) like ${pattern} escape '\\')`;
  return load(
    db,
    version,
    `text\u0000${text}`,
    (sqlite) => ([...text].length >= MIN_INDEXED_TERM && sqlite ? sql<SqlBool>`${textFts(`{name_hi composition} : ${trigramPhrase(text)}`)} and ${like}` : like),
    tuning,
    top,
  );
}

/**
 * The words of a spelling key as a tsquery of word prefixes ("ashvgandh:* & tablt:*"); the key's words are
 * plain lower-case Latin letters (spellingKey), so they need no quoting.
 */
export function keyPrefixQuery(words: string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

/**
 * Products whose search key has every word of `key` (a spelling key) as the start of one of its words.
 * SQLite: the FTS5 trigram table narrows to keys holding " word"; PostgreSQL: the key's word index
 * (migration 0240, a GIN tsvector) answers the word prefixes. The LIKE keeps the exact meaning on both.
 */
export function spellingKeyMatches(db: Kysely<Database>, version: number, key: string, tuning: Tuning = DEFAULT_CATALOGUE_TUNING, top?: number): Promise<TermMatches> {
  const words = key.split(' ').filter(Boolean);
  const likes = words.map((word) => sql<SqlBool>`lower(${sql.ref('products.search_key')}) like ${`% ${word}%`}`);
  const indexed = words.filter((word) => word.length + 1 >= MIN_INDEXED_TERM).map((word) => `search_key : ${trigramPhrase(` ${word}`)}`);
  const wordIndex = sql<SqlBool>`to_tsvector('simple'::regconfig, ${sql.ref('products.search_key')}) @@ to_tsquery('simple'::regconfig, ${keyPrefixQuery(words)})`;
  return load(
    db,
    version,
    `key\u0000${key}`,
    (sqlite) => sql.join([...(sqlite ? (indexed.length ? [textFts(indexed.join(' AND '))] : []) : words.length ? [wordIndex] : []), ...likes], sql` and `) as Expression<SqlBool>,
    tuning,
    top,
  );
}

/** Of those, the products whose Hindi name contains the text or whose main ingredient starts with it ("Emblica officinalis": the amla juices before the formulations holding some amla). */
export function hindiOrMainIngredientMatches(db: Kysely<Database>, version: number, text: string, tuning: Tuning = DEFAULT_CATALOGUE_TUNING, top?: number): Promise<TermMatches> {
  const pattern = containsPattern(text);
  const main = text.toLowerCase().replace(/\s+/g, ' ');
  const like = sql<SqlBool>`(lower(${sql.ref('products.name_hi')}) like ${pattern} escape '\\' or ${sql.ref('products.main_ingredient')} like ${startsPattern(main)} escape '\\')`;
  const narrowed = sql<SqlBool>`(lower(${sql.ref('products.name_hi')}) like ${pattern} escape '\\' or lower(${sql.ref('products.composition')}) like ${pattern} escape '\\')`;
  return load(
    db,
    version,
    `main\u0000${text}`,
    (sqlite) => ([...text].length >= MIN_INDEXED_TERM && sqlite ? sql<SqlBool>`${textFts(`{name_hi composition} : ${trigramPhrase(text)}`)} and ${like}` : sql<SqlBool>`${narrowed} and ${like}`),
    tuning,
    top,
  );
}
