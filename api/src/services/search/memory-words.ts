/**
 * The word table of the search keys in the in-memory search index (memory-index.ts): every word of every
 * product's search key, sorted, each with the rows (positions in the featured order, ascending) whose key
 * holds it. The spelling-key and synonym tiers ask for the products whose key has a word starting with each
 * word of a spelling key (the LIKE '% word%' of tier-conditions.ts): a binary search gives the words
 * starting with each; the rows of the rarest prefix's words are the candidates, looked up in the others'.
 */
import { type JoinedColumn, joinedColumn } from './memory-join';
import { buildWordPairs, mayStandWith } from './memory-word-pairs';
import { addBits, addRows, bitSetOf, bitWords, borrowBits, hasRow, returnBits, type RowBits, rowsInAll } from './memory-bits';
import { borrowMarks, markedRows, returnMarks } from './memory-values';
import { wordsStartingWith } from './sorted-words';

export interface KeyWords {
  /** the distinct words, in code unit order (the words starting with one text are neighbours) */
  words: string[];
  /** for each word, the rows whose search key holds it, ascending */
  rows: Int32Array[];
  /** for each word with many rows (over BIT_SET_SHARE of them), its rows as a bit set too (else null) */
  bits: Array<RowBits | null>;
  /** each row's search key (` word word `), where a candidate row's other words are checked */
  keys: JoinedColumn;
  /** for each row, a bit for each letter (a to z) a word of its key starts with (initialBit) */
  initials: Uint32Array;
  /** for each word with a bit set, the starts of the words standing with it in a key (memory-word-pairs.ts; set by addWordPairs) */
  pairs: Array<Uint32Array | null>;
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
  const rows = words.map((word) => Int32Array.from(byWord.get(word)!));
  const bits = rows.map((list) => (list.length > keys.length * BIT_SET_SHARE ? bitSetOf(list, keys.length) : null));
  const initials = new Uint32Array(keys.length);
  words.forEach((word, w) => {
    const bit = initialBit(word);
    if (bit !== 0) for (const row of rows[w]) initials[row] |= bit;
  });
  return { words, rows, bits, keys: joinedColumn(keys), initials, pairs: [] };
}

/** Sets the word table's pairs (memory-word-pairs.ts), from its distinct keys: a step of its own in a build. */
export function addWordPairs(table: KeyWords, keys: string[]): void {
  const indexOf = new Map(table.words.map((word, w) => [word, w]));
  const keyWords = [...new Set(keys)].map((key) => Int32Array.from(new Set(key.split(' ').filter(Boolean)), (word) => indexOf.get(word)!));
  table.pairs = buildWordPairs(table.words, keyWords, table.bits.map((set) => set !== null));
}

/**
 * The rows whose key has, for every one of `prefixes`, a word starting with it: at most `limit`, ascending.
 * `rowCount`: how many rows the index holds. When the rows are many, each prefix's words' rows are one bit set
 * (memory-bits.ts) and the sets are intersected. Else the rows of the rarest prefix's words are the candidates;
 * each is looked up in the other prefixes' words (a bit of their bit sets, or a binary search of a short list),
 * or, for a prefix that starts many words, its key is checked as the database's LIKE '% word%' checks it (past
 * the first KEYS_READ candidates, that prefix's words' rows joined into a bit set).
 */
