/**
 * The in-memory search index (issue 30, uncached search at scale): the products on sale at one catalogue
 * version with the texts the ranking tiers compare (ranking.ts), rows numbered in the featured order
 * (featured rank, then id), so a tier's first products are its lowest rows:
 * - the names joined into one string, with the rows holding each of their three-character sequences and
 *   each meeting of two words (two or three letters, the space, as many letters): a text is checked only in the rows
 *   holding its rarest sequences (memory-trigrams.ts; a text of one or two characters: `indexOf` jumps from
 *   match to match, memory-find.ts), and the rows in the order of their names for the exact and prefix
 *   tiers (memory-names.ts);
 * - the Hindi names, compositions and main ingredients, each distinct value once with its rows
 *   (memory-values.ts): products share them, so a text is looked for in a few thousand values at most;
 * - the words of the search keys in a sorted table with their rows (memory-words.ts), for the spelling-key
 *   and synonym tiers, with the starts of the words standing with each common word (memory-word-pairs.ts);
 * - what a suggestion shows of each product (name as written, picture; suggestions.ts), so a suggestion
 *   reads no row.
 * A suggestion or a first page stops after its first few, and a text that matches nothing costs a few
 * list lookups, not a database query per tier.
 *
 * The texts are lower-cased by the database, exactly as the tier conditions (tier-conditions.ts) compare
 * them, so the answers are the database's. Built in a worker thread at the first search of a catalogue
 * version (held-index.ts, at most once per INDEX_REBUILD_MS), and used only for that version: until it is built
 * (the first searches after a write, from any replica), the database answers (tier-matches.ts). One index per
 * database handle; about 59 MB at 100 000 products (docs/performance.md, "The in-memory search index" and "Second round").
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { catalogueVersion } from '../catalogue/answer-cache';
import { buildTermMatches, type MatchRow, type TermMatches } from '../catalogue/search-cache';
import { type JoinedColumn, joinedColumn } from './memory-join';
import { sortedNames } from './memory-names';
import { buildTrigramRows, type TrigramRows } from './memory-trigrams';
import { buildDistinctColumn, type DistinctColumn } from './memory-values';
import { addWordPairs, buildKeyWords, type KeyWords } from './memory-words';

export interface SearchIndex {
  version: number;
  /** the products on sale in the three listing orders; a row number below is a position in the featured order */
  catalogue: TermMatches;
  /** lower(name) of each row, and the rows in the order of their names */
  name: JoinedColumn;
  nameOrder: Int32Array;
  /** the rows holding each three-character sequence of the names (memory-trigrams.ts) */
  nameTrigrams: TrigramRows;
  /** lower(name_hi), lower(composition), main_ingredient: each distinct value once (memory-values.ts) */
  hindi: DistinctColumn;
  composition: DistinctColumn;
  main: DistinctColumn;
  /** the words of lower(search_key) (memory-words.ts) */
  keyWords: KeyWords;
  /**
   * what a suggestion shows of each row's product (its name as written and its picture; the price is the
   * catalogue's): as joined texts and numbers, so the index moves between threads as a few large strings and arrays
   */
  shown: { names: JoinedColumn; pictures: string[]; pictureOfRow: Int32Array; rowOfId: Int32Array };
}

export interface IndexRow extends MatchRow {
  shown_name: string;
  image: string;
  name_hi: string | null;
  composition: string | null;
  search_key: string | null;
  main_ingredient: string | null;
}

/** How many rows one query of a build loads: a build yields to other requests between its steps. */
const BUILD_CHUNK_ROWS = 10_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function loadRows(db: Kysely<Database>): Promise<IndexRow[]> {
  const lower = (column: string) => sql<string>`lower(${sql.ref(`products.${column}`)})`;
  const rows: IndexRow[] = [];
  for (let after = 0; ; ) {
    const chunk = (await db
      .selectFrom('products')
      .where('products.on_sale', '=', sql.lit(1))
      .where('products.id', '>', after)
      .select(['products.id', 'products.brand_id', 'products.category_id', 'products.sales_price', 'products.featured_rank', 'products.main_ingredient', 'products.name as shown_name', 'products.image'])
      .select([lower('name').as('name'), lower('name_hi').as('name_hi'), lower('composition').as('composition'), lower('search_key').as('search_key')])
      .orderBy('products.id')
      .limit(BUILD_CHUNK_ROWS)
      .execute()) as IndexRow[];
    for (const row of chunk) rows.push(row);
    if (chunk.length < BUILD_CHUNK_ROWS) return rows;
    after = Number(chunk[chunk.length - 1].id);
    await nextTurn();
  }
}

/** The rows of the catalogue at its current version, or null when a write moved the version while they loaded. */
export async function loadIndexRows(db: Kysely<Database>): Promise<{ version: number; rows: IndexRow[] } | null> {
  const version = await catalogueVersion(db);
  const rows = await loadRows(db);
  // the rows are those of `version` only when no write committed meanwhile (the loads are several queries)
  return (await catalogueVersion(db)) === version ? { version, rows } : null;
}

/** The index of the loaded rows; `nextStep` runs between its steps (the thread building it: let other work run). */
export async function indexOfRows(version: number, rows: IndexRow[], nextStep: () => Promise<void> = nextTurn): Promise<SearchIndex> {
  await nextStep();
  const catalogue = buildTermMatches(rows.map(({ id, brand_id, category_id, sales_price, featured_rank }) => ({ id: Number(id), brand_id, category_id, sales_price, featured_rank })));
  await nextStep();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const featured = Array.from(catalogue.orders[0].ids, (id) => byId.get(id)!);
  const names = featured.map((row) => row.name ?? '');
  const distinct = (pick: (row: IndexRow) => string | null | undefined) => buildDistinctColumn(featured.map((row) => pick(row) ?? ''));
  const name = joinedColumn(names);
  await nextStep();
  const nameOrder = sortedNames(names);
  await nextStep();
  const nameTrigrams = buildTrigramRows(name);
  await nextStep();
  const keys = featured.map((row) => row.search_key ?? '');
  const keyWords = buildKeyWords(keys);
  await nextStep();
  addWordPairs(keyWords, keys);
  // pictures repeat (one per formula): each distinct one held once, a row holds its number
  const pictures = new Map<string, number>();
  const shown = {
    names: joinedColumn(featured.map((row) => row.shown_name)),
    pictureOfRow: Int32Array.from(featured, (row) => pictures.get(row.image) ?? (pictures.set(row.image, pictures.size), pictures.size - 1)),
    pictures: [...pictures.keys()],
    rowOfId: rowOfIds(catalogue.orders[0].ids),
  };
  await nextStep();
  return { version, catalogue, name, nameOrder, nameTrigrams, hindi: distinct((row) => row.name_hi), composition: distinct((row) => row.composition), main: distinct((row) => row.main_ingredient), keyWords, shown };
}

/**
 * The index of the catalogue at its current version, built in this thread (its steps take up to a few hundred
 * ms at 100 000 products), or null when a write moved the version while it loaded. The API builds it in a
 * worker thread instead (index-build-thread.ts).
 */
export async function buildSearchIndex(db: Kysely<Database>): Promise<SearchIndex | null> {
  const loaded = await loadIndexRows(db);
  return loaded && indexOfRows(loaded.version, loaded.rows);
}

/** For each product id, its row (-1: not on sale). */
function rowOfIds(ids: Int32Array): Int32Array {
  const rows = new Int32Array(ids.reduce((max, id) => Math.max(max, id), 0) + 1).fill(-1);
  ids.forEach((id, row) => {
    rows[id] = row;
  });
  return rows;
}
