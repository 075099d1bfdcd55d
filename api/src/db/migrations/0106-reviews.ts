import { type AnyDb, createTableWithId, currentTimestamp } from './helpers';

/**
 * Product reviews (issue 34): one review per patient and product (a unique index), tied to the delivered
 * order that makes it a verified purchase; "was this helpful?" votes (one per user: the primary key),
 * reports (one per user and review), the moderation log, photos. A product keeps its rating aggregates
 * (count, average, count per star) in its own row, written in the review's transaction, so listings read
 * them without computing anything and the catalogue version triggers (migration 0100) see the change.
 * order_details.returned_quantity: a line whose quantity was all returned does not make its buyer a reviewer.
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = currentTimestamp(db);
  let products = db.schema.alterTable('products');
  await products.addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('products').addColumn('rating_average', 'real', (c) => c.notNull().defaultTo(0)).execute();
  for (const star of [1, 2, 3, 4, 5]) {
    products = db.schema.alterTable('products');
    await products.addColumn(`rating_${star}`, 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
  await db.schema.createIndex('products_rating_idx').on('products').columns(['rating_average', 'rating_count']).execute();
  await db.schema.alterTable('order_details').addColumn('returned_quantity', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await createTableWithId(db, 'reviews')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewer_name', 'text', (c) => c.notNull())
    // published | held | removed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('held_reason', 'text')
    .addColumn('removed_reason', 'text')
    .addColumn('helpful_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_text', 'text')
    .addColumn('reply_seller_id', 'integer', (c) => c.references('sellers.id'))
    .addColumn('replied_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema.createIndex('reviews_product_user_unique').on('reviews').columns(['product_id', 'user_id']).unique().execute();
  await db.schema.createIndex('reviews_product_order_idx').on('reviews').columns(['product_id', 'order_id']).execute();
  await db.schema.createIndex('reviews_product_status_idx').on('reviews').columns(['product_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('reviews_status_idx').on('reviews').columns(['status', 'id']).execute();

  await db.schema
    .createTable('review_votes')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .addPrimaryKeyConstraint('review_votes_pk', ['review_id', 'user_id'])
    .execute();

  await createTableWithId(db, 'review_reports')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .addUniqueConstraint('review_reports_review_user_unique', ['review_id', 'user_id'])
    .execute();

  await createTableWithId(db, 'review_moderation_log')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    // null: the shop's own rule (3 reports, an abusive word)
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
    // held | restored | removed
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
  await db.schema.createIndex('review_moderation_log_review_idx').on('review_moderation_log').columns(['review_id', 'id']).execute();

  await createTableWithId(db, 'review_photos')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
  await db.schema.createIndex('review_photos_review_idx').on('review_photos').columns(['review_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['review_photos', 'review_moderation_log', 'review_reports', 'review_votes', 'reviews']) await db.schema.dropTable(table).ifExists().execute();
  await db.schema.dropIndex('products_rating_idx').ifExists().execute();
  for (const column of ['rating_count', 'rating_average', 'rating_1', 'rating_2', 'rating_3', 'rating_4', 'rating_5']) await db.schema.alterTable('products').dropColumn(column).execute();
  await db.schema.alterTable('order_details').dropColumn('returned_quantity').execute();
}
