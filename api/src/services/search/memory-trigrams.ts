/**
 * The three-character sequences of a joined column of the in-memory search index (memory-index.ts), each
 * with the rows whose text holds it (ascending: the featured order). A text of three characters or more is
 * found in the rows that hold all of its rarest sequences, each checked whole, instead of a scan
 * of the whole column: a text that matches nothing (most typos, "himalaya as") or few rows costs a few list
 * steps, not a walk of every name. The sequences are hashed into buckets, so a bucket may hold the rows of
 * several sequences: a collision only adds rows to check; it never loses a match.
 *
 * Memory: one 4-byte entry per distinct sequence or meeting of each text (about 4.7 million at 100 000 bench
 * products, 1.1 million of them meetings).
 */
import { findRows } from './memory-find';
import { eachCommonRow } from './memory-values';
import type { JoinedColumn } from './memory-join';

const BUCKETS = 1 << 18;

const hashAt = (text: string, at: number) => (Math.imul(Math.imul(text.charCodeAt(at), 0x9e3779b1) ^ text.charCodeAt(at + 1), 0x85ebca6b) ^ text.charCodeAt(at + 2)) & (BUCKETS - 1);

/**
 * The bucket of a meeting of two words from `at`: `side` letters of a word, the space, `side` letters of the
 * next ("li ta", "ali tab"). Common words that never stand next to each other ("patanjali tabl", "arya
 * pharmacy" where the names say "arya vaidya pharmacy") share many rows but few such meetings, so these lists
 * are short where the sequences' are long.
 */
function meetingHashAt(text: string, at: number, side: number): number {
  let hash = Math.imul(side, 0x632be5ab);
  for (let k = 0; k <= 2 * side; k++) hash = Math.imul(hash ^ text.charCodeAt(at + k), 0x9e3779b1) ^ (hash >>> 15);
  return (hash ^ (hash >>> 13)) & (BUCKETS - 1);
}

/** The widths of the meetings held: two and three letters on each side of the space. */
const SIDES = [2, 3];

/** Whether a meeting of `side` letters each side starts at `at` of `text` (its characters end by `end`). */
const meetsAt = (text: string, at: number, end: number, side: number) => at + 2 * side + 1 <= end && text.charCodeAt(at + side) === 32;

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
      if (lastRow[bucket] !== row) {
        lastRow[bucket] = row;
        visit(bucket, row);
      }
      for (const side of SIDES) {
        if (!meetsAt(text, at, end, side)) continue;
        const meeting = meetingHashAt(text, at, side);
        if (lastRow[meeting] === row) continue;
        lastRow[meeting] = row;
        visit(meeting, row);
      }
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

/** At most this many of a needle's rarest sequences are intersected before its rows are checked whole. */
const INTERSECTED = 6;

/**
 * The rows (ascending, at most `limit`) whose text contains `needle`: exactly findRows(column, needle,
 * 'contains', limit). The rows of its rarest sequences are intersected (memory-values.ts, eachCommonRow), and
 * the rows left are checked whole. A needle shorter than three characters is looked for by the scan.
 */
export function rowsContaining(column: JoinedColumn, index: TrigramRows, needle: string, limit = Infinity): number[] {
  if (needle.length < 3) return findRows(column, needle, 'contains', limit);
  const found: number[] = [];
  if (limit <= 0) return found;
  const { rows, starts } = index;
  const buckets: number[] = [];
  const add = (bucket: number) => {
    if (!buckets.includes(bucket)) buckets.push(bucket);
    return starts[bucket + 1] > starts[bucket];
  };
  for (let at = 0; at + 3 <= needle.length; at++) {
    if (!add(hashAt(needle, at))) return found;
    for (const side of SIDES) if (meetsAt(needle, at, needle.length, side) && !add(meetingHashAt(needle, at, side))) return found;
  }
  buckets.sort((a, b) => starts[a + 1] - starts[a] - (starts[b + 1] - starts[b]));
  const lists = buckets.slice(0, INTERSECTED).map((bucket) => rows.subarray(starts[bucket], starts[bucket + 1]));
  eachCommonRow(lists, (row) => {
    if (column.text.slice(column.starts[row], column.starts[row + 1] - 1).includes(needle)) found.push(row);
    return found.length < limit;
  });
  return found;
}
