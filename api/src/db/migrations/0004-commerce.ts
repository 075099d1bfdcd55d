import { type AnyDb, createTableWithId, currentTimestamp } from './helpers';

/** Coupons, carts, wishlists, addresses, orders, payments and newsletter subscribers. */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = currentTimestamp(db);

  await createTableWithId(db, 'coupons')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('discount_type', 'integer', (c) => c.notNull())
    .addColumn('expire_date', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await createTableWithId(db, 'cart_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .addUniqueConstraint('cart_items_user_product_unique', ['user_id', 'product_id'])
    .execute();

  await createTableWithId(db, 'wishlist_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .addUniqueConstraint('wishlist_items_user_product_unique', ['user_id', 'product_id'])
    .execute();

  await createTableWithId(db, 'addresses')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').column('user_id').execute();

  await createTableWithId(db, 'orders')
    .addColumn('unique_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id').onDelete('set null'))
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('email', 'text')
    .addColumn('mobile', 'text')
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('shipping_charges', 'integer', (c) => c.notNull())
    .addColumn('discount_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('order_total_price', 'integer', (c) => c.notNull())
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('set null'))
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('order_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'id']).execute();

  await createTableWithId(db, 'order_details')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('sales_price', 'integer', (c) => c.notNull())
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_details_order_idx').on('order_details').column('order_id').execute();

  await createTableWithId(db, 'payments')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('merchant_transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('raw', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();

  await createTableWithId(db, 'subscribers')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['subscribers', 'payments', 'order_details', 'orders', 'addresses', 'wishlist_items', 'cart_items', 'coupons']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
