/**
 * Which words stand together in a search key, for the common words of the in-memory search index's word
 * table (memory-words.ts): for each word with a bit set (a word of many rows), the first letters and the
 * two-letter starts (a to z) of every word standing in one key with it. A text's prefixes that no key
 * holding its rarest word could satisfy ("dbur kmk": no Dabur product has a word starting "km") are refused
 * with no row checked; those that may are looked up as before. Exact: a start that is not marked stands
 * with the word in no key.
 */

/** Two-letter starts aa to zz, then 26 first letters: the bits of one word's set. */
const STARTS = 26 * 26;
const SET_WORDS = (STARTS + 26 + 31) >>> 5;

const letterOf = (text: string, at: number) => {
  const letter = text.charCodeAt(at) - 97;
  return letter >= 0 && letter < 26 ? letter : -1;
};

/** The bit of a text's two-letter start (-1: shorter, or not both a to z). */
function startBit(text: string): number {
  if (text.length < 2) return -1;
  const first = letterOf(text, 0);
  const second = letterOf(text, 1);
  return first < 0 || second < 0 ? -1 : first * 26 + second;
}

/** The bit of a text's first letter (-1: not a to z). */
function initialBit(text: string): number {
  const first = letterOf(text, 0);
  return first < 0 ? -1 : STARTS + first;
}

/**
 * For each word marked `common`, the starts of the words standing with it in a key (else null).
 * `keyWords`: each distinct key's words, as indexes of `words`.
 */
export function buildWordPairs(words: string[], keyWords: Int32Array[], common: boolean[]): Array<Uint32Array | null> {
  const sets = words.map((_, w) => (common[w] ? new Uint32Array(SET_WORDS) : null));
  const bitsOf = words.map((word) => [startBit(word), initialBit(word)].filter((bit) => bit >= 0));
  for (const inRow of keyWords) {
    for (const w of inRow) {
      const set = sets[w];
      if (!set) continue;
      for (const other of inRow) for (const bit of bitsOf[other]) set[bit >>> 5] |= 1 << (bit & 31);
    }
  }
  return sets;
}

/** Whether a key holding the word of `set` may hold a word starting with `prefix` (false: none does). */
export function mayStandWith(set: Uint32Array | null, prefix: string): boolean {
  if (!set) return true;
  const bit = prefix.length === 1 ? initialBit(prefix) : startBit(prefix);
  return bit < 0 || ((set[bit >>> 5] >>> (bit & 31)) & 1) === 1;
}
