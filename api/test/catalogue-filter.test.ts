import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
interface P { id: number; name: string; sales_price: number; brand_id: number; category_id: number }
let all: P[];

const filter = async (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', ...body } });

beforeAll(async () => {
  t = await createTestApp();
  all = [];
  for (let page = 1; ; page++) {
    const data = (await filter({ page, pageSize: 100 })).json().data;
    all.push(...data.items);
    if (data.items.length < 100) break;
  }
});
afterAll(async () => t.close());

describe('catalogue filter in the database', () => {
  it('counts brand + category + price band + search exactly as the seed says', async () => {
    const sample = all[7];
    const word = sample.name.split(' ')[0].toLowerCase();
    const expected = all.filter(
      (p) => p.brand_id === sample.brand_id && p.sales_price >= 0 && p.sales_price <= 1000 && p.name.toLowerCase().includes(word),
    );
    const data = (await filter({ brand_id: [sample.brand_id], min: 0, max: 1000, search_by_name: word.toUpperCase(), pageSize: 100 })).json().data;
    expect(data.total).toBe(expected.length);
    expect(data.items.map((p: P) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    const byCategory = all.filter((p) => p.category_id === sample.category_id);
    expect((await filter({ category_id: [sample.category_id] })).json().data.total).toBe(byCategory.length);
  });

  it('sorts by price in both directions across pages', async () => {
    const low = (await filter({ sort: 1, pageSize: 100 })).json().data.items as P[];
    const high = (await filter({ sort: 2, pageSize: 100 })).json().data.items as P[];
    expect(low[0].sales_price).toBe(Math.min(...all.map((p) => p.sales_price)));
    expect(high[0].sales_price).toBe(Math.max(...all.map((p) => p.sales_price)));
    for (let i = 1; i < low.length; i++) expect(low[i].sales_price).toBeGreaterThanOrEqual(low[i - 1].sales_price);
  });

  it('treats LIKE wildcards in the search as text', async () => {
    expect((await filter({ search_by_name: '%' })).json().data.total).toBe(0);
    expect((await filter({ search_by_name: '_' })).json().data.total).toBe(0);
  });

  it('bounds pagination: pages past the end are empty, bad page sizes refused', async () => {
    const last = Math.ceil(all.length / 24);
    expect((await filter({ page: last + 1 })).json().data).toMatchObject({ items: [], total: all.length });
    expect((await filter({ page: 0 })).statusCode).toBe(400);
    expect((await filter({ pageSize: 101 })).statusCode).toBe(400);
    expect((await filter({ min: 900, max: 100 })).statusCode).toBe(400);
  });
});
