/**
 * The default search provider: the database. Each ranking tier (ranking.ts) is answered by the database's
 * own indexes (tier-matches.ts, catalogue/name-matches.ts) once per catalogue version and text; the term
 * dictionary (dictionary.ts) gives the catalogue's spelling of a key for "Showing results for" and the
 * did-you-mean corrections; the synonym groups come from the `search_synonyms` table (synonyms.ts).
 */
import type { Kysely } from 'kysely';
import type { Suggestion } from 'shared-lib/contract';
import { hasDevanagari } from 'shared-lib/domain/search';
import type { Database } from '../../db/schema';
import { nameMatches } from '../catalogue/name-matches';
import { closestWord, type Dictionary, dictionaryFor } from './dictionary';
import type { SearchProvider, SearchQueryOptions, SearchResult, SuggestResult } from './provider';
import { type RankedMatches, rankedSearch, type TierSources } from './ranking';
import { searchKey } from './spelling';
import { type SynonymGroups, synonymGroupsAt } from './synonyms';
import { exactNameMatches, hindiOrCompositionMatches, hindiOrMainIngredientMatches, nameContainsMatches, namePrefixMatches, spellingKeyMatches, type Tuning } from './tier-matches';

/** A key's words in the catalogue's most used spelling, or null when a word has none. */
function respell(dictionary: Dictionary, key: string): string | null {
  const words = key.split(' ').map((word) => dictionary.byKey.get(word)?.[0]?.text);
  return words.every((word) => word !== undefined) ? words.join(' ') : null;
}

/** The key with each word absent from the dictionary replaced by its closest word (null when nothing changed). */
function corrected(dictionary: Dictionary, synonyms: SynonymGroups, key: string): string | null {
  let changed = false;
  const words = key.split(' ').map((word) => {
    if (dictionary.byKey.has(word) || synonyms.byKey.has(word)) return word;
    const closest = closestWord(dictionary, synonyms, word);
    if (!closest) return word;
    changed = true;
    return closest.key;
  });
  return changed ? words.join(' ') : null;
}

/**
 * The tiers from the database. `top`: only the first `top` products of the ranked featured order are wanted,
 * so each tier loads its first 2 × `top` in the featured order. That is exact: a tier places products among
 * the first `top` only when the tiers before it hold fewer than `top` together (then all of theirs are
 * loaded), so fewer than `top` of its own first 2 × `top` can be repeats.
 */
function sourcesFor(db: Kysely<Database>, version: number, synonyms: SynonymGroups, tuning: Tuning | undefined, top?: number): TierSources {
  const limit = top === undefined ? undefined : 2 * top;
  return {
    exactName: (text) => exactNameMatches(db, version, text, tuning, limit),
    namePrefix: (text) => namePrefixMatches(db, version, text, tuning, limit),
    name: (text) => (limit === undefined ? nameMatches(db, version, text, tuning) : nameContainsMatches(db, version, text, tuning, limit)),
    hindiOrComposition: (text) => hindiOrCompositionMatches(db, version, text, tuning, limit),
    hindiOrMainIngredient: (text) => hindiOrMainIngredientMatches(db, version, text, tuning, limit),
    spellingKey: (key) => spellingKeyMatches(db, version, key, tuning, limit),
    synonymKeys: async (key) => {
      const keys: string[] = [];
      for (const index of synonyms.byKey.get(key) ?? []) for (const member of synonyms.groups[index]) if (member.key && member.key !== key && !keys.includes(member.key)) keys.push(member.key);
      return keys;
    },
  };
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

async function rankedQuery(db: Kysely<Database>, version: number, text: string, options: SearchQueryOptions): Promise<SearchResult> {
  const synonyms = await synonymGroupsAt(db, version);
  const sources = sourcesFor(db, version, synonyms, options.tuning, options.top);
  if (options.exact) return { matches: await sources.name(text) };
  const key = searchKey(text);
  const ranked = await rankedSearch(sources, text, key);
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
  const cacheKey = `${options.exact ? 1 : 0}${options.top ?? ''}\u0000${text}`;
  const hit = held.entries.get(cacheKey);
  if (hit) return hit;
  const promise = rankedQuery(db, version, text, options);
  const entries = held.entries;
  entries.set(cacheKey, promise);
  promise.catch(() => entries.delete(cacheKey));
  if (entries.size > MAX_ANSWERS) entries.delete(entries.keys().next().value!);
  return promise;
}

/** At most this many products among the suggestions (brands, categories and concerns take the rest). */
const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_PER_KIND = 2;

async function suggest(db: Kysely<Database>, version: number, typed: string, limit: number): Promise<SuggestResult> {
  const text = typed.trim().toLowerCase();
  if (text.length < 2) return { items: [] };
  const key = searchKey(text);
  const dictionary = await dictionaryFor(db, version);
  // only the first few products are shown: each tier is asked for its first few (limit early)
  const { matches, showing } = await query(db, version, text, { top: SUGGESTED_PRODUCTS });
  const startsWord = (candidate: string) => Boolean(key) && (candidate.startsWith(key) || candidate.includes(` ${key}`));
  const named = (list: Dictionary['brands']) => list.filter((item) => item.name.toLowerCase().includes(text) || startsWord(item.key)).slice(0, SUGGESTED_PER_KIND);
  const brands = named(dictionary.brands);
  const categories = named(dictionary.categories);
  const concerns = dictionary.concerns
    .filter((concern) => concern.category_ids.length > 0)
    .filter((concern) => concern.words.some((word) => word.startsWith(text) || (hasDevanagari(text) && word.includes(text))) || concern.keys.some(startsWord))
    .slice(0, SUGGESTED_PER_KIND);
  const others = brands.length + categories.length + concerns.length;
  // products first (at least 3 when there are), then the others while room is left
  const productCount = Math.min(SUGGESTED_PRODUCTS, matches.size, Math.max(limit - others, 3));
  const ids = Array.from(matches.orders[0].ids.subarray(0, productCount));
  const rows = ids.length ? await db.selectFrom('products').where('id', 'in', ids).select(['id', 'name', 'image', 'sales_price']).execute() : [];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const items: Suggestion[] = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ kind: 'product' as const, id, name: row.name, image: row.image, sales_price: Number(row.sales_price) }] : [];
  });
  for (const brand of brands) items.push({ kind: 'brand', id: brand.id, name: brand.name });
  for (const category of categories) items.push({ kind: 'category', id: category.id, name: category.name });
  for (const concern of concerns) items.push({ kind: 'concern', id: concern.id, name: concern.name, category_ids: concern.category_ids });
  return { showing, items: items.slice(0, limit) };
}

export const databaseSearchProvider: SearchProvider = {
  name: 'database',
  // the FTS5 triggers (SQLite) and the pg_trgm indexes (PostgreSQL) follow every write; the catalogue version moves with it
  index: async () => {},
  remove: async () => {},
  query,
  suggest,
};
