import { sql } from 'kysely';
import { type AnyDb, createTableWithId, currentTimestamp } from './helpers';

/** Brands, categories, products and where products may be delivered. */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = currentTimestamp(db);

  await createTableWithId(db, 'brands')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text', (c) => c.notNull())
    .execute();
  await createTableWithId(db, 'parent_categories')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text', (c) => c.notNull())
    .execute();
  await createTableWithId(db, 'categories')
    .addColumn('parent_category_id', 'integer', (c) => c.references('parent_categories.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').column('parent_category_id').execute();

  await createTableWithId(db, 'products')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('sales_price', 'integer', (c) => c.notNull())
    .addColumn('regular_price', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('in_stock_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('short_description', 'text', (c) => c.notNull())
    .addColumn('full_description', 'text', (c) => c.notNull())
    .addColumn('seller_id', 'integer', (c) => c.references('sellers.id').onDelete('set null'))
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('featured_rank', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .addCheckConstraint('products_prices_non_negative', sql`sales_price >= 0 AND regular_price >= 0 AND in_stock_quantity >= 0`)
    .execute();
  await db.schema.createIndex('products_brand_price_idx').on('products').columns(['brand_id', 'sales_price']).execute();
  await db.schema.createIndex('products_category_price_idx').on('products').columns(['category_id', 'sales_price']).execute();
  await db.schema.createIndex('products_price_idx').on('products').columns(['sales_price', 'id']).execute();
  await db.schema.createIndex('products_featured_idx').on('products').columns(['featured_rank', 'id']).execute();
  await db.schema.createIndex('products_name_idx').on('products').column('name').execute();
  await db.schema.createIndex('products_seller_idx').on('products').column('seller_id').execute();

  await createTableWithId(db, 'product_locations')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addUniqueConstraint('product_locations_product_pincode_unique', ['product_id', 'pincode'])
    .execute();
  await db.schema.createIndex('product_locations_pincode_idx').on('product_locations').columns(['pincode', 'product_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['product_locations', 'products', 'categories', 'parent_categories', 'brands']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
