/** The product list's state lives in the URL query, so a filtered list survives reload and can be shared. */
import type { ProductFilterBody } from 'shared-lib/contract';
import { DEFAULT_PAGE_SIZE, PRICE_BANDS, priceRangeForBands, RATING_FILTER, type SortValue } from 'shared-lib/domain';

export interface ListQuery {
  search: string;
  /** "Search instead for ...": the search as typed, without the API's respelling or correction */
  exact?: boolean;
  brands: number[];
  categories: number[];
  bands: string[];
  sort: SortValue;
  /** RATING_FILTER.stars ("4★ & up") or 0 for every rating */
  minRating: number;
  page: number;
  /** "Prescription-free only" (issue 28) */
  rxFree?: boolean;
}

const ids = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
const BAND_IDS = new Set(PRICE_BANDS.map((band) => band.id));

export function parseListQuery(params: URLSearchParams, routeCategoryId?: string): ListQuery {
  const categories = ids(params.get('category'));
  const fromRoute = Number(routeCategoryId);
  if (Number.isInteger(fromRoute) && fromRoute > 0 && !categories.includes(fromRoute)) categories.unshift(fromRoute);
  const sort = Number(params.get('sort'));
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    ...(params.get('exact') === '1' && params.get('search') ? { exact: true } : {}),
    brands: ids(params.get('brand')),
    categories,
    bands: (params.get('price') ?? '').split(',').filter((id) => BAND_IDS.has(id)),
    sort: sort === 1 || sort === 2 || sort === 3 ? sort : 0,
    minRating: Number(params.get('rating')) === RATING_FILTER.stars ? RATING_FILTER.stars : 0,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    ...(params.get('rxfree') === '1' ? { rxFree: true } : {}),
  };
}

export function toSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.search && query.exact) params.set('exact', '1');
  if (query.categories.length) params.set('category', query.categories.join(','));
  if (query.brands.length) params.set('brand', query.brands.join(','));
  if (query.bands.length) params.set('price', query.bands.join(','));
  if (query.minRating) params.set('rating', String(query.minRating));
  if (query.sort) params.set('sort', String(query.sort));
  if (query.page > 1) params.set('page', String(query.page));
  if (query.rxFree) params.set('rxfree', '1');
  return params;
}

export function toFilter(query: ListQuery, pageSize = DEFAULT_PAGE_SIZE): ProductFilterBody {
  const { min, max } = priceRangeForBands(query.bands);
  return {
    brand_id: query.brands,
    category_id: query.categories,
    min,
    max,
    search_by_name: query.search.trim(),
    sort: query.sort,
    ...(query.minRating ? { min_rating: query.minRating } : {}),
    page: query.page,
    pageSize,
    ...(query.exact ? { exact: true } : {}),
    ...(query.rxFree ? { prescription_free: true } : {}),
  };
}

export function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
