/**
 * The default search provider: the database. Names are matched as substrings by the database's own
 * indexes (catalogue/name-matches.ts: FTS5 trigram on SQLite, pg_trgm on PostgreSQL), once per
 * catalogue version and spelling; the term dictionary (dictionary.ts) turns a query that matched nothing
 * as typed into the catalogue's spellings, synonyms and corrections, ranked by ranking.ts.
 */
import type { Kysely } from 'kysely';
import type { Suggestion } from 'shared-lib/contract';
import type { Database } from '../../db/schema';
import { nameMatches } from '../catalogue/name-matches';
import type { TermMatches } from '../catalogue/search-cache';
import { closestWord, type Dictionary, dictionaryFor } from './dictionary';
import type { SearchProvider, SearchQueryOptions, SearchResult, SuggestResult } from './provider';
import { rankTiers } from './ranking';
import { searchKey } from './spelling';

/** A key's words in the catalogue's most used spelling, or null when a word has none. */
function respell(dictionary: Dictionary, key: string): string | null {
  const words = key.split(' ').map((word) => dictionary.byKey.get(word)?.[0]?.text);
  return words.every((word) => word !== undefined) ? words.join(' ') : null;
}

/** The spellings a key is searched under, best first: its respelling, then its synonym groups' members as the catalogue spells them. */
function phrasesFor(dictionary: Dictionary, key: string): string[] {
  const phrases: string[] = [];
  const respelt = respell(dictionary, key);
  if (respelt) phrases.push(respelt);
  for (const group of dictionary.groupsByKey.get(key) ?? [])
    for (const member of dictionary.groups[group]) {
      const phrase = member.key ? respell(dictionary, member.key) : null;
      if (phrase && !phrases.includes(phrase)) phrases.push(phrase);
    }
  return phrases;
}

/** The key with each word absent from the dictionary replaced by its closest word (null when nothing changed). */
function corrected(dictionary: Dictionary, key: string): string | null {
  let changed = false;
  const words = key.split(' ').map((word) => {
    if (dictionary.byKey.has(word) || dictionary.groupsByKey.has(word)) return word;
    const closest = closestWord(dictionary, word);
    if (!closest) return word;
    changed = true;
    return closest.key;
  });
  return changed ? words.join(' ') : null;
}

async function tiersOf(db: Kysely<Database>, version: number, phrases: string[], skip: string, options: SearchQueryOptions): Promise<SearchResult | null> {
  const tiers: TermMatches[] = [];
  let showing: string | undefined;
  for (const phrase of phrases) {
    if (phrase === skip) continue;
    const matches = await nameMatches(db, version, phrase, options.tuning);
    if (matches.size > 0 && showing === undefined) showing = phrase;
    tiers.push(matches);
  }
  return showing === undefined ? null : { matches: rankTiers(tiers), showing };
}

async function query(db: Kysely<Database>, version: number, term: string, options: SearchQueryOptions = {}): Promise<SearchResult> {
  const text = term.trim().toLowerCase();
  const asTyped = await nameMatches(db, version, text, options.tuning);
  if (options.exact || asTyped.size > 0) return { matches: asTyped };
  const key = searchKey(text);
  if (!key) return { matches: asTyped };
  const dictionary = await dictionaryFor(db, version);
  const found = await tiersOf(db, version, phrasesFor(dictionary, key), text, options);
  if (found) return found;
  // did you mean: the closest dictionary words, then their spellings and synonyms
  const correction = corrected(dictionary, key);
  return (correction && (await tiersOf(db, version, phrasesFor(dictionary, correction), text, options))) || { matches: asTyped };
}

/** At most this many products among the suggestions (brands and categories take the rest). */
const SUGGESTED_PRODUCTS = 5;

async function suggest(db: Kysely<Database>, version: number, typed: string, limit: number): Promise<SuggestResult> {
  const text = typed.trim().toLowerCase();
  if (text.length < 2) return { items: [] };
  const key = searchKey(text);
  const dictionary = await dictionaryFor(db, version);
  let matches = await nameMatches(db, version, text);
  let showing: string | undefined;
  if (!matches.size && key) {
    // the last word is still being typed: complete it from the dictionary (most used words first)
    const words = key.split(' ');
    const last = words.pop()!;
    const head = words.length ? respell(dictionary, words.join(' ')) : '';
    if (head !== null) {
      const completions = dictionary.words.filter((word) => word.key.startsWith(last)).sort((a, b) => b.weight - a.weight).slice(0, 3);
      for (const word of completions) {
        const phrase = head ? `${head} ${word.text}` : word.text;
        const found = await nameMatches(db, version, phrase);
        if (found.size) {
          matches = found;
          showing = phrase;
          break;
        }
      }
    }
    if (!matches.size) ({ matches, showing } = await query(db, version, text));
  }
  const named = (list: Dictionary['brands']) =>
    list.filter((item) => item.name.toLowerCase().includes(text) || (key && (item.key.startsWith(key) || item.key.includes(` ${key}`)))).slice(0, 2);
  const brands = named(dictionary.brands);
  const categories = named(dictionary.categories);
  const productCount = Math.min(SUGGESTED_PRODUCTS, matches.size, limit - brands.length - categories.length);
  const ids = Array.from(matches.orders[0].ids.subarray(0, Math.max(0, productCount)));
  const rows = ids.length ? await db.selectFrom('products').where('id', 'in', ids).select(['id', 'name', 'image', 'sales_price']).execute() : [];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const items: Suggestion[] = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ kind: 'product' as const, id, name: row.name, image: row.image, sales_price: Number(row.sales_price) }] : [];
  });
  for (const brand of brands) items.push({ kind: 'brand', id: brand.id, name: brand.name });
  for (const category of categories) items.push({ kind: 'category', id: category.id, name: category.name });
  return { showing, items: items.slice(0, limit) };
}

export const databaseSearchProvider: SearchProvider = {
  name: 'database',
  // the FTS5 triggers (SQLite) and the pg_trgm index (PostgreSQL) follow every write; the catalogue version moves with it
  index: async () => {},
  remove: async () => {},
  query,
  suggest,
};
