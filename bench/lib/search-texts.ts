/**
 * Search texts nobody typed before (issue 30): made from the catalogue's own words, so every text does real
 * work and none repeats, for the uncached measurements (search-latency.ts, and the bench's *Uncached routes
 * in api-load.ts). Three kinds, as shoppers type them:
 * - suggest: what is in the box while typing: prefixes of product names (one word or more, so "himalaya as"),
 *   of their Devanagari names and of Hinglish respellings of their words, a brand or a word (as written or
 *   respelt) then the start of a word (as written or respelt), a brand and a word then the start of a word;
 * - ranked: whole words, Hinglish respellings, Devanagari names, botanical names, brand plus word (as
 *   written or respelt), two words (as written, one or both respelt), brand plus two words;
 * - typos: one letter dropped or two swapped in a word, a brand plus word, a word plus word or a brand plus
 *   two words (what did-you-mean is for; some are still found by the spelling key, as they would be in the shop).
 * Each list holds enough texts (180 000 to 255 000 on the bench's catalogue) that the bench's 10 s windows at
 * over 15 000 requests a second do not run out.
 * Pure and deterministic (a seeded shuffle), so the lists are the same from run to run.
 */
import { createRandom } from './filter-mix';

export interface CatalogueWords {
  /** product names (the seed's, without the bench's serials) */
  names: string[];
  /** their Devanagari names */
  namesHi: string[];
  /** main ingredients (botanical or classical names) */
  ingredients: string[];
  brands: string[];
}

export interface SearchTexts {
  suggest: string[];
  ranked: string[];
  typos: string[];
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z]+/).filter((word) => word.length >= 3);

/** Spellings Indian shoppers vary: aspirates, w/v, ph/f, ee/i, oo/u, doubled letters, a long first a. */
const RESPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/sh/, 's'],
  [/ph/, 'f'],
  [/([kgtdb])h/, '$1'],
  [/w/, 'v'],
  [/v/, 'w'],
  [/ee/, 'i'],
  [/i/, 'ee'],
  [/oo/, 'u'],
  [/(.)\1/, '$1'],
  [/^a/, 'aa'],
];

export function respellings(word: string): string[] {
  return RESPELLINGS.map(([pattern, replacement]) => word.replace(pattern, replacement)).filter((variant) => variant !== word);
}

