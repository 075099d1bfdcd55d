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

/** The rows (ascending, at most `limit`) whose name starts with `text` (`exact`: is `text`). */
export function rowsByName(names: JoinedColumn, order: Int32Array, text: string, exact: boolean, limit = Infinity): number[] {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (textAt(names, order[middle]) < text) low = middle + 1;
    else high = middle;
  }
  const rows: number[] = [];
  for (let k = low; k < order.length; k++) {
    const name = textAt(names, order[k]);
    if (exact ? name !== text : !name.startsWith(text)) break;
    rows.push(order[k]);
  }
  return rows.sort((a, b) => a - b).slice(0, limit);
}
