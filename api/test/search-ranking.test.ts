/**
 * Catalogue search (issue 30), later parts: the ranking's tiers in order, the seller-editable synonyms (an
 * edit through the API changes the next search), did-you-mean, health concerns among the suggestions, and
 * "Same composition, other brands".
 */
import { SYNONYM_MESSAGES } from 'shared-lib/domain/search';
import { sellerLogin } from './helpers/fulfilment';
import { registeredSeller } from './helpers/sellers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let house: string;
interface P { id: number; name: string; sales_price: number; brand_id: number }
interface FilterData { items: P[]; total: number; search?: { showing: string; original: string } }

const filter = async (search_by_name: string, extra: Record<string, unknown> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name, pageSize: 100, ...extra } });
  expect(res.statusCode).toBe(200);
  return res.json().data as FilterData;
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const synonyms = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', token: string, id?: number, words?: string) =>
  t.app.inject({ method, url: `/api/seller/search-synonyms${id ? `/${id}` : ''}`, headers: bearer(token), ...(words !== undefined ? { payload: { words } } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  house = (await sellerLogin(t, 'house.seller@demo.in', 'House@123')).token;
});
afterAll(async () => t.close());

describe('ranking', () => {
  it('orders exact name, prefix, name, Hindi name or composition, then spelling-key matches', async () => {
    const one = await t.db.selectFrom('products').select(['id', 'name']).where('name', 'like', '%Ashwagandha Tablets%').where('on_sale', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const exactName = one.name.toLowerCase();
    const data = await filter(exactName);
    expect(data.items[0].id).toBe(one.id);

    // "ashwagandha": the names holding it, then products whose composition holds Withania somnifera (a synonym)
    const ashwagandha = await filter('ashwagandha');
    const named = ashwagandha.items.filter((p) => /ashwagandha/i.test(p.name));
    expect(named.length).toBeGreaterThan(0);
    expect(ashwagandha.items.slice(0, named.length)).toEqual(named);
    const others = ashwagandha.items.slice(named.length).map((p) => p.name);
    expect(others.some((name) => /chyawanprash|mahanarayan/i.test(name))).toBe(true);

    // a brand's name as prefix comes before the same words inside other names
    const prefix = await filter('dabur');
    expect(prefix.items.every((p) => /^dabur/i.test(p.name))).toBe(true);
  });

  it('finds by the composition and the Hindi name as typed, main ingredient first', async () => {
    const botanical = await filter('Emblica officinalis');
    expect(botanical.search).toBeUndefined();
    expect(botanical.items[0].name).toMatch(/amla juice/i);
    expect(botanical.items.some((p) => /chyawanprash/i.test(p.name))).toBe(true);
    const hindi = await filter('अश्वगंधा');
    expect(hindi.items[0].name).toMatch(/ashwagandha/i);
  });

  it('answers did-you-mean only when nothing else matched, and the text as typed when asked', async () => {
    // "ashwaganda" folds to ashwagandha's key: a respelling, no correction needed
    const respelt = await filter('ashwaganda');
    expect(respelt.search).toEqual({ showing: 'ashwagandha', original: 'ashwaganda' });
    expect(respelt.items[0].name).toMatch(/ashwagandha/i);
    for (const [typed, term] of [['spirulena', 'spirulina'], ['brngraj', 'bhringraj']]) {
      const corrected = await filter(typed);
      expect(corrected.search).toEqual({ showing: term, original: typed });
      expect(corrected.items.length).toBeGreaterThan(0);
      expect(corrected.items.every((p) => p.name.toLowerCase().includes(term))).toBe(true);
      expect((await filter(typed, { exact: true })).total).toBe(0);
    }
  });
});

describe('synonyms (house seller)', () => {
  it('lists the seeded groups (at least 40) to the house seller only', async () => {
    const list = await synonyms('GET', house);
    expect(list.statusCode).toBe(200);
    const groups = list.json().data as Array<{ id: number; words: string[] }>;
    expect(groups.length).toBeGreaterThanOrEqual(40);
    expect(groups.find((g) => g.words.includes('giloy'))?.words).toEqual(expect.arrayContaining(['guduchi', 'गिलोय']));
    const seller = await registeredSeller(t);
    expect((await synonyms('GET', seller.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/search-synonyms' })).statusCode).toBe(401);
  });

  it('an added group is searched at once, an edit changes it, a removal ends it', async () => {
    expect((await filter('pittashamak')).total).toBe(0);
    const created = await synonyms('POST', house, undefined, 'Avipattikar, Pittashamak , पित्तशामक');
    expect(created.statusCode).toBe(200);
    const group = created.json().data as { id: number; words: string[] };
    expect(group.words).toEqual(['avipattikar', 'pittashamak', 'पित्तशामक']);
    const found = await filter('pittashamak');
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((p) => /avipattikar/i.test(p.name))).toBe(true);
    expect(found.search).toEqual({ showing: 'avipattikar', original: 'pittashamak' });

    expect((await synonyms('PUT', house, group.id, 'Sitopaladi, pittashamak')).statusCode).toBe(200);
    expect((await filter('pittashamak')).items.every((p) => /sitopaladi/i.test(p.name))).toBe(true);

    expect((await synonyms('DELETE', house, group.id)).statusCode).toBe(200);
    expect((await filter('pittashamak')).total).toBe(0);
    expect((await synonyms('DELETE', house, group.id)).json()).toMatchObject({ success: false, message: SYNONYM_MESSAGES.notFound });
  });

  it.each([['one word only', 'amla'], ['a word too long', `amla, ${'x'.repeat(61)}`], ['digits', 'amla, 500mg'], ['empty', ' , ']])('refuses %s', async (_case, words) => {
    const res = await synonyms('POST', house, undefined, words);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(words.trim() ? SYNONYM_MESSAGES.words : expect.any(String));
  });
});

describe('suggest', () => {
  it('suggests health concerns that open their categories', async () => {
    const items = (await t.app.inject({ url: `/api/product/suggest?q=${encodeURIComponent('diabet')}` })).json().data.items;
    const concern = items.find((i: { kind: string }) => i.kind === 'concern');
    const category = await t.db.selectFrom('categories').select('id').where('name', '=', 'Diabetes Care').executeTakeFirstOrThrow();
    expect(concern).toEqual({ kind: 'concern', id: expect.any(Number), name: 'Diabetes', name_hi: 'डायबिटीज़', category_ids: [category.id] });
    const hindi = (await t.app.inject({ url: `/api/product/suggest?q=${encodeURIComponent('मधुमेह')}` })).json().data.items;
    expect(hindi).toContainEqual(expect.objectContaining({ kind: 'concern', name: 'Diabetes' }));
  });

  it('suggests products for a botanical name', async () => {
    const items = (await t.app.inject({ url: `/api/product/suggest?q=${encodeURIComponent('withania')}` })).json().data.items;
    expect(items[0]).toEqual(expect.objectContaining({ kind: 'product', name: expect.stringMatching(/ashwagandha/i) }));
  });
});

describe('GET product/sameComposition/{id}', () => {
  it('lists up to 6 products of other brands on sale with the same main ingredient, cheapest first', async () => {
    const product = await t.db.selectFrom('products').select(['id', 'brand_id', 'main_ingredient']).where('name', 'like', '%Ashwagandha Tablets%').orderBy('id').executeTakeFirstOrThrow();
    expect(product.main_ingredient).toBe('withania somnifera');
    const res = await t.app.inject({ url: `/api/product/sameComposition/${product.id}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { main_ingredient: string; items: Array<{ id: number; name: string; sales_price: number; brand_name: string; composition: string }> };
    expect(data.main_ingredient).toBe('withania somnifera');
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.length).toBeLessThanOrEqual(6);
    const prices = data.items.map((i) => i.sales_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const rows = await t.db.selectFrom('products').select(['id', 'brand_id', 'on_sale']).where('id', 'in', data.items.map((i) => i.id)).execute();
    for (const row of rows) {
      expect(row.id).not.toBe(product.id);
      expect(row.brand_id).not.toBe(product.brand_id);
      expect(Number(row.on_sale)).toBe(1);
    }
    for (const item of data.items) expect(item.composition).toMatch(/^Withania somnifera/);
  });

  it('follows a change of composition (the catalogue version moves) and answers 404 for an unknown product', async () => {
    const a = await t.db.selectFrom('products').select(['id']).where('name', 'like', '%Lodhra Tablets%').orderBy('id').executeTakeFirstOrThrow();
    const before = (await t.app.inject({ url: `/api/product/sameComposition/${a.id}` })).json().data.items as Array<{ id: number }>;
    expect(before.length).toBeGreaterThan(1);
    const cheapest = before[0].id;
    await t.db.updateTable('products').set({ on_sale: 0 }).where('id', '=', cheapest).execute();
    const after = (await t.app.inject({ url: `/api/product/sameComposition/${a.id}` })).json().data.items as Array<{ id: number }>;
    expect(after.map((i) => i.id)).toEqual(expect.arrayContaining(before.slice(1).map((i) => i.id)));
    expect(after.map((i) => i.id)).not.toContain(cheapest);
    await t.db.updateTable('products').set({ on_sale: 1 }).where('id', '=', cheapest).execute();
    expect((await t.app.inject({ url: '/api/product/sameComposition/99999999' })).statusCode).toBe(404);
  });
});
