import { sanitiseStoredRichText } from '../src/db/migrations/0060-search-index-and-stored-html';
import { ProductPage, ProductSummary } from 'shared-lib/contract';
import { Value } from 'typebox/value';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface ProductJson {
  id: number;
  name: string;
  sales_price: number;
  regular_price: number;
  discount: number;
  brand_id: number;
  category_id: number;
  seller: { id: number; company_name: string } | null;
  locations: Array<{ id: number; product_id: number; pincode: string }>;
  availableLocations: string;
}

const filter = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', ...body } });
  return res;
};
const everything = async (): Promise<ProductJson[]> => {
  const all: ProductJson[] = [];
  for (let page = 1; ; page++) {
    const data = (await filter({ page, pageSize: 100 })).json().data;
    all.push(...data.items);
    if (data.items.length < 100) return all;
  }
};

describe('product listings', () => {
  it('lists with limit and offset, default 20', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/product/allProducts' })).json().data;
    expect(first).toHaveLength(20);
    const next = (await t.app.inject({ method: 'GET', url: '/api/product/allProducts?limit=5&offset=20' })).json().data;
    expect(next).toHaveLength(5);
    expect(next[0].id).not.toBe(first[0].id);
    expect((await t.app.inject({ method: 'GET', url: '/api/product/allProducts?limit=101' })).statusCode).toBe(400);
  });

  it('sorts by price in the low-to-high and high-to-low lists', async () => {
    const low = (await t.app.inject({ method: 'GET', url: '/api/product/finAllProductLowToHigh?limit=50' })).json().data as ProductJson[];
    const high = (await t.app.inject({ method: 'GET', url: '/api/product/finAllProductHighToLow?limit=50' })).json().data as ProductJson[];
    for (let i = 1; i < 50; i++) {
      expect(low[i].sales_price).toBeGreaterThanOrEqual(low[i - 1].sales_price);
      expect(high[i].sales_price).toBeLessThanOrEqual(high[i - 1].sales_price);
    }
  });

  it('seeds 328 products (8 of them prescription medicines) with consistent prices', async () => {
    const all = await everything();
    expect(all).toHaveLength(328);
    expect(all.filter((p) => (p as ProductJson & { prescription_class?: string }).prescription_class === 'asu_e1')).toHaveLength(8);
    for (const p of all) {
      if (p.discount === 0) expect(p.sales_price).toBe(p.regular_price);
      else expect(p.sales_price).toBe(Math.round((p.regular_price * (100 - p.discount)) / 100));
    }
    expect(all.some((p) => p.seller === null)).toBe(true);
    expect(all.some((p) => p.locations.length > 0)).toBe(true);
  });
});

describe('product details', () => {
  it('returns seller, brand and locations', async () => {
    const all = await everything();
    const restricted = all.find((p) => p.locations.length > 0) as ProductJson;
    for (const path of ['getProductDetails', 'getByProductId']) {
      const product = (await t.app.inject({ method: 'GET', url: `/api/product/${path}/${restricted.id}` })).json().data;
      expect(product.brand).toEqual({ id: restricted.brand_id, name: expect.any(String) });
      expect(product.locations.every((l: { product_id: number }) => l.product_id === restricted.id)).toBe(true);
      expect(product.availableLocations).toBe(product.locations.map((l: { pincode: string }) => l.pincode).join(','));
    }
  });

  it('answers 404 for an unknown product', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/getProductDetails/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Product not found', data: null });
  });
});

