/**
 * The list's rating sort and "4 stars and up" filter (issue 34) over the matches held in memory
 * (search-cache.ts). Ratings are read from the products' stored aggregates (written with each review,
 * migration 0106), only for the rated products on sale (average > 0: the rating index), never computed
 * from the reviews. Rows pass the brand, category and price filters in their listing order; the rating
 * order is the featured order stably sorted by average, then count, descending, as the SQL path sorts.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { TermMatches } from './search-cache';

export interface Rated {
  average: number;
  count: number;
}

/** The rated products on sale, by id. */
export async function ratedProducts(db: Kysely<Database>): Promise<Map<number, Rated>> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'rating_average', 'rating_count'])
    .where('products.rating_average', '>', 0)
    .where('products.on_sale', '=', sql.lit(1))
    .execute();
  return new Map(rows.map((row) => [row.id, { average: Number(row.rating_average), count: Number(row.rating_count) }]));
}

export interface RatingFilter {
  brand_id: number[];
  category_id: number[];
  min: number;
  max: number;
  sort: 0 | 1 | 2 | 3;
  min_rating: number;
  page: number;
  pageSize: number;
}

export function ratingPageOfMatches(matches: TermMatches, filter: RatingFilter, rated: Map<number, Rated>): { ids: number[]; total: number } {
  const columns = matches.orders[filter.sort === 3 ? 0 : filter.sort];
  const brands = filter.brand_id.length ? new Set(filter.brand_id) : null;
  const categories = filter.category_id.length ? new Set(filter.category_id) : null;
  const passing: number[] = [];
  for (let i = 0; i < columns.ids.length; i++) {
    if (brands && !brands.has(columns.brand[i])) continue;
    if (categories && !categories.has(columns.category[i])) continue;
    if (columns.price[i] < filter.min || columns.price[i] > filter.max) continue;
    if (filter.min_rating > 0 && (rated.get(columns.ids[i])?.average ?? 0) < filter.min_rating) continue;
    passing.push(columns.ids[i]);
  }
  const from = (filter.page - 1) * filter.pageSize;
  if (filter.sort !== 3) return { ids: passing.slice(from, from + filter.pageSize), total: passing.length };
  // only the rated rows are sorted (stable: equal ratings keep the featured order); the unrated follow as they are
  const withRating = passing.filter((id) => rated.has(id));
  withRating.sort((a, b) => rated.get(b)!.average - rated.get(a)!.average || rated.get(b)!.count - rated.get(a)!.count);
  const ordered = withRating.length === passing.length ? withRating : withRating.concat(passing.filter((id) => !rated.has(id)));
  return { ids: ordered.slice(from, from + filter.pageSize), total: ordered.length };
}
