import { sql } from 'kysely';
import { type AnyDb, createTableWithId, currentTimestamp } from './helpers';

/** The house seller fulfils products without a seller (issue 11); it cannot log in until its password is set (the seed sets one). */
export const HOUSE_SELLER_EMAIL = 'house.seller@demo.in';
const UNUSABLE_PASSWORD_HASH = '!house-seller-no-login';

/**
 * Seller fulfilment (issue 11): products can be taken off sale; every order line has its fulfilling seller;
 * one shipment per (order, seller) with courier and tracking number; an order history row per status change.
 * On a database that already holds orders, the house seller is created and the existing orders are backfilled.
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = currentTimestamp(db);
  await db.schema.alterTable('sellers').addColumn('is_house', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('products').addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('order_details').addColumn('seller_id', 'integer', (c) => c.references('sellers.id')).execute();

  await createTableWithId(db, 'shipments')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('courier', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('shipped_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .addColumn('updated_at', 'text')
    .addUniqueConstraint('shipments_order_seller_unique', ['order_id', 'seller_id'])
    .execute();
  await db.schema.createIndex('shipments_seller_idx').on('shipments').columns(['seller_id', 'order_id']).execute();

  await createTableWithId(db, 'order_history')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_history_order_idx').on('order_history').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('order_details_seller_idx').on('order_details').columns(['seller_id', 'order_id']).execute();

  // An empty database is seeded later (the seed creates the house seller with a demo password).
  const users = await sql<{ n: number | string }>`select count(*) as n from users`.execute(db);
  if (Number(users.rows[0]?.n ?? 0) === 0) return;
  const user = await db
    .insertInto('users')
    .values({ role: 3, email: HOUSE_SELLER_EMAIL, password_hash: UNUSABLE_PASSWORD_HASH, first_name: 'House', last_name: 'Seller', name: 'House Seller', phone: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const house = await db
    .insertInto('sellers')
    .values({
      user_id: user.id,
      company_name: 'AyurVeda Bazaar Fulfilment',
      company_type: 'Private Limited Company',
      office_address: 'AyurVeda Bazaar warehouse',
      company_regd_no: 'HOUSE',
      state_id: null,
      city_id: null,
      postal_code: '',
      gst_number: '',
      pan_number: '',
      country_id: 101,
      is_house: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`update order_details set seller_id = coalesce((select p.seller_id from products p where p.id = order_details.product_id), ${house.id})`.execute(db);
  await sql`insert into shipments (order_id, seller_id, status, created_at, updated_at)
    select d.order_id, d.seller_id, o.status, o.order_date, o.order_date from (select distinct order_id, seller_id from order_details) d join orders o on o.id = d.order_id`.execute(db);
  await sql`insert into order_history (order_id, status, changed_at) select id, 1, order_date from orders`.execute(db);
  await sql`insert into order_history (order_id, status, changed_at) select id, status, order_date from orders where status <> 1`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('order_history').ifExists().execute();
  await db.schema.dropTable('shipments').ifExists().execute();
  await db.schema.dropIndex('order_details_seller_idx').ifExists().execute();
  await db.schema.alterTable('order_details').dropColumn('seller_id').execute();
  await db.schema.alterTable('products').dropColumn('on_sale').execute();
  await db.schema.alterTable('sellers').dropColumn('is_house').execute();
}
