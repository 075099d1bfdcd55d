/**
 * The ranking's tiers (ranking.ts) answered from the in-memory search index (memory-index.ts) of the
 * catalogue version, with exactly the meaning of their database conditions (tier-conditions.ts): the same
 * products, in the same listing orders. With a `limit` (the suggestions, a first page: tier-sources.ts),
 * each tier stops at its first `limit` products in the featured order; the tiers asked note how to mark
 * all their matches, so the count of a first page (`totalOf`) needs no query either.
 */
import { idMarks, keptColumns, priceOrder, reordered } from '../catalogue/match-columns';
import type { TermMatches } from '../catalogue/search-cache';
import type { SearchIndex } from './memory-index';
import { rowsByName } from './memory-names';
import { rowsContaining } from './memory-trigrams';
import { borrowMarks, type DistinctColumn, intersectMarks, markedRows, markLists, returnMarks, rowsOfLists, valueRowLists } from './memory-values';
import { rowsWithWordsStarting } from './memory-words';
import { emptyMatches, type TierSources } from './ranking';

/** Marks (1) the positions in the featured order of all of a tier's matches; answers how many it marked that were not. */
export type MarkMatches = (marks: Uint8Array) => number;

/** Above this many rows the price orders are filtered from the whole catalogue's instead of sorted. */
const SORTED_LAYOUT_ROWS = 4096;

/**
 * The rows (positions in the featured order, ascending) as matches in the three listing orders. `firstOnly`:
 * only the featured order's first products are wanted (SearchQueryOptions.top), and the price orders are not
 * laid out (they repeat the featured order).
 */
export function layoutRows(index: SearchIndex, rows: number[], firstOnly = false): TermMatches {
  if (rows.length === 0) return emptyMatches();
  const [featured, low, high] = index.catalogue.orders;
  if (firstOnly || rows.length <= SORTED_LAYOUT_ROWS) {
    // as the database path lays them out (search-cache.ts): `rows` is the featured order, the prices ascending
    // and descending with ties by id
    const columns = reordered(featured, rows);
    if (firstOnly) return { orders: [columns, columns, columns], size: rows.length };
    return { orders: [columns, reordered(columns, priceOrder(columns.ids, columns.price, 1)), reordered(columns, priceOrder(columns.ids, columns.price, -1))], size: rows.length };
  }
  // every product id is below the length of the index's row of each id
  const keep = idMarks(index.shown.rowOfId.length);
  for (const row of rows) keep[featured.ids[row]] = 1;
  const matches: TermMatches = { orders: [keptColumns(featured, keep, rows.length), keptColumns(low, keep, rows.length), keptColumns(high, keep, rows.length)], size: rows.length };
  for (const row of rows) keep[featured.ids[row]] = 0;
  return matches;
}

/** The tiers' rows (positions in the featured order, ascending), at most `limit` of each. */
export function memoryTierRows(index: SearchIndex) {
  const rowCount = index.catalogue.size;
  const containing = (column: DistinctColumn, text: string) => valueRowLists(column, text, 'contains');
  return {
    exactName: (text: string, limit: number) => rowsByName(index.name, index.nameOrder, text, true, limit),
    namePrefix: (text: string, limit: number) => rowsByName(index.name, index.nameOrder, text, false, limit),
    name: (text: string, limit: number) => rowsContaining(index.name, index.nameTrigrams, text, limit),
    hindiOrComposition: (text: string, limit: number) => rowsOfLists([...containing(index.hindi, text), ...containing(index.composition, text)], rowCount, limit),
    /** (Hindi name or composition holds it) and (Hindi name holds it or the main ingredient starts with it) */
    hindiOrMainIngredient: (text: string, limit: number) => {
      const hindi = containing(index.hindi, text);
      const main = valueRowLists(index.main, text.toLowerCase().replace(/\s+/g, ' '), 'prefix');
      const composition = main.length ? containing(index.composition, text) : [];
      if (!composition.length) return rowsOfLists(hindi, rowCount, limit);
      const withComposition = markLists(composition, rowCount);
      const marks = intersectMarks(markLists(main, rowCount), withComposition);
      const rows = markedRows(markLists(hindi, rowCount, marks), limit);
      returnMarks(marks, withComposition);
      return rows;
    },
    /** every word of the key starts a word of the search key */
    spellingKey: (key: string, limit: number) => rowsWithWordsStarting(index.keyWords, key.split(' ').filter(Boolean), rowCount, limit),
  };
}

/** Whether the in-memory index can answer `text` (a text holding the column separator cannot). */
export const memoryAnswers = (text: string) => !text.includes('\u0000');

export interface MemoryTierSources {
  sources: Omit<TierSources, 'synonymKeys'>;
  /** called with each tier that is not a part of another, as tier-sources.ts notes them */
  noted: Array<{ size: number; mark: MarkMatches }>;
}

export function memorySources(index: SearchIndex, limit: number | undefined): MemoryTierSources {
  const tiers = memoryTierRows(index);
  const most = limit ?? Infinity;
  const noted: MemoryTierSources['noted'] = [];
  const answer = (find: (text: string, limit: number) => number[], note: boolean) => async (text: string) => {
    const rows = find(text, most);
    if (note)
      noted.push({
        size: rows.length,
        mark: (marks) => {
          let added = 0;
          for (const row of rows.length < most ? rows : find(text, Infinity)) {
            added += 1 - marks[row];
            marks[row] = 1;
          }
          return added;
        },
      });
    return layoutRows(index, rows, limit !== undefined);
  };
  return {
    sources: {
      exactName: answer(tiers.exactName, false),
      namePrefix: answer(tiers.namePrefix, false),
      name: answer(tiers.name, true),
      hindiOrComposition: answer(tiers.hindiOrComposition, true),
      hindiOrMainIngredient: answer(tiers.hindiOrMainIngredient, false),
      spellingKey: answer(tiers.spellingKey, true),
    },
    noted,
  };
}

/** How many products the tiers noted match in all: their marks counted. */
export function countMarked(index: SearchIndex, noted: MemoryTierSources['noted']): number {
  const marks = borrowMarks(index.catalogue.size);
  let count = 0;
  for (const tier of noted) count += tier.mark(marks);
  returnMarks(marks);
  return count;
}
