/**
 * Seller fulfilment demo (issue 11): the house seller that fulfils products without a seller, and the demo
 * patient's orders holding the demo seller's lines in each state (Processing, Shipped, Delivered), the
 * processing one also with a house-fulfilled line. Written like real orders: lines with their fulfilling
 * seller, one shipment per seller, the order history.
 */
import type { Kysely } from 'kysely';
import { computeTotals, ORDER_STATUS, PAYMENT_STATUS, PAYMENT_TYPES, ROLES, SHIPMENT_STATUS } from 'shared-lib/domain';
import { hashPassword } from '../../services/auth/passwords';
import { addOrderHistory, recordPlacedOrder } from '../../services/orders/fulfilment-record';
import type { Database } from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';

export const HOUSE_SELLER = { email: 'house.seller@demo.in', company: 'AyurVeda Bazaar Fulfilment' } as const;

export async function seedHouseSeller(db: Kysely<Database>): Promise<number> {
  const password = DEMO_ACCOUNTS.find((a) => a.email === HOUSE_SELLER.email)?.password ?? 'House@123';
  const user = await db
    .insertInto('users')
    .values({ role: ROLES.seller, email: HOUSE_SELLER.email, password_hash: await hashPassword(password), first_name: 'Kavya', last_name: 'Menon', name: 'Kavya Menon', phone: '9900099000' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const seller = await db
    .insertInto('sellers')
    .values({
      user_id: user.id,
      company_name: HOUSE_SELLER.company,
      company_type: 'Private Limited Company',
      office_address: 'AyurVeda Bazaar warehouse, Bengaluru',
      company_regd_no: 'U52399KA2024PTC000001',
      state_id: null,
      city_id: null,
      postal_code: '560001',
      gst_number: '',
      pan_number: '',
      country_id: 101,
      is_house: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return seller.id;
}

const DAY = 86_400_000;
const iso = (daysAgo: number, now: number) => new Date(now - daysAgo * DAY).toISOString();

/** Three orders of the demo patient: the demo seller's shipment Processing, Shipped and Delivered. */
export async function seedDemoOrders(db: Kysely<Database>, now: number = Date.now()): Promise<void> {
  const patient = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'phone']).where('email', '=', 'patient@demo.in').executeTakeFirstOrThrow();
  const address = await db.selectFrom('addresses').selectAll().where('user_id', '=', patient.id).orderBy('is_default', 'desc').orderBy('id').executeTakeFirstOrThrow();
  const demoSeller = await db.selectFrom('sellers').innerJoin('users', 'users.id', 'sellers.user_id').select('sellers.id').where('users.email', '=', 'seller@demo.in').executeTakeFirstOrThrow();
  const own = await db.selectFrom('products').select(['id', 'sales_price']).where('seller_id', '=', demoSeller.id).where('in_stock_quantity', '>', 5).orderBy('id').limit(3).execute();
  const house = await db.selectFrom('products').select(['id', 'sales_price']).where('seller_id', 'is', null).where('in_stock_quantity', '>', 5).orderBy('id').limit(1).execute();
  const plans = [
    { ago: 2, status: SHIPMENT_STATUS.processing, products: [own[0], house[0]] },
    { ago: 4, status: SHIPMENT_STATUS.shipped, products: [own[1]] },
    { ago: 8, status: SHIPMENT_STATUS.delivered, products: [own[2]] },
  ];
  for (const [index, plan] of plans.entries()) {
    const products = plan.products.filter(Boolean);
    if (!products.length) continue;
    const lines = products.map((p, i) => ({ product_id: p.id, quantity: i + 1, sales_price: p.sales_price, total_price: p.sales_price * (i + 1) }));
    const totals = computeTotals(lines);
    const orderDate = iso(plan.ago, now);
    const { id } = await db
      .insertInto('orders')
      .values({
        unique_id: `AYB-DEMO${index + 1}SELLER`,
        user_id: patient.id,
        address_id: address.id,
        state_id: address.state_id,
        city_id: address.city_id,
        address: address.address,
        pincode: address.pincode,
        first_name: patient.first_name,
        last_name: patient.last_name,
        email: patient.email,
        mobile: patient.phone,
        total_price: totals.subtotal,
        shipping_charges: totals.shipping,
        discount_price: 0,
        tax: totals.tax,
        order_total_price: totals.orderTotal,
        coupon_id: null,
        payment_type: PAYMENT_TYPES.payOnDelivery,
        payment_status: PAYMENT_STATUS.notRequired,
        status: ORDER_STATUS.processing,
        idempotency_key: null,
        order_date: orderDate,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('order_details').values(lines.map((l) => ({ order_id: id, ...l }))).execute();
    await recordPlacedOrder(db, id, orderDate);
    if (plan.status === SHIPMENT_STATUS.processing) continue;
    const shippedAt = iso(plan.ago - 1, now);
    const deliveredAt = plan.status === SHIPMENT_STATUS.delivered ? iso(plan.ago - 3, now) : null;
    await db
      .updateTable('shipments')
      .set({ status: plan.status, courier: 'Delhivery', tracking_number: `DLV${4820193 + index}IN`, shipped_at: shippedAt, delivered_at: deliveredAt, updated_at: deliveredAt ?? shippedAt })
      .where('order_id', '=', id)
      .execute();
    await db.updateTable('orders').set({ status: plan.status }).where('id', '=', id).execute();
    await addOrderHistory(db, id, ORDER_STATUS.shipped, shippedAt);
    if (deliveredAt) await addOrderHistory(db, id, ORDER_STATUS.delivered, deliveredAt);
  }
}
