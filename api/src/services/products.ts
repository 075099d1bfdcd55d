/** Product queries: details with seller, brand and delivery locations; listings; the paginated filter. */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Product, ProductFilterBody, ProductLocation } from 'shared-lib/contract';
import { PRICE_FILTER_MAX, type SortValue } from 'shared-lib/domain';
import type { Database } from '../db/schema';
import { sanitizeRichText } from './html';

const PRODUCT_COLUMNS = [
  'products.id',
  'products.name',
  'products.image',
  'products.code',
  'products.sales_price',
  'products.regular_price',
  'products.discount',
  'products.in_stock_quantity',
  'products.short_description',
  'products.full_description',
  'products.seller_id',
  'products.brand_id',
  'products.category_id',
] as const;

function baseProductQuery(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .leftJoin('sellers', 'sellers.id', 'products.seller_id')
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .select([...PRODUCT_COLUMNS, 'sellers.company_name as seller_company_name', 'brands.name as brand_name']);
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

async function toProducts(db: Kysely<Database>, rows: ProductRowWithNames[]): Promise<Product[]> {
  const locations = await locationsFor(db, rows.map((row) => row.id));
  return rows.map(({ seller_company_name, brand_name, ...row }) => {
    const productLocations = locations.get(row.id) ?? [];
    return {
      ...row,
      full_description: sanitizeRichText(row.full_description),
      seller: row.seller_id !== null && seller_company_name !== null ? { id: row.seller_id, company_name: seller_company_name } : null,
      brand: row.brand_id !== null && brand_name !== null ? { id: row.brand_id, name: brand_name } : null,
      locations: productLocations,
      availableLocations: productLocations.map((l) => l.pincode).join(','),
    };
  });
}

export async function findProductById(db: Kysely<Database>, id: number): Promise<Product | null> {
  const row = await baseProductQuery(db).where('products.id', '=', id).executeTakeFirst();
  return row ? (await toProducts(db, [row]))[0] : null;
}

function applySort<QB extends SelectQueryBuilder<Database, 'products', object>>(query: QB, sort: SortValue): QB {
  if (sort === 1) return query.orderBy('products.sales_price', 'asc').orderBy('products.id', 'asc') as QB;
  if (sort === 2) return query.orderBy('products.sales_price', 'desc').orderBy('products.id', 'asc') as QB;
  return query.orderBy('products.featured_rank', 'asc').orderBy('products.id', 'asc') as QB;
}

export async function listProducts(
  db: Kysely<Database>,
  options: { limit: number; offset: number; sort: SortValue },
): Promise<Product[]> {
  const rows = await applySort(baseProductQuery(db), options.sort).limit(options.limit).offset(options.offset).execute();
  return toProducts(db, rows);
}

/** `%term%` with LIKE wildcards in the term escaped. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function filterProducts(db: Kysely<Database>, filter: Required<ProductFilterBody>) {
  const term = filter.search_by_name.trim();
  const matching = db
    .selectFrom('products')
    // The full band (0 to PRICE_FILTER_MAX) filters nothing; leaving it out lets the sort use its index.
    .$if(filter.min > 0, (qb) => qb.where('products.sales_price', '>=', filter.min))
    .$if(filter.max < PRICE_FILTER_MAX, (qb) => qb.where('products.sales_price', '<=', filter.max))
    .$if(filter.brand_id.length > 0, (qb) => qb.where('products.brand_id', 'in', filter.brand_id))
    .$if(filter.category_id.length > 0, (qb) => qb.where('products.category_id', 'in', filter.category_id))
    .$if(term.length > 0, (qb) =>
      qb.where(sql<boolean>`lower(${sql.ref('products.name')}) like ${containsPattern(term)} escape '\\'`),
    );

  const { total } = await matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const idRows = await applySort(matching.select('products.id'), filter.sort)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  const ids = idRows.map((row) => row.id);
  const rows = ids.length ? await baseProductQuery(db).where('products.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = await toProducts(db, ids.map((id) => byId.get(id)).filter((row): row is ProductRowWithNames => row !== undefined));
  return { items, total: Number(total), page: filter.page, pageSize: filter.pageSize };
}
