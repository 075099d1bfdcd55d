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
import { keptColumns, orderBy, reordered } from './match-columns';

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
  const columns = { ids, brand, category, price };
  const matches: TermMatches = { orders: [reordered(columns, featured), reordered(columns, low), reordered(columns, high)], size: n };
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
    // an iterator is started only when something must go (starting one walks past every key deleted before)
    if (current.rows > maxRows)
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
