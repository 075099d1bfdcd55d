/**
 * The default search provider: the database. Each ranking tier (ranking.ts) is answered by the in-memory
 * search index of the catalogue version when it is held (memory-index.ts, memory-sources.ts: the same
 * answers, no query), else by the database's own indexes (tier-sources.ts) once per catalogue version and
 * text; only its first few when only the first products are wanted (suggestions, a first page: `top`, then
 * the total counted); the term
 * dictionary (dictionary.ts) gives the catalogue's spelling of a key for "Showing results for" and the
 * did-you-mean corrections; the synonym groups come from the `search_synonyms` table (synonyms.ts).
 */
import type { Kysely } from 'kysely';
import { hasDevanagari } from 'shared-lib/domain/search';
import type { Database } from '../../db/schema';
import { closestWord, type Dictionary, dictionaryFor, startsKnownWord } from './dictionary';
import type { SearchProvider, SearchQueryOptions, SearchResult } from './provider';
import { type RankedMatches, rankedSearch, type TierSources } from './ranking';
import { searchKey } from './spelling';
import { suggest } from './suggestions';
import { type SynonymGroups, synonymGroupsAt } from './synonyms';
import { searchIndexAt } from './held-index';
import { memoryAnswers } from './memory-sources';
import { memorySourcesFor, sourcesFor, totalOf } from './tier-sources';

/** A key's words in the catalogue's most used spelling, or null when a word has none. */
function respell(dictionary: Dictionary, key: string): string | null {
  const words = key.split(' ').map((word) => dictionary.byKey.get(word)?.[0]?.text);
  return words.every((word) => word !== undefined) ? words.join(' ') : null;
}

/**
 * The key with each word absent from the dictionary replaced by its closest word (null when nothing changed). A
 * word that starts a known word is being typed, not misspelt: it stays (the spelling key tier found its products).
 */
function corrected(dictionary: Dictionary, synonyms: SynonymGroups, key: string): string | null {
  let changed = false;
  const words = key.split(' ').map((word) => {
    if (dictionary.byKey.has(word) || synonyms.byKey.has(word) || startsKnownWord(dictionary, synonyms, word)) return word;
    const closest = closestWord(dictionary, synonyms, word);
    if (!closest) return word;
    changed = true;
    return closest.key;
  });
  return changed ? words.join(' ') : null;
}

/** How the list names what it shows when the text as typed found nothing: the catalogue's spelling of the key, else the synonym's. */
function showingOf(dictionary: Dictionary, synonyms: SynonymGroups, ranked: RankedMatches, key: string): string | undefined {
  if (ranked.best === 'spelling key') return respell(dictionary, key) ?? undefined;
  if (ranked.best === 'synonym' && ranked.synonymKey) {
    const member = synonyms.groups.flatMap((group) => group).find((m) => m.key === ranked.synonymKey);
    return respell(dictionary, ranked.synonymKey) ?? member?.text;
  }
  return undefined;
}

/** Ranked answers per database handle, version and query (the tiers are held apart; this saves merging them again). */
const answers = new WeakMap<Kysely<Database>, { version: number; entries: Map<string, Promise<SearchResult>> }>();
const MAX_ANSWERS = 256;

/**
 * The ranked answer of `text` at `version`: from the in-memory index of the version when it is held
 * (`index`, by default searchIndexAt: memory-index.ts), else from the database's indexes. Both give the same answer.
 */
export async function rankedQuery(db: Kysely<Database>, version: number, text: string, options: SearchQueryOptions, index = memoryAnswers(text) ? searchIndexAt(db, version) : null): Promise<SearchResult> {
  const synonyms = await synonymGroupsAt(db, version);
  const tiers = index ? memorySourcesFor(index, synonyms, options.top) : sourcesFor(db, version, synonyms, options.tuning, options.top);
  const answer = await rankedAnswer(db, version, text, options, synonyms, tiers.sources);
  return options.countAll ? { ...answer, total: await totalOf(db, answer.matches, tiers) } : answer;
}

async function rankedAnswer(db: Kysely<Database>, version: number, text: string, options: SearchQueryOptions, synonyms: SynonymGroups, sources: TierSources): Promise<SearchResult> {
  if (options.exact) return { matches: await sources.name(text) };
  const key = searchKey(text);
  // the suggestions want only the first `top` (a first page's total counts every tier: countAll)
  const ranked = await rankedSearch(sources, text, key, 'exact name', options.top !== undefined && !options.countAll ? options.top : Infinity);
  if (ranked.best === 'exact name' || ranked.best === 'name prefix' || ranked.best === 'name' || ranked.best === 'Hindi name or composition') return { matches: ranked.matches };
  const dictionary = await dictionaryFor(db, version);
  if (ranked.best) {
    const showing = showingOf(dictionary, synonyms, ranked, key);
    // Devanagari found by its transliteration is no correction to announce
    return showing && !hasDevanagari(text) ? { matches: ranked.matches, showing } : { matches: ranked.matches };
  }
  // did you mean: the closest dictionary words, then their spelling key and synonyms
  const correction = key ? corrected(dictionary, synonyms, key) : null;
  if (!correction) return { matches: ranked.matches };
  const instead = await rankedSearch(sources, '', correction, 'spelling key');
  if (!instead.best) return { matches: ranked.matches };
  return { matches: instead.matches, showing: showingOf(dictionary, synonyms, instead, correction) ?? respell(dictionary, correction) ?? undefined };
}

function query(db: Kysely<Database>, version: number, term: string, options: SearchQueryOptions = {}): Promise<SearchResult> {
  const text = term.trim().toLowerCase();
  let held = answers.get(db);
  if (!held || version > held.version) answers.set(db, (held = { version, entries: new Map() }));
  if (version < held.version) return rankedQuery(db, version, text, options);
  const whole = held.entries.get(`${options.exact ? 1 : 0}\u0000${text}`);
  // the whole answer, once held, serves the first products too
  if (whole) return options.top !== undefined && options.countAll ? whole.then((answer) => ({ ...answer, total: answer.matches.size })) : whole;
  const cacheKey = `${options.exact ? 1 : 0}${options.top ?? ''}${options.countAll ? '+' : ''}\u0000${text}`;
  const hit = held.entries.get(cacheKey);
  if (hit) return hit;
  const promise = rankedQuery(db, version, text, options);
  const entries = held.entries;
  entries.set(cacheKey, promise);
  promise.catch(() => entries.delete(cacheKey));
  if (entries.size > MAX_ANSWERS) entries.delete(entries.keys().next().value!);
  return promise;
}

export const databaseSearchProvider: SearchProvider = {
  name: 'database',
  // the FTS5 triggers (SQLite), the pg_trgm and tsvector indexes (PostgreSQL) follow every write; the catalogue version moves with it
  index: async () => {},
  remove: async () => {},
  query,
  suggest: (db, version, text, limit) => suggest(db, version, text, limit, query),
};
