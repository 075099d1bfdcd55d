/**
 * One product with seller, brand, delivery locations and full description (stored sanitised), in ONE query
 * that returns the answer's JSON text: the database builds the object (SQLite json_object, PostgreSQL
 * json_build_object), so a details request costs one round trip and no row mapping or serialisation in
 * Node. The route sends that text inside the envelope as it is; the shape is the contract's `Product`
 * (product-details.test.ts checks it with the contract schema and against the listing's answer).
 * The SQL is fixed and run with the id as its only parameter; the database prepares it once (SQLite: the
 * driver's statement cache; PostgreSQL: a named statement per connection, db/connect.ts). Products off sale
 * are answered like any other (the details page shows them as unavailable).
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Product } from 'shared-lib/contract';
import { databaseKind, prepareOnPostgres } from '../db/connect';
import type { Database } from '../db/schema';

/** The contract's field names, each with the SQL expression that gives its value (p = products, s = sellers, b = brands). */
const FIELDS: Array<[keyof Product, string]> = [
  ['id', 'p.id'],
  ['name', 'p.name'],
  ['image', 'p.image'],
  ['code', 'p.code'],
  ['sales_price', 'p.sales_price'],
  ['regular_price', 'p.regular_price'],
  ['discount', 'p.discount'],
  ['in_stock_quantity', 'p.in_stock_quantity'],
  ['short_description', 'p.short_description'],
  ['seller_id', 'p.seller_id'],
  ['seller', 'CASE WHEN s.id IS NOT NULL THEN {object}(\'id\', s.id, \'company_name\', s.company_name) END'],
  ['brand_id', 'p.brand_id'],
  ['brand', 'CASE WHEN b.id IS NOT NULL THEN {object}(\'id\', b.id, \'name\', b.name) END'],
  ['category_id', 'p.category_id'],
  ['locations', '{locations}'],
  ['availableLocations', '{pincodes}'],
  ['full_description', 'p.full_description'],
];

/** Per database: how to build an object, the locations in id order as a JSON array, their pincodes joined with commas. */
const DIALECTS = {
  sqlite: {
    object: 'json_object',
    locations: `(SELECT json_group_array(json_object('id', l.id, 'product_id', l.product_id, 'pincode', l.pincode) ORDER BY l.id)
      FROM product_locations l WHERE l.product_id = p.id)`,
    pincodes: `(SELECT COALESCE(group_concat(l.pincode, ',' ORDER BY l.id), '') FROM product_locations l WHERE l.product_id = p.id)`,
    text: (expression: string) => expression,
    parameter: '?',
  },
  postgres: {
    object: 'json_build_object',
    locations: `(SELECT COALESCE(json_agg(json_build_object('id', l.id, 'product_id', l.product_id, 'pincode', l.pincode) ORDER BY l.id), '[]'::json)
      FROM product_locations l WHERE l.product_id = p.id)`,
    pincodes: `(SELECT COALESCE(string_agg(l.pincode, ',' ORDER BY l.id), '') FROM product_locations l WHERE l.product_id = p.id)`,
    text: (expression: string) => `(${expression})::text`,
    parameter: '$1',
  },
} as const;

function detailsSql(kind: keyof typeof DIALECTS): string {
  const dialect = DIALECTS[kind];
  const pairs = FIELDS.map(([name, expression]) => {
    const value = expression.replace('{object}', dialect.object).replace('{locations}', dialect.locations).replace('{pincodes}', dialect.pincodes);
    return `'${name}', ${value}`;
  });
  return `SELECT ${dialect.text(`${dialect.object}(${pairs.join(', ')})`)} AS json
    FROM products p LEFT JOIN sellers s ON s.id = p.seller_id LEFT JOIN brands b ON b.id = p.brand_id
    WHERE p.id = ${dialect.parameter}`;
}

const texts = new WeakMap<Kysely<Database>, string>();

/** This database's SQL text, registered as a prepared statement on PostgreSQL. */
function detailsText(db: Kysely<Database>): string {
  let text = texts.get(db);
  if (!text) {
    const kind = databaseKind(db);
    text = detailsSql(kind);
    if (kind === 'postgres') prepareOnPostgres(text);
    texts.set(db, text);
  }
  return text;
}

/** The product's details as the contract's `Product` JSON text, or null when no product has this id. */
export async function productDetailsJson(db: Kysely<Database>, id: number): Promise<string | null> {
  const { rows } = await db.executeQuery<{ json: string }>(CompiledQuery.raw(detailsText(db), [id]));
  return rows.length > 0 ? rows[0].json : null;
}
