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
import { DEFAULT_CATALOGUE_TUNING } from '../../config';
import type { Database } from '../../db/schema';

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
  /** the whole catalogue only: its ids ascending with their names (lower-cased by the database), to derive a term's matches */
  names?: { ids: Int32Array; names: string[]; joined?: { text: string; starts: Int32Array } };
}

interface Store {
  version: number;
  rows: number;
  terms: Map<string, Promise<TermMatches>>;
  sizes: Map<string, number>;
  /** the whole catalogue on sale at this version with its names, once loaded */
  catalogue: TermMatches | null;
}
const stores = new WeakMap<Kysely<Database>, Store>();
/** when each term was last loaded, across versions (a caller may refuse to reload a term too often) */
const loads = new WeakMap<Kysely<Database>, Map<string, number>>();

/** `name` (lower-cased by the database, as the LIKE compares it) only in the whole catalogue's load */
export type MatchRow = { id: number; brand_id: number | null; category_id: number | null; sales_price: number; featured_rank: number; name?: string };

/** Values (brand and category ids, -1 for none) up to this are counted in an array; larger ones in a map. */
const ARRAY_VALUES = 1 << 16;
const NO_POSITIONS = new Int32Array(0);

/** For each value of the column, the positions holding it, in ascending order. */
export function positionsByValue(column: Int32Array): Map<number, Int32Array> {
  let max = -1;
  let min = 0;
  for (let i = 0; i < column.length; i++) {
    if (column[i] > max) max = column[i];
    if (column[i] < min) min = column[i];
  }
  if (min < -1 || max >= ARRAY_VALUES || max > 4 * column.length + 1024) return positionsByValueInMap(column);
  // value v at slot v + 1 (-1, no brand or category, at slot 0)
  const counts = new Int32Array(max + 2);
  for (let i = 0; i < column.length; i++) counts[column[i] + 1]++;
  const lists: Int32Array[] = [];
  for (let slot = 0; slot < counts.length; slot++) lists.push(counts[slot] > 0 ? new Int32Array(counts[slot]) : NO_POSITIONS);
  const filled = new Int32Array(max + 2);
  for (let i = 0; i < column.length; i++) {
    const slot = column[i] + 1;
    lists[slot][filled[slot]++] = i;
  }
  const byValue = new Map<number, Int32Array>();
  for (let slot = 0; slot < counts.length; slot++) if (counts[slot] > 0) byValue.set(slot - 1, lists[slot]);
  return byValue;
}

function positionsByValueInMap(column: Int32Array): Map<number, Int32Array> {
  const counts = new Map<number, number>();
  for (let i = 0; i < column.length; i++) counts.set(column[i], (counts.get(column[i]) ?? 0) + 1);
  type List = { positions: Int32Array; filled: number };
  const lists = new Map<number, List>();
  for (const [value, count] of counts) lists.set(value, { positions: new Int32Array(count), filled: 0 });
  let current = -2;
  let list: List = { positions: new Int32Array(0), filled: 0 };
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

/**
 * The columns with each brand's and category's positions, worked out on first use: a suggestion or a first
 * page of a search never filters its tiers by brand or category, so most laid-out matches never need them.
 */
export function withPositions(columns: Pick<Columns, 'ids' | 'brand' | 'category' | 'price'>): Columns {
  let byBrand: Map<number, Int32Array> | undefined;
  let byCategory: Map<number, Int32Array> | undefined;
  return {
    ids: columns.ids,
    brand: columns.brand,
    category: columns.category,
    price: columns.price,
    get byBrand() {
      return (byBrand ??= positionsByValue(columns.brand));
    },
    get byCategory() {
      return (byCategory ??= positionsByValue(columns.category));
    },
  };
}

/**
 * A table of one byte per product id, all zero, reused by the synchronous walks that mark ids (no 100 KB
 * allocation per search: each such buffer is memory outside the heap, and its growth makes V8 collect
 * garbage early). The caller sets what it needs and must zero every byte it set before it returns.
 */
export function idMarks(size: number): Uint8Array {
  if (sharedIdMarks.length < size) sharedIdMarks = new Uint8Array(Math.max(size, sharedIdMarks.length * 2));
  return sharedIdMarks;
}
let sharedIdMarks = new Uint8Array(0);

/** Ids below this are packed with a price into one float64 (exact below 2^53) for a numeric sort; larger ids sort by comparator. */
const PACKED_ID_LIMIT = 2 ** 21;

/** The positions of the rows by price (`direction` 1: ascending, -1: descending), ties by id, as the listing's price orders. */
export function priceOrder(ids: Int32Array, price: Int32Array, direction: 1 | -1): Uint32Array {
  const n = ids.length;
  const order = new Uint32Array(n);
  let maxId = 0;
  for (let k = 0; k < n; k++) if (ids[k] > maxId) maxId = ids[k];
  // few rows among large ids (a tier's first products): a comparator sort, no table as long as the largest id
  if (maxId >= PACKED_ID_LIMIT || n * 16 < maxId) {
    for (let k = 0; k < n; k++) order[k] = k;
    return order.sort((a, b) => direction * (price[a] - price[b]) || ids[a] - ids[b]);
  }
  const packed = new Float64Array(n);
  for (let k = 0; k < n; k++) packed[k] = (direction * price[k] + 2 ** 31) * PACKED_ID_LIMIT + ids[k];
  packed.sort();
  const positionOfId = new Int32Array(maxId + 1);
  for (let k = 0; k < n; k++) positionOfId[ids[k]] = k;
  for (let k = 0; k < n; k++) order[k] = positionOfId[packed[k] % PACKED_ID_LIMIT];
  return order;
}

/** The columns' rows in `order` (positions), with each brand's and category's positions. */
export function reordered(columns: Pick<Columns, 'ids' | 'brand' | 'category' | 'price'>, order: ArrayLike<number>): Columns {
  const n = order.length;
  const out = { ids: new Int32Array(n), brand: new Int32Array(n), category: new Int32Array(n), price: new Int32Array(n) };
  for (let k = 0; k < n; k++) {
    const at = order[k];
    out.ids[k] = columns.ids[at];
    out.brand[k] = columns.brand[at];
    out.category[k] = columns.category[at];
    out.price[k] = columns.price[at];
  }
  return withPositions(out);
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
    return withPositions(columns);
  };
  const matches: TermMatches = { orders: [laidOut(featured), laidOut(low), laidOut(high)], size: n };
  if (n > 0 && rows[0].name !== undefined) matches.names = { ids, names: rows.map((row) => row.name ?? '') };
  return matches;
}

