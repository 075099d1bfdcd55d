/**
 * One page of a name search's matches (or of the whole catalogue on sale) held in memory
 * (search-cache.ts), under the other filters, and how many matches pass them. The work is bounded by
 * what the filter selects, not by the catalogue: brands or categories walk only their own rows (the
 * smaller side; the other is checked per row), merged in listing order; a price band alone is found by
 * binary search in the price orders and counted that way for the featured order, whose page walk stops
 * once the page is full.
 */
import type { Columns, TermMatches } from './search-cache';

export interface MatchesFilter {
  brand_id: number[];
  category_id: number[];
  min: number;
  max: number;
  sort: 0 | 1 | 2;
  page: number;
  pageSize: number;
}
export interface MatchesPage {
  ids: number[];
  total: number;
}

/** A table of the allowed ids (shifted by one: -1 stands for none), or null for no restriction. */
function lookup(values: number[]): Uint8Array | null {
  if (!values.length) return null;
  const table = new Uint8Array(Math.max(...values) + 2);
  for (const value of values) table[value + 1] = 1;
  return table;
}

/** The first position in [0, length) where `passed` turns true (it is false, then true, along the array). */
function firstWhere(length: number, passed: (position: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (passed(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The positions [start, end) of a price order (ascending or descending) whose price is within [min, max]. */
function priceRange(price: Int32Array, ascending: boolean, min: number, max: number): [number, number] {
  return ascending
    ? [firstWhere(price.length, (i) => price[i] >= min), firstWhere(price.length, (i) => price[i] > max)]
    : [firstWhere(price.length, (i) => price[i] <= max), firstWhere(price.length, (i) => price[i] < min)];
}

/** A price band alone: binary search in the price orders; the featured order walks until its page is full. */
function pageByPrice(matches: TermMatches, filter: MatchesFilter, min: number, max: number, from: number, to: number): MatchesPage {
  const low = matches.orders[1];
  const [start, end] = priceRange(low.price, true, min, max);
  const total = end - start;
  if (filter.sort !== 0) {
    const [first] = filter.sort === 1 ? [start] : priceRange(matches.orders[2].price, false, min, max);
    const columns = matches.orders[filter.sort];
    return { ids: Array.from(columns.ids.subarray(first + Math.min(from, total), first + Math.min(to, total))), total };
  }
  const { ids: rowIds, price } = matches.orders[0];
  const ids: number[] = [];
  for (let i = 0, seen = 0; i < rowIds.length && seen < to; i++) {
    if (price[i] < min || price[i] > max) continue;
    if (seen >= from) ids.push(rowIds[i]);
    seen++;
  }
  return { ids, total };
}

/** The rows of the chosen values (positions ascending), the smaller side of brands and categories. */
function candidateLists(columns: Columns, filter: MatchesFilter): { lists: Int32Array[]; other: Uint8Array | null; otherColumn: Int32Array } {
  const listsOf = (index: Map<number, Int32Array>, values: number[]) =>
    [...new Set(values)].map((value) => index.get(value)).filter((list): list is Int32Array => list !== undefined);
  const brands = filter.brand_id.length ? listsOf(columns.byBrand, filter.brand_id) : null;
  const categories = filter.category_id.length ? listsOf(columns.byCategory, filter.category_id) : null;
  const size = (lists: Int32Array[] | null) => (lists ? lists.reduce((sum, list) => sum + list.length, 0) : Infinity);
  if (brands && size(brands) <= size(categories)) return { lists: brands, other: lookup(filter.category_id), otherColumn: columns.category };
  return { lists: categories!, other: lookup(filter.brand_id), otherColumn: columns.brand };
}

/** More lists than this are not merged (a pass per row of the page per list): every row is walked instead. */
const MAX_MERGED_LISTS = 8;

/** Every row in listing order, each checked against the brands, categories and price band. */
function walkAll(columns: Columns, filter: MatchesFilter, min: number, max: number, from: number, to: number): MatchesPage {
  const brands = lookup(filter.brand_id);
  const categories = lookup(filter.category_id);
  const { ids: rowIds, brand, category, price } = columns;
  const ids: number[] = [];
  let total = 0;
  for (let i = 0; i < rowIds.length; i++) {
    if (brands && brands[brand[i] + 1] !== 1) continue;
    if (categories && categories[category[i] + 1] !== 1) continue;
    if (price[i] < min || price[i] > max) continue;
    if (total >= from && total < to) ids.push(rowIds[i]);
    total++;
  }
  return { ids, total };
}

export function pageOfMatches(matches: TermMatches, filter: MatchesFilter): MatchesPage {
  const from = (filter.page - 1) * filter.pageSize;
  const to = from + filter.pageSize;
  const min = filter.min;
  const max = Math.min(filter.max, 2 ** 31 - 1); // an int32 bound keeps the comparisons on integers
  if (!filter.brand_id.length && !filter.category_id.length) return pageByPrice(matches, filter, min, max, from, to);

  const columns = matches.orders[filter.sort];
  const { lists, other, otherColumn } = candidateLists(columns, filter);
  if (lists.length > MAX_MERGED_LISTS) return walkAll(columns, filter, min, max, from, to);
  const { ids: rowIds, price } = columns;
  const passes = (position: number) => price[position] >= min && price[position] <= max && (!other || other[otherColumn[position] + 1] === 1);
  let total = 0;
  for (const list of lists) for (let k = 0; k < list.length; k++) if (passes(list[k])) total++;
  // the page: the lists merged in listing order (ascending positions) up to its last row
  const ids: number[] = [];
  const next = new Int32Array(lists.length);
  for (let seen = 0; seen < to; ) {
    let best = -1;
    for (let l = 0; l < lists.length; l++) if (next[l] < lists[l].length && (best < 0 || lists[l][next[l]] < lists[best][next[best]])) best = l;
    if (best < 0) break;
    const position = lists[best][next[best]++];
    if (!passes(position)) continue;
    if (seen >= from) ids.push(rowIds[position]);
    seen++;
  }
  return { ids, total };
}
