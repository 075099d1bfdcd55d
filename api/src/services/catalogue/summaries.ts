/**
 * Listing rows (product summaries with seller, brand and delivery locations) by id, per catalogue version.
 * A page of the filter names its ids (from memory or from an index); the rows come from a cache of this
 * catalogue version, and the ones it lacks from ONE query (locations aggregated as JSON), compiled once
 * and prepared once by the database, whatever the number of ids (a JSON array on SQLite, an int[] on
 * PostgreSQL). A newer version empties the cache (migration 0100: any committed catalogue change, from any
 * replica, moves it), so a row is never older than the version it is kept under. Bounded, oldest out.
 */
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { ProductLocation, ProductSummary } from 'shared-lib/contract';
import { databaseKind, prepareOnPostgres } from '../../db/connect';
import type { Database } from '../../db/schema';

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

const MAX_ROWS = Number(process.env.SUMMARY_CACHE_ROWS ?? 40_000);

function summariesQuery(db: Kysely<Database>) {
  const postgres = databaseKind(db) === 'postgres';
  const locations = postgres
    ? sql<unknown>`(SELECT COALESCE(json_agg(json_build_object('id', l.id, 'product_id', l.product_id, 'pincode', l.pincode) ORDER BY l.id), '[]'::json)
        FROM product_locations l WHERE l.product_id = products.id)`
    : sql<unknown>`(SELECT json_group_array(json_object('id', l.id, 'product_id', l.product_id, 'pincode', l.pincode))
        FROM (SELECT id, product_id, pincode FROM product_locations WHERE product_id = products.id ORDER BY id) l)`;
  const ids = postgres ? sql<boolean>`products.id = any(${'{}'}::int[])` : sql<boolean>`products.id in (select value from json_each(${'[]'}))`;
  return db
    .selectFrom('products')
    .leftJoin('sellers', 'sellers.id', 'products.seller_id')
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .select([...SUMMARY_COLUMNS, 'sellers.company_name as seller_company_name', 'brands.name as brand_name'])
    .select(locations.as('locations_json'))
    .where(ids);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summariesQuery>['execute']>>[number];

const compiled = new WeakMap<Kysely<Database>, CompiledQuery<SummaryRow>>();
function compiledSummaries(db: Kysely<Database>): CompiledQuery<SummaryRow> {
  let query = compiled.get(db);
  if (!query) {
    query = summariesQuery(db).compile();
    if (query.parameters.length !== 1) throw new Error('summaries query: expected the ids as its only parameter');
    if (databaseKind(db) === 'postgres') prepareOnPostgres(query.sql);
    compiled.set(db, query);
  }
  return query;
}

export function toSummary(row: SummaryRow): ProductSummary {
  const { seller_company_name, brand_name, locations_json, ...columns } = row;
  const locations = (typeof locations_json === 'string' ? JSON.parse(locations_json) : locations_json) as ProductLocation[];
  return {
    ...columns,
    seller: columns.seller_id !== null && seller_company_name !== null ? { id: columns.seller_id, company_name: seller_company_name } : null,
    brand: columns.brand_id !== null && brand_name !== null ? { id: columns.brand_id, name: brand_name } : null,
    locations,
    availableLocations: locations.map((l) => l.pincode).join(','),
  };
}

const stores = new WeakMap<Kysely<Database>, { version: number; rows: Map<number, ProductSummary> }>();

/** The summaries of `ids` in their order (ids without a product left out), read under catalogue `version`. */
export async function summariesFor(db: Kysely<Database>, version: number, ids: number[]): Promise<ProductSummary[]> {
  let store = stores.get(db);
  if (!store || version > store.version) stores.set(db, (store = { version, rows: new Map() }));
  const usable = version === store.version ? store.rows : new Map<number, ProductSummary>();
  const missing = ids.filter((id) => !usable.has(id));
  if (missing.length) {
    const query = compiledSummaries(db);
    const parameter = databaseKind(db) === 'postgres' ? missing : JSON.stringify(missing);
    const { rows } = await db.executeQuery<SummaryRow>(CompiledQuery.raw(query.sql, [parameter]));
    for (const row of rows) {
      const summary = toSummary(row);
      usable.set(summary.id, summary);
    }
  }
  const page = ids.flatMap((id) => usable.get(id) ?? []);
  for (const oldest of usable.keys()) {
    if (usable.size <= MAX_ROWS) break;
    usable.delete(oldest);
  }
  return page;
}

/** Empties the cache of a database handle (tests; a process that changed data without the triggers). */
export function clearSummaries(db: Kysely<Database>): void {
  stores.delete(db);
}
