/**
 * The lookups of the in-memory search index (issue 30) answer exactly what a walk of every row answers, on
 * generated catalogues whose words are shared by many rows (so every way a lookup can take is taken: the
 * candidates of the rarest prefix, a prefix starting many words, the prefixes' bit sets intersected; the
 * name sequences and where two words meet), with and without a limit.
 */
import { joinedColumn } from '../src/services/search/memory-join';
import { buildTrigramRows, rowsContaining } from '../src/services/search/memory-trigrams';
import { addWordPairs, buildKeyWords, rowsWithWordsStarting } from '../src/services/search/memory-words';

/** A deterministic generator (a linear congruential one): the same catalogue on every run. */
function randomOf(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % below;
  };
}

const LETTERS = 'asbkt';

/**
 * Texts of words from a small vocabulary; each text starts with one of a few brands ("zq" …), whose other
 * words never start with one letter (so a brand and common words may never stand together).
 */
function catalogue(seed: number, rows: number) {
  const random = randomOf(seed);
  const vocabulary = [...new Set(Array.from({ length: 70 }, () => Array.from({ length: 1 + random(6) }, () => LETTERS[random(LETTERS.length)]).join('')))];
  const brands = ['zq', 'yq', 'xq', 'wq', 'vq'];
  const texts = Array.from({ length: rows }, () => {
    const brand = random(brands.length);
    const own = vocabulary.filter((word) => word[0] !== LETTERS[brand]);
    return [brands[brand], ...Array.from({ length: 1 + random(5) }, () => own[random(own.length)])].join(' ');
  });
  return { random, vocabulary: [...vocabulary, ...brands], texts };
}

const LIMITS = [1, 3, 10, Infinity];

it('finds the rows whose key has a word starting with each prefix, as a walk of every key does', () => {
  const { random, vocabulary, texts } = catalogue(7, 3000);
  const keys = texts.map((text) => ` ${text} `);
  const table = buildKeyWords(keys);
  addWordPairs(table, keys);
  const prefixes = [...new Set([...vocabulary, ...vocabulary.map((word) => word.slice(0, 1)), ...vocabulary.map((word) => word.slice(0, 2)), 'q', 'aq'])];
  const asked = [
    ...prefixes.map((prefix) => [prefix]),
    ...Array.from({ length: 400 }, () => Array.from({ length: 2 + random(3) }, () => prefixes[random(prefixes.length)])),
    ...['zq', 'yq', 'xq', 'wq', 'vq'].flatMap((brand) => prefixes.map((prefix) => [brand, prefix])),
  ];
  const differences: string[] = [];
  for (const wanted of asked) {
    const all = texts.flatMap((text, row) => (wanted.every((prefix) => text.split(' ').some((word) => word.startsWith(prefix))) ? [row] : []));
    for (const limit of LIMITS) {
      const got = rowsWithWordsStarting(table, wanted, texts.length, limit);
      if (JSON.stringify(got) !== JSON.stringify(all.slice(0, limit))) differences.push(`${wanted.join(' ')} (${limit}): ${got.length} rows, not ${Math.min(limit, all.length)}`);
    }
  }
  expect(differences).toEqual([]);
  // the texts do find rows, and some find few (the comparison is not of empty or whole answers)
  const sizes = asked.map((wanted) => rowsWithWordsStarting(table, wanted, texts.length).length);
  expect(sizes.filter((size) => size > 0 && size < 100).length).toBeGreaterThan(20);
  expect(sizes.filter((size) => size > 500).length).toBeGreaterThan(5);
});

it('finds the rows whose name holds a text, across the words of the name too, as a walk of every name does', () => {
  const { random, texts } = catalogue(11, 3000);
  const column = joinedColumn(texts);
  const trigrams = buildTrigramRows(column);
  const needles = new Set<string>(['s a', 'ab s', 'zz', 'a  b', 'ksa tb']);
  for (let k = 0; k < 500; k++) {
    const text = texts[random(texts.length)];
    const from = random(text.length);
    needles.add(text.slice(from, from + 2 + random(10)));
  }
  const differences: string[] = [];
  for (const needle of needles) {
    const all = texts.flatMap((text, row) => (text.includes(needle) ? [row] : []));
    for (const limit of LIMITS) {
      const got = rowsContaining(column, trigrams, needle, limit);
      if (JSON.stringify(got) !== JSON.stringify(all.slice(0, limit))) differences.push(`"${needle}" (${limit}): ${got.length} rows, not ${Math.min(limit, all.length)}`);
    }
  }
  expect(differences).toEqual([]);
  expect([...needles].filter((needle) => needle.includes(' ') && needle.length >= 5).length).toBeGreaterThan(100);
});
