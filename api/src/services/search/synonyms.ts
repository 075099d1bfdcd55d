/**
 * The search synonym groups (issue 30): the `search_synonyms` table, edited by the house seller in the
 * seller dashboard. A write moves the catalogue version (its triggers, migration 0150), so the search and
 * every catalogue answer cached under the old version are dropped, on every replica; the search reads the
 * groups once per version (`synonymGroupsAt`).
 */
import type { Kysely } from 'kysely';
import { parseSynonymWords, SYNONYM_LIMITS, SYNONYM_MESSAGES as M } from 'shared-lib/domain/search';
import type { SynonymGroup } from 'shared-lib/contract';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import { searchKey } from './spelling';

export interface SynonymMember {
  text: string;
  /** its spelling key (Devanagari transliterated) */
  key: string;
}
export interface SynonymGroups {
  version: number;
  groups: SynonymMember[][];
  /** member key (the whole phrase) -> indexes of the groups holding it */
  byKey: Map<string, number[]>;
}

/** The groups loading or loaded per database handle, and once loaded, the groups themselves (no await to read them). */
const held = new WeakMap<Kysely<Database>, { loading: Promise<SynonymGroups>; loaded?: SynonymGroups }>();

const wordsOf = (json: string): string[] => {
  const words: unknown = JSON.parse(json);
  return Array.isArray(words) ? words.filter((word): word is string => typeof word === 'string') : [];
};

async function load(db: Kysely<Database>, version: number): Promise<SynonymGroups> {
  const rows = await db.selectFrom('search_synonyms').select(['words']).orderBy('id').execute();
  const groups = rows.map((row) => wordsOf(row.words).map((text) => ({ text: text.toLowerCase(), key: searchKey(text) })));
  const byKey = new Map<string, number[]>();
  groups.forEach((group, index) => {
    for (const { key } of group) if (key && !byKey.get(key)?.includes(index)) byKey.set(key, [...(byKey.get(key) ?? []), index]);
  });
  return { version, groups, byKey };
}

/** The groups as of catalogue `version` (read once per version and database handle). */
export async function synonymGroupsAt(db: Kysely<Database>, version: number): Promise<SynonymGroups> {
  const current = held.get(db);
  if (current?.loaded && current.loaded.version >= version) return current.loaded;
  if (current && !current.loaded) {
    const groups = await current.loading.catch(() => null);
    if (groups && groups.version >= version) return groups;
  }
  const entry: { loading: Promise<SynonymGroups>; loaded?: SynonymGroups } = { loading: load(db, version) };
  entry.loading.then((groups) => (entry.loaded = groups), () => held.get(db) === entry && held.delete(db));
  held.set(db, entry);
  return entry.loading;
}

const asGroup = (row: { id: number; words: string; updated_at: string }): SynonymGroup => ({ id: Number(row.id), words: wordsOf(row.words), updated_at: row.updated_at });

export async function listSynonymGroups(db: Kysely<Database>): Promise<SynonymGroup[]> {
  return (await db.selectFrom('search_synonyms').select(['id', 'words', 'updated_at']).orderBy('id').execute()).map(asGroup);
}

function parsed(text: string): string {
  const words = parseSynonymWords(text);
  if (!words) throw badRequest(M.words);
  return JSON.stringify(words);
}

export async function createSynonymGroup(db: Kysely<Database>, text: string): Promise<SynonymGroup> {
  const words = parsed(text);
  return db.transaction().execute(async (trx) => {
    const count = await trx.selectFrom('search_synonyms').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(count.n) >= SYNONYM_LIMITS.groupsMax) throw conflict(M.tooMany);
    const row = await trx.insertInto('search_synonyms').values({ words, updated_at: new Date().toISOString() }).returning(['id', 'words', 'updated_at']).executeTakeFirstOrThrow();
    return asGroup(row);
  });
}

export async function updateSynonymGroup(db: Kysely<Database>, id: number, text: string): Promise<SynonymGroup> {
  const words = parsed(text);
  const row = await db.updateTable('search_synonyms').set({ words, updated_at: new Date().toISOString() }).where('id', '=', id).returning(['id', 'words', 'updated_at']).executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  return asGroup(row);
}

export async function deleteSynonymGroup(db: Kysely<Database>, id: number): Promise<void> {
  const result = await db.deleteFrom('search_synonyms').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound(M.notFound);
}
