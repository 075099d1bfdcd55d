/** Helpers for the review tests: a delivered (or not) purchase written straight into the tables, patients on the fly. */
import { DEFAULT_PAYMENT_TYPE, ORDER_STATUS } from 'shared-lib/domain';
import { somePlace } from '../support/checkout';
import type { TestApp } from './test-app';

let counter = 0;

/** An order of one line of the product for the user, its shipment in `status` (Delivered by default). */
export async function purchase(t: TestApp, userId: number | null, productId: number, options: { status?: number; returned?: number; quantity?: number } = {}) {
  counter += 1;
  const place = await somePlace(t);
  const product = await t.db.selectFrom('products').select(['seller_id', 'sales_price']).where('id', '=', productId).executeTakeFirstOrThrow();
  const sellerId = product.seller_id ?? (await t.db.selectFrom('sellers').select('id').where('is_house', '=', 1).executeTakeFirstOrThrow()).id;
  const status = options.status ?? ORDER_STATUS.delivered;
  const quantity = options.quantity ?? 1;
  const now = new Date().toISOString();
  const order = await t.db
    .insertInto('orders')
    .values({
      unique_id: `RV${Date.now()}${counter}`,
      user_id: userId,
      address_id: null,
      ...place,
      address: '12 MG Road',
      pincode: '560001',
      first_name: 'Test',
      last_name: 'Buyer',
      email: userId ? null : `guest.${counter}@example.in`,
      mobile: null,
      total_price: product.sales_price,
      shipping_charges: 0,
      discount_price: 0,
      tax: 0,
      order_total_price: product.sales_price,
      coupon_id: null,
      payment_type: DEFAULT_PAYMENT_TYPE,
      payment_status: 'cod',
      status,
      idempotency_key: null,
      order_date: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('order_details').values({ order_id: order.id, product_id: productId, quantity, sales_price: product.sales_price, total_price: product.sales_price * quantity, seller_id: sellerId, returned_quantity: options.returned ?? 0 }).execute();
  await t.db.insertInto('shipments').values({ order_id: order.id, seller_id: sellerId, status, courier: null, tracking_number: null, shipped_at: null, delivered_at: status === ORDER_STATUS.delivered ? now : null, updated_at: null }).execute();
  return order.id;
}

/** A new patient with a token (first name and last name given). */
export async function newPatient(t: TestApp, first = 'Kavya', last = 'Sharma') {
  counter += 1;
  const row = await t.db
    .insertInto('users')
    .values({ role: 1, email: `reviewer.${Date.now()}.${counter}@test.in`, password_hash: 'x', first_name: first, last_name: last, name: `${first} ${last}` })
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();
  const token = t.app.jwt.sign({ id: row.id, type: 'patient', name: `${first} ${last}`, tv: row.token_version });
  return { token, id: row.id };
}

/** A multipart body of several files in one field (the platform's own FormData encoder). */
export async function photosBody(files: Array<{ data: Buffer; filename: string; type?: string }>, field = 'photos') {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

/** POSTs photos to a URL with the given headers (a bearer token or a guest's review token). */
export async function postPhotos(t: TestApp, url: string, files: Array<{ data: Buffer; filename: string; type?: string }>, headers: Record<string, string>) {
  const { payload, headers: multipart } = await photosBody(files);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...multipart, ...headers } });
}
