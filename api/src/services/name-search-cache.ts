/**
 * Name-search matches per catalogue version. A name search is the costly part of the filter (every
 * product whose name contains the term is read, to count them and to sort them), and shoppers search a
 * limited set of words under many combinations of brands, categories, price bands, sorts and pages. So
 * the products on sale matching a term are loaded once per catalogue version (migration 0100: any
 * committed catalogue change, from any replica, moves it) into compact columns with the three listing
 * orders precomputed; each filter then walks one order checking brands, categories and price band in
 * memory, which gives the page and the total. Bounded by a row budget, least recently used first out.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const MAX_ROWS = Number(process.env.SEARCH_CACHE_ROWS ?? 1_000_000);

/** The filter columns of the matches, laid out in one listing order (a walk reads memory in sequence). */
export interface Columns {
  ids: Int32Array;
  brand: Int32Array;
  category: Int32Array;
  price: Int32Array;
  /** per brand and per category: the positions (ascending) of its rows in this order */
  byBrand: Map<number, Int32Array>;
  byCategory: Map<number, Int32Array>;
}
export interface TermMatches {
  /** featured order, price low to high, price high to low (ties by id) */
  orders: [Columns, Columns, Columns];
  size: number;
}

interface Store {
  version: number;
  rows: number;
  terms: Map<string, Promise<TermMatches>>;
  sizes: Map<string, number>;
}
const stores = new WeakMap<Kysely<Database>, Store>();
/** when each term was last loaded, across versions (a caller may refuse to reload a term too often) */
const loads = new WeakMap<Kysely<Database>, Map<string, number>>();

export type MatchRow = { id: number; brand_id: number | null; category_id: number | null; sales_price: number; featured_rank: number };

/** For each value of the column, the positions holding it, in ascending order. */
function positionsByValue(column: Int32Array): Map<number, Int32Array> {
  const counts = new Map<number, number>();
  for (const value of column) counts.set(value, (counts.get(value) ?? 0) + 1);
  const lists = new Map<number, Int32Array>();
  const filled = new Map<number, number>();
  for (const [value, count] of counts) {
    lists.set(value, new Int32Array(count));
    filled.set(value, 0);
  }
  column.forEach((value, position) => {
    const at = filled.get(value)!;
    lists.get(value)![at] = position;
    filled.set(value, at + 1);
  });
  return lists;
}

/** The matches laid out in the three listing orders, with each brand's and category's positions. */
export function buildTermMatches(rows: MatchRow[]): TermMatches {
  const n = rows.length;
  const ids = new Int32Array(n);
  const brand = new Int32Array(n);
  const category = new Int32Array(n);
  const price = new Int32Array(n);
  const rank = new Int32Array(n);
  rows.forEach((row, i) => {
    ids[i] = row.id;
    brand[i] = row.brand_id ?? -1;
    category[i] = row.category_id ?? -1;
    price[i] = Number(row.sales_price);
    rank[i] = Number(row.featured_rank);
  });
  const positions = () => Uint32Array.from({ length: n }, (_, i) => i);
  const featured = positions().sort((a, b) => rank[a] - rank[b] || ids[a] - ids[b]);
  const low = positions().sort((a, b) => price[a] - price[b] || ids[a] - ids[b]);
  const high = positions().sort((a, b) => price[b] - price[a] || ids[a] - ids[b]);
  const laidOut = (order: Uint32Array): Columns => {
    const columns = {
      ids: ids.map((_, k) => ids[order[k]]),
      brand: brand.map((_, k) => brand[order[k]]),
      category: category.map((_, k) => category[order[k]]),
      price: price.map((_, k) => price[order[k]]),
    };
    return { ...columns, byBrand: positionsByValue(columns.brand), byCategory: positionsByValue(columns.category) };
  };
  return { orders: [laidOut(featured), laidOut(low), laidOut(high)], size: n };
}

/**
 * The matches of `term` at `version`, loaded by `load` when not held for that version; null when they
 * are not held and the term was loaded less than `minReloadMs` ago (the caller answers another way).
 */
export async function termMatches(db: Kysely<Database>, version: number, term: string, load: () => Promise<MatchRow[]>, minReloadMs = 0): Promise<TermMatches | null> {
  let store = stores.get(db);
  if (!store || version > store.version) stores.set(db, (store = { version, rows: 0, terms: new Map(), sizes: new Map() }));
  const held = version === store.version ? store.terms.get(term) : undefined;
  if (held) {
    store.terms.delete(term);
    store.terms.set(term, held);
    return held;
  }
  let loadedAt = loads.get(db);
  if (!loadedAt) loads.set(db, (loadedAt = new Map()));
  if (minReloadMs > 0 && Date.now() - (loadedAt.get(term) ?? 0) < minReloadMs) return null;
  loadedAt.set(term, Date.now());
  if (version < store.version) return buildTermMatches(await load()); // an older snapshot than this process has seen: not cached
  const current = store;
  const promise = load().then(buildTermMatches);
  current.terms.set(term, promise);
  try {
    const matches = await promise;
    current.sizes.set(term, matches.size);
    current.rows += matches.size;
    for (const oldest of current.terms.keys()) {
      if (current.rows <= MAX_ROWS || oldest === term) break;
      current.rows -= current.sizes.get(oldest) ?? 0;
      current.sizes.delete(oldest);
      current.terms.delete(oldest);
    }
    return matches;
  } catch (error) {
    current.terms.delete(term);
    throw error;
  }
}