/**
 * A term's matches derived from the whole catalogue held in memory: one pass over the names (the same
 * lower-cased text the LIKE compares, the term lower-cased and taken literally), then each listing order
 * filtered as it stands: no query and no sort.
 */
export function deriveTermMatches(catalogue: TermMatches, term: string): TermMatches {
  const held = catalogue.names!;
  const { ids, names } = held;
  const keep = new Uint8Array(ids.length ? ids[ids.length - 1] + 1 : 0); // ids ascending: the last is the largest
  let size = 0;
  if (term.includes('\n')) {
    for (let i = 0; i < ids.length; i++) {
      if (!names[i].includes(term)) continue;
      keep[ids[i]] = 1;
      size++;
    }
  } else {
    // the names joined by new lines (built on the first term of a version): indexOf jumps from match to match
    if (!held.joined) {
      const starts = new Int32Array(names.length + 1);
      for (let i = 0; i < names.length; i++) starts[i + 1] = starts[i] + names[i].length + 1;
      held.joined = { text: names.join('\n'), starts };
    }
    const { text, starts } = held.joined;
    for (let at = text.indexOf(term); at !== -1; ) {
      const low = textHolding(starts, at, names.length - 1);
      keep[ids[low]] = 1;
      size++;
      at = text.indexOf(term, starts[low + 1]); // the next name
    }
  }
  const [featured, low, high] = catalogue.orders;
  return { orders: [keptColumns(featured, keep, size), keptColumns(low, keep, size), keptColumns(high, keep, size)], size };
}

/** Of texts joined where text r starts at starts[r] (r from 0 to `last`), the one holding position `at`. */
export function textHolding(starts: Int32Array, at: number, last: number): number {
  let low = 0;
  let high = last;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle] <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The rows of `all` whose id is marked in `keep` (`size` of them), in the order of `all`. */
export function keptColumns(all: Columns, keep: Uint8Array, size: number): Columns {
  const columns = { ids: new Int32Array(size), brand: new Int32Array(size), category: new Int32Array(size), price: new Int32Array(size) };
  for (let k = 0, j = 0; k < all.ids.length && j < size; k++) {
    if (keep[all.ids[k]] !== 1) continue;
    columns.ids[j] = all.ids[k];
    columns.brand[j] = all.brand[k];
    columns.category[j] = all.category[k];
    columns.price[j++] = all.price[k];
  }
  return withPositions(columns);
}

/**
 * The matches of `term` at `version`, loaded by `load` when not held for that version; null when they
 * are not held and the term was loaded less than `minReloadMs` ago (the caller answers another way).
 * `maxRows`: SEARCH_CACHE_ROWS (config.ts). `derivable`: false for matches of anything but a name substring
 * (the search provider's other tiers, keyed apart), which the whole catalogue's names cannot give.
 */
export async function termMatches(
  db: Kysely<Database>,
  version: number,
  term: string,
  load: () => Promise<MatchRow[]>,
  minReloadMs = 0,
  maxRows = DEFAULT_CATALOGUE_TUNING.searchCacheRows,
  derivable = true,
): Promise<TermMatches | null> {
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
      if (current.rows <= maxRows || oldest === term) break;
      current.rows -= current.sizes.get(oldest) ?? 0;
      current.sizes.delete(oldest);
      current.terms.delete(oldest);
    }
    return matches;
  };
  // the whole catalogue of this version is in memory: a term's matches come from it, without a query
  if (derivable && term && version === store.version && store.catalogue) {
    const matches = deriveTermMatches(store.catalogue, term);
    store.terms.set(term, Promise.resolve(matches));
    return keep(matches);
  }
  let loadedAt = loads.get(db);
  if (!loadedAt) loads.set(db, (loadedAt = new Map()));
  if (minReloadMs > 0 && Date.now() - (loadedAt.get(term) ?? 0) < minReloadMs) return null;
  loadedAt.set(term, Date.now());
  if (version < store.version) return buildTermMatches(await load()); // an older snapshot than this process has seen: not cached
  const promise = load().then(buildTermMatches);
  current.terms.set(term, promise);
  try {
    const matches = await promise;
    if (!term && matches.names) current.catalogue = matches;
    return keep(matches);
  } catch (error) {
    current.terms.delete(term);
    throw error;
  }
}
