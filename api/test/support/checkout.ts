/** Builders for checkout tests: products, addresses, payloads priced with the shared-lib rules. */
import { computeTotals } from 'shared-lib/domain';
import type { TestApp } from '../helpers/test-app';

export interface TestProduct {
  id: number;
  name: string;
  sales_price: number;
  in_stock_quantity: number;
}

/**
 * For test files that place many guest orders from one contact (guest@example.in) to check something else: the
 * checkout limits and the unconfirmed-order caps out of the way. The limits themselves are tested in attack/limits*.test.ts.
 */
export const MANY_GUEST_ORDERS = {
  checkout: 10_000,
  guestOrders: 10_000,
  guestOrdersEmail: 10_000,
  guestOrdersMobile: 10_000,
  orderAccess: 10_000,
} as const;
export const MANY_UNCONFIRMED = { perContact: 10_000, unitsPerProduct: 10_000 } as const;

export async function loginPatient(t: TestApp, email = 'patient@demo.in', password = 'Patient@123') {
  const body = (await t.app.inject({ method: 'POST', url: '/api/patient/login', payload: { email, password, role: 1 } })).json();
  const id = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString('utf8')).id as number;
  return { token: body.token as string, id };
}

/** Products without delivery restrictions, cheapest first. */
export async function freeProducts(t: TestApp): Promise<TestProduct[]> {
  return t.db
    .selectFrom('products')
    .select(['id', 'name', 'sales_price', 'in_stock_quantity'])
    .where('id', 'not in', t.db.selectFrom('product_locations').select('product_id'))
    .where('in_stock_quantity', '>=', 20)
    // anyone may buy these: prescription medicines (issue 28) need a prescription and a login
    .where('prescription_class', '=', 'otc')
    .orderBy('sales_price')
    .orderBy('id')
    .execute();
}

/** Free products the house company sells itself (no seller): one invoice for the whole order, as before issue 33. */
export async function houseProducts(t: TestApp): Promise<TestProduct[]> {
  const house = new Set((await t.db.selectFrom('products').select('id').where('seller_id', 'is', null).execute()).map((row) => row.id));
  return (await freeProducts(t)).filter((product) => house.has(product.id));
}

/** Free products of one seller (by its login e-mail), cheapest first. */
export async function sellerProducts(t: TestApp, email = 'seller@demo.in'): Promise<TestProduct[]> {
  const own = await t.db.selectFrom('products').innerJoin('sellers', 'sellers.id', 'products.seller_id').innerJoin('users', 'users.id', 'sellers.user_id').select('products.id').where('users.email', '=', email).execute();
  const ids = new Set(own.map((row) => row.id));
  return (await freeProducts(t)).filter((product) => ids.has(product.id));
}

export async function restrictedProduct(t: TestApp): Promise<TestProduct & { pincodes: string[] }> {
  const loc = await t.db.selectFrom('product_locations').innerJoin('products', 'products.id', 'product_locations.product_id').select('product_id').where('products.in_stock_quantity', '>', 5).orderBy('product_id').executeTakeFirstOrThrow();
  const product = await t.db.selectFrom('products').select(['id', 'name', 'sales_price', 'in_stock_quantity']).where('id', '=', loc.product_id).executeTakeFirstOrThrow();
  const pincodes = (await t.db.selectFrom('product_locations').select('pincode').where('product_id', '=', product.id).execute()).map((r) => r.pincode);
  return { ...product, pincodes };
}

export async function somePlace(t: TestApp) {
  const city = await t.db.selectFrom('cities').select(['id', 'state_id']).orderBy('id').executeTakeFirstOrThrow();
  return { state_id: city.state_id, city_id: city.id };
}

export function pricedPayload(lines: { product: TestProduct; quantity: number }[], coupon?: { id: number; code?: string; discount: number; discount_type: number } | null) {
  const cart = lines.map(({ product, quantity }) => ({
    product_id: product.id,
    quantity,
    product_name: product.name,
    sales_price: product.sales_price,
    product_image: '/uploads/x.png',
    total_price: product.sales_price * quantity,
    seller_id: null,
  }));
  const totals = computeTotals(cart, coupon ?? null);
  return {
    cart,
    tax: totals.tax,
    shipping_charges: totals.shipping,
    total_price: totals.subtotal,
    order_total_price: totals.orderTotal,
    coupon_id: coupon?.id ?? 0,
    ...(coupon?.code ? { coupon_code: coupon.code } : {}),
    discount_price: totals.discount,
    payment_type: '2' as '1' | '2',
  };
}

export async function guestPayload(t: TestApp, lines: { product: TestProduct; quantity: number }[], pincode = '560034', coupon?: { id: number; code?: string; discount: number; discount_type: number } | null) {
  return {
    ...pricedPayload(lines, coupon),
    ...(await somePlace(t)),
    address: { address_line_1: '12 MG Road', address_line_2: 'Near the park', pincode },
    first_name: 'Guest',
    last_name: 'Buyer',
    email: 'guest@example.in',
    mobile: '9876543210',
  };
}

export async function counts(t: TestApp) {
  const orders = await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const details = await t.db.selectFrom('order_details').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { orders: Number(orders.n), details: Number(details.n) };
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  return (await t.db.selectFrom('products').select('in_stock_quantity').where('id', '=', productId).executeTakeFirstOrThrow()).in_stock_quantity;
}

export async function couponByCode(t: TestApp, code: string) {
  return t.db.selectFrom('coupons').select(['id', 'code', 'discount', 'discount_type']).where('code', '=', code).executeTakeFirstOrThrow();
}

/** Confirms a guest's (or unverified account's) pay-on-delivery order the way its page does: the token from the mailed link, POSTed. */
export async function confirmByMail(t: TestApp, orderId: number): Promise<void> {
  const mail = await t.db.selectFrom('outbox').select('text_body').where('dedupe_key', '=', `order-confirmation:${orderId}`).executeTakeFirstOrThrow();
  const link = /Confirm my order: (\S+)/.exec(mail.text_body)?.[1];
  if (!link) throw new Error('no confirmation link in the mail');
  const query = new URLSearchParams(new URL(link).hash.split('?')[1]);
  const res = await t.app.inject({ method: 'POST', url: '/api/order/guest/confirm', payload: { order: query.get('order'), token: query.get('token') } });
  if (res.statusCode !== 200) throw new Error(`confirm refused: ${res.body}`);
}
