/**
 * The product list by rating (issue 34): sort by rating (highest stored average first, then more reviews)
 * and "4 stars and up", from the products' stored aggregates, with and without a name search, alone and
 * with brand filters; a review that changes an average changes the cached list at once.
 */
import { sql } from 'kysely';
import { RATING_FILTER } from 'shared-lib/domain';
import { call } from './helpers/patients';
import { newPatient, purchase } from './helpers/reviews';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Summary {
  id: number;
  name: string;
  brand_id: number | null;
  rating_average: number;
  rating_count: number;
}
const filter = async (body: Record<string, unknown>) => {
  const res = await call(t, null, 'POST', '/api/product/filterProduct', { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', pageSize: 50, ...body });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: Summary[]; total: number };
};
const allPages = async (body: Record<string, unknown>) => {
  const first = await filter({ ...body, page: 1 });
  const items = [...first.items];
  for (let page = 2; items.length < first.total; page++) items.push(...(await filter({ ...body, page })).items);
  return { items, total: first.total };
};
const review = (token: string, product_id: number, rating: number) => call(t, token, 'POST', '/api/reviews', { product_id, rating });

/** A product on sale without reviews, reviewed by `ratings.length` new buyers. */
async function rated(ratings: number[], skip: number[] = []) {
  const product = await t.db
    .selectFrom('products')
    .select(['id', 'name', 'brand_id'])
    .where('on_sale', '=', 1)
    .where('rating_count', '=', 0)
    .$if(skip.length > 0, (qb) => qb.where('id', 'not in', skip))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  for (const stars of ratings) {
    const buyer = await newPatient(t, 'Rating', 'Lister');
    await purchase(t, buyer.id, product.id);
    expect((await review(buyer.token, product.id, stars)).statusCode).toBe(200);
  }
  return product;
}

const isByRating = (items: Summary[]) =>
  items.every((item, i) => i === 0 || items[i - 1].rating_average > item.rating_average || (items[i - 1].rating_average === item.rating_average && items[i - 1].rating_count >= item.rating_count));

describe('the list by rating', () => {
  let top: { id: number; name: string; brand_id: number | null };
  let low: { id: number; name: string; brand_id: number | null };
  beforeAll(async () => {
    top = await rated([5, 5, 5]);
    low = await rated([2, 3], [top.id]);
  });

  it('sorts by the stored average, highest first, unrated products last', async () => {
    const { items, total } = await allPages({ sort: 3 });
    expect(total).toBe(Number((await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('on_sale', '=', 1).executeTakeFirstOrThrow()).n));
    expect(items[0]).toEqual(expect.objectContaining({ id: top.id, rating_average: 5, rating_count: 3 }));
    expect(isByRating(items)).toBe(true);
    const firstUnrated = items.findIndex((item) => item.rating_count === 0);
    expect(items.findIndex((item) => item.id === low.id)).toBeLessThan(firstUnrated);
  });

  it('"4 stars and up" keeps only products whose average is at least 4, in any sort', async () => {
    for (const sort of [0, 1, 2, 3]) {
      const { items, total } = await allPages({ sort, min_rating: RATING_FILTER.stars });
      expect(total).toBe(items.length);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.rating_average >= 4)).toBe(true);
      expect(items.map((item) => item.id)).toContain(top.id);
      expect(items.map((item) => item.id)).not.toContain(low.id);
      if (sort === 1) expect(items.map((i) => i.id)).toEqual([...items].sort((a, b) => (a as never as { sales_price: number }).sales_price - (b as never as { sales_price: number }).sales_price).map((i) => i.id));
    }
    const expected = Number((await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('on_sale', '=', 1).where('rating_average', '>=', 4).executeTakeFirstOrThrow()).n);
    expect((await filter({ min_rating: 4 })).total).toBe(expected);
  });

  it('combines with a name search and a brand filter', async () => {
    const word = top.name.split(/\s+/)[0].toLowerCase();
    const searched = await allPages({ search_by_name: word, sort: 3, min_rating: 4 });
    expect(searched.items.map((item) => item.id)).toContain(top.id);
    expect(searched.items.every((item) => item.rating_average >= 4 && item.name.toLowerCase().includes(word))).toBe(true);
    if (top.brand_id !== null) {
      const branded = await allPages({ brand_id: [top.brand_id], sort: 3 });
      expect(branded.items[0].id).toBe(top.id);
      expect(branded.items.every((item) => item.brand_id === top.brand_id)).toBe(true);
      expect(isByRating(branded.items)).toBe(true);
    }
  });

  it('a review that moves an average moves the cached list at once', async () => {
    const product = await rated([4]);
    const before = await allPages({ min_rating: 4 });
    expect(before.items.map((item) => item.id)).toContain(product.id);
    // the same filter again is answered from the catalogue cache; a new review below 4 must still take it out
    const buyer = await newPatient(t, 'Late', 'Critic');
    await purchase(t, buyer.id, product.id);
    expect((await review(buyer.token, product.id, 1)).statusCode).toBe(200);
    const after = await allPages({ min_rating: 4 });
    expect(after.items.map((item) => item.id)).not.toContain(product.id);
    expect(after.total).toBe(before.total - 1);
    const sorted = await allPages({ sort: 3 });
    expect(sorted.items.find((item) => item.id === product.id)).toEqual(expect.objectContaining({ rating_average: 2.5, rating_count: 2 }));
    expect(isByRating(sorted.items)).toBe(true);
  });

  it('list queries read the stored averages: a stored average is what the list sorts and filters by', async () => {
    // written straight into the row (as only the review transaction does), the list follows the stored value
    const product = await rated([1]);
    await sql`UPDATE products SET rating_average = 4.9 WHERE id = ${product.id}`.execute(t.db);
    const { items } = await allPages({ min_rating: 4, sort: 3 });
    expect(items.map((item) => item.id)).toContain(product.id);
  });

  it('refuses a rating filter outside 0 to 5 and an unknown sort', async () => {
    expect((await call(t, null, 'POST', '/api/product/filterProduct', { min_rating: 6 })).statusCode).toBe(400);
    expect((await call(t, null, 'POST', '/api/product/filterProduct', { sort: 4 })).statusCode).toBe(400);
  });
});
