/** A seller's own products: create and update by the owner only, computed sales price, sanitised HTML, checked images and bounds. */
import { SELLER_PRODUCT_MESSAGES as P } from 'shared-lib/domain';
import { call } from './helpers/patients';
import { registeredSeller, written } from './helpers/sellers';
import { patientToken } from './helpers/storefront-patients';
import { createTestApp, type TestApp } from './helpers/test-app';
import { BAD_UPLOADS, makePng, multipartBody } from './support/images';

let t: TestApp;
let owner: { id: number; token: string };
let other: { id: number; token: string };
let doctorToken: string;
let ids: { brand_id: string; category_id: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await registeredSeller(t);
  other = await registeredSeller(t);
  const doctor = await t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: { email: 'doctor@demo.in', password: 'Doctor@123' } });
  doctorToken = doctor.json().token;
  const brand = await t.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  const category = await t.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  ids = { brand_id: String(brand.id), category_id: String(category.id) };
});
afterAll(async () => t.close());

let counter = 0;
function productFields(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    name: `Triphala Churna ${counter}`,
    code: `TRI-${Date.now()}-${counter}`,
    ...ids,
    regular_price: '250',
    discount: '10',
    in_stock_quantity: '40',
    short_description: 'Classical digestive support.',
    full_description: '<p>Made from <strong>amla</strong>, haritaki and bibhitaki.</p>',
    pincodes: '560001, 110001',
    ...overrides,
  };
}

type Image = { data: Buffer; filename: string; type?: string } | null;
async function send(token: string | null, method: 'POST' | 'PUT', url: string, fields: Record<string, string>, image: Image = { data: makePng(), filename: 'product.png' }) {
  const { payload, headers } = await multipartBody(fields, image ? { image } : {});
  return t.app.inject({ method, url, payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}
const create = (token: string | null, fields: Record<string, string>, image?: Image) => send(token, 'POST', '/api/product/create', fields, image);
const update = (token: string | null, id: number, fields: Record<string, string>, image?: Image) => send(token, 'PUT', `/api/product/update/${id}`, fields, image);

describe('POST product/create', () => {
  it('adds a product of the caller with the computed sales price, sanitised HTML, its pincodes and a public image', async () => {
    const fields = productFields({ full_description: '<p onclick="steal()">Good <a href="javascript:alert(1)">herbs</a></p><script>alert(1)</script>', regular_price: '333', discount: '15' });
    const res = await create(owner.token, { ...fields, sales_price: '1', seller_id: String(other.id) });
    expect(res.statusCode).toBe(200);
    const product = res.json().data;
    expect(product).toEqual(expect.objectContaining({ name: fields.name, code: fields.code.toUpperCase(), regular_price: 333, discount: 15, sales_price: 283, in_stock_quantity: 40, pincodes: ['560001', '110001'] }));
    expect(product.full_description).toBe('<p>Good <a rel="noopener noreferrer">herbs</a></p>');
    const row = await t.db.selectFrom('products').innerJoin('sellers', 'sellers.id', 'products.seller_id').select(['sellers.user_id', 'products.full_description']).where('products.id', '=', product.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: owner.id, full_description: '<p>Good <a rel="noopener noreferrer">herbs</a></p>' });
    expect(product.image).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.png$/);
    const image = await t.app.inject({ method: 'GET', url: product.image });
    expect(image.statusCode).toBe(200);
    const shop = await t.app.inject({ method: 'GET', url: `/api/product/getProductDetails/${product.id}` });
    expect(shop.json().data).toEqual(expect.objectContaining({ name: fields.name, sales_price: 283 }));
  });

  it.each([
    ['no name', { name: '' }, P.nameMandatory],
    ['a code with spaces', { code: 'TRI 1' }, P.codeFormat],
    ['a price of 0', { regular_price: '0' }, P.regularPrice],
    ['a fractional price', { regular_price: '99.5' }, P.regularPrice],
    ['a negative price', { regular_price: '-5' }, P.regularPrice],
    ['a price above the bound', { regular_price: '1000001' }, P.regularPrice],
    ['a discount of 95%', { discount: '95' }, P.discount],
    ['negative stock', { in_stock_quantity: '-1' }, P.stock],
    ['a 5-digit pincode', { pincodes: '560001, 11000' }, P.pincodes],
    ['an unknown brand', { brand_id: '999999' }, P.brandUnknown],
    ['a description that is only a script', { full_description: '<script>alert(1)</script>' }, P.fullDescriptionMandatory],
  ])('refuses %s and writes nothing', async (_what, override, message) => {
    const before = await written(t);
    const res = await create(owner.token, productFields(override));
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    expect(await written(t)).toEqual(before);
  });

  it('refuses a missing image, an HTML file and a 6 MB image, writing nothing', async () => {
    const before = await written(t);
    expect((await create(owner.token, productFields(), null)).json().message).toBe(P.imageMandatory);
    const html = await create(owner.token, productFields(), { data: BAD_UPLOADS.htmlRenamedPng, filename: 'x.png' });
    expect(html.statusCode).toBe(400);
    expect((await create(owner.token, productFields(), { data: BAD_UPLOADS.oversized(), filename: 'x.png' })).statusCode).toBe(413);
    expect(await written(t)).toEqual(before);
  });

  it('refuses a code already used (any letter case) with 409', async () => {
    const first = productFields();
    expect((await create(owner.token, first)).statusCode).toBe(200);
    const again = await create(other.token, productFields({ code: first.code.toLowerCase() }));
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 409, message: P.codeTaken });
  });

  it('is for sellers only: patient and doctor 403, guest 401', async () => {
    expect((await create((await patientToken(t)).token, productFields())).statusCode).toBe(403);
    expect((await create(doctorToken, productFields())).statusCode).toBe(403);
    expect((await create(null, productFields())).statusCode).toBe(401);
  });
});

