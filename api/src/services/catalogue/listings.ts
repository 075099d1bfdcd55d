/**
 * Product queries: listings and the paginated filter (one product's details: product-json.ts).
 * Listings answer summaries (no `full_description`); descriptions are stored sanitised (services/html.ts on
 * write), so no read runs the sanitiser. Name search goes through an index (migration 0060).
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ProductFilterBody } from 'shared-lib/contract';
import { PRICE_FILTER_MAX, type SortValue } from 'shared-lib/domain';
import { type CatalogueTuning, DEFAULT_CATALOGUE_TUNING } from '../../config';
import { databaseKind } from '../../db/connect';
import type { Database } from '../../db/schema';
import { catalogueVersion } from './answer-cache';
import { pageOfMatches } from './search-page-walk';
import { ratedProducts, ratingPageOfMatches } from './rating-page';
import { termMatches } from './search-cache';
import { searchProvider } from '../search';
import { heldSearchIndex } from '../search/held-index';
import { productSummariesJson } from './product-json';

export { trigramPhrase } from './name-matches';

function applySort<QB extends SelectQueryBuilder<Database, 'products', object>>(query: QB, sort: SortValue): QB {
  if (sort === 1) return query.orderBy('products.sales_price', 'asc').orderBy('products.id', 'asc') as QB;
  if (sort === 2) return query.orderBy('products.sales_price', 'desc').orderBy('products.id', 'asc') as QB;
  // issue 34: the stored averages (no review is read); equal ratings in featured order
  if (sort === 3) return query.orderBy('products.rating_average', 'desc').orderBy('products.rating_count', 'desc').orderBy('products.featured_rank', 'asc').orderBy('products.id', 'asc') as QB;
  return query.orderBy('products.featured_rank', 'asc').orderBy('products.id', 'asc') as QB;
}

/** A listing page of the products on sale as a JSON array text (`ProductSummary[]`). */
export async function listProducts(db: Kysely<Database>, options: { limit: number; offset: number; sort: SortValue }): Promise<string> {
  const rows = await applySort(db.selectFrom('products').where('products.on_sale', '=', 1).select('products.id'), options.sort).limit(options.limit).offset(options.offset).execute();
  return productSummariesJson(db, rows.map((row) => row.id));
}

/**
 * Counts of filtered products, per database and catalogue version (migration 0100: database triggers
 * bump it on every committed catalogue change, from any replica), so a count is reused only while
 * nothing it depends on has changed.
 */
const COUNT_CACHE_SIZE = 4000;
const countCaches = new WeakMap<Kysely<Database>, { version: number; totals: Map<string, number> }>();

export function invalidateProductCounts(db: Kysely<Database>): void {
  countCaches.delete(db);
}

async function cachedCount(db: Kysely<Database>, version: number, key: string, count: () => Promise<number>): Promise<number> {
  let cache = countCaches.get(db);
  if (!cache || cache.version !== version) countCaches.set(db, (cache = { version, totals: new Map() }));
  const hit = cache.totals.get(key);
  if (hit !== undefined) return hit;
  const total = await count();
  if (cache.totals.size >= COUNT_CACHE_SIZE) cache.totals.clear();
  cache.totals.set(key, total);
  return total;
}

/** A search's pages up to this many products in are answered from the first products of each ranking tier (services/search, `top`). */
const FIRST_PAGES_PRODUCTS = 48;

/** Whether the filter asks for one of a search's first pages in the featured order and nothing else. */
function plainFirstPages(filter: { brand_id: number[]; category_id: number[]; min: number; max: number; sort: number; page: number; pageSize: number; prescription_free?: boolean }, minRating: number): boolean {
  const plain = filter.brand_id.length === 0 && filter.category_id.length === 0 && filter.min <= 0 && filter.max >= PRICE_FILTER_MAX && minRating === 0 && !filter.prescription_free;
  return plain && filter.sort === 0 && filter.page * filter.pageSize <= FIRST_PAGES_PRODUCTS;
}

/** At most this many brands (or categories) are walked one by one and merged; more are filtered and sorted. */
const MAX_SPLIT = 8;

/**
 * One page of the filter as the JSON text of a `ProductPage`. `version` is the catalogue version read
 * before the call (the response cache reads it); it keys the count cache. `tuning`: the in-memory limits (config.ts).
 */
