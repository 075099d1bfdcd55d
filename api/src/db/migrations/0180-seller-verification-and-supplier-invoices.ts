import { sql } from 'kysely';
import { type AnyDb, createTableWithId, isPostgres } from './helpers';

/**
 * Issue 33, part A.
 * - Sellers are verified before they sell: `verification_status` (pending | verified | rejected | suspended), the
 *   reason of the last rejection or suspension and when it changed. Sellers that exist already stay verified.
 * - A product's `listed` is its seller's own on-sale choice; `on_sale` (what shoppers see, with its partial
 *   indexes) is `listed` while the seller is verified and 0 otherwise (services/sellers/verification.ts).
 * - One tax invoice per (order, supplier): `seller_id` (null: the house company) and `supplier`, a JSON snapshot of
 *   the supplier's legal name, address, GSTIN and state when issued. Rows issued before this migration keep
 *   `supplier` null: they are the whole order's invoice by the configured house company, drawn as before.
 * - The invoice counter is keyed by supplier (0: the house company) and financial year; the house series goes on.
 * SQLite cannot drop the old unique constraints, so both tables are rebuilt (ids and numbers kept).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sellers').addColumn('verification_status', 'text', (c) => c.notNull().defaultTo('verified')).execute();
  await db.schema.alterTable('sellers').addColumn('verification_reason', 'text').execute();
  await db.schema.alterTable('sellers').addColumn('verification_changed_at', 'text').execute();
  await db.schema.alterTable('products').addColumn('listed', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await sql`update products set listed = on_sale`.execute(db);

  await db.schema
    .createTable('invoice_counters_next')
    .addColumn('supplier', 'integer', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_counters_supplier_year_pk', ['supplier', 'financial_year'])
    .execute();
  await sql`insert into invoice_counters_next (supplier, financial_year, last_number) select 0, financial_year, last_number from invoice_counters`.execute(db);
  await db.schema.dropTable('invoice_counters').execute();
  await db.schema.alterTable('invoice_counters_next').renameTo('invoice_counters').execute();

  await createTableWithId(db, 'invoices_next')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.references('sellers.id'))
    .addColumn('supplier', 'text')
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into invoices_next (id, order_id, seller_id, supplier, financial_year, sequence, number, issued_at)
    select id, order_id, null, null, financial_year, sequence, number, issued_at from invoices`.execute(db);
  await db.schema.dropTable('invoices').execute();
  await db.schema.alterTable('invoices_next').renameTo('invoices').execute();
  if (isPostgres(db)) await sql`select setval(pg_get_serial_sequence('invoices', 'id'), coalesce((select max(id) from invoices), 0) + 1, false)`.execute(db);
  await sql`create unique index invoices_order_supplier_unique on invoices (order_id, coalesce(seller_id, 0))`.execute(db);
  await sql`create unique index invoices_supplier_year_sequence_unique on invoices (coalesce(seller_id, 0), financial_year, sequence)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('invoices_supplier_year_sequence_unique').ifExists().execute();
  await db.schema.dropIndex('invoices_order_supplier_unique').ifExists().execute();
  await db.schema.alterTable('invoices').dropColumn('supplier').execute();
  await db.schema.alterTable('invoices').dropColumn('seller_id').execute();
  await db.schema.alterTable('products').dropColumn('listed').execute();
  for (const column of ['verification_changed_at', 'verification_reason', 'verification_status']) await db.schema.alterTable('sellers').dropColumn(column).execute();
}