describe('filterProduct', () => {
  let all: ProductJson[];
  beforeAll(async () => {
    all = await everything();
  });

  it('filters by brand, category and price band, with a matching total', async () => {
    const brandId = all[0].brand_id;
    const categoryId = all[0].category_id;
    const expected = all.filter((p) => p.brand_id === brandId && p.category_id === categoryId && p.sales_price >= 100 && p.sales_price <= 500);
    const data = (await filter({ brand_id: [brandId], category_id: [categoryId], min: 100, max: 500, pageSize: 100 })).json().data;
    expect(data.total).toBe(expected.length);
    expect(data.items.map((p: ProductJson) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
  });

  it('includes both ends of the price band', async () => {
    const price = all[10].sales_price;
    const data = (await filter({ min: price, max: price, pageSize: 100 })).json().data;
    expect(data.total).toBe(all.filter((p) => p.sales_price === price).length);
    expect(data.items.every((p: ProductJson) => p.sales_price === price)).toBe(true);
  });

  it('searches names case-insensitively and treats wildcards literally', async () => {
    const named = all.filter((p) => p.name.toLowerCase().includes('ashwagandha')).length;
    const data = (await filter({ search_by_name: 'ASHWAGANDHA', pageSize: 100, exact: true })).json().data;
    expect(data.total).toBe(named);
    expect(data.total).toBeGreaterThan(0);
    // the ranked search lists the same name matches first, then the products holding ashwagandha in their composition (issue 30)
    const ranked = (await filter({ search_by_name: 'ASHWAGANDHA', pageSize: 100 })).json().data;
    expect(ranked.items.slice(0, named).every((p: { name: string }) => p.name.toLowerCase().includes('ashwagandha'))).toBe(true);
    expect((await filter({ search_by_name: '%' })).json().data.total).toBe(0);
  });

  it('sorts featured, price ascending and descending, tie-broken by id', async () => {
    const byPriceAsc = (await filter({ sort: 1, pageSize: 100 })).json().data.items as ProductJson[];
    const byPriceDesc = (await filter({ sort: 2, pageSize: 100 })).json().data.items as ProductJson[];
    for (let i = 1; i < byPriceAsc.length; i++) {
      const [a, b] = [byPriceAsc[i - 1], byPriceAsc[i]];
      expect(a.sales_price < b.sales_price || (a.sales_price === b.sales_price && a.id < b.id)).toBe(true);
      const [c, d] = [byPriceDesc[i - 1], byPriceDesc[i]];
      expect(c.sales_price > d.sales_price || (c.sales_price === d.sales_price && c.id < d.id)).toBe(true);
    }
    const featured = (await filter({ sort: 0, pageSize: 100 })).json().data.items as ProductJson[];
    const ranks = await t.db.selectFrom('products').select(['id', 'featured_rank']).execute();
    const rank = new Map(ranks.map((r) => [r.id, r.featured_rank]));
    for (let i = 1; i < featured.length; i++) {
      const [a, b] = [featured[i - 1], featured[i]];
      const [ra, rb] = [rank.get(a.id) as number, rank.get(b.id) as number];
      expect(ra < rb || (ra === rb && a.id < b.id)).toBe(true);
    }
  });

  it('paginates without overlap and gives empty items past the end', async () => {
    const page1 = (await filter({ sort: 1, page: 1, pageSize: 7 })).json().data;
    const page2 = (await filter({ sort: 1, page: 2, pageSize: 7 })).json().data;
    expect(page1).toEqual(expect.objectContaining({ total: 328, page: 1, pageSize: 7 }));
    expect(page1.items).toHaveLength(7);
    expect(page2.items[0].id).not.toBe(page1.items[6].id);
    const past = (await filter({ page: 99, pageSize: 10 })).json().data;
    expect(past).toEqual({ items: [], total: 328, page: 99, pageSize: 10 });
  });

  it('refuses page sizes 0 and 101, page 0 and min above max', async () => {
    for (const body of [{ pageSize: 0 }, { pageSize: 101 }, { page: 0 }, { min: 600, max: 500 }]) {
      const res = await filter(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await filter({ pageSize: 101 })).json().message).toBe('Invalid body: page size must be <= 100');
  });
});

describe('policies', () => {
  it('serves the five policies by id 1', async () => {
    for (const prefix of ['term-and-condition', 'privacy-policy', 'return-policy', 'shipping-policy', 'order-cancelletion-policy']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/${prefix}/getByid/1` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ id: 1, description: expect.stringContaining('<h2>') });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/privacy-policy/getByid/2' })).statusCode).toBe(404);
  });

  // HTML is sanitised once when stored (migration 0060 for rows written before it), never per read.
  it('strips scripts and event handlers from stored HTML', async () => {
    await t.db
      .updateTable('policies')
      .set({ description: '<p onclick="alert(1)">Safe text</p><script>alert("x")</script><a href="javascript:alert(1)">link</a>' })
      .where('kind', '=', 'return')
      .execute();
    await sanitiseStoredRichText(t.db);
    const description: string = (await t.app.inject({ method: 'GET', url: '/api/return-policy/getByid/1' })).json().data.description;
    expect(description).toContain('Safe text');
    expect(description).not.toMatch(/script|onclick|javascript:/i);
  });
});

describe('answer shapes (the database builds the products\' JSON)', () => {
  const exactly = (schema: typeof ProductSummary, item: Record<string, unknown>) => {
    expect([...Value.Errors(schema, item)]).toEqual([]);
    expect(Object.keys(item).sort()).toEqual(Object.keys(schema.properties).sort());
  };

  it('the filter answers a ProductPage whose items are exactly ProductSummary, in the page\'s order', async () => {
    const product = await t.db.selectFrom('products').select('id').where('on_sale', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await t.db.insertInto('product_locations').values({ product_id: product.id, pincode: '682001' }).execute();
    const res = await filter({ sort: 1, pageSize: 30 });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(Object.keys(body)).toEqual(['success', 'message', 'data']);
    expect([...Value.Errors(ProductPage, body.data)]).toEqual([]);
    const items = body.data.items as Array<Record<string, unknown> & { sales_price: number; id: number }>;
    expect(items.length).toBe(30);
    for (const item of items) exactly(ProductSummary, item);
    const order = items.map((item) => [item.sales_price, item.id]);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    const withLocation = (await filter({ search_by_name: '', pageSize: 100 })).json().data.items.find((item: ProductJson) => item.id === product.id);
    expect(withLocation.locations).toEqual([{ id: expect.any(Number), product_id: product.id, pincode: '682001' }]);
    expect(withLocation.availableLocations).toBe('682001');
  });

  it('a listing answers exactly ProductSummary items', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/finAllProductLowToHigh?limit=5' });
    const items = res.json().data as Array<Record<string, unknown>>;
    expect(items.length).toBe(5);
    for (const item of items) exactly(ProductSummary, item);
  });
});
