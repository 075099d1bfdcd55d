/**
 * One product with seller, brand, delivery locations and full description (stored sanitised), in ONE query:
 * the locations come aggregated as JSON (SQLite json_group_array, PostgreSQL json_agg), so a details request
 * costs one round trip. The query is built and compiled by Kysely once per database and run with the id as
 * its only parameter; the database prepares it once (SQLite: the driver's statement cache; PostgreSQL: a
 * named statement per connection, db/connect.ts). Products off sale are answered like any other (the
 * details page shows them as unavailable).
 */
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Product, ProductLocation } from 'shared-lib/contract';
import { databaseKind, prepareOnPostgres } from '../db/connect';
import type { Database } from '../db/schema';
import { SUMMARY_COLUMNS } from './products';

/** `[{id, product_id, pincode}, …]` ordered by id, as JSON (text on SQLite, json on PostgreSQL); `[]` when none. */
function locationsJson(db: Kysely<Database>) {
  return databaseKind(db) === 'postgres'
    ? sql<unknown>`(SELECT COALESCE(json_agg(json_build_object('id', l.id, 'product_id', l.product_id, 'pincode', l.pincode) ORDER BY l.id), '[]'::json)
        FROM product_locations l WHERE l.product_id = products.id)`
    : sql<unknown>`(SELECT json_group_array(json_object('id', l.id, 'product_id', l.product_id, 'pincode', l.pincode))
        FROM (SELECT id, product_id, pincode FROM product_locations WHERE product_id = products.id ORDER BY id) l)`;
}

function detailsQuery(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('products')
    .leftJoin('sellers', 'sellers.id', 'products.seller_id')
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .select([...SUMMARY_COLUMNS, 'products.full_description', 'sellers.company_name as seller_company_name', 'brands.name as brand_name'])
    .select(locationsJson(db).as('locations_json'))
    .where('products.id', '=', id);
}
type DetailsRow = Awaited<ReturnType<ReturnType<typeof detailsQuery>['executeTakeFirstOrThrow']>>;

const compiled = new WeakMap<Kysely<Database>, CompiledQuery<DetailsRow>>();

/** The compiled query of this database, with a placeholder id as its single parameter. */
function compiledDetails(db: Kysely<Database>): CompiledQuery<DetailsRow> {
  let query = compiled.get(db);
  if (!query) {
    query = detailsQuery(db, 0).compile();
    if (query.parameters.length !== 1) throw new Error('product details query: expected the id as its only parameter');
    if (databaseKind(db) === 'postgres') prepareOnPostgres(query.sql);
    compiled.set(db, query);
  }
  return query;
}

export function toProductDetails(row: DetailsRow): Product {
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

/** One product with its full description, or null when no product has this id. */
export async function findProductById(db: Kysely<Database>, id: number): Promise<Product | null> {
  const query = compiledDetails(db);
  const { rows } = await db.executeQuery<DetailsRow>(CompiledQuery.raw(query.sql, [id]));
  return rows.length > 0 ? toProductDetails(rows[0]) : null;
}
