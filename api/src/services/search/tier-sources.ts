/**
 * Where the ranking's tiers (ranking.ts) come from with the database as the provider: each tier's
 * conditions (tier-conditions.ts) loaded per catalogue version and text (tier-matches.ts), the whole name
 * tier shared with the filter (catalogue/name-matches.ts), the synonym groups of the version (synonyms.ts).
 *
 * Limit early: with `top`, only the first `top` products of the ranked featured order are wanted (the
 * suggestions, a first page), so each tier loads only its first 2 × `top` in the featured order. That is
 * exact: a tier places products among the first `top` only when the tiers before it hold fewer than `top`
 * together (then all of theirs were loaded), so fewer than `top` of its own first 2 × `top` are repeats. The
 * tiers that are not a part of another (name, Hindi name or composition, each spelling key) are noted with
 * how many they loaded: when none reached its limit they were loaded whole, else `totalOf` counts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nameMatches } from '../catalogue/name-matches';
import type { TermMatches } from '../catalogue/search-cache';
import type { SearchIndex } from './memory-index';
import { countMarked, type MemoryTierSources, memorySources } from './memory-sources';
import type { TierSources } from './ranking';
import type { SynonymGroups } from './synonyms';
import * as tier from './tier-conditions';
import { countMatches, exactNameMatches, hindiOrCompositionMatches, hindiOrMainIngredientMatches, nameContainsMatches, namePrefixMatches, spellingKeyMatches, type Tuning } from './tier-matches';

export interface AskedTier {
  condition: tier.TierCondition;
  /** how many products it loaded */
  size: number;
}

export interface Sources {
  sources: TierSources;
  /** the tiers asked that are not a part of another, in order */
  asked: AskedTier[];
  /** how many products each tier loads at most (undefined: all) */
  limit?: number;
  /** the tiers answered from the in-memory index of the version (memory-sources.ts) */
  memory?: { index: SearchIndex; noted: MemoryTierSources['noted'] };
}

/** The other members' keys of the synonym groups holding `key`. */
function synonymKeysOf(synonyms: SynonymGroups) {
  return async (key: string) => {
    const keys: string[] = [];
    for (const index of synonyms.byKey.get(key) ?? []) for (const member of synonyms.groups[index]) if (member.key && member.key !== key && !keys.includes(member.key)) keys.push(member.key);
    return keys;
  };
}

/**
 * The tiers of the in-memory index `index` (memory-index.ts), held for the catalogue version: the same
 * answers as the database's below, with no query.
 */
export function memorySourcesFor(index: SearchIndex, synonyms: SynonymGroups, top?: number): Sources {
  const limit = top === undefined ? undefined : 2 * top;
  const memory = memorySources(index, limit);
  // named one by one: a spread of the object of closures took a few µs a suggestion
  const { exactName, namePrefix, name, hindiOrComposition, hindiOrMainIngredient, spellingKey } = memory.sources;
  const sources: TierSources = { exactName, namePrefix, name, hindiOrComposition, hindiOrMainIngredient, spellingKey, synonymKeys: synonymKeysOf(synonyms) };
  return { sources, asked: [], limit, memory: { index, noted: memory.noted } };
}

export function sourcesFor(db: Kysely<Database>, version: number, synonyms: SynonymGroups, tuning: Tuning | undefined, top?: number): Sources {
  const limit = top === undefined ? undefined : 2 * top;
  const asked: AskedTier[] = [];
  const noted = (condition: tier.TierCondition) => (matches: TermMatches) => {
    asked.push({ condition, size: matches.size });
    return matches;
  };
  const sources: TierSources = {
    exactName: (text) => exactNameMatches(db, version, text, tuning, limit),
    namePrefix: (text) => namePrefixMatches(db, version, text, tuning, limit),
    name: (text) => (limit === undefined ? nameMatches(db, version, text, tuning) : nameContainsMatches(db, version, text, tuning, limit)).then(noted(tier.nameContains(text))),
    hindiOrComposition: (text) => hindiOrCompositionMatches(db, version, text, tuning, limit).then(noted(tier.hindiOrComposition(text))),
    hindiOrMainIngredient: (text) => hindiOrMainIngredientMatches(db, version, text, tuning, limit),
    spellingKey: (key) => spellingKeyMatches(db, version, key, tuning, limit).then(noted(tier.spellingKey(key))),
    synonymKeys: synonymKeysOf(synonyms),
  };
  return { sources, asked, limit };
}

/** How many products the ranked `matches` of these sources stand for: their size when every tier was loaded whole, else counted. */
export async function totalOf(db: Kysely<Database>, matches: TermMatches, { asked, limit, memory }: Sources): Promise<number> {
  if (memory) return limit === undefined || memory.noted.every((one) => one.size < limit) ? matches.size : countMarked(memory.index, memory.noted);
  if (limit === undefined || asked.every((one) => one.size < limit)) return matches.size;
  return countMatches(
    db,
    asked.filter((one) => one.size > 0).map((one) => one.condition),
  );
}
