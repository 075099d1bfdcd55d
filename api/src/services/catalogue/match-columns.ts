/**
 * The columns of a term's matches laid out in a listing order (search-cache.ts): each brand's and category's
 * positions, the price orders, rows picked or kept by id, and a reused table of marks by product id.
 */
import type { Columns } from './search-cache';

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
export function orderBy(key: Int32Array): Uint32Array {
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
