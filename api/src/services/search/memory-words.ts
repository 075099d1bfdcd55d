/**
 * The word table of the search keys in the in-memory search index (memory-index.ts): every word of every
 * product's search key, sorted, each with the rows (positions in the featured order, ascending) whose key
 * holds it. The spelling-key and synonym tiers ask for the products whose key has a word starting with each
 * word of a spelling key (the LIKE '% word%' of tier-conditions.ts): a binary search gives the words
 * starting with each; the rows of the rarest word's are the candidates, their keys checked for the others.
 */
import { type JoinedColumn, joinedColumn } from './memory-join';
import { borrowMarks, eachCommonRow, markedRows, returnMarks } from './memory-values';

export interface KeyWords {
  /** the distinct words, in code unit order (the words starting with one text are neighbours) */
  words: string[];
  /** for each word, the rows whose search key holds it, ascending */
  rows: Int32Array[];
  /** each row's search key (` word word `), where a candidate row's other words are checked */
  keys: JoinedColumn;
}

/** The word table of the search keys (` word word `, lower-cased), one per row in the featured order. */
export function buildKeyWords(keys: string[]): KeyWords {
  const byWord = new Map<string, number[]>();
  keys.forEach((key, row) => {
    for (const word of key.split(' ')) {
      if (!word) continue;
      const rows = byWord.get(word);
      if (!rows) byWord.set(word, [row]);
      else if (rows[rows.length - 1] !== row) rows.push(row);
    }
  });
  const words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { words, rows: words.map((word) => Int32Array.from(byWord.get(word)!)), keys: joinedColumn(keys) };
}

/** The indexes of the words starting with `prefix`. */
function wordsStarting({ words }: KeyWords, prefix: string): [number, number] {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < words.length && words[end].startsWith(prefix)) end++;
  return [low, end];
}

/**
 * The rows whose key has, for every one of `prefixes`, a word starting with it: at most `limit`, ascending.
 * `rowCount`: how many rows the index holds. The rows of the rarest prefix's words are the candidates, and each
 * candidate's key is checked for the other prefixes as the database's LIKE '% word%' checks it.
 */
export function rowsWithWordsStarting(table: KeyWords, prefixes: string[], rowCount: number, limit = Infinity): number[] {
  if (prefixes.length === 0 || prefixes.length > 254) return [];
  const ranges = prefixes.map((prefix) => wordsStarting(table, prefix));
  const sizes = ranges.map(([start, end]) => {
    let size = 0;
    for (let w = start; w < end; w++) size += table.rows[w].length;
    return size;
  });
  if (sizes.some((size) => size === 0)) return [];
  const rarest = sizes.indexOf(Math.min(...sizes));
  const rowsOf = ([start, end]: [number, number], most = Infinity) =>
    end - start === 1 ? table.rows[start] : end - start <= CHECKED_WORDS ? table.rows.slice(start, end).reduce(mergeRows) : rowsOfRange(table, start, end, rowCount, most);
  if (prefixes.length === 1) return Array.from(rowsOf(ranges[0], limit).subarray(0, Math.min(limit, sizes[0])));
  // the rarest prefix and each other with few words: their rows intersected; the others checked in the key's text
  const listed = ranges.flatMap((range, k) => (k === rarest || range[1] - range[0] <= CHECKED_WORDS ? [rowsOf(range)] : []));
  const inText = prefixes.flatMap((prefix, k) => (k === rarest || ranges[k][1] - ranges[k][0] <= CHECKED_WORDS ? [] : [` ${prefix}`]));
  const { text, starts } = table.keys;
  const found: number[] = [];
  eachCommonRow(listed, (row) => {
    if (inText.length === 0 || inText.every((other) => text.slice(starts[row], starts[row + 1] - 1).includes(other))) found.push(row);
    return found.length < limit;
  });
  return found;
}

/** At most this many words start with a prefix whose rows are intersected (else the key's text is checked). */
const CHECKED_WORDS = 8;

/** The rows of two ascending lists, once each, ascending. */
function mergeRows(a: Int32Array, b: Int32Array): Int32Array {
  const merged = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const next = a[i] <= b[j] ? a[i] : b[j];
    if (a[i] === next) i++;
    if (b[j] === next) j++;
    merged[n++] = next;
  }
  while (i < a.length) merged[n++] = a[i++];
  while (j < b.length) merged[n++] = b[j++];
  return merged.subarray(0, n);
}

/** The rows of the words from `start` to `end`, once each, ascending, at most `limit`. */
function rowsOfRange(table: KeyWords, start: number, end: number, rowCount: number, limit: number): Int32Array {
  const marks = borrowMarks(rowCount);
  for (let w = start; w < end; w++) {
    const rows = table.rows[w];
    for (let i = 0; i < rows.length; i++) marks[rows[i]] = 1;
  }
  const found = markedRows(marks, limit);
  returnMarks(marks);
  return Int32Array.from(found);
}