describe('PUT product/update/{id}', () => {
  it('lets the owner change prices, stock and pincodes, keeping the image when none is sent', async () => {
    const created = (await create(owner.token, productFields())).json().data;
    const res = await update(owner.token, created.id, productFields({ code: created.code, regular_price: '400', discount: '0', in_stock_quantity: '3', pincodes: '' }), null);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expect.objectContaining({ id: created.id, regular_price: 400, discount: 0, sales_price: 400, in_stock_quantity: 3, pincodes: [], image: created.image }));
  });

  it('answers 404 to another seller (as for a product that does not exist) and changes nothing', async () => {
    const created = (await create(owner.token, productFields())).json().data;
    const res = await update(other.token, created.id, productFields({ regular_price: '1' }));
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 404, message: P.productNotFound });
    expect((await update(other.token, 99999999, productFields())).json().message).toBe(P.productNotFound);
    const row = await t.db.selectFrom('products').select('regular_price').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.regular_price).toBe(250);
  });

  it('is refused to a patient (403) and a guest (401)', async () => {
    const created = (await create(owner.token, productFields())).json().data;
    expect((await update((await patientToken(t)).token, created.id, productFields())).statusCode).toBe(403);
    expect((await update(null, created.id, productFields())).statusCode).toBe(401);
  });
});

describe('GET seller/products', () => {
  it("lists only the caller's products, newest first, searchable and paginated", async () => {
    const seller = await registeredSeller(t);
    const names = ['Brahmi Vati', 'Ashwagandha Churna', 'Brahmi Ghrita'];
    for (const name of names) expect((await create(seller.token, productFields({ name }))).statusCode).toBe(200);
    await create(other.token, productFields({ name: 'Brahmi of another seller' }));
    const all = (await call(t, seller.token, 'GET', '/api/seller/products?page=1&pageSize=2')).json().data;
    expect(all.total).toBe(3);
    expect(all.items.map((p: { name: string }) => p.name)).toEqual(['Brahmi Ghrita', 'Ashwagandha Churna']);
    const found = (await call(t, seller.token, 'GET', '/api/seller/products?search=brahmi')).json().data;
    expect(found.items.map((p: { name: string }) => p.name)).toEqual(['Brahmi Ghrita', 'Brahmi Vati']);
    expect((await call(t, (await patientToken(t)).token, 'GET', '/api/seller/products')).statusCode).toBe(403);
  });
});

describe('composition and Hindi name (issue 30)', () => {
  it('stores both, computes the search key and main ingredient, and the shop finds the product by them', async () => {
    const fields = productFields({ name: `Zzkora Calm Tablets ${Date.now()}`, composition: 'Withania somnifera (root) 300 mg, Piper nigrum (fruit) 5 mg', name_hi: 'अश्वगंधा शांति टैबलेट' });
    const res = await create(owner.token, fields);
    expect(res.statusCode).toBe(200);
    const product = res.json().data;
    expect(product).toEqual(expect.objectContaining({ composition: fields.composition, name_hi: fields.name_hi }));
    const row = await t.db.selectFrom('products').select(['search_key', 'main_ingredient']).where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(row.main_ingredient).toBe('withania somnifera');
    expect(row.search_key).toContain(' asvgnd ');
    expect(row.search_key).toContain(' vitnia ');
    const found = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: 'अश्वगंधा शांति', pageSize: 5 } });
    expect(found.json().data.items.map((p: { id: number }) => p.id)).toEqual([product.id]);

    const changed = await update(owner.token, product.id, { ...fields, composition: 'Bacopa monnieri (whole plant) 250 mg', name_hi: '' }, null);
    expect(changed.statusCode).toBe(200);
    const after = await t.db.selectFrom('products').select(['search_key', 'main_ingredient', 'name_hi']).where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(after).toEqual(expect.objectContaining({ main_ingredient: 'bacopa monnieri', name_hi: '' }));
    expect(after.search_key).not.toContain(' asvgnd ');
  });

  it.each([
    ['a Hindi name in Latin letters', { name_hi: 'Ashwagandha Tablet' }, P.nameHi],
    ['a Hindi name too long', { name_hi: 'अ'.repeat(201) }, /name hi/i],
    ['a composition too long', { composition: 'x'.repeat(1001) }, /composition/i],
  ])('refuses %s', async (_case, overrides, message) => {
    const res = await create(owner.token, productFields(overrides));
    expect(res.statusCode).toBe(400);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
  });
});
