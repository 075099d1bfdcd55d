/**
 * One product with seller, brand, delivery locations and full description (stored sanitised), in ONE query
 * that returns the answer's `data` as JSON text, built by the database (SQLite json_object /
 * json_group_array, PostgreSQL json_build_object / json_agg): a details request costs one round trip and
 * no row-to-object mapping, JSON.parse or re-serialisation in the process. The text has exactly the
 * contract's `Product` fields (test/product-details.test.ts checks it against the schema and against the
 * listing's answer). The query is built and compiled by Kysely once per database and run with the id as
 * its only parameter; the database prepares it once (SQLite: on the read-only connection, which reads the
 * last committed state without Kysely's per-query work; PostgreSQL: a named statement per connection,
 * db/connect.ts). Products off sale are answered like any other (the
 * details page shows them as unavailable).
 */
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Product } from 'shared-lib/contract';
import { databaseKind, prepareOnPostgres, sqliteReader } from '../db/connect';
import type { Database } from '../db/schema';

/** The `data` of a details answer as JSON text; keys in the contract's order. */
function productJson(db: Kysely<Database>) {
  if (databaseKind(db) === 'postgres') {
    return sql<string>`json_build_object(
      'id', products.id, 'name', products.name, 'image', products.image, 'code', products.code,
      'sales_price', products.sales_price, 'regular_price', products.regular_price, 'discount', products.discount,
      'in_stock_quantity', products.in_stock_quantity, 'short_description', products.short_description,
      'seller_id', products.seller_id,
      'seller', CASE WHEN sellers.company_name IS NOT NULL THEN json_build_object('id', products.seller_id, 'company_name', sellers.company_name) END,
      'brand_id', products.brand_id,
      'brand', CASE WHEN brands.name IS NOT NULL THEN json_build_object('id', products.brand_id, 'name', brands.name) END,
      'category_id', products.category_id,
      'locations', (SELECT COALESCE(json_agg(json_build_object('id', l.id, 'product_id', l.product_id, 'pincode', l.pincode) ORDER BY l.id), '[]'::json)
        FROM product_locations l WHERE l.product_id = products.id),
      'availableLocations', (SELECT COALESCE(string_agg(l.pincode, ',' ORDER BY l.id), '') FROM product_locations l WHERE l.product_id = products.id),
      'full_description', products.full_description)::text`;
  }
  // json() keeps a nested object an object (a subquery or CASE loses json_object's JSON subtype); json(NULL) is null
  return sql<string>`json_object(
      'id', products.id, 'name', products.name, 'image', products.image, 'code', products.code,
      'sales_price', products.sales_price, 'regular_price', products.regular_price, 'discount', products.discount,
      'in_stock_quantity', products.in_stock_quantity, 'short_description', products.short_description,
      'seller_id', products.seller_id,
      'seller', json(CASE WHEN sellers.company_name IS NOT NULL THEN json_object('id', products.seller_id, 'company_name', sellers.company_name) END),
      'brand_id', products.brand_id,
      'brand', json(CASE WHEN brands.name IS NOT NULL THEN json_object('id', products.brand_id, 'name', brands.name) END),
      'category_id', products.category_id,
      'locations', json((SELECT json_group_array(json_object('id', l.id, 'product_id', l.product_id, 'pincode', l.pincode) ORDER BY l.id)
        FROM product_locations l WHERE l.product_id = products.id)),
      'availableLocations', (SELECT COALESCE(group_concat(l.pincode, ',' ORDER BY l.id), '') FROM product_locations l WHERE l.product_id = products.id),
      'full_description', products.full_description)`;
}

function detailsQuery(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('products')
    .leftJoin('sellers', 'sellers.id', 'products.seller_id')
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .select(productJson(db).as('json'))
    .where('products.id', '=', id);
}
type DetailsRow = { json: string };

const compiled = new WeakMap<Kysely<Database>, CompiledQuery<DetailsRow>>();

/** The compiled query of this database, with a placeholder id as its single parameter. */
function compiledDetails(db: Kysely<Database>): CompiledQuery<DetailsRow> {
  let query = compiled.get(db);
  if (!query) {
    query = detailsQuery(db, 0).compile() as CompiledQuery<DetailsRow>;
    if (query.parameters.length !== 1) throw new Error('product details query: expected the id as its only parameter');
    if (databaseKind(db) === 'postgres') prepareOnPostgres(query.sql);
    compiled.set(db, query);
  }
  return query;
}

/** The `data` of the details answer as JSON text (a `Product`), or null when no product has this id. */
export async function productDetailsJson(db: Kysely<Database>, id: number): Promise<string | null> {
  const text = compiledDetails(db).sql;
  // SQLite: straight from the read-only connection (the last committed state), one statement, one string
  const reader = sqliteReader(db);
  if (reader) return (reader.value(text, [id]) as string | undefined) ?? null;
  const { rows } = await db.executeQuery<DetailsRow>(CompiledQuery.raw(text, [id]));
  return rows.length > 0 ? rows[0].json : null;
}

/** The whole success envelope (`{"success":true,"message":"ok","data":…}`) as JSON text, or null. */
export async function productDetailsAnswer(db: Kysely<Database>, id: number): Promise<string | null> {
  const json = await productDetailsJson(db, id);
  return json === null ? null : `{"success":true,"message":"ok","data":${json}}`;
}

/** One product with its full description, or null when no product has this id. */
export async function findProductById(db: Kysely<Database>, id: number): Promise<Product | null> {
  const json = await productDetailsJson(db, id);
  return json === null ? null : (JSON.parse(json) as Product);
}
