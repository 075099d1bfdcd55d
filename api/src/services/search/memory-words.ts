/**
 * The word table of the search keys in the in-memory search index (memory-index.ts): every word of every
 * product's search key, sorted, each with the rows (positions in the featured order, ascending) whose key
 * holds it. The spelling-key and synonym tiers ask for the products whose key has a word starting with each
 * word of a spelling key (the LIKE '% word%' of tier-conditions.ts): a binary search gives the words
 * starting with it, their row lists are merged, no text is scanned.
 */

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
  // the rarest first: a row holding the first k prefixes is stamped k
  const order = ranges.map((_, k) => k).sort((a, b) => sizes[a] - sizes[b]);
  const stamps = new Uint8Array(rowCount);
  order.forEach((k, step) => {
    const [start, end] = ranges[k];
    for (let w = start; w < end; w++) {
      const rows = table.rows[w];
      for (let i = 0; i < rows.length; i++) if (stamps[rows[i]] === step) stamps[rows[i]] = step + 1;
    }
  });
  // the rows holding every prefix are among the rarest prefix's rows
  const found: number[] = [];
  const [start, end] = ranges[order[0]];
  const all = prefixes.length;
  for (let w = start; w < end; w++) {
    const rows = table.rows[w];
    for (let i = 0; i < rows.length; i++) {
      if (stamps[rows[i]] !== all) continue;
      stamps[rows[i]] = 0;
      found.push(rows[i]);
      if (end - start === 1 && found.length >= limit) return found;
    }
  }
  return (end - start === 1 ? found : found.sort((a, b) => a - b)).slice(0, limit);
}
