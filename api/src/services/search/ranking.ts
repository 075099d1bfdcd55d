/**
 * The ranking of a name search, in one place (issue 30). A query is tried as a list of tiers, best first:
 *  1. the text as typed, a substring of the name (today's search; when it finds anything, only it answers);
 *  2. respellings: each word replaced by the catalogue word with the same spelling key
 *     ("trifla" -> "triphala", "अश्वगंधा" -> "ashwagandha", "chyavanprash" -> "chyawanprash");
 *  3. synonyms: the other members of a curated group the query belongs to ("guduchi" -> "giloy");
 *  4. did-you-mean: the closest dictionary terms by edit distance of their keys, then 2 and 3 for them.
 * Within the answer, products of an earlier tier come before those of a later one in the featured order
 * (each tier in its own featured order); the price sorts order all matches by price, as today.
 */
import type { Columns, TermMatches } from '../catalogue/search-cache';
import { positionsByValue } from '../catalogue/search-cache';

/** The matches of several tiers as one, without repeats, earlier tiers first in the featured order. */
export function rankTiers(tiers: TermMatches[]): TermMatches {
  const found = tiers.filter((tier) => tier.size > 0);
  if (found.length === 1) return found[0];
  if (found.length === 0) return tiers[0] ?? emptyMatches();
  const seen = new Set<number>();
  const rows: Array<{ id: number; brand: number; category: number; price: number }> = [];
  for (const tier of found) {
    const featured = tier.orders[0];
    for (let k = 0; k < featured.ids.length; k++) {
      if (seen.has(featured.ids[k])) continue;
      seen.add(featured.ids[k]);
      rows.push({ id: featured.ids[k], brand: featured.brand[k], category: featured.category[k], price: featured.price[k] });
    }
  }
  const columns = (ordered: typeof rows): Columns => {
    const c = {
      ids: Int32Array.from(ordered, (r) => r.id),
      brand: Int32Array.from(ordered, (r) => r.brand),
      category: Int32Array.from(ordered, (r) => r.category),
      price: Int32Array.from(ordered, (r) => r.price),
    };
    return { ...c, byBrand: positionsByValue(c.brand), byCategory: positionsByValue(c.category) };
  };
  const low = [...rows].sort((a, b) => a.price - b.price || a.id - b.id);
  const high = [...rows].sort((a, b) => b.price - a.price || a.id - b.id);
  return { orders: [columns(rows), columns(low), columns(high)], size: rows.length };
}

export function emptyMatches(): TermMatches {
  const none = (): Columns => ({ ids: new Int32Array(0), brand: new Int32Array(0), category: new Int32Array(0), price: new Int32Array(0), byBrand: new Map(), byCategory: new Map() });
  return { orders: [none(), none(), none()], size: 0 };
}
