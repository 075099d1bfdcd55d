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
  for (let i = 0; i < column.length; i++) counts.set(column[i], (counts.get(column[i]) ?? 0) + 1);
  const lists = new Map<number, { positions: Int32Array; filled: number }>();
  for (const [value, count] of counts) lists.set(value, { positions: new Int32Array(count), filled: 0 });
  let current = -2;
  let list = { positions: new Int32Array(0), filled: 0 };
  for (let i = 0; i < column.length; i++) {
    // neighbouring rows often share a value: look the list up only when it changes
    if (column[i] !== current) list = lists.get((current = column[i]))!;
    list.positions[list.filled++] = i;
  }
  return new Map([...lists].map(([value, { positions }]) => [value, positions]));
}

const INDEX_BITS = 2 ** 20;

/**
 * The row indexes ordered by `key` (an int32 per row), ties by row index. Key and index are packed into
 * one float64 (exact below 2^53) so a plain numeric typed-array sort does it, several times faster than a
 * comparator; beyond 2^20 rows the comparator sort is used.
 */
function orderBy(key: Int32Array): Uint32Array {
  const n = key.length;
  const order = new Uint32Array(n);
  if (n >= INDEX_BITS) {
    for (let i = 0; i < n; i++) order[i] = i;
    return order.sort((a, b) => key[a] - key[b] || a - b);
  }
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) packed[i] = (key[i] + 2 ** 31) * INDEX_BITS + i;
  packed.sort();
  for (let k = 0; k < n; k++) order[k] = packed[k] % INDEX_BITS;
  return order;
}

/** The matches laid out in the three listing orders, with each brand's and category's positions. */
export function buildTermMatches(unordered: MatchRow[]): TermMatches {
  // in id order, so that ties in every listing order (broken by id) are broken by row index
  const rows = unordered.every((row, i) => i === 0 || unordered[i - 1].id < row.id) ? unordered : [...unordered].sort((a, b) => a.id - b.id);
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
  const featured = orderBy(rank);
  const low = orderBy(price);
  const high = orderBy(price.map((value) => -value));
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
