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
interface Columns {
  ids: Int32Array;
  brand: Int32Array;
  category: Int32Array;
  price: Int32Array;
}
export interface TermMatches {
  /** featured order, price low to high, price high to low (ties by id) */
  orders: [Columns, Columns, Columns];
  size: number;
  /** per brand, per category (-1: none): the prices ascending, so a count is a few binary searches */
  bands: Map<number, Map<number, Int32Array>>;
  /** the whole catalogue only: its rows in load order and each order as positions, to derive a term's matches */
  base?: { ids: Int32Array; brand: Int32Array; category: Int32Array; price: Int32Array; names: string[]; orders: [Uint32Array, Uint32Array, Uint32Array] };
}

interface Store {
  version: number;
  rows: number;
  terms: Map<string, Promise<TermMatches>>;
  sizes: Map<string, number>;
  /** the whole catalogue on sale at this version, once loaded (names lower-cased) */
  catalogue: TermMatches | null;
}
const stores = new WeakMap<Kysely<Database>, Store>();
/** when each term was last loaded, across versions (a caller may refuse to reload a term too often) */
const loads = new WeakMap<Kysely<Database>, Map<string, number>>();

/** `name` (lower-cased by the database) only in the whole catalogue's load */
export type MatchRow = { id: number; brand_id: number | null; category_id: number | null; sales_price: number; featured_rank: number; name?: string };

/** The matches laid out in the three orders (positions into the base columns), keeping only `keep`'s. */
function layOut(
  base: { ids: Int32Array; brand: Int32Array; category: Int32Array; price: Int32Array },
  orders: [Uint32Array, Uint32Array, Uint32Array],
  keep?: Uint8Array,
): TermMatches {
  const laidOut = (order: Uint32Array): Columns => {
    const positions = keep ? order.filter((p) => keep[p] === 1) : order;
    const n = positions.length;
    const columns = { ids: new Int32Array(n), brand: new Int32Array(n), category: new Int32Array(n), price: new Int32Array(n) };
    for (let k = 0; k < n; k++) {
      const p = positions[k];
      columns.ids[k] = base.ids[p];
      columns.brand[k] = base.brand[p];
      columns.category[k] = base.category[p];
      columns.price[k] = base.price[p];
    }
    return columns;
  };
  const all: [Columns, Columns, Columns] = [laidOut(orders[0]), laidOut(orders[1]), laidOut(orders[2])];
  // prices per (brand, category), ascending: read off the low-to-high order
  const low = all[1];
  const lists = new Map<number, Map<number, number[]>>();
  for (let k = 0; k < low.ids.length; k++) {
    let byCategory = lists.get(low.brand[k]);
    if (!byCategory) lists.set(low.brand[k], (byCategory = new Map()));
    const list = byCategory.get(low.category[k]);
    if (list) list.push(low.price[k]);
    else byCategory.set(low.category[k], [low.price[k]]);
  }
  const bands = new Map<number, Map<number, Int32Array>>();
  for (const [brand, byCategory] of lists) bands.set(brand, new Map([...byCategory].map(([category, prices]) => [category, Int32Array.from(prices)])));
  return { orders: all, size: low.ids.length, bands };
}

function build(rows: MatchRow[]): TermMatches {
  const n = rows.length;
  const ids = new Int32Array(n);
  const brand = new Int32Array(n);
  const category = new Int32Array(n);
  const price = new Int32Array(n);
  const rank = new Float64Array(n);
  rows.forEach((row, i) => {
    ids[i] = row.id;
    brand[i] = row.brand_id ?? -1;
    category[i] = row.category_id ?? -1;
    price[i] = Number(row.sales_price);
    rank[i] = Number(row.featured_rank);
  });
  const positions = () => Uint32Array.from({ length: n }, (_, i) => i);
  const orders: [Uint32Array, Uint32Array, Uint32Array] = [
    positions().sort((a, b) => rank[a] - rank[b] || ids[a] - ids[b]),
    positions().sort((a, b) => price[a] - price[b] || ids[a] - ids[b]),
    positions().sort((a, b) => price[b] - price[a] || ids[a] - ids[b]),
  ];
  const base = { ids, brand, category, price };
  const matches = layOut(base, orders);
  if (n > 0 && rows[0].name !== undefined) matches.base = { ...base, names: rows.map((row) => row.name ?? ''), orders };
  return matches;
}

