/** Helpers for the seller fulfilment tests: seller logins with their company id, products by seller, an order of two sellers. */
import { call } from './patients';
import type { TestApp } from './test-app';
import { pricedPayload, type TestProduct } from '../support/checkout';

export async function sellerLogin(t: TestApp, email: string, password: string) {
  const token = (await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email, password, role: 3 } })).json().token as string;
  const row = await t.db.selectFrom('sellers').innerJoin('users', 'users.id', 'sellers.user_id').select('sellers.id').where('users.email', '=', email).executeTakeFirstOrThrow();
  return { token, sellerId: row.id };
}

/** An unrestricted, well stocked, prescription-free product of the seller (null: a product without a seller). */
export function wellStockedProduct(t: TestApp, sellerId: number | null): Promise<TestProduct> {
  return t.db
    .selectFrom('products')
    .select(['id', 'name', 'sales_price', 'in_stock_quantity'])
    .where('seller_id', sellerId === null ? 'is' : '=', sellerId)
    .where('prescription_class', '=', 'otc')
    .where('id', 'not in', t.db.selectFrom('product_locations').select('product_id'))
    .where('in_stock_quantity', '>=', 20)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** The patient orders one product of the first seller and two of a product without a seller (house-fulfilled). */
export async function placeTwoSellerOrder(t: TestApp, patient: { token: string; id: number }, sellerId: number, houseId: number) {
  const address = await t.db.selectFrom('addresses').select('id').where('user_id', '=', patient.id).orderBy('id').executeTakeFirstOrThrow();
  const lines = [
    { product: await wellStockedProduct(t, sellerId), quantity: 1 },
    { product: await wellStockedProduct(t, null), quantity: 2 },
  ];
  const res = await call(t, patient.token, 'POST', '/api/order/placeOrder', { ...pricedPayload(lines), address_id: address.id, user_id: patient.id });
  if (res.statusCode !== 200) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  const { id, unique_id } = res.json().data as { id: number; unique_id: string };
  const shipments = await t.db.selectFrom('shipments').select(['id', 'seller_id']).where('order_id', '=', id).execute();
  return {
    id,
    unique_id,
    demoShipment: shipments.find((s) => s.seller_id === sellerId)!.id,
    houseShipment: shipments.find((s) => s.seller_id === houseId)!.id,
  };
}
