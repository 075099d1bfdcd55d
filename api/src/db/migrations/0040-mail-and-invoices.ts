import { sql } from 'kysely';
import { type AnyDb, createTableWithId, currentTimestamp } from './helpers';

/**
 * Outbox of mails (written in the transaction of their cause, sent by the mail worker), GST invoices with
 * a per-financial-year counter, password reset tokens (hash only), and double opt-in for the newsletter.
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = currentTimestamp(db);

  await createTableWithId(db, 'outbox')
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    // JSON: [{ filename, kind: 'invoice', order_id }], rendered when sent or viewed
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    // one mail per cause (e.g. 'order-confirmation:42'), NULL when any number may exist
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('invoice_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'invoices')
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('invoices_year_sequence_unique', ['financial_year', 'sequence'])
    .execute();

  await createTableWithId(db, 'password_resets')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

  // HSN code of a product when it is not the Ayurvedic medicaments default (3004)
  await db.schema.alterTable('products').addColumn('hsn_code', 'text').execute();

  await db.schema.alterTable('subscribers').addColumn('confirm_token_hash', 'text').execute();
  await db.schema.alterTable('subscribers').addColumn('confirmed_at', 'text').execute();
  // everyone who subscribed before double opt-in existed stays subscribed
  await db.updateTable('subscribers').set({ confirmed_at: sql`created_at` }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('products').dropColumn('hsn_code').execute();
  await db.schema.alterTable('subscribers').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('subscribers').dropColumn('confirm_token_hash').execute();
  for (const table of ['password_resets', 'invoices', 'invoice_counters', 'outbox']) await db.schema.dropTable(table).ifExists().execute();
}
