/**
 * The word table of the search keys in the in-memory search index (memory-index.ts): every word of every
 * product's search key, sorted, each with the rows (positions in the featured order, ascending) whose key
 * holds it. The spelling-key and synonym tiers ask for the products whose key has a word starting with each
 * word of a spelling key (the LIKE '% word%' of tier-conditions.ts): a binary search gives the words
 * starting with it, their row lists are merged, no text is scanned.
 */
import { borrowMarks, markedRows, returnMarks } from './memory-values';

export interface KeyWords {
  /** the distinct words, in code unit order (the words starting with one text are neighbours) */
  words: string[];
  /** for each word, the rows whose search key holds it, ascending */
  rows: Int32Array[];
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
  return { words, rows: words.map((word) => Int32Array.from(byWord.get(word)!)) };
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
 * `rowCount`: how many rows the index holds.
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
  // a single word with one row list: already in order
  if (prefixes.length === 1 && ranges[0][1] - ranges[0][0] === 1) return Array.from(table.rows[ranges[0][0]].subarray(0, Math.min(limit, sizes[0])));
  const order = ranges.map((_, k) => k).sort((a, b) => sizes[a] - sizes[b]);
  const others = order.slice(1).map((k) => ranges[k]);
  // few words start with each other prefix: the rarest prefix's rows are checked in those words' lists
  if (others.every(([start, end]) => end - start <= CHECKED_WORDS)) {
    const holds = (row: number) => others.every(([start, end]) => {
      for (let w = start; w < end; w++) if (listHas(table.rows[w], row)) return true;
      return false;
    });
    const [start, end] = ranges[order[0]];
    const candidates = end - start === 1 ? table.rows[start] : Int32Array.from(rowsOfRange(table, start, end, rowCount));
    const found: number[] = [];
    for (let i = 0; i < candidates.length && found.length < limit; i++) if (holds(candidates[i])) found.push(candidates[i]);
    return found;
  }
  // else a row holding the first k prefixes (the rarest first) is stamped k
  const stamps = borrowMarks(rowCount);
  order.forEach((k, step) => {
    const [start, end] = ranges[k];
    for (let w = start; w < end; w++) {
      const rows = table.rows[w];
      for (let i = 0; i < rows.length; i++) if (stamps[rows[i]] === step) stamps[rows[i]] = step + 1;
    }
  });
  const all = prefixes.length;
  const found: number[] = [];
  for (let row = stamps.indexOf(all); row !== -1 && found.length < limit; row = stamps.indexOf(all, row + 1)) found.push(row);
  returnMarks(stamps);
  return found;
}

/** At most this many words start with a prefix whose lists are searched for each candidate row. */
const CHECKED_WORDS = 8;

/** Whether the ascending list holds `row` (a binary search). */
function listHas(rows: Int32Array, row: number): boolean {
  let low = 0;
  let high = rows.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (rows[middle] === row) return true;
    if (rows[middle] < row) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** The rows of the words from `start` to `end`, once each, ascending. */
function rowsOfRange(table: KeyWords, start: number, end: number, rowCount: number): number[] {
  const marks = borrowMarks(rowCount);
  for (let w = start; w < end; w++) {
    const rows = table.rows[w];
    for (let i = 0; i < rows.length; i++) marks[rows[i]] = 1;
  }
  const found = markedRows(marks);
  returnMarks(marks);
  return found;
}
