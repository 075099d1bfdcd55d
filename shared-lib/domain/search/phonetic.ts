/**
 * The spelling key of catalogue search (issue 30): Indian shoppers spell herbs by ear, so two spellings of
 * one word must fold to one key. Pure and Latin-only: the API transliterates Devanagari first
 * (api/src/services/search/spelling.ts), then folds. The families folded, in order:
 * - case, accents (IAST from transliteration) and anything but letters and spaces;
 * - aspirates (kh gh ch/chh jh th dh ph bh -> k g c j t d f b) and sh/s, ph/f, w/v, z/j, q/k, ck/k;
 * - long vowels written doubled (ee -> i, oo -> u, aa -> a) and every other doubled letter;
 * - a final h after a vowel (visarga, "ashwagandah");
 * - the inherent vowel: an `a` after a consonant and before a consonant or the word's end
 *   ("triphala" and "trifla" both give "trifl"; "chyawanprash" and "chyavanaprasha" give "cyvnprs").
 */
const DIGRAPHS: ReadonlyArray<[RegExp, string]> = [
  [/chh/g, 'c'],
  [/ch/g, 'c'],
  [/sh/g, 's'],
  [/ph/g, 'f'],
  [/([kgjtdb])h/g, '$1'],
  [/ck/g, 'k'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
];
const VOWELS = 'aeiou';

/** The key of one word (already lower-case Latin letters). */
function foldWord(word: string): string {
  let w = word;
  for (const [pattern, replacement] of DIGRAPHS) w = w.replace(pattern, replacement);
  w = w.replace(/([aeiou])h$/, '$1');
  w = w.replace(/(.)\1+/g, '$1');
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const c = w[i];
    if (c === 'a' && i > 0 && !VOWELS.includes(w[i - 1]) && (i === w.length - 1 || !VOWELS.includes(w[i + 1]))) continue;
    out += c;
  }
  return out;
}

/** The spelling key of a text: each word folded, joined by single spaces ("" when no letters remain). */
export function spellingKey(text: string): string {
  const latin = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  if (!latin) return '';
  return latin.split(' ').map(foldWord).filter(Boolean).join(' ');
}

/** Whether a text contains Devanagari letters (the API transliterates it before folding). */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}

/** Edit distance between two keys, or `max + 1` as soon as it exceeds `max` (did-you-mean over a small dictionary). */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      best = Math.min(best, current[j]);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The main ingredient of a composition: its first ingredient, lower-case, without the part used, the
 * amount, the words extract, juice and powder, or punctuation ("Withania somnifera (root) 500 mg, Piper nigrum 5 mg" -> "withania somnifera"; a classical
 * formulation named before a colon is its own main ingredient: "Triphala churna: ..." -> "triphala churna").
 * Products sharing it are "Same composition, other brands"; "" when the composition is empty.
 */
export function mainIngredientOf(composition: string): string {
  const first = composition.replace(/\([^)]*\)?/g, ' ').split(/[,;:+\n]/)[0] ?? '';
  return first
    .replace(/\d[\d.,]*\s*(mg|g|gm|ml|mcg|iu|%)?\b/gi, ' ')
    .replace(/\b(extract|juice|powder)\b/gi, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\s-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