/** One inner letter dropped, or two neighbours swapped (words of six letters or more). */
export function typosOf(word: string): string[] {
  if (word.length < 6) return [];
  const out: string[] = [];
  for (let i = 1; i < word.length - 1; i++) {
    out.push(word.slice(0, i) + word.slice(i + 1));
    if (word[i] !== word[i + 1]) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return out;
}

function shuffled(items: Iterable<string>, seed: number): string[] {
  const random = createRandom(seed);
  const list = [...new Set(items)];
  for (let i = list.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** Each pair of two different words with `perPair` of the brands, taken in turn (brand plus two words, as typed). */
function* brandedPairs(brands: string[], pairs: Array<[string, string]>, perPair: number): Generator<[string, string, string]> {
  if (brands.length === 0) return;
  let turn = 0;
  for (const [first, word] of pairs) for (let k = 0; k < perPair; k++) yield [brands[turn++ % brands.length], first, word];
}

export function searchTexts(catalogue: CatalogueWords): SearchTexts {
  const names = catalogue.names.map((name) => name.toLowerCase().replace(/[^a-z]+/g, ' ').trim()).filter(Boolean);
  const words = [...new Set(names.flatMap(wordsOf))];
  const brands = [...new Set(catalogue.brands.map((brand) => brand.toLowerCase().trim()).filter(Boolean))];
  const hindi = [...new Set(catalogue.namesHi.map((name) => name.trim()).filter(Boolean))];
  const ingredients = [...new Set(catalogue.ingredients.map((name) => name.toLowerCase().trim()).filter((name) => /[a-z]{3}/.test(name)))];
  // every ordered pair of two different words, and each word's respellings and typos, made once
  const pairs = words.flatMap((first) => words.filter((word) => word !== first).map((word): [string, string] => [first, word]));
  const respelt = new Map(words.map((word) => [word, respellings(word)]));
  const typosOfWord = new Map(words.map((word) => [word, typosOf(word)]));

  const suggest = new Set<string>();
  for (const name of names) for (let n = 2; n <= Math.min(name.length, 14); n++) if (name[n - 1] !== ' ') suggest.add(name.slice(0, n));
  for (const name of hindi) {
    const letters = [...name];
    for (let n = 2; n <= Math.min(letters.length, 6); n++) if (letters[n - 1] !== ' ') suggest.add(letters.slice(0, n).join(''));
  }
  for (const variant of words.flatMap(respellings)) for (let n = 3; n <= Math.min(variant.length, 6); n++) suggest.add(variant.slice(0, n));
  for (const brand of brands) for (const word of words) for (let n = 2; n <= Math.min(word.length, 5); n++) suggest.add(`${brand} ${word.slice(0, n)}`);
  for (const [first, word] of pairs) for (let n = 2; n <= Math.min(word.length, 5); n++) suggest.add(`${first} ${word.slice(0, n)}`);
  // a word then the start of a respelt word, or a respelt word then a word's start, a brand and two words: the
  // bench's windows answer over 15 000 uncached suggestions a second (SQLite, 29 November)
  for (const [first, word] of pairs) for (const variant of respelt.get(word)!) for (let n = 3; n <= variant.length; n++) suggest.add(`${first} ${variant.slice(0, n)}`);
  for (const [first, word] of pairs) for (const variant of respelt.get(first)!) for (let n = 2; n <= Math.min(word.length, 5); n++) suggest.add(`${variant} ${word.slice(0, n)}`);
  for (const [brand, first, word] of brandedPairs(brands, pairs, 3)) for (let n = 2; n <= Math.min(word.length, 4); n++) suggest.add(`${brand} ${first} ${word.slice(0, n)}`);

  const ranked = new Set<string>([...words, ...words.flatMap(respellings), ...hindi, ...hindi.map((name) => name.split(' ')[0]), ...ingredients]);
  for (const brand of brands) for (const word of words) if (!brand.includes(word)) ranked.add(`${brand} ${word}`);
  for (const brand of brands) for (const word of words) for (const variant of respelt.get(word)!.slice(0, 3)) ranked.add(`${brand} ${variant}`);
  for (const [first, word] of pairs) ranked.add(`${first} ${word}`);
  // two words, one or both respelt, a brand and two words: the bench's windows answer over 10 000 a second
  for (const [first, word] of pairs)
    for (const variant of respelt.get(word)!) {
      ranked.add(`${first} ${variant}`);
      for (const firstVariant of respelt.get(first)!) ranked.add(`${firstVariant} ${variant}`);
    }
  for (const [first, word] of pairs) for (const variant of respelt.get(first)!) ranked.add(`${variant} ${word}`);
  for (const [brand, first, word] of brandedPairs(brands, pairs, 16)) ranked.add(`${brand} ${first} ${word}`);

  const typos = new Set<string>(words.flatMap(typosOf));
  for (const brand of brands) for (const word of words) for (const typo of typosOfWord.get(word)!) typos.add(`${brand} ${typo}`);
  for (const [first, word] of pairs) for (const typo of typosOfWord.get(word)!) typos.add(`${first} ${typo}`);
  for (const [brand, first, word] of brandedPairs(brands, pairs, 2)) for (const typo of typosOfWord.get(word)!.slice(0, 6)) typos.add(`${brand} ${first} ${typo}`);
  for (const word of words) typos.delete(word);

  return { suggest: shuffled(suggest, 30), ranked: shuffled(ranked, 31), typos: shuffled(typos, 32) };
}
