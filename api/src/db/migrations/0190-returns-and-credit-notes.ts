import { sql } from 'kysely';
import { type AnyDb, createTableWithId, currentTimestamp, isPostgres } from './helpers';

/**
 * Returns, refunds and credit notes (issue 33, part B).
 * - products.return_window_days: set by the seller, 0 = not returnable; over-the-counter products start at
 *   the return policy's 7 days, every prescription class at 0.
 * - order_details.return_requested_quantity: what open, approved and received returns hold of the line; a
 *   CHECK keeps it within 0..quantity, so two concurrent requests can never together exceed the line.
 * - returns (one per order and fulfilling seller), their lines, photos and events (the timeline).
 * - refunds: one record per return (and the order's refund_status/amount stay for cancels).
 * - credit_notes against the original invoice, numbered per supplier and financial year (credit_note_counters).
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = currentTimestamp(db);
  await db.schema.alterTable('products').addColumn('return_window_days', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.updateTable('products').set({ return_window_days: 7 }).where('prescription_class', '=', 'otc').execute();

  if (isPostgres(db)) {
    await db.schema.alterTable('order_details').addColumn('return_requested_quantity', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await sql`ALTER TABLE order_details ADD CONSTRAINT order_details_return_within_quantity CHECK (return_requested_quantity >= 0 AND return_requested_quantity <= quantity)`.execute(db);
  } else {
    await db.schema
      .alterTable('order_details')
      .addColumn('return_requested_quantity', 'integer', (c) => c.notNull().defaultTo(0).check(sql`return_requested_quantity >= 0 AND return_requested_quantity <= quantity`))
      .execute();
  }

  await createTableWithId(db, 'returns')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reject_reason', 'text')
    // null until received: 1 back into stock, 0 not
    .addColumn('restocked', 'integer')
    // pay on delivery: where the refund goes (online payments: the original method)
    .addColumn('refund_method', 'text', (c) => c.notNull())
    .addColumn('refund_upi_id', 'text')
    .addColumn('refund_account_number', 'text')
    .addColumn('refund_ifsc', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema.createIndex('returns_order_idx').on('returns').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('returns_seller_idx').on('returns').columns(['seller_id', 'status', 'id']).execute();

  await createTableWithId(db, 'return_lines')
    .addColumn('return_id', 'integer', (c) => c.notNull().references('returns.id').onDelete('cascade'))
    .addColumn('order_detail_id', 'integer', (c) => c.notNull().references('order_details.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addUniqueConstraint('return_lines_return_detail_unique', ['return_id', 'order_detail_id'])
    .execute();

  await createTableWithId(db, 'return_photos')
    .addColumn('return_id', 'integer', (c) => c.notNull().references('returns.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();

  await createTableWithId(db, 'return_events')
    .addColumn('return_id', 'integer', (c) => c.notNull().references('returns.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('return_events_return_idx').on('return_events').columns(['return_id', 'id']).execute();

  await createTableWithId(db, 'refunds')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('return_id', 'integer', (c) => c.references('returns.id').onDelete('cascade').unique())
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addColumn('method', 'text', (c) => c.notNull())
    // shown to the patient: 'UPI name@okbank', 'Account XXXXXX1234 (HDFC0001234)', 'Original payment method'
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('due'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
  await db.schema.createIndex('refunds_order_idx').on('refunds').columns(['order_id']).execute();

  await db.schema
    .createTable('credit_note_counters')
    .addColumn('supplier_key', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_note_counters_pk', ['supplier_key', 'financial_year'])
    .execute();

  await createTableWithId(db, 'credit_notes')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // null: the whole invoice, credited when the invoiced order was cancelled
    .addColumn('return_id', 'integer', (c) => c.references('returns.id').onDelete('cascade').unique())
    .addColumn('invoice_number', 'text', (c) => c.notNull())
    .addColumn('supplier_key', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('reason', 'text', (c) => c.notNull())
    // the issued figures and lines as printed (JSON), never rewritten
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('credit_notes_supplier_year_sequence_unique', ['supplier_key', 'financial_year', 'sequence'])
    .execute();
  await db.schema.createIndex('credit_notes_order_idx').on('credit_notes').columns(['order_id']).execute();
  // one cancellation credit note per invoice of an order (one invoice per supplier)
  await db.schema.createIndex('credit_notes_cancel_unique').on('credit_notes').columns(['order_id', 'invoice_number']).unique().where(sql.ref('return_id'), 'is', null).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['credit_notes', 'credit_note_counters', 'refunds', 'return_events', 'return_photos', 'return_lines', 'returns']) await db.schema.dropTable(table).ifExists().execute();
  if (isPostgres(db)) await sql`ALTER TABLE order_details DROP CONSTRAINT IF EXISTS order_details_return_within_quantity`.execute(db);
  await db.schema.alterTable('order_details').dropColumn('return_requested_quantity').execute();
  await db.schema.alterTable('products').dropColumn('return_window_days').execute();
}
