/**
 * A product's answer built by the database as JSON text (SQLite json_object, PostgreSQL json_build_object):
 * the listing's `ProductSummary` and the details' `Product` (the summary plus the full description), with
 * seller, brand and the delivery locations in id order. Catalogue reads send that text as it is, so no row
 * is mapped or serialised in Node; the shapes are the contract's (product-details.test.ts and
 * products.test.ts check them with the contract schemas). The SQL texts are fixed, run with parameters
 * only, and prepared once (SQLite: the driver's statement cache, details on the read-only connection of
 * db/connect.ts; PostgreSQL: named statements).
 */
import { CompiledQuery, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Product } from 'shared-lib/contract';
import { SELLER_VERIFICATION } from 'shared-lib/domain';
import { databaseKind, prepareOnPostgres, sqliteReader } from '../../db/connect';
import type { Database, DatabaseKind } from '../../db/schema';

/** The contract's field names, each with the SQL expression that gives its value (p = products, s = sellers, b = brands). */
const SUMMARY_FIELDS: Array<[keyof Product, string]> = [
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
  ['seller', "CASE WHEN s.id IS NOT NULL THEN {object}('id', s.id, 'company_name', s.company_name) END"],
  ['brand_id', 'p.brand_id'],
  ['brand', "CASE WHEN b.id IS NOT NULL THEN {object}('id', b.id, 'name', b.name) END"],
  ['category_id', 'p.category_id'],
  ['locations', '{locations}'],
  ['availableLocations', '{pincodes}'],
  ['rating_average', 'p.rating_average'],
  ['rating_count', 'p.rating_count'],
  ['name_hi', 'p.name_hi'],
  ['prescription_class', 'p.prescription_class'],
];
const DETAILS_FIELDS: Array<[keyof Product, string]> = [...SUMMARY_FIELDS, ['full_description', 'p.full_description'], ['composition', 'p.composition'], ['return_window_days', 'p.return_window_days']];

/** Per database: how to build an object, the locations in id order as a JSON array, their pincodes joined with commas (from `joins`, if any), the id parameters. */
const DIALECTS = {
  sqlite: {
    object: 'json_object',
    locations: `(SELECT json_group_array(json_object('id', l.id, 'product_id', l.product_id, 'pincode', l.pincode) ORDER BY l.id)
      FROM product_locations l WHERE l.product_id = p.id)`,
    pincodes: `(SELECT COALESCE(group_concat(l.pincode, ',' ORDER BY l.id), '') FROM product_locations l WHERE l.product_id = p.id)`,
    joins: '',
    text: (expression: string) => expression,
    oneId: 'p.id = ?',
    // the ids as one JSON array parameter: one statement text whatever the page size
    idList: 'p.id IN (SELECT value FROM json_each(?))',
    idListValue: (ids: number[]) => JSON.stringify(ids),
  },
  postgres: {
    object: 'json_build_object',
    locations: `COALESCE(loc.list, '[]'::json)`,
    pincodes: `COALESCE(loc.pincodes, '')`,
    // both from one pass over the product's locations
    joins: `CROSS JOIN LATERAL (SELECT json_agg(json_build_object('id', l.id, 'product_id', l.product_id, 'pincode', l.pincode) ORDER BY l.id) AS list,
      string_agg(l.pincode, ',' ORDER BY l.id) AS pincodes FROM product_locations l WHERE l.product_id = p.id) loc`,
    text: (expression: string) => `(${expression})::text`,
    oneId: 'p.id = $1',
    idList: 'p.id = ANY($1::int[])',
    idListValue: (ids: number[]) => ids,
  },
} as const;

/** The SQL of products' JSON (`json`), with their ids first (`id`) when several are read at once. */
function productJsonSql(kind: DatabaseKind, fields: Array<[keyof Product, string]>, where: string, withId: boolean): string {
  const dialect = DIALECTS[kind];
  const pairs = fields.map(([name, expression]) => {
    const value = expression.replace('{object}', dialect.object).replace('{locations}', dialect.locations).replace('{pincodes}', dialect.pincodes);
    return `'${name}', ${value}`;
  });
  return `SELECT ${withId ? 'p.id AS id, ' : ''}${dialect.text(`${dialect.object}(${pairs.join(', ')})`)} AS json
    FROM products p LEFT JOIN sellers s ON s.id = p.seller_id LEFT JOIN brands b ON b.id = p.brand_id ${dialect.joins}
    WHERE ${where}`;
}