export function rowsWithWordsStarting(table: KeyWords, prefixes: string[], rowCount: number, limit = Infinity): number[] {
  if (prefixes.length === 0 || prefixes.length > 254) return [];
  const ranges = prefixes.map((prefix) => wordsStartingWith(table.words, prefix));
  const sizes = ranges.map(([start, end]) => {
    let size = 0;
    for (let w = start; w < end; w++) size += table.rows[w].length;
    return size;
  });
  if (sizes.some((size) => size === 0)) return [];
  const rarest = sizes.indexOf(Math.min(...sizes));
  const [start, end] = ranges[rarest];
  const single = prefixes.length === 1;
  // a prefix that stands with the rarest (one) word in no key: nothing to look up
  if (end - start === 1 && prefixes.some((prefix, k) => k !== rarest && !mayStandWith(table.pairs[start], prefix))) return [];
  // rows that are many (against the catalogue / 32): the prefixes' bit sets intersected a word (32 rows) at a time,
  // instead of each candidate looked up (and several words' rows marked one by one, then read back in order)
  const candidateCost = sizes[rarest] * prefixes.length + (end - start > 1 ? 4 * bitWords(rowCount) : 0);
  // one prefix of several words, few rows wanted (the suggestions): its words' lists merged until they are found
  if (single && end - start > 1 && limit * (end - start) < candidateCost) return firstRowsOfWords(table, start, end, limit);
  if ((!single || end - start > 1) && candidateCost > ranges.reduce((cost, [from, to]) => cost + joinCost(table, from, to, rowCount), bitWords(rowCount)))
    return rowsWithAll(table, ranges, rowCount, limit);
  const candidates = end - start === 1 ? table.rows[start] : rowsOfRange(table, start, end, rowCount, single ? limit : Infinity);
  if (single) return Array.from(candidates.subarray(0, Math.min(limit, candidates.length)));
  const others = ranges.flatMap(([from, to], k) => (k === rarest ? [] : [{ from, to, initial: initialBit(prefixes[k]), whole: prefixes[k].length === 1, inText: ` ${prefixes[k]}` }]));
  const { text, starts } = table.keys;
  const found: number[] = [];
  // a prefix starting many words: the first candidates' keys are read; past them, its words' rows are one bit set
  const unions: Array<RowBits | null> = others.map(() => null);
  for (let i = 0; i < candidates.length && found.length < limit; i++) {
    const row = candidates[i];
    let holds = true;
    for (let k = 0; holds && k < others.length; k++) {
      const other = others[k];
      // a word of the row starts with the prefix's first letter: needed, and for a one-letter prefix enough
      if (other.initial !== 0 && (table.initials[row] & other.initial) === 0) holds = false;
      else if (other.initial !== 0 && other.whole) holds = true;
      else if (other.to - other.from <= CHECKED_WORDS) holds = wordsHold(table, other.from, other.to, row);
      else {
        if (unions[k] === null && i >= KEYS_READ) unions[k] = joined(table, other.from, other.to, rowCount);
        const union = unions[k];
        holds = union ? hasRow(union, row) : text.slice(starts[row], starts[row + 1] - 1).includes(other.inText);
      }
    }
    if (holds) found.push(row);
  }
  returnBits(unions.filter((union) => union !== null));
  return found;
}

/** The bit of a text's first letter in KeyWords.initials (a to z; 0 for any other character). */
function initialBit(text: string): number {
  const letter = text.charCodeAt(0) - 97;
  return letter >= 0 && letter < 26 ? 1 << letter : 0;
}

/** How many candidates' keys are read before the rows of a prefix starting many words are joined into a bit set. */
const KEYS_READ = 128;

/** What joining the rows of the words from `start` to `end` into a bit set costs: a step per word of a bit set, or per row of a list. */
function joinCost(table: KeyWords, start: number, end: number, rowCount: number): number {
  let cost = 0;
  for (let w = start; w < end; w++) cost += table.bits[w] ? bitWords(rowCount) : table.rows[w].length;
  return cost;
}

/** The rows of the words from `start` to `end` as one bit set (borrowed: give it back with returnBits). */
function joined(table: KeyWords, start: number, end: number, rowCount: number): RowBits {
  const union = borrowBits(rowCount);
  for (let w = start; w < end; w++) {
    const bits = table.bits[w];
    if (bits) addBits(union, bits);
    else addRows(union, table.rows[w]);
  }
  return union;
}

/** The rows (ascending, at most `limit`) holding a word of each range, by their bit sets. */
function rowsWithAll(table: KeyWords, ranges: Array<[number, number]>, rowCount: number, limit: number): number[] {
  const borrowed: RowBits[] = [];
  const sets = ranges.map(([from, to]) => {
    const own = to - from === 1 ? table.bits[from] : null;
    if (own) return own;
    const union = joined(table, from, to, rowCount);
    borrowed.push(union);
    return union;
  });
  const rows = rowsInAll(sets, limit);
  returnBits(borrowed);
  return rows;
}

/** At most this many words start with a prefix whose rows are looked up (else the key's text is checked). */
const CHECKED_WORDS = 8;

/** A word whose rows are more than this share of all rows has a bit set of them too. */
const BIT_SET_SHARE = 1 / 64;

/** Whether one of the words from `start` to `end` is in the row's key. */
function wordsHold(table: KeyWords, start: number, end: number, row: number): boolean {
  for (let w = start; w < end; w++) {
    const bits = table.bits[w];
    if (bits ? (bits[row >>> 5] >>> (row & 31)) & 1 : listHas(table.rows[w], row)) return true;
  }
  return false;
}

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

/** The first `limit` rows of the words from `start` to `end`, once each, ascending: their lists merged (a step per row found and word). */
function firstRowsOfWords(table: KeyWords, start: number, end: number, limit: number): number[] {
  const lists = table.rows.slice(start, end);
  const at = new Int32Array(lists.length);
  const found: number[] = [];
  while (found.length < limit) {
    let least = -1;
    for (let k = 0; k < lists.length; k++) if (at[k] < lists[k].length && (least === -1 || lists[k][at[k]] < least)) least = lists[k][at[k]];
    if (least === -1) break;
    found.push(least);
    for (let k = 0; k < lists.length; k++) if (at[k] < lists[k].length && lists[k][at[k]] === least) at[k]++;
  }
  return found;
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
