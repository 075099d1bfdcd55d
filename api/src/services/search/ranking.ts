/**
 * The ranking of a catalogue search, in one place (issue 30). `rankedSearch` asks the tiers below in
 * this order and lists every product once, in the first tier that found it; within a tier, the featured
 * order. The price sorts then order all matches by price, and the brand, category and price filters
 * apply after the match, as for any search.
 *  1. exact name: the whole name is the text (any case);
 *  2. name prefix: the name starts with the text;
 *  3. name: the text is a substring of the name (the search as it always was);
 *  4. Hindi name and composition: the text is a substring of the Devanagari name or of the composition
 *     ("अश्वगंधा", "Withania somnifera"); those whose Hindi name holds it or whose main ingredient starts
 *     with it come first ("Emblica officinalis": the amla juices before the formulations with some amla);
 *  5. spelling key: every word of the text's spelling key starts a word of the product's search key (the
 *     phonetic key of name, Hindi name and composition: "aswagandha", "trifla", "chyavanprash", "aamla");
 *  6. synonyms: the text (by its key) is a member of synonym groups; each other member's key, as in 5
 *     ("guduchi" finds giloy, "indian gooseberry" finds amla).
 * Tier 4 needs a letter in the text (compositions are full of "500 mg" and "100 %"). A spelling key none of whose words has three letters is too broad to search (tiers 5 and 6 are skipped:
 * "' OR '1'='1" is not every product with a word starting "or").
 * Did-you-mean (database-provider.ts) comes only when all six find nothing: the text corrected word by
 * word to the closest term of the dictionary (dictionary.ts), then tiers 5 and 6 for the correction.
 */
import type { Columns, TermMatches } from '../catalogue/search-cache';
import { idMarks, priceOrder, reordered, withPositions } from '../catalogue/match-columns';

export const RANK_TIERS = ['exact name', 'name prefix', 'name', 'Hindi name or composition', 'spelling key', 'synonym'] as const;
export type RankTier = (typeof RANK_TIERS)[number];

/** Where the tiers' matches come from (database-provider.ts: the database's indexes, tier-matches.ts). */
export interface TierSources {
  exactName(text: string): Promise<TermMatches>;
  namePrefix(text: string): Promise<TermMatches>;
  name(text: string): Promise<TermMatches>;
  hindiOrComposition(text: string): Promise<TermMatches>;
  /** the part of hindiOrComposition whose Hindi name holds the text or whose main ingredient starts with it */
  hindiOrMainIngredient(text: string): Promise<TermMatches>;
  spellingKey(key: string): Promise<TermMatches>;
  /** the keys of the other members of the synonym groups holding `key` */
  synonymKeys(key: string): Promise<string[]>;
}

/** The key, or "" when none of its words has three letters. */
export function searchableKey(key: string): string {
  return key.split(' ').some((word) => word.length >= 3) ? key : '';
}

/** Once per module: the compiled API (esbuild) turns a `\p{}` pattern into `new RegExp(...)`, built again at each use where it is written. */
const HAS_LETTER = /\p{L}/u;

export interface RankedMatches {
  matches: TermMatches;
  /** the first tier that found anything (undefined: nothing found) */
  best?: RankTier;
  /** the synonym key that found products first (tier 6), for "Showing results for" */
  synonymKey?: string;
}

/**
 * The ranked matches of `text` (lower-case, trimmed) with spelling key `key` ("" when it has no letters).
 * `from`: the first tier asked (did-you-mean asks only the key and synonym tiers of its correction).
 * `enough`: only the first `enough` products are wanted, not which later tiers found others (the
 * suggestions): once one tier holds that many, the tiers after it are not asked (they could only add
 * products after those, and the first tier that found any is already known).
 */
