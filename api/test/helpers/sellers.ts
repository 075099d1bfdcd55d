/** Helpers for the seller test files: a valid registration (unique email and GSTIN each time), multipart posting, counts of what was written. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildGstin } from 'shared-lib/domain';
import { makePng, multipartBody } from '../support/images';
import type { TestApp } from './test-app';

let counter = 0;

/** A real place of the offline postal data: Mumbai (Maharashtra, GST state 27), pincode 400001. */
export async function mumbai(t: TestApp) {
  const state = await t.db.selectFrom('states').select('id').where('name', '=', 'Maharashtra').executeTakeFirstOrThrow();
  const city = await t.db.selectFrom('cities').select('id').where('state_id', '=', state.id).where('name', '=', 'Mumbai').executeTakeFirstOrThrow();
  return { state_id: String(state.id), city_id: String(city.id) };
}

/** Text fields of a valid registration in Mumbai; every call gets a new email, PAN and GSTIN. */
export async function sellerFields(t: TestApp, overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  counter += 1;
  const pan = `AAPFU${String(1000 + counter).padStart(4, '0')}F`;
  return {
    company_name: `Sahyadri Herbals ${counter} Pvt Ltd`,
    company_type: 'Private Limited Company',
    office_address: '12 Marine Drive, Mumbai',
    company_regd_no: `U24230MH2019PTC${100000 + counter}`,
    first_name: 'Prakash',
    last_name: 'Kulkarni',
    email: `prakash.${Date.now()}.${counter}@sahyadri.in`,
    password: 'Tulsi-Leaf-2024',
    phone: '9820012345',
    ...(await mumbai(t)),
    gst_number: buildGstin('27', pan),
    postal_code: '400001',
    pan_number: pan,
    ...overrides,
  };
}

export type PanFile = { data: Buffer; filename: string; type?: string } | null;

export async function register(t: TestApp, fields: Record<string, string>, pan: PanFile = { data: makePng(), filename: 'pan.png' }) {
  const { payload, headers } = await multipartBody(fields, pan ? { pan_image: pan } : {});
  return t.app.inject({ method: 'POST', url: '/api/seller/registration', payload, headers });
}

/** The house seller's token (it verifies sellers, issue 33). */
export async function houseSellerToken(t: TestApp): Promise<string> {
  const login = await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: 'house.seller@demo.in', password: 'House@123', role: 3 } });
  if (login.statusCode !== 200) throw new Error(`house seller login failed: ${login.statusCode} ${login.body}`);
  return login.json().token as string;
}

/** The seller id (not the user id) of a seller user. */
export async function sellerIdOfUser(t: TestApp, userId: number): Promise<number> {
  return (await t.db.selectFrom('sellers').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id;
}

/**
 * Registers a seller and logs it in. A new registration is pending until the house seller verifies it (issue 33);
 * `verified` (the default, for files about something else) has the house seller approve it through the API.
 */
export async function registeredSeller(t: TestApp, options: { verified?: boolean } = {}) {
  const fields = await sellerFields(t);
  const res = await register(t, fields);
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const login = await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: fields.email, password: fields.password, role: 3 } });
  const id = login.json().data.id as number;
  const sellerId = await sellerIdOfUser(t, id);
  if (options.verified ?? true) {
    const approved = await t.app.inject({ method: 'PUT', url: `/api/seller/sellers/${sellerId}/verification`, payload: { decision: 'approve' }, headers: { authorization: `Bearer ${await houseSellerToken(t)}` } });
    if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.statusCode} ${approved.body}`);
  }
  return { id, sellerId, token: login.json().token as string, fields };
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Users, sellers, products and stored files (private and public areas): what a refused request must leave unchanged. */
export async function written(t: TestApp) {
  const count = async (table: 'users' | 'sellers' | 'products' | 'product_locations') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    users: await count('users'),
    sellers: await count('sellers'),
    products: await count('products'),
    locations: await count('product_locations'),
    files: filesUnder(path.join(t.config.dataDir, 'private')).length + filesUnder(t.config.uploadsDir).length,
  };
}

/** A seller creates an on-sale product through the API (multipart, a PNG image); `name` should be unique to the file. */
export async function createdProduct(t: TestApp, token: string, name: string, fields: Record<string, string> = {}) {
  const brand = await t.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  const category = await t.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const text = { name, code: `T-${Date.now()}-${++counter}`, brand_id: String(brand.id), category_id: String(category.id), regular_price: '300', discount: '0', in_stock_quantity: '100', short_description: 'Calm.', full_description: '<p>Root powder.</p>', pincodes: '', ...fields };
  const { payload, headers } = await multipartBody(text, { image: { data: makePng(), filename: 'p.png' } });
  const res = await t.app.inject({ method: 'POST', url: '/api/product/create', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`product create failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; name: string; sales_price: number; in_stock_quantity: number; on_sale: boolean };
}