/**
 * A product is shown to shoppers when it is the shop's own (no seller) or its seller is verified (issue 33; the
 * same rule as services/sellers/visibility.ts), checked in the details' own query: one statement a request.
 */
const SHOWN_SELLER = `(s.id IS NULL OR s.verification_status = '${SELLER_VERIFICATION.verified}')`;

interface Texts {
  details: string;
  summaries: string;
}
const texts = new WeakMap<Kysely<Database>, Texts>();

/** This database's SQL texts, registered as prepared statements on PostgreSQL. */
function textsFor(db: Kysely<Database>): Texts {
  let held = texts.get(db);
  if (!held) {
    const kind = databaseKind(db);
    const dialect = DIALECTS[kind];
    held = { details: productJsonSql(kind, DETAILS_FIELDS, `${dialect.oneId} AND ${SHOWN_SELLER}`, false), summaries: productJsonSql(kind, SUMMARY_FIELDS, dialect.idList, true) };
    if (kind === 'postgres') for (const text of Object.values(held)) prepareOnPostgres(text);
    texts.set(db, held);
  }
  return held;
}

/** The product's details as the contract's `Product` JSON text, or null when no product has this id or its seller is not verified. */
export async function productDetailsJson(db: Kysely<Database>, id: number): Promise<string | null> {
  const text = textsFor(db).details;
  // SQLite: on the read-only connection (the last committed state, no Kysely per-query work, never waits
  // for a transaction on the main connection)
  const reader = sqliteReader(db);
  if (reader) return (reader.value(text, [id]) as string | undefined) ?? null;
  const { rows } = await db.executeQuery<{ json: string }>(CompiledQuery.raw(text, [id]));
  return rows.length > 0 ? rows[0].json : null;
}

/** How many products' summary texts each database handle keeps for its catalogue version (about 0.5 KB each). */
const SUMMARY_CACHE_ENTRIES = 20_000;
const summaryCaches = new WeakMap<Kysely<Database>, { version: number; byId: LRUCache<number, string> }>();

/**
 * The summary texts held for catalogue `version` (migration 0100: any committed change to what a listing shows
 * moves it, so a held text is that version's or newer, as the answer cache's entries), or null when a newer
 * version is already held (this caller read the version before another request did).
 */
function summariesAt(db: Kysely<Database>, version: number): LRUCache<number, string> | null {
  const held = summaryCaches.get(db);
  if (held && held.version === version) return held.byId;
  if (held && held.version > version) return null;
  // lru-cache: the least recently used goes first, at a cost that does not grow with the texts that came and went before
  const byId = new LRUCache<number, string>({ max: SUMMARY_CACHE_ENTRIES });
  summaryCaches.set(db, { version, byId });
  return byId;
}

/**
 * The products' summaries as a JSON array text (`ProductSummary[]`) in the order of `ids`; ids of no product
 * are left out. With the catalogue `version` read before the call, the texts of products asked before at that
 * version are reused (a search's first pages share their products) and only the others are read.
 */
export async function productSummariesJson(db: Kysely<Database>, ids: number[], version?: number): Promise<string> {
  if (ids.length === 0) return '[]';
  const held = version === undefined ? null : summariesAt(db, version);
  const missing = held ? ids.filter((id) => !held.has(id)) : ids;
  const read = missing.length ? await readSummaries(db, missing) : new Map<number, string>();
  if (held)
    for (const [id, json] of read) held.set(id, json);
  const items: string[] = [];
  for (const id of ids) {
    const json = held?.get(id) ?? read.get(id);
    if (json !== undefined) items.push(json);
  }
  return `[${items.join(',')}]`;
}

/** The summary texts of the products of `ids` that exist, by id. */
async function readSummaries(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  const parameter = DIALECTS[databaseKind(db)].idListValue(ids);
  // SQLite: on the read-only connection, as the details (a first page of a search reads them on every request)
  const reader = sqliteReader(db);
  const rows = reader
    ? (reader.rows(textsFor(db).summaries, [parameter]) as Array<{ id: number; json: string }>)
    : (await db.executeQuery<{ id: number; json: string }>(CompiledQuery.raw(textsFor(db).summaries, [parameter]))).rows;
  return new Map(rows.map((row) => [Number(row.id), row.json]));
}
