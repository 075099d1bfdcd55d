/**
 * A search term's matches derived from the whole catalogue in memory (services/catalogue/search-cache.ts
 * deriveTermMatches) must be exactly what building them from the matching rows gives: the same rows in
 * each of the three listing orders, the same brand and category position lists. Names and terms from a
 * small alphabet (new lines included) so that matches are many, overlap and sit at name boundaries.
 */
import { buildTermMatches, deriveTermMatches, type MatchRow } from '../src/services/catalogue/search-cache';

function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}

const ALPHABET = 'abc \n%';

it('derives the same matches as a load of the matching rows, for every kind of term', () => {
  const next = random(14);
  const word = (length: number) => Array.from({ length }, () => ALPHABET[next(ALPHABET.length)]).join('');
  // ids with gaps and shuffled, as a load gives them
  const rows: MatchRow[] = Array.from({ length: 600 }, (_, i) => ({
    id: i * 3 + 1 + next(2),
    brand_id: next(5) === 0 ? null : next(6) + 1,
    category_id: next(5) === 0 ? null : next(4) + 1,
    sales_price: next(50) * 10,
    featured_rank: next(40),
    name: word(next(8)),
  })).sort(() => next(3) - 1);
  const catalogue = buildTermMatches(rows);
  const terms = ['a', 'ab', 'c c', '\n', 'a\nb', '%', 'bb', 'abcabc', ...Array.from({ length: 30 }, () => word(1 + next(3)))];
  let nonEmpty = 0;
  for (const term of terms) {
    const want = buildTermMatches(rows.filter((row) => row.name!.includes(term)).map(({ name: _name, ...row }) => row));
    const got = deriveTermMatches(catalogue, term);
    expect({ term, size: got.size, orders: got.orders }).toEqual({ term, size: want.size, orders: want.orders });
    if (want.size > 0) nonEmpty++;
  }
  expect(nonEmpty).toBeGreaterThan(15);
});
