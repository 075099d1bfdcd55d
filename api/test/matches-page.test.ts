/**
 * The in-memory filter walk (services/catalogue/search-page-walk.ts) against the plain definition: filter the rows,
 * sort them in the listing order, cut the page. Random catalogues and filters from a fixed seed cover the
 * paths: a price band alone (binary search; the featured order's early stop), brands, categories, both
 * (the smaller side walked), many values (every row walked), empty results and pages past the end.
 */
import { type MatchesFilter, pageOfMatches } from '../src/services/catalogue/search-page-walk';
import { buildTermMatches, type MatchRow } from '../src/services/catalogue/search-cache';

function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}

function expected(rows: MatchRow[], filter: MatchesFilter) {
  const picked = rows.filter(
    (row) =>
      (!filter.brand_id.length || filter.brand_id.includes(row.brand_id ?? -2)) &&
      (!filter.category_id.length || filter.category_id.includes(row.category_id ?? -2)) &&
      row.sales_price >= filter.min &&
      row.sales_price <= filter.max,
  );
  const key = (row: MatchRow) => (filter.sort === 0 ? row.featured_rank : filter.sort === 1 ? row.sales_price : -row.sales_price);
  picked.sort((a, b) => key(a) - key(b) || a.id - b.id);
  const from = (filter.page - 1) * filter.pageSize;
  return { ids: picked.slice(from, from + filter.pageSize).map((row) => row.id), total: picked.length };
}

describe('one page of the matches held in memory', () => {
  const next = random(20261122);
  const rows: MatchRow[] = Array.from({ length: 600 }, (_, i) => ({
    id: i + 1,
    brand_id: next(12) === 0 ? null : 1 + next(11),
    category_id: next(10) === 0 ? null : 1 + next(8),
    sales_price: next(3) === 0 ? 100 * next(5) : next(2500),
    featured_rank: next(4) === 0 ? 1000 : next(300),
  }));
  const matches = buildTermMatches(rows);
  const values = (count: number, upTo: number) => [...new Set(Array.from({ length: count }, () => 1 + next(upTo)))];

  it('equals the plain filter, sort and page for 3000 random filters', () => {
    let nonEmpty = 0;
    for (let n = 0; n < 3000; n++) {
      const shape = next(5);
      const full = next(3) === 0;
      const min = full ? 0 : next(1500);
      const filter: MatchesFilter = {
        brand_id: shape === 1 || shape === 3 ? values(1 + next(3), 12) : shape === 4 ? values(9 + next(3), 12) : [],
        category_id: shape === 2 || shape === 3 ? values(1 + next(3), 9) : [],
        min,
        max: full ? Number.POSITIVE_INFINITY : min + next(1500),
        sort: next(3) as 0 | 1 | 2,
        page: 1 + next(6),
        pageSize: 1 + next(30),
      };
      const want = expected(rows, filter);
      if (want.ids.length) nonEmpty++;
      expect({ filter, ...pageOfMatches(matches, filter) }).toEqual({ filter, ...want });
    }
    expect(nonEmpty).toBeGreaterThan(1000);
  });

  it('answers an empty page and the total past the last page, and nothing for a brand no row has', () => {
    const filter: MatchesFilter = { brand_id: [], category_id: [], min: 0, max: Number.POSITIVE_INFINITY, sort: 1, page: 100, pageSize: 24 };
    expect(pageOfMatches(matches, filter)).toEqual({ ids: [], total: rows.length });
    expect(pageOfMatches(matches, { ...filter, page: 1, brand_id: [999] })).toEqual({ ids: [], total: 0 });
  });
});
