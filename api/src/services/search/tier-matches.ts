/**
 * The matches of one ranking tier (ranking.ts) at a catalogue version, each loaded once per version and
 * text and held with the name-search matches (catalogue/search-cache.ts, keyed apart from them), by the
 * conditions of tier-conditions.ts; and the count of all matches of several tiers, for a first page whose
 * tiers were loaded only in part.
 */
import { type Kysely, sql } from 'kysely';
import { type CatalogueTuning, DEFAULT_CATALOGUE_TUNING } from '../../config';
import { databaseKind } from '../../db/connect';
import type { Database } from '../../db/schema';
import { type MatchRow, type TermMatches, termMatches } from '../catalogue/search-cache';
import * as tier from './tier-conditions';
import type { TierCondition } from './tier-conditions';
import { MIN_INDEXED_TERM } from '../catalogue/name-matches';

export type Tuning = Pick<CatalogueTuning, 'searchCacheRows'>;

/**
 * How many of the first products on sale in the featured order a first-products load of the name tier, or
 * of a text too short for the trigram index, checks row by row before it asks an index: a common word or a
 * short prefix fills its few there ("tablets": about one name in five), where the index would list every
 * match first (tens of thousands at 100 000 products) and a short text has no index at all. The other tiers
 * ask their index at once: there a probe mostly finds nothing and only adds its own cost.
 */
export const PROBE_ROWS = 2000;

const COLUMNS = ['id', 'brand_id', 'category_id', 'sales_price', 'featured_rank'] as const;

/** The first `top` products meeting the condition in the featured order: from the probe when it holds that many, else through the index. */
async function firstMatches(db: Kysely<Database>, where: TierCondition, top: number, probe: boolean): Promise<MatchRow[]> {
  const sqlite = databaseKind(db) === 'sqlite';
  if (probe) {
    const { rows } = await sql<MatchRow>`select id, brand_id, category_id, sales_price, featured_rank
      from (select id, brand_id, category_id, sales_price, featured_rank, name, name_hi, composition, search_key, main_ingredient
        from products where on_sale = 1 order by featured_rank, id limit ${sql.lit(PROBE_ROWS)}) as products
      where ${where(sqlite, false)} order by featured_rank, id limit ${sql.lit(top)}`.execute(db);
    if (rows.length === top) return rows;
  }
  return db
    .selectFrom('products')
    .where('products.on_sale', '=', sql.lit(1))
    .where(where(sqlite))
    .select(COLUMNS.map((column) => `products.${column}` as const))
    .orderBy('products.featured_rank')
    .orderBy('products.id')
    .limit(top)
    .execute();
}

/**
 * `top`: only the first `top` matches in the featured order are loaded (the suggestions and a first page need
 * a few; a common word then reads a few rows, not every match), held apart from the whole matches. `probe`:
 * the condition has no index that finds its first rows at once (firstMatches).
 */
function load(db: Kysely<Database>, version: number, cacheKey: string, where: TierCondition, tuning: Tuning, top: number | undefined, probe: boolean): Promise<TermMatches> {
  const sqlite = databaseKind(db) === 'sqlite';
  return termMatches(
    db,
    version,
    top === undefined ? cacheKey : `top${top}\u0000${cacheKey}`,
    () =>
      top === undefined
        ? db
            .selectFrom('products')
            .where('products.on_sale', '=', sql.lit(1))
            .where(where(sqlite))
            .select(COLUMNS.map((column) => `products.${column}` as const))
            .execute()
        : firstMatches(db, where, top, probe),
    0,
    tuning.searchCacheRows,
    false,
  ) as Promise<TermMatches>;
}

/**
 * How many products on sale meet any of the conditions: a UNION of one query per condition, so each is
 * answered through its own index (an OR of them makes SQLite check every condition on each candidate).
 */
export async function countMatches(db: Kysely<Database>, conditions: TierCondition[]): Promise<number> {
  if (conditions.length === 0) return 0;
  const sqlite = databaseKind(db) === 'sqlite';
  const branches = conditions.map((condition) => sql`select ${sql.ref('products.id')} from products where ${sql.ref('products.on_sale')} = 1 and ${condition(sqlite)}`);
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${sql.join(branches, sql` union `)}) as matching`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

type Loader = (db: Kysely<Database>, version: number, text: string, tuning?: Tuning, top?: number) => Promise<TermMatches>;
const loader =
  (name: string, condition: (text: string) => TierCondition, probe: (text: string) => boolean): Loader =>
  (db, version, text, tuning = DEFAULT_CATALOGUE_TUNING, top) =>
    load(db, version, `${name}\u0000${text}`, condition(text), tuning, top, probe(text));

const always = () => true;
const short = (text: string) => [...text].length < MIN_INDEXED_TERM;
const shortKey = (key: string) => key.split(' ').every((word) => word.length + 1 < MIN_INDEXED_TERM);

/** Products whose whole name is the text (any case). */
export const exactNameMatches = loader('exact', tier.exactName, () => false);
/** Products whose name contains the text: the name tier when only the first `top` are wanted (the whole matches: catalogue/name-matches.ts, shared with the filter). */
export const nameContainsMatches = loader('name', tier.nameContains, always);
/** Products whose name starts with the text. */
export const namePrefixMatches = loader('prefix', tier.namePrefix, () => false);
/** Products whose Hindi name or composition contains the text as typed. */
export const hindiOrCompositionMatches = loader('text', tier.hindiOrComposition, short);
/** Of those, the products whose Hindi name contains the text or whose main ingredient starts with it ("Emblica officinalis": the amla juices before the formulations holding some amla). */
export const hindiOrMainIngredientMatches = loader('main', tier.hindiOrMainIngredient, short);
/** Products whose search key has every word of `key` (a spelling key) as the start of one of its words. */
export const spellingKeyMatches = loader('key', tier.spellingKey, shortKey);
