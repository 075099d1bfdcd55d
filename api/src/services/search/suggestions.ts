/**
 * The suggestions while typing (issue 30): up to 5 products (the first of the ranked search, whose tiers
 * are asked for their first few only, tier-sources.ts), then brands, categories and health concerns from the
 * term dictionary (dictionary.ts) while room is left.
 */
import type { Kysely } from 'kysely';
import type { Suggestion } from 'shared-lib/contract';
import { hasDevanagari } from 'shared-lib/domain/search';
import type { Database } from '../../db/schema';
import { type Dictionary, dictionaryFor } from './dictionary';
import type { SearchProvider, SuggestResult } from './provider';
import { heldSearchIndex } from './held-index';
import { textAt } from './memory-join';
import { searchKey } from './spelling';

/** At most this many products among the suggestions (brands, categories and concerns take the rest). */
const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_PER_KIND = 2;

/**
 * A list's texts joined once per dictionary: its names (and a concern's words), Latin apart from Devanagari (a
 * text of Latin letters only is searched for several times faster than one holding any Devanagari), and its
 * spelling keys, each after a space.
 */
interface JoinedTexts {
  latin: string;
  devanagari: string;
  keys: string;
}
const joinedTexts = new WeakMap<Dictionary, { brands: JoinedTexts; categories: JoinedTexts; concerns: JoinedTexts }>();

function dictionaryTexts(dictionary: Dictionary) {
  let held = joinedTexts.get(dictionary);
  if (!held) {
    // a separator no typed text holds (the route trims and the names are plain text), so a text is found within one name
    const joined = (texts: string[], keys: string[]): JoinedTexts => ({
      latin: texts.filter((text) => !hasDevanagari(text)).join('\u0000'),
      devanagari: texts.filter(hasDevanagari).join('\u0000'),
      keys: ` ${keys.join(' ')}`,
    });
    const named = (list: Dictionary['brands']) => joined(list.flatMap((item) => [item.lower, item.name_hi]), list.map((item) => item.key));
    held = {
      brands: named(dictionary.brands),
      categories: named(dictionary.categories),
      concerns: joined(dictionary.concerns.flatMap((concern) => concern.words), dictionary.concerns.flatMap((concern) => concern.keys)),
    };
    joinedTexts.set(dictionary, held);
  }
  return held;
}

export async function suggest(db: Kysely<Database>, version: number, typed: string, limit: number, query: SearchProvider['query']): Promise<SuggestResult> {
  const text = typed.trim().toLowerCase();
  if (text.length < 2) return { items: [] };
  const key = searchKey(text);
  const dictionary = await dictionaryFor(db, version);
  // only the first few products are shown: each tier is asked for its first few (limit early)
  const { matches, showing } = await query(db, version, text, { top: SUGGESTED_PRODUCTS });
  const wordStart = ` ${key}`;
  const startsWord = (candidate: string) => key !== '' && (candidate.startsWith(key) || candidate.includes(wordStart));
  const texts = dictionaryTexts(dictionary);
  const devanagari = hasDevanagari(text);
  // a list is walked only when its joined texts hold the text or a word starting with the key (most typed texts name none)
  const worthWalking = (joined: JoinedTexts) => (devanagari ? joined.devanagari : joined.latin).includes(text) || (key !== '' && joined.keys.includes(wordStart));
  // a category is found by its Devanagari name too, as typed
  const named = (list: Dictionary['brands'], joined: JoinedTexts) =>
    worthWalking(joined) ? list.filter((item) => item.lower.includes(text) || (item.name_hi !== '' && item.name_hi.includes(text)) || startsWord(item.key)).slice(0, SUGGESTED_PER_KIND) : [];
  const brands = named(dictionary.brands, texts.brands);
  const categories = named(dictionary.categories, texts.categories);
  const concerns = worthWalking(texts.concerns)
    ? dictionary.concerns
        .filter((concern) => concern.category_ids.length > 0)
        .filter((concern) => concern.words.some((word) => word.startsWith(text) || (devanagari && word.includes(text))) || concern.keys.some(startsWord))
        .slice(0, SUGGESTED_PER_KIND)
    : [];
  const others = brands.length + categories.length + concerns.length;
  // products first (at least 3 when there are), then the others while room is left
  const productCount = Math.min(SUGGESTED_PRODUCTS, matches.size, Math.max(limit - others, 3));
  const featured = matches.orders[0].ids;
  const ids: number[] = [];
  for (let k = 0; k < productCount; k++) ids.push(featured[k]);
  const items: Suggestion[] = await productItems(db, version, ids);
  for (const brand of brands) items.push({ kind: 'brand', id: brand.id, name: brand.name });
  for (const category of categories) items.push({ kind: 'category', id: category.id, name: category.name, name_hi: category.name_hi });
  for (const concern of concerns) items.push({ kind: 'concern', id: concern.id, name: concern.name, name_hi: concern.name_hi, category_ids: concern.category_ids });
  return { showing, items: items.slice(0, limit) };
}

/**
 * The suggested products (name, picture, price) in the order of `ids`: from the in-memory search index of the
 * version when it is held (it holds them as loaded at that version: no query), else from the database.
 */
async function productItems(db: Kysely<Database>, version: number, ids: number[]): Promise<Suggestion[]> {
  if (ids.length === 0) return [];
  const index = heldSearchIndex(db, version);
  const rowsOf = index && ids.map((id) => index.shown.rowOfId[id] ?? -1);
  if (index && rowsOf && rowsOf.every((row) => row >= 0)) {
    const { names, pictures, pictureOfRow } = index.shown;
    const price = index.catalogue.orders[0].price;
    return rowsOf.map((row, k) => ({ kind: 'product' as const, id: ids[k], name: textAt(names, row), image: pictures[pictureOfRow[row]], sales_price: price[row] }));
  }
  const rows = await db.selectFrom('products').where('id', 'in', ids).select(['id', 'name', 'image', 'sales_price']).execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ kind: 'product' as const, id, name: row.name, image: row.image, sales_price: Number(row.sales_price) }] : [];
  });
}
