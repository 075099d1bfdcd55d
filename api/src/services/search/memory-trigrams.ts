/**
 * The three-character sequences of a joined column of the in-memory search index (memory-index.ts), each
 * with the rows whose text holds it (ascending: the featured order). A text of three characters or more is
 * found in the rows that hold its rarest sequence and its next rarest, each checked whole, instead of a scan
 * of the whole column: a text that matches nothing (most typos, "himalaya as") or few rows costs a few list
 * steps, not a walk of every name. The sequences are hashed into buckets, so a bucket may hold the rows of
 * several sequences: a collision only adds rows to check; it never loses a match.
 *
 * Memory: one 4-byte entry per distinct sequence of each text (about 3.9 million at 100 000 bench products).
 */
import { findRows } from './memory-find';
import type { JoinedColumn } from './memory-join';

const BUCKETS = 1 << 18;

const hashAt = (text: string, at: number) => (Math.imul(Math.imul(text.charCodeAt(at), 0x9e3779b1) ^ text.charCodeAt(at + 1), 0x85ebca6b) ^ text.charCodeAt(at + 2)) & (BUCKETS - 1);

export interface TrigramRows {
  /** bucket b's rows are rows[starts[b]] .. rows[starts[b + 1] - 1], ascending, once each */
  starts: Int32Array;
  rows: Int32Array;
}

/** Calls `visit(bucket, row)` for each bucket of each row's sequences, once per row and bucket. */
function eachBucket(column: JoinedColumn, visit: (bucket: number, row: number) => void): void {
  const { text, starts } = column;
  const lastRow = new Int32Array(BUCKETS).fill(-1);
  for (let row = 0; row + 1 < starts.length; row++) {
    const end = starts[row + 1] - 1;
    for (let at = starts[row]; at + 3 <= end; at++) {
      const bucket = hashAt(text, at);
      if (lastRow[bucket] === row) continue;
      lastRow[bucket] = row;
      visit(bucket, row);
    }
  }
}

export function buildTrigramRows(column: JoinedColumn): TrigramRows {
  const counts = new Int32Array(BUCKETS + 1);
  eachBucket(column, (bucket) => counts[bucket + 1]++);
  for (let b = 0; b < BUCKETS; b++) counts[b + 1] += counts[b];
  const starts = counts;
  const filled = starts.slice(0, BUCKETS);
  const rows = new Int32Array(starts[BUCKETS]);
  eachBucket(column, (bucket, row) => {
    rows[filled[bucket]++] = row;
  });
  return { starts, rows };
}

/**
 * The rows (ascending, at most `limit`) whose text contains `needle`: exactly findRows(column, needle,
 * 'contains', limit). A needle shorter than three characters is looked for by the scan.
 */
export function rowsContaining(column: JoinedColumn, index: TrigramRows, needle: string, limit = Infinity): number[] {
  if (needle.length < 3) return findRows(column, needle, 'contains', limit);
  const found: number[] = [];
  if (limit <= 0) return found;
  // the two rarest buckets of the needle's sequences
  let first = -1;
  let second = -1;
  const size = (bucket: number) => index.starts[bucket + 1] - index.starts[bucket];
  for (let at = 0; at + 3 <= needle.length; at++) {
    const bucket = hashAt(needle, at);
    if (bucket === first || bucket === second) continue;
    if (size(bucket) === 0) return found;
    if (first === -1 || size(bucket) < size(first)) [first, second] = [bucket, first];
    else if (second === -1 || size(bucket) < size(second)) second = bucket;
  }
  const { rows, starts } = index;
  let other = second === -1 ? -1 : starts[second];
  const otherEnd = second === -1 ? -1 : starts[second + 1];
  for (let k = starts[first]; k < starts[first + 1]; k++) {
    const row = rows[k];
    if (other !== -1) {
      while (other < otherEnd && rows[other] < row) other++;
      if (other === otherEnd) break;
      if (rows[other] !== row) continue;
    }
    if (column.text.slice(column.starts[row], column.starts[row + 1] - 1).includes(needle)) {
      found.push(row);
      if (found.length >= limit) break;
    }
  }
  return found;
}