export async function rankedSearch(sources: TierSources, text: string, spellingKey: string, from: 'exact name' | 'spelling key' = 'exact name', enough = Infinity): Promise<RankedMatches> {
  const key = searchableKey(spellingKey);
  const asTyped = from === 'exact name' && text;
  const name = asTyped ? await sources.name(text) : emptyMatches();
  // exact and prefix matches are a part of the name matches: asked only when there are some
  const [exact, prefix] = name.size ? await Promise.all([sources.exactName(text), sources.namePrefix(text)]) : [emptyMatches(), emptyMatches()];
  const more = () => name.size < enough;
  // a composition is full of amounts and signs ("500 mg", "100 %"): only a text with a letter is looked for there
  const hindiOrComposition = more() && asTyped && HAS_LETTER.test(text) ? await sources.hindiOrComposition(text) : emptyMatches();
  const hindiOrMain = hindiOrComposition.size ? await sources.hindiOrMainIngredient(text) : emptyMatches();
  const spelling = more() && hindiOrComposition.size < enough && key ? await sources.spellingKey(key) : emptyMatches();
  const synonymTiers: Array<{ key: string; matches: TermMatches }> = [];
  if (more() && hindiOrComposition.size < enough && spelling.size < enough)
    for (const synonymKey of key ? await sources.synonymKeys(key) : []) synonymTiers.push({ key: synonymKey, matches: await sources.spellingKey(synonymKey) });
  const tiers: Array<[RankTier, TermMatches]> = [
    ['exact name', exact],
    ['name prefix', prefix],
    ['name', name],
    ['Hindi name or composition', hindiOrMain],
    ['Hindi name or composition', hindiOrComposition],
    ['spelling key', spelling],
    ...synonymTiers.map(({ matches }): [RankTier, TermMatches] => ['synonym', matches]),
  ];
  const best = tiers.find(([, matches]) => matches.size > 0)?.[0];
  const synonymKey = synonymTiers.find(({ matches }) => matches.size > 0)?.key;
  return { matches: rankTiers(tiers.map(([, matches]) => matches)), best, synonymKey };
}

/**
 * The matches of several tiers as one, without repeats, earlier tiers first in the featured order; the price
 * orders by price, ties by id. Rows are marked by id (no set of numbers) and the price orders sorted as
 * packed numbers (priceOrder): tens of thousands of matches (a two-letter text) take a few ms.
 */
export function rankTiers(tiers: TermMatches[]): TermMatches {
  const found = tiers.filter((tier) => tier.size > 0);
  if (found.length === 1) return found[0];
  if (found.length === 0) return tiers[0] ?? emptyMatches();
  let maxId = 0;
  for (const tier of found) for (const id of tier.orders[0].ids) if (id > maxId) maxId = id;
  const taken = idMarks(maxId + 1);
  let size = 0;
  for (const tier of found)
    for (const id of tier.orders[0].ids) {
      if (taken[id]) continue;
      taken[id] = 1;
      size++;
    }
  const featured = { ids: new Int32Array(size), brand: new Int32Array(size), category: new Int32Array(size), price: new Int32Array(size) };
  for (const tier of found) for (const id of tier.orders[0].ids) taken[id] = 0;
  for (let j = 0, t = 0; t < found.length; t++) {
    const order = found[t].orders[0];
    for (let k = 0; k < order.ids.length; k++) {
      const id = order.ids[k];
      if (taken[id]) continue;
      taken[id] = 1;
      featured.ids[j] = id;
      featured.brand[j] = order.brand[k];
      featured.category[j] = order.category[k];
      featured.price[j++] = order.price[k];
    }
  }
  for (let k = 0; k < size; k++) taken[featured.ids[k]] = 0;
  return { orders: [withPositions(featured), reordered(featured, priceOrder(featured.ids, featured.price, 1)), reordered(featured, priceOrder(featured.ids, featured.price, -1))], size };
}

const none = (): Columns => ({ ids: new Int32Array(0), brand: new Int32Array(0), category: new Int32Array(0), price: new Int32Array(0), byBrand: new Map(), byCategory: new Map() });
/** No matches: one shared value (matches are never changed once built), so a tier that is not asked costs nothing. */
const EMPTY: TermMatches = { orders: [none(), none(), none()], size: 0 };

export function emptyMatches(): TermMatches {
  return EMPTY;
}
