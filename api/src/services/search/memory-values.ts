/**
 * Columns of the in-memory search index (memory-index.ts) that products share values of: the Hindi name, the
 * composition and the main ingredient (a formula is sold in many pack sizes and by many brands). Each
 * distinct value is held once, the values joined, each with the rows holding it, so a text is looked for in
 * the distinct values only, and their row lists are merged (`RowMarks`: one byte per row, 1 = in the set).
 */
import { findRows, type FindMode } from './memory-find';
import type { JoinedColumn } from './memory-join';
import { joinedColumn } from './memory-join';

export interface DistinctColumn {
  values: JoinedColumn;
  /** for each distinct value, the rows holding it, ascending */
  rows: Int32Array[];
}

/** One byte per row of the index: 1 when the row is in the set. */
export type RowMarks = Uint8Array;

export function buildDistinctColumn(texts: string[]): DistinctColumn {
  const byValue = new Map<string, number[]>();
  texts.forEach((text, row) => {
    const rows = byValue.get(text);
    if (rows) rows.push(row);
    else byValue.set(text, [row]);
  });
  return { values: joinedColumn([...byValue.keys()]), rows: [...byValue.values()].map((rows) => Int32Array.from(rows)) };
}

const spare: RowMarks[] = [];

/** A set of no rows, to give back with `returnMarks` (the sets are reused: a request allocates none). */
export function borrowMarks(rowCount: number): RowMarks {
  const marks = spare.pop();
  return marks && marks.length === rowCount ? marks : new Uint8Array(rowCount);
}

export function returnMarks(...sets: RowMarks[]): void {
  for (const marks of sets) {
    marks.fill(0);
    if (spare.length < 8) spare.push(marks);
  }
}

/** The row lists of the values containing `needle` (or starting with it, or being it). */
export function valueRowLists(column: DistinctColumn, needle: string, mode: FindMode): Int32Array[] {
  return findRows(column.values, needle, mode).map((value) => column.rows[value]);
}

/** The rows of the lists marked in `marks` (new when not given). */
export function markLists(lists: Int32Array[], rowCount: number, marks: RowMarks = borrowMarks(rowCount)): RowMarks {
  for (const rows of lists) for (let i = 0; i < rows.length; i++) marks[rows[i]] = 1;
  return marks;
}

/** The rows of all the lists, once each, ascending, at most `limit`. */
export function rowsOfLists(lists: Int32Array[], rowCount: number, limit = Infinity): number[] {
  const found = lists.filter((rows) => rows.length > 0);
  if (found.length === 0) return [];
  if (found.length === 1) return Array.from(found[0].subarray(0, Math.min(limit, found[0].length)));
  const marks = markLists(found, rowCount);
  const rows = markedRows(marks, limit);
  returnMarks(marks);
  return rows;
}

/** The marked rows, ascending, at most `limit`. */
export function markedRows(marks: RowMarks, limit = Infinity): number[] {
  const rows: number[] = [];
  for (let row = marks.indexOf(1); row !== -1 && rows.length < limit; row = marks.indexOf(1, row + 1)) rows.push(row);
  return rows;
}

/** The rows marked in both (into `into`). */
export function intersectMarks(into: RowMarks, other: RowMarks): RowMarks {
  for (let row = 0; row < into.length; row++) into[row] &= other[row];
  return into;
}

/** The first position from `at` (below `end`) of the ascending `rows` whose row is not below `row`: a galloping search. */
export function seek(rows: Int32Array, at: number, end: number, row: number): number {
  if (at >= end || rows[at] >= row) return at;
  let step = 1;
  let low = at;
  while (low + step < end && rows[low + step] < row) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, end);
  // rows[low] < row, and rows[high] >= row or high === end
  while (low + 1 < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle] < row) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * Calls `visit` with each row that every one of the ascending `lists` holds, ascending, until it answers
 * false: a leapfrog intersection (each list gallops to the highest row seen so far), so two long lists
 * that share few rows cost about as many steps as they share, not as long as they are.
 */
export function eachCommonRow(lists: Int32Array[], visit: (row: number) => boolean): void {
  const count = lists.length;
  if (count === 0 || lists.some((list) => list.length === 0)) return;
  const at = lists.map(() => 0);
  let target = lists[0][0];
  let agreeing = 1;
  let i = 1 % count;
  for (;;) {
    const list = lists[i];
    if (agreeing === count) {
      if (!visit(target)) return;
      at[i] = seek(list, at[i], list.length, target + 1);
    } else {
      at[i] = seek(list, at[i], list.length, target);
    }
    if (at[i] === list.length) return;
    if (list[at[i]] === target) agreeing++;
    else {
      target = list[at[i]];
      agreeing = 1;
    }
    i = (i + 1) % count;
  }
}
