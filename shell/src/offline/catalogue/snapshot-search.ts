/**
 * Offline search over the snapshot (issue 32): a small MiniSearch index over the name, the Hindi name, the
 * brand and the composition. Latin words are folded by the catalogue's spelling key (shared-lib/domain/search),
 * so a Hinglish spelling ("chyavanprash", "trifla", "ashvagandha") finds what the shop spells otherwise;
 * Devanagari words are matched as written. Prefixes and small typos match too.
 */
import MiniSearch from 'minisearch';
import type { SnapshotProduct } from 'shared-lib/contract';
import { hasDevanagari, spellingKey } from 'shared-lib/domain/search';

/** One word of a text, as the index keeps it (nothing for a word without letters). */
export function foldTerm(term: string): string[] | null {
  if (hasDevanagari(term)) return [term.normalize('NFC')];
  const key = spellingKey(term);
  return key ? key.split(' ') : null;
}

export interface SnapshotIndex {
  /** the ids of the products matching the text, best first */
  search(text: string): number[];
}

export function buildSnapshotIndex(products: SnapshotProduct[]): SnapshotIndex {
  const index = new MiniSearch<SnapshotProduct>({
    fields: ['name', 'name_hi', 'brand', 'composition'],
    storeFields: [],
    processTerm: foldTerm,
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { name: 3, name_hi: 3, brand: 2 } },
  });
  index.addAll(products);
  return {
    search(text) {
      // every word must match; when none does so, any word
      const all = index.search(text, { combineWith: 'AND' });
      const found = all.length > 0 ? all : index.search(text, { combineWith: 'OR' });
      return found.map((result) => Number(result.id));
    },
  };
}
