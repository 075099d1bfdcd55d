/**
 * The term dictionary of catalogue search: every word of the names on sale, the brands, the categories
 * and the health concerns, each with its spelling key (the synonym groups are read per version apart,
 * synonyms.ts, so an edit counts at once). Small (a few thousand words at 100 000
 * products), so respellings, synonyms and did-you-mean look here, never at all products. Built per
 * database handle at the first search and rebuilt in the background when the catalogue version moved and
 * the last build is older than DICTIONARY_REFRESH_MS: a stale dictionary only changes which spellings a
 * query is tried under; the products themselves always come from the current catalogue (name-matches.ts).
 */
import type { Kysely } from 'kysely';
import { boundedEditDistance, HEALTH_CONCERN_TERMS } from 'shared-lib/domain/search';
import type { Database } from '../../db/schema';
import { firstNotBelow } from './sorted-words';
import { searchKey } from './spelling';
import type { SynonymGroups } from './synonyms';

export const DICTIONARY_REFRESH_MS = 30_000;

export interface Word {
  /** the catalogue's spelling, lower-case */
  text: string;
  key: string;
  /** how many names use it (brands and categories count extra): the more common spelling wins a tie */
  weight: number;
}
export interface Named {
  id: number;
  name: string;
  /** the name lower-cased (what a typed text is looked for in) */
  lower: string;
  /** the Devanagari name of a category or a health concern (issue 31), '' for a brand */
  name_hi: string;
  key: string;
}
export interface Concern extends Named {
  /** the keys of the words shoppers type for it, and its Devanagari words as typed */
  keys: string[];
  words: string[];
  category_ids: number[];
}
export interface Dictionary {
  version: number;
  builtAt: number;
  /** single words by key, most used first */
  byKey: Map<string, Word[]>;
  words: Word[];
  brands: Named[];
  categories: Named[];
  concerns: Concern[];
}

const held = new WeakMap<Kysely<Database>, { current: Dictionary | null; building: Promise<Dictionary> | null }>();

async function build(db: Kysely<Database>, version: number): Promise<Dictionary> {
  const [names, brands, categories, issues] = await Promise.all([
    db.selectFrom('products').where('on_sale', '=', 1).select('name').execute(),
    db.selectFrom('brands').select(['id', 'name']).execute(),
    db.selectFrom('categories').select(['id', 'name', 'name_hi']).execute(),
    db.selectFrom('health_issues').select(['id', 'name', 'name_hi']).orderBy('id').execute(),
  ]);
  const counts = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const word of text.toLowerCase().split(/[^a-z]+/)) if (word.length >= 3) counts.set(word, (counts.get(word) ?? 0) + weight);
  };
  for (const { name } of names) add(name, 1);
  for (const { name } of brands) add(name, 5);
  for (const { name } of categories) add(name, 5);
  const words: Word[] = [];
  const byKey = new Map<string, Word[]>();
  for (const [text, weight] of counts) {
    const key = searchKey(text);
    if (!key) continue;
    const word = { text, key, weight };
    words.push(word);
    byKey.set(key, [...(byKey.get(key) ?? []), word]);
  }
  for (const list of byKey.values()) list.sort((a, b) => b.weight - a.weight || a.text.localeCompare(b.text));
  const named = (rows: Array<{ id: number; name: string; name_hi?: string }>) => rows.map((row) => ({ id: Number(row.id), name: row.name, lower: row.name.toLowerCase(), name_hi: row.name_hi ?? '', key: searchKey(row.name) }));
  const categoryIds = new Map(categories.map((row) => [row.name, Number(row.id)]));
  const concerns = issues.map((issue): Concern => {
    const terms = HEALTH_CONCERN_TERMS.find((entry) => entry.name === issue.name);
    const words = [issue.name, ...(terms?.words ?? [])].map((word) => word.toLowerCase());
    return {
      id: Number(issue.id),
      name: issue.name,
      lower: issue.name.toLowerCase(),
      name_hi: issue.name_hi,
      key: searchKey(issue.name),
      keys: words.map(searchKey).filter(Boolean),
      words,
      category_ids: (terms?.categories ?? []).flatMap((name) => (categoryIds.has(name) ? [categoryIds.get(name)!] : [])),
    };
  });
  return { version, builtAt: Date.now(), byKey, words, brands: named(brands), categories: named(categories), concerns };
}