export async function filterProducts(
  db: Kysely<Database>,
  filter: Required<Omit<ProductFilterBody, 'exact' | 'min_rating' | 'prescription_free'>> & { exact?: boolean; min_rating?: number; prescription_free?: boolean },
  version?: number,
  tuning: Pick<CatalogueTuning, 'reloadMs' | 'searchCacheRows'> = DEFAULT_CATALOGUE_TUNING,
): Promise<string> {
  const term = filter.search_by_name.trim();
  const minRating = filter.min_rating ?? 0;
  const byRating = filter.sort === 3 || minRating > 0;
  // Name search: services/search (the database's name indexes, catalogue/name-matches.ts).
  const sqlite = databaseKind(db) === 'sqlite';
  /**
   * The matching rows without a name search. `unindexedPrice` writes the price bounds as `+sales_price`, which tells SQLite not to
   * drive the query from the price index: for the featured order a walk of the (featured_rank, id,
   * sales_price) covering index that stops after one page beats sorting a whole price band (the sidebar's
   * bands are wide). Plans checked at 100 000 products; see README, Performance.
   */
  const matching = (unindexedPrice: boolean, only?: { column: 'brand_id' | 'category_id'; value: number }) => {
    const price = unindexedPrice ? sql<number>`+${sql.ref('products.sales_price')}` : sql<number>`${sql.ref('products.sales_price')}`;
    const brands = only?.column === 'brand_id' ? [only.value] : filter.brand_id;
    const categories = only?.column === 'category_id' ? [only.value] : filter.category_id;
    return (
      db
        .selectFrom('products')
        // products taken off sale by their seller are not shown (issue 11); a literal 1, so the partial
        // indexes of migration 0101 (WHERE on_sale = 1) apply
        .where('products.on_sale', '=', sql.lit(1))
        // The full band (0 to PRICE_FILTER_MAX) filters nothing; leaving it out lets the sort use its index.
        .$if(filter.min > 0, (qb) => qb.where(price, '>=', filter.min))
        .$if(filter.max < PRICE_FILTER_MAX, (qb) => qb.where(price, '<=', filter.max))
        .$if(brands.length === 1, (qb) => qb.where('products.brand_id', '=', brands[0]))
        .$if(brands.length > 1, (qb) => qb.where('products.brand_id', 'in', brands))
        .$if(categories.length === 1, (qb) => qb.where('products.category_id', '=', categories[0]))
        .$if(categories.length > 1, (qb) => qb.where('products.category_id', 'in', categories))
        .$if(minRating > 0, (qb) => qb.where('products.rating_average', '>=', minRating))
        // "Prescription-free only" (issue 28)
        .$if(Boolean(filter.prescription_free), (qb) => qb.where('products.prescription_class', '=', sql.lit('otc')))
    );
  };

  const offset = (filter.page - 1) * filter.pageSize;
  const unindexedPrice = sqlite && filter.sort === 0;
  // Several brands (or categories) and a sort: no index gives that order, so the database would sort every
  // match. Instead each value walks its own (value, sort key) index for one page's worth of rows (offset +
  // page size) and the short lists are merged: a few hundred index entries instead of thousands sorted.
  const split: 'brand_id' | 'category_id' | null =
    filter.sort === 3 ? null : filter.brand_id.length > 1 && filter.brand_id.length <= MAX_SPLIT ? 'brand_id' : filter.category_id.length > 1 && filter.category_id.length <= MAX_SPLIT ? 'category_id' : null;
  let ids: number[] = [];
  let total = 0;
  // In memory: a name search's matches, or with no search the whole catalogue on sale, held per catalogue
  // version (search-cache.ts), filtered, counted and paged by a walk of the precomputed order. The
  // whole catalogue is reloaded at most once per CATALOGUE_RELOAD_MS (1 s) (a busy shop changes stock all the time);
  // in between, a new version is answered by the indexed queries below.
  // A name search goes through the search provider (services/search): the text as typed, else its
  // respellings, synonyms and did-you-mean, each held per catalogue version (search-cache.ts).
  let correction = '';
  let matches;
  // a search's first pages in the featured order with no other filter (what a shopper sees on pressing
  // Enter): only the first products of each ranking tier are loaded, and the database counts the rest
  let firstPage: { ids: number[]; total: number } | null = null;
  if (term) {
    const top = plainFirstPages(filter, minRating) ? filter.page * filter.pageSize : undefined;
    const found = await searchProvider.query(db, version ?? (await catalogueVersion(db)), term.toLowerCase(), { exact: filter.exact, tuning, ...(top ? { top, countAll: true } : {}) });
    if (top && found.total !== undefined) firstPage = { ids: Array.from(found.matches.orders[0].ids.subarray(offset, offset + filter.pageSize)), total: found.total };
    else matches = found.matches;
    if (found.showing) correction = `,"search":${JSON.stringify({ showing: found.showing, original: term })}`;
  } else {
    const at = version ?? (await catalogueVersion(db));
    // the search index of this version holds the whole catalogue on sale in the listing orders: no load
    matches =
      heldSearchIndex(db, at)?.catalogue ??
      (await termMatches(
        db,
        at,
        '',
        () =>
          db
            .selectFrom('products')
            .where('products.on_sale', '=', sql.lit(1))
            .select(['products.id', 'products.brand_id', 'products.category_id', 'products.sales_price', 'products.featured_rank'])
            // the whole catalogue carries its names, lower-cased by the database exactly as the LIKE compares
            // them, so a search term's matches are then derived in memory (search-cache.ts)
            .select(sql<string>`lower(${sql.ref('products.name')})`.as('name'))
            .execute(),
        tuning.reloadMs,
        tuning.searchCacheRows,
      ));
  }
  const maxPrice = filter.max < PRICE_FILTER_MAX ? filter.max : Number.POSITIVE_INFINITY;
  if (firstPage) {
    ({ ids, total } = firstPage);
  } else if (matches && filter.prescription_free) {
    // every match in order, less the products that need a prescription (a small set), then the page
    const whole = { ...filter, page: 1, pageSize: Number.MAX_SAFE_INTEGER, max: maxPrice };
    const all = byRating ? ratingPageOfMatches(matches, { ...whole, min_rating: minRating }, await ratedProducts(db)) : pageOfMatches(matches, { ...whole, sort: filter.sort as 0 | 1 | 2 });
    const needing = new Set((await db.selectFrom('products').select('id').where('prescription_class', '!=', 'otc').execute()).map((row) => row.id));
    const free = all.ids.filter((id) => !needing.has(id));
    total = free.length;
    ids = free.slice(offset, offset + filter.pageSize);
  } else if (matches && byRating) {
    ({ ids, total } = ratingPageOfMatches(matches, { ...filter, min_rating: minRating, max: maxPrice }, await ratedProducts(db)));
  } else if (matches) {
    ({ ids, total } = pageOfMatches(matches, { ...filter, sort: filter.sort as 0 | 1 | 2, max: maxPrice }));
  } else {
    let idRows: Array<{ id: number }>;
    if (split) {
      const key = filter.sort === 0 ? 'featured_rank' : 'sales_price';
      const branches = filter[split].map(
        (value) =>
          sql`select * from (${applySort(matching(unindexedPrice, { column: split, value }).select(['products.id', sql.ref(`products.${key}`).as('k')]), filter.sort).limit(offset + filter.pageSize)}) as b`,
      );
      const direction = filter.sort === 2 ? sql.raw('desc') : sql.raw('asc');
      const { rows } = await sql<{ id: number }>`select id from (${sql.join(branches, sql` union all `)}) as u order by k ${direction}, id asc limit ${filter.pageSize} offset ${offset}`.execute(db);
      idRows = rows;
    } else {
      idRows = await applySort(matching(unindexedPrice).select('products.id'), filter.sort).limit(filter.pageSize).offset(offset).execute();
    }
    // A page that is not full ends the list, so it tells the total; otherwise the count comes from a
    // cache of this catalogue version (filters without sort and page as the key) before the database counts again.
    const key = JSON.stringify([filter.brand_id, filter.category_id, filter.min, filter.max, minRating, Boolean(filter.prescription_free)]);
    total =
      idRows.length < filter.pageSize && (idRows.length > 0 || offset === 0)
        ? offset + idRows.length
        : await cachedCount(db, version ?? (await catalogueVersion(db)), key, async () =>
            Number((await matching(false).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
          );
    ids = idRows.map((row) => row.id);
  }
  const items = await productSummariesJson(db, ids, version);
  return `{"items":${items},"total":${total},"page":${filter.page},"pageSize":${filter.pageSize}${correction}}`;
}