/** A term's matches out of the whole catalogue in memory: a pass over the names, no query and no sort. */
function derive(catalogue: TermMatches, term: string): TermMatches {
  const base = catalogue.base!;
  const keep = new Uint8Array(base.ids.length);
  for (let i = 0; i < keep.length; i++) if (base.names[i].includes(term)) keep[i] = 1;
  return layOut(base, base.orders, keep);
}

/**
 * The matches of `term` at `version`, loaded by `load` when not held for that version; null when they
 * are not held and the term was loaded less than `minReloadMs` ago (the caller answers another way).
 */
export async function termMatches(db: Kysely<Database>, version: number, term: string, load: () => Promise<MatchRow[]>, minReloadMs = 0): Promise<TermMatches | null> {
  let store = stores.get(db);
  if (!store || version > store.version) stores.set(db, (store = { version, rows: 0, terms: new Map(), sizes: new Map(), catalogue: null }));
  const held = version === store.version ? store.terms.get(term) : undefined;
  if (held) {
    store.terms.delete(term);
    store.terms.set(term, held);
    return held;
  }
  const current = store;
  const keep = (matches: TermMatches) => {
    current.sizes.set(term, matches.size);
    current.rows += matches.size;
    for (const oldest of current.terms.keys()) {
      if (current.rows <= MAX_ROWS || oldest === term) break;
      current.rows -= current.sizes.get(oldest) ?? 0;
      current.sizes.delete(oldest);
      current.terms.delete(oldest);
    }
    return matches;
  };
  if (term && version === store.version && store.catalogue?.base) {
    const matches = derive(store.catalogue, term);
    store.terms.set(term, Promise.resolve(matches));
    return keep(matches);
  }
  let loadedAt = loads.get(db);
  if (!loadedAt) loads.set(db, (loadedAt = new Map()));
  if (minReloadMs > 0 && Date.now() - (loadedAt.get(term) ?? 0) < minReloadMs) return null;
  loadedAt.set(term, Date.now());
  if (version < store.version) return build(await load()); // an older snapshot than this process has seen: not cached
  const promise = load().then(build);
  current.terms.set(term, promise);
  try {
    const matches = await promise;
    if (!term && matches.base) current.catalogue = matches;
    return keep(matches);
  } catch (error) {
    current.terms.delete(term);
    throw error;
  }
}

/** A table of the allowed ids (shifted by one: -1 stands for none), or null for no restriction. */
function lookup(values: number[]): Uint8Array | null {
  if (!values.length) return null;
  const table = new Uint8Array(Math.max(...values) + 2);
  for (const value of values) table[value + 1] = 1;
  return table;
}

/** How many of the sorted `prices` lie in [min, max] (two binary searches). */
function countBetween(prices: Int32Array, min: number, max: number): number {
  const firstAbove = (bound: number, inclusive: boolean) => {
    let lo = 0;
    let hi = prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (prices[mid] < bound || (inclusive && prices[mid] === bound)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return firstAbove(max, true) - firstAbove(min, false);
}

/**
 * One page of the matches under the other filters, and how many matches pass them. The total comes from
 * the per-(brand, category) price lists (binary searches, no walk); the page from a walk of the order
 * that stops at the page's last row.
 */
export function pageOfMatches(
  matches: TermMatches,
  filter: { brand_id: number[]; category_id: number[]; min: number; max: number; sort: 0 | 1 | 2; page: number; pageSize: number },
): { ids: number[]; total: number } {
  const brands = lookup(filter.brand_id);
  const categories = lookup(filter.category_id);
  const from = (filter.page - 1) * filter.pageSize;
  const ids: number[] = [];
  const { ids: rowIds, brand, category, price } = matches.orders[filter.sort];
  const min = filter.min;
  const max = Math.min(filter.max, 2 ** 31 - 1); // an int32 bound keeps the comparisons on integers
  let total = 0;
  for (const [b, byCategory] of matches.bands) {
    if (brands && brands[b + 1] !== 1) continue;
    for (const [c, prices] of byCategory) {
      if (categories && categories[c + 1] !== 1) continue;
      total += countBetween(prices, min, max);
    }
  }
  if (from >= total || filter.pageSize <= 0) return { ids, total };
  let seen = 0;
  for (let i = 0; i < rowIds.length; i++) {
    if (brands && brands[brand[i] + 1] !== 1) continue;
    if (categories && categories[category[i] + 1] !== 1) continue;
    if (price[i] < min || price[i] > max) continue;
    if (seen++ < from) continue;
    ids.push(rowIds[i]);
    if (ids.length === filter.pageSize) break;
  }
  return { ids, total };
}
