/**
 * The in-memory search index (issue 30, uncached search at scale): the products on sale at one catalogue
 * version with the texts the ranking tiers compare (ranking.ts), each text column joined into one string in
 * the featured order (featured rank, then id), so a tier's matches are found by `indexOf` jumping from match
 * to match (memory-find.ts), its first products first: a suggestion or a first page stops after a few, and a
 * text that matches nothing costs one scan of a few megabytes, not a database query per tier.
 *
 * The texts are lower-cased by the database, exactly as the tier conditions (tier-conditions.ts) compare
 * them, so the answers are the database's. Built in the background at the first search of a catalogue
 * version (at most once per INDEX_REBUILD_MS), and used only for that version: until it is built (the first
 * searches after a write, from any replica), the database answers (tier-matches.ts). One index per database
 * handle; about 25 MB at 100 000 products (docs/search.md).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { catalogueVersion } from '../catalogue/answer-cache';
import { buildTermMatches, type MatchRow, type TermMatches } from '../catalogue/search-cache';

/** Between the texts of two rows in a joined column; a text holding it is answered by the database. */
export const SEPARATOR = '\u0000';

/** One text column of every product on sale, joined in the featured order. */
export interface JoinedColumn {
  /** SEPARATOR, row 0's text, SEPARATOR, row 1's text, ..., SEPARATOR */
  text: string;
  /** where each row's text starts in `text` (its length + 1 at the end: row r ends at starts[r + 1] - 1) */
  starts: Int32Array;
}

export interface SearchIndex {
  version: number;
  /** the products on sale in the three listing orders; a row number below is a position in the featured order */
  catalogue: TermMatches;
  /** lower(name), lower(name_hi), lower(composition), lower(search_key), main_ingredient */
  name: JoinedColumn;
  hindi: JoinedColumn;
  composition: JoinedColumn;
  key: JoinedColumn;
  main: JoinedColumn;
}

/** The least time between two builds for one database handle (a busy shop moves the version all the time). */
export const INDEX_REBUILD_MS = 2000;

interface IndexRow extends MatchRow {
  name_hi: string | null;
  composition: string | null;
  search_key: string | null;
  main_ingredient: string | null;
}

function joined(texts: string[]): JoinedColumn {
  const starts = new Int32Array(texts.length + 1);
  let at = 1;
  for (let r = 0; r < texts.length; r++) {
    starts[r] = at;
    at += texts[r].length + 1;
  }
  starts[texts.length] = at;
  return { text: `${SEPARATOR}${texts.join(SEPARATOR)}${SEPARATOR}`, starts };
}

/** The index of the catalogue at its current version, or null when a write moved the version while it loaded. */
export async function buildSearchIndex(db: Kysely<Database>): Promise<SearchIndex | null> {
  const version = await catalogueVersion(db);
  const lower = (column: string) => sql<string>`lower(${sql.ref(`products.${column}`)})`;
  const rows = (await db
    .selectFrom('products')
    .where('products.on_sale', '=', sql.lit(1))
    .select(['products.id', 'products.brand_id', 'products.category_id', 'products.sales_price', 'products.featured_rank', 'products.main_ingredient'])
    .select([lower('name').as('name'), lower('name_hi').as('name_hi'), lower('composition').as('composition'), lower('search_key').as('search_key')])
    .orderBy('products.id')
    .execute()) as IndexRow[];
  // the rows are those of `version` only when no write committed meanwhile
  if ((await catalogueVersion(db)) !== version) return null;
  const catalogue = buildTermMatches(rows.map(({ id, brand_id, category_id, sales_price, featured_rank }) => ({ id: Number(id), brand_id, category_id, sales_price, featured_rank })));
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const featured = Array.from(catalogue.orders[0].ids, (id) => byId.get(id)!);
  const column = (pick: (row: IndexRow) => string | null | undefined) => joined(featured.map((row) => pick(row) ?? ''));
  return {
    version,
    catalogue,
    name: column((row) => row.name),
    hindi: column((row) => row.name_hi),
    composition: column((row) => row.composition),
    key: column((row) => row.search_key),
    main: column((row) => row.main_ingredient),
  };
}

interface Held {
  index: SearchIndex | null;
  building: boolean;
  startedAt: number;
}
const held = new WeakMap<Kysely<Database>, Held>();

/**
 * The index of catalogue `version` when it is held; else null, and a build starts in the background when
 * `version` is newer than the one held and the last build started INDEX_REBUILD_MS ago or more.
 */
export function searchIndexAt(db: Kysely<Database>, version: number): SearchIndex | null {
  let entry = held.get(db);
  if (!entry) held.set(db, (entry = { index: null, building: false, startedAt: -Infinity }));
  if (entry.index?.version === version) return entry.index;
  if (entry.index && version < entry.index.version) return null;
  if (!entry.building && Date.now() - entry.startedAt >= INDEX_REBUILD_MS) {
    const current = entry;
    current.building = true;
    current.startedAt = Date.now();
    buildSearchIndex(db)
      .then((index) => {
        if (index && (!current.index || index.version > current.index.version)) current.index = index;
      })
      // a closed handle or a failed query: the database keeps answering, the next search tries again
      .catch(() => {})
      .finally(() => {
        current.building = false;
      });
  }
  return null;
}
