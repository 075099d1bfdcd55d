/**
 * Finding rows in a joined text column of the in-memory search index (memory-index.ts): `indexOf` jumps from
 * match to match through the column, in the featured order, and stops after `limit` rows. The needle is
 * taken literally, as the tier conditions' LIKE takes its escaped pattern (tier-conditions.ts).
 */
import { textHolding } from '../catalogue/search-cache';
import { type JoinedColumn, SEPARATOR } from './memory-join';

export type FindMode = 'contains' | 'prefix' | 'exact';

/**
 * The rows (ascending: the featured order) whose text contains `needle`, starts with it or is it, at most
 * `limit` of them.
 */
export function findRows(column: JoinedColumn, needle: string, mode: FindMode, limit = Infinity): number[] {
  const { text, starts } = column;
  const rows: number[] = [];
  if (limit <= 0) return rows;
  // prefix and exact: the needle right after a separator (and, exact, right before one)
  const sought = mode === 'contains' ? needle : mode === 'prefix' ? SEPARATOR + needle : SEPARATOR + needle + SEPARATOR;
  const shift = mode === 'contains' ? 0 : 1;
  for (let at = text.indexOf(sought); at !== -1; ) {
    const start = at + shift;
    const row = textHolding(starts, start, starts.length - 2);
    const end = starts[row + 1] - 1;
    // a separator inside a row's own text is no row boundary
    const whole = mode === 'contains' || (starts[row] === start && (mode === 'prefix' || start + needle.length === end));
    if (whole && start + needle.length <= end) {
      rows.push(row);
      if (rows.length >= limit) break;
      at = text.indexOf(sought, end); // the next row (its separator)
    } else {
      at = text.indexOf(sought, at + 1);
    }
  }
  return rows;
}
