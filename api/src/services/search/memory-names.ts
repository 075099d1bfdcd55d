/**
 * The names of the in-memory search index (memory-index.ts) in sorted order, for the exact-name and
 * name-prefix tiers: the names starting with a text are neighbours, found by a binary search.
 */
import { type JoinedColumn, textAt } from './memory-join';

/** The rows in the code unit order of their names (ties by row). */
export function sortedNames(names: string[]): Int32Array {
  const order = Int32Array.from(names, (_, row) => row);
  return order.sort((a, b) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b));
}

/** The first position of `order` from `from` whose name is not below `text` (`past`: does not start with `text`). */
function firstPosition(names: JoinedColumn, order: Int32Array, text: string, from: number, past: boolean): number {
  let low = from;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const name = textAt(names, order[middle]);
    if (past ? name.startsWith(text) : name < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The rows (ascending, at most `limit`) whose name starts with `text` (`exact`: is `text`). */
export function rowsByName(names: JoinedColumn, order: Int32Array, text: string, exact: boolean, limit = Infinity): number[] {
  const start = firstPosition(names, order, text, 0, false);
  // the names starting with the text follow one another from `start`; those equal to it come first
  let end = firstPosition(names, order, text, start, true);
  if (exact) {
    let k = start;
    while (k < end && textAt(names, order[k]) === text) k++;
    end = k;
  }
  const rows = order.slice(start, end).sort();
  return Array.from(rows.subarray(0, Math.min(limit, rows.length)));
}
