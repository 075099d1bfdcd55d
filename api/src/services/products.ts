/**
 * Product queries: listings and the paginated filter (one product's details: services/product-details.ts).
 * Listings answer summaries (no `full_description`); descriptions are stored sanitised (services/html on
 * write), so no read runs the sanitiser. Name search goes through an index (migration 0060).
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ProductFilterBody, ProductLocation, ProductSummary } from 'shared-lib/contract';
import { PRICE_FILTER_MAX, type SortValue } from 'shared-lib/domain';
import { databaseKind } from '../db/connect';
import type { Database } from '../db/schema';

export const SUMMARY_COLUMNS = [
  'products.id',
  'products.name',
  'products.image',
  'products.code',
  'products.sales_price',
  'products.regular_price',
  'products.discount',
  'products.in_stock_quantity',
  'products.short_description',
  'products.seller_id',
  'products.brand_id',
  'products.category_id',
] as const;

function baseProductQuery(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .leftJoin('sellers', 'sellers.id', 'products.seller_id')
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .select([...SUMMARY_COLUMNS, 'sellers.company_name as seller_company_name', 'brands.name as brand_name']);
}
type ProductRowWithNames = Awaited<ReturnType<ReturnType<typeof baseProductQuery>['execute']>>[number];

async function locationsFor(db: Kysely<Database>, productIds: number[]): Promise<Map<number, ProductLocation[]>> {
  const byProduct = new Map<number, ProductLocation[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_locations')
    .select(['id', 'product_id', 'pincode'])
    .where('product_id', 'in', productIds)
    .orderBy('id')
    .execute();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  return byProduct;
}

async function toProducts(db: Kysely<Database>, rows: ProductRowWithNames[]): Promise<ProductSummary[]> {
  const locations = await locationsFor(db, rows.map((row) => row.id));
  return rows.map(({ seller_company_name, brand_name, ...row }) => {
    const productLocations = locations.get(row.id) ?? [];
    return {
      ...row,
      seller: row.seller_id !== null && seller_company_name !== null ? { id: row.seller_id, company_name: seller_company_name } : null,
      brand: row.brand_id !== null && brand_name !== null ? { id: row.brand_id, name: brand_name } : null,
      locations: productLocations,
      availableLocations: productLocations.map((l) => l.pincode).join(','),
    };
  });
}

function applySort<QB extends SelectQueryBuilder<Database, 'products', object>>(query: QB, sort: SortValue): QB {
  if (sort === 1) return query.orderBy('products.sales_price', 'asc').orderBy('products.id', 'asc') as QB;
  if (sort === 2) return query.orderBy('products.sales_price', 'desc').orderBy('products.id', 'asc') as QB;
  return query.orderBy('products.featured_rank', 'asc').orderBy('products.id', 'asc') as QB;
}

export async function listProducts(
  db: Kysely<Database>,
  options: { limit: number; offset: number; sort: SortValue },
): Promise<ProductSummary[]> {
  const rows = await applySort(baseProductQuery(db).where('products.on_sale', '=', 1), options.sort).limit(options.limit).offset(options.offset).execute();
  return toProducts(db, rows);
}

/** `%term%` with LIKE wildcards in the term escaped. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Counts of filtered products, per database, for COUNT_TTL_MS. Counts depend only on catalogue data
 * (names, prices, brands, categories), never on stock or orders; code that adds, removes or re-prices
 * products calls invalidateProductCounts, and the TTL bounds what a write made outside the API can leave.
 */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_SIZE = 2000;
const countCaches = new WeakMap<Kysely<Database>, Map<string, { total: number; at: number }>>();

export function invalidateProductCounts(db: Kysely<Database>): void {
  countCaches.delete(db);
}

async function cachedCount(db: Kysely<Database>, key: string, count: () => Promise<number>): Promise<number> {
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.total;
  const total = await count();
  if (cache.size >= COUNT_CACHE_SIZE) cache.clear();
  cache.set(key, { total, at: Date.now() });
  return total;
}

/** The trigram index needs at least three characters; shorter terms are matched by the LIKE alone. */
const MIN_INDEXED_TERM = 3;

/** An FTS5 phrase (double quotes doubled) that matches names containing the term, any case. */
export function trigramPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

export async function filterProducts(db: Kysely<Database>, filter: Required<ProductFilterBody>) {
  const term = filter.search_by_name.trim();
  // SQLite: the FTS5 trigram index narrows the candidates, the LIKE keeps the exact semantics of the scan it
  // replaces. PostgreSQL: the pg_trgm GIN index on lower(name) serves the LIKE itself.
  const sqlite = databaseKind(db) === 'sqlite';
  const useFts = term.length >= MIN_INDEXED_TERM && sqlite;
  /**
   * The matching rows. `unindexedPrice` writes the price bounds as `+sales_price`, which tells SQLite not to
   * drive the query from the price index: for the featured order a walk of the (featured_rank, id,
   * sales_price) covering index that stops after one page beats sorting a whole price band (the sidebar's
   * bands are wide). Plans checked at 100 000 products; see README, Performance.
   */
  const matching = (unindexedPrice: boolean) => {
    const price = unindexedPrice ? sql<number>`+${sql.ref('products.sales_price')}` : sql<number>`${sql.ref('products.sales_price')}`;
    return (
      db
        .selectFrom('products')
        // products taken off sale by their seller are not shown (issue 11)
        .where('products.on_sale', '=', 1)
        // The full band (0 to PRICE_FILTER_MAX) filters nothing; leaving it out lets the sort use its index.
        .$if(filter.min > 0, (qb) => qb.where(price, '>=', filter.min))
        .$if(filter.max < PRICE_FILTER_MAX, (qb) => qb.where(price, '<=', filter.max))
        .$if(filter.brand_id.length > 0, (qb) => qb.where('products.brand_id', 'in', filter.brand_id))
        .$if(filter.category_id.length > 0, (qb) => qb.where('products.category_id', 'in', filter.category_id))
        .$if(useFts, (qb) =>
          qb.where(sql<boolean>`${sql.ref('products.id')} in (select rowid from products_name_fts where products_name_fts match ${trigramPhrase(term)})`),
        )
        .$if(term.length > 0, (qb) =>
          qb.where(sql<boolean>`lower(${sql.ref('products.name')}) like ${containsPattern(term)} escape '\\'`),
        )
    );
  };

  const offset = (filter.page - 1) * filter.pageSize;
  const idRows = await applySort(matching(sqlite && filter.sort === 0 && !useFts).select('products.id'), filter.sort)
    .limit(filter.pageSize)
    .offset(offset)
    .execute();
  // A page that is not full ends the list, so it tells the total; otherwise the count comes from a
  // short-lived cache (filters without sort and page as the key) before the database counts again.
  const key = JSON.stringify([filter.brand_id, filter.category_id, filter.min, filter.max, term.toLowerCase()]);
  const total =
    idRows.length < filter.pageSize && (idRows.length > 0 || offset === 0)
      ? offset + idRows.length
      : await cachedCount(db, key, async () =>
          Number((await matching(false).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
        );
  const ids = idRows.map((row) => row.id);
  const rows = ids.length ? await baseProductQuery(db).where('products.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = await toProducts(db, ids.map((id) => byId.get(id)).filter((row): row is ProductRowWithNames => row !== undefined));
  return { items, total, page: filter.page, pageSize: filter.pageSize };
}