/** The dictionary for `version`: the held one unless it is older than the refresh interval (then rebuilt, the old one answering meanwhile). */
export async function dictionaryFor(db: Kysely<Database>, version: number, refreshMs = DICTIONARY_REFRESH_MS): Promise<Dictionary> {
  let slot = held.get(db);
  if (!slot) held.set(db, (slot = { current: null, building: null }));
  const current = slot.current;
  if (current && (current.version >= version || Date.now() - current.builtAt < refreshMs)) return current;
  if (!slot.building) {
    const owner = slot;
    owner.building = build(db, version)
      .then((dictionary) => (owner.current = dictionary))
      .finally(() => (owner.building = null));
  }
  return current ?? slot.building!;
}

/** Forget the dictionary (tests; a seller edited names and wants them searchable at once). */
export function clearSearchDictionary(db: Kysely<Database>): void {
  held.delete(db);
}

/** The keys of the dictionary's words and of the synonyms' words, sorted, per dictionary and synonym groups (both fixed once built). */
const sortedKeys = new WeakMap<Dictionary, WeakMap<SynonymGroups, string[]>>();

/**
 * Whether `key` (one word) is the start of a dictionary word's or a synonym word's key: a word still being
 * typed ("syru"), not a misspelling. The spelling key tier already found every product with a word starting
 * with it, so a correction to a longer word could find no other.
 */
export function startsKnownWord(dictionary: Dictionary, synonyms: SynonymGroups, key: string): boolean {
  let bySynonyms = sortedKeys.get(dictionary);
  if (!bySynonyms) sortedKeys.set(dictionary, (bySynonyms = new WeakMap()));
  let keys = bySynonyms.get(synonyms);
  if (!keys) {
    const words = [...dictionary.words.map((word) => word.key), ...synonyms.groups.flatMap((group) => group.flatMap((member) => member.key.split(' ')))];
    bySynonyms.set(synonyms, (keys = [...new Set(words)].filter(Boolean).sort()));
  }
  const first = firstNotBelow(keys, key);
  return first < keys.length && keys[first].startsWith(key);
}

/** The answers of closestWord per dictionary and synonym groups (both fixed once built): typed words repeat across texts. */
const closest = new WeakMap<Dictionary, WeakMap<SynonymGroups, Map<string, Word | null>>>();
const MAX_REMEMBERED = 20_000;

/** The closest dictionary key to `key` (one word) within the allowed edits, the most used word on a tie. */
export function closestWord(dictionary: Dictionary, synonyms: SynonymGroups, key: string): Word | null {
  let bySynonyms = closest.get(dictionary);
  if (!bySynonyms) closest.set(dictionary, (bySynonyms = new WeakMap()));
  let answers = bySynonyms.get(synonyms);
  if (!answers) bySynonyms.set(synonyms, (answers = new Map()));
  const known = answers.get(key);
  if (known !== undefined) return known;
  const word = closestWordOf(dictionary, synonyms, key);
  if (answers.size >= MAX_REMEMBERED) answers.clear();
  answers.set(key, word);
  return word;
}

function closestWordOf(dictionary: Dictionary, synonyms: SynonymGroups, key: string): Word | null {
  if (key.length < 3) return null;
  const max = key.length <= 4 ? 1 : 2;
  let best: Word | null = null;
  let bestDistance = max + 1;
  for (const word of dictionary.words) {
    // more letters apart than the edits allowed: no closer (boundedEditDistance would answer so)
    if (Math.abs(word.key.length - key.length) > Math.min(max, bestDistance)) continue;
    const distance = boundedEditDistance(key, word.key, Math.min(max, bestDistance));
    if (distance < bestDistance || (distance === bestDistance && best && distance <= max && word.weight > best.weight)) {
      best = word;
      bestDistance = distance;
    }
  }
  // synonym members spelt outside the catalogue ("asgandh") are corrected to a member, then expanded
  for (const group of synonyms.groups)
    for (const member of group) {
      if (member.key.includes(' ')) continue;
      const distance = boundedEditDistance(key, member.key, Math.min(max, bestDistance - 1));
      if (distance < bestDistance) {
        best = { text: member.text, key: member.key, weight: 0 };
        bestDistance = distance;
      }
    }
  return bestDistance <= max ? best : null;
}
