import { PRICE_FILTER_MAX, priceRangeForBands } from 'shared-lib/domain';
import { pageCount, parseListQuery, toFilter, toSearchParams } from './list-query';

describe('price bands in the list filter', () => {
  it.each([[['below-500']], [['500-1000', 'above-1000']], [['below-500', 'above-1000']], [[]]])(
    'sends the spec min-max for %p (mapping tested in shared-lib)',
    (bands) => {
      expect(toFilter({ search: '', brands: [], categories: [], bands, sort: 0, minRating: 0, page: 1 })).toMatchObject(priceRangeForBands(bands));
    },
  );
  it('has the documented upper bound', () => expect(PRICE_FILTER_MAX).toBe(100000));
});

describe('list query in the URL', () => {
  it('round-trips filters, sort, search and page', () => {
    const query = { search: 'tulsi', brands: [3, 5], categories: [2], bands: ['500-1000'], sort: 3 as const, minRating: 4, page: 3 };
    const params = toSearchParams(query);
    expect(params.toString()).toBe('search=tulsi&category=2&brand=3%2C5&price=500-1000&rating=4&sort=3&page=3');
    expect(parseListQuery(params)).toEqual(query);
  });
  it('takes the category of the route and ignores junk', () => {
    const parsed = parseListQuery(new URLSearchParams('brand=x,4&price=cheap&sort=9&rating=2&page=-2'), '7');
    expect(parsed).toEqual({ search: '', brands: [4], categories: [7], bands: [], sort: 0, minRating: 0, page: 1 });
  });
  it('sends the filter body of product/filterProduct', () => {
    expect(toFilter({ search: ' ashwa ', brands: [1], categories: [2], bands: ['below-500'], sort: 1, minRating: 0, page: 2 }, 24)).toEqual({
      brand_id: [1], category_id: [2], min: 0, max: 500, search_by_name: 'ashwa', sort: 1, page: 2, pageSize: 24,
    });
  });
  it('sends the rating sort and the 4-stars-and-up filter', () => {
    expect(toFilter({ search: '', brands: [], categories: [], bands: [], sort: 3, minRating: 4, page: 1 }, 24)).toMatchObject({ sort: 3, min_rating: 4 });
  });
  it('counts pages', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(49, 24)).toBe(3);
  });
});
