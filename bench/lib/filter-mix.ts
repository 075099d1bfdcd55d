/**
 * A realistic, deterministic mix of product-list requests: what shoppers send from the sidebar, the search
 * box, the sort menu and the pager. Pure, so the mix itself is tested.
 */
import type { ProductFilterBody } from 'shared-lib/contract';
import { DEFAULT_PAGE_SIZE, PRICE_BANDS, priceRangeForBands, type SortValue } from 'shared-lib/domain';

/** Small deterministic PRNG (mulberry32). */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  const subset = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length) out.push(pool.splice(int(0, pool.length - 1), 1)[0]);
    return out;
  };
  return { next, int, pick, subset };
}

export interface MixInputs {
  brandIds: number[];
  categoryIds: number[];
  /** words and fragments that appear in product names, plus a few that do not */
  searchTerms: string[];
}

/** `count` filter bodies: about half browse (brands, categories, price bands), a third search, all sorts and pages. */
export function filterMix(inputs: MixInputs, count: number, seed = 14): Array<Required<Omit<ProductFilterBody, 'exact' | 'min_rating' | 'prescription_free'>>> {
  const random = createRandom(seed);
  const bodies: Array<Required<Omit<ProductFilterBody, 'exact' | 'min_rating' | 'prescription_free'>>> = [];
  for (let i = 0; i < count; i++) {
    const brands = random.next() < 0.35 ? random.subset(inputs.brandIds, random.int(1, 3)) : [];
    const categories = random.next() < 0.35 ? random.subset(inputs.categoryIds, random.int(1, 2)) : [];
    const bands = random.next() < 0.3 ? random.subset(PRICE_BANDS.map((b) => b.id), random.int(1, 2)) : [];
    const search = random.next() < 0.35 ? random.pick(inputs.searchTerms) : '';
    const roll = random.next();
    const page = roll < 0.6 ? 1 : roll < 0.95 ? random.int(2, 5) : random.int(6, 40);
    bodies.push({
      brand_id: brands,
      category_id: categories,
      ...priceRangeForBands(bands),
      search_by_name: search,
      sort: random.int(0, 2) as SortValue,
      page,
      pageSize: DEFAULT_PAGE_SIZE,
    });
  }
  return bodies;
}

/** Search terms from product names: whole words, word fragments in other cases, and a miss or two. */
export function searchTermsFrom(names: string[], seed = 7): string[] {
  const random = createRandom(seed);
  const words = [...new Set(names.flatMap((n) => n.split(/\s+/)).filter((w) => /^[A-Za-z]{4,}$/.test(w)))];
  const terms = new Set<string>();
  for (const word of random.subset(words, 30)) {
    terms.add(word.toLowerCase());
    terms.add(word.slice(0, 3).toUpperCase());
  }
  for (const extra of ['ch', 'tulsi ras', 'no such herb', 'oil']) terms.add(extra);
  return [...terms];
}
