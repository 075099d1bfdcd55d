/** Catalogue search (issue 30): respellings, Devanagari, synonyms, did-you-mean in the filter, and the suggest endpoint. */
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
interface P { id: number; name: string; sales_price: number; brand_id: number; category_id: number }
interface FilterData { items: P[]; total: number; search?: { showing: string; original: string } }

const filter = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', pageSize: 100, ...body } });
  expect(res.statusCode).toBe(200);
  return res.json().data as FilterData;
};
const suggest = (q: string) => t.app.inject({ method: 'GET', url: `/api/product/suggest?q=${encodeURIComponent(q)}` });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('name search through the search provider', () => {
  it.each([
    // [typed, herb, what "Showing results for" says (undefined: found as typed, by the Hindi name or the composition)]
    ['ashwagandah', 'ashwagandha', 'ashwagandha'],
    ['aswagandha', 'ashwagandha', 'ashwagandha'],
    ['अश्वगंधा', 'ashwagandha', undefined],
    ['trifla', 'triphala', 'triphala'],
    ['aamla', 'amla', 'amla'],
    ['आंवला', 'amla', undefined],
    ['Withania somnifera', 'ashwagandha', undefined],
    ['guduchi', 'giloy', 'giloy'],
    ['chyavanprash', 'chyawanprash', 'chyawanprash'],
    ['shilajeet', 'shilajit', 'shilajit'],
    ['trphla', 'triphala', 'triphala'],
  ])('"%s" lists the %s products first', async (typed, herb, showing) => {
    const data = await filter({ search_by_name: typed });
    const isHerb = data.items.map((p) => p.name.toLowerCase().includes(herb));
    const herbCount = isHerb.filter(Boolean).length;
    expect(herbCount).toBeGreaterThan(0);
    expect(isHerb.slice(0, herbCount).every(Boolean)).toBe(true);
    expect(data.search).toEqual(showing ? { showing, original: typed.toLowerCase() } : undefined);
  });

  it('finds chyawanprash the same under both spellings', async () => {
    const a = await filter({ search_by_name: 'chyawanprash' });
    const b = await filter({ search_by_name: 'chyavanprash' });
    expect(b.items.map((p) => p.id)).toEqual(a.items.map((p) => p.id));
    expect(a.search).toBeUndefined();
  });

  it('keeps exact substring matches first, and "exact" searches only the text as typed', async () => {
    const typed = await filter({ search_by_name: 'Triphala' });
    expect(typed.search).toBeUndefined();
    const named = typed.items.filter((p) => p.name.toLowerCase().includes('triphala')).length;
    expect(named).toBeGreaterThan(0);
    expect(typed.items.slice(0, named).every((p) => p.name.toLowerCase().includes('triphala'))).toBe(true);
    const instead = await filter({ search_by_name: 'trifla', exact: true });
    expect(instead).toMatchObject({ items: [], total: 0 });
    expect(instead.search).toBeUndefined();
  });

  it('applies brand filter, price sort and paging after the match', async () => {
    const all = await filter({ search_by_name: 'trifla' });
    const brand = all.items[0].brand_id;
    const branded = await filter({ search_by_name: 'trifla', brand_id: [brand], sort: 1 });
    expect(branded.items.every((p) => p.brand_id === brand)).toBe(true);
    expect(branded.total).toBe(all.items.filter((p) => p.brand_id === brand).length);
    const pageOne = await filter({ search_by_name: 'trifla', sort: 2, pageSize: 2 });
    const prices = pageOne.items.map((p) => p.sales_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(pageOne.total).toBe(all.total);
  });

  it('answers "No Products Found" material when nothing is close', async () => {
    const data = await filter({ search_by_name: 'qwxzvbnm' });
    expect(data).toMatchObject({ items: [], total: 0 });
    expect(data.search).toBeUndefined();
  });
});

describe('GET /product/suggest', () => {
  it('suggests products, with picture, name and price, for a prefix, a Hinglish prefix and Devanagari', async () => {
    for (const q of ['ashwa', 'aswa', 'अश्व']) {
      const res = await suggest(q);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      const products = data.items.filter((i: { kind: string }) => i.kind === 'product');
      expect(products.length).toBeGreaterThan(0);
      expect(products.length).toBeLessThanOrEqual(8);
      for (const p of products) {
        expect(p.name.toLowerCase()).toContain('ashwagandha');
        expect(p).toEqual({ kind: 'product', id: expect.any(Number), name: expect.any(String), image: expect.any(String), sales_price: expect.any(Number) });
      }
    }
  });

  it('suggests brands and categories', async () => {
    const brands = (await suggest('himal')).json().data.items;
    expect(brands).toContainEqual({ kind: 'brand', id: expect.any(Number), name: 'Himalaya' });
    const categories = (await suggest('diges')).json().data.items;
    expect(categories).toContainEqual({ kind: 'category', id: expect.any(Number), name: 'Digestion', name_hi: 'पाचन' });
  });

  it('suggests a category by its Devanagari name, and names concerns in both scripts (issue 31)', async () => {
    const typed = (await suggest('पाचन')).json().data.items;
    expect(typed).toContainEqual({ kind: 'category', id: expect.any(Number), name: 'Digestion', name_hi: 'पाचन' });
    const concerns = (await suggest('joint pa')).json().data.items;
    expect(concerns).toContainEqual(expect.objectContaining({ kind: 'concern', name: 'Joint Pain', name_hi: 'जोड़ों का दर्द' }));
  });

  it('answers nothing below two characters, at most 8 items, and refuses a missing or long query', async () => {
    expect((await suggest('a')).json().data.items).toEqual([]);
    expect((await suggest('ch')).json().data.items.length).toBeLessThanOrEqual(8);
    expect((await t.app.inject({ method: 'GET', url: '/api/product/suggest' })).statusCode).toBe(400);
    expect((await suggest('x'.repeat(101))).statusCode).toBe(400);
  });
});
