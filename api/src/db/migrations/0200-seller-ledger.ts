import { type AnyDb, createTableWithId, currentTimestamp } from './helpers';

/**
 * Seller payouts (issue 33). seller_ledger: one entry per delivered order line (kind 'sale', written in the
 * delivery's transaction) and one per return received after delivery (kind 'return', negative amounts); all
 * amounts integer paise (bigint), the rates used kept beside them. entry_key makes an entry unique, so a
 * line is never entered twice. payout_statements: one per seller and payout week (unique), its entries point
 * at it; the totals are written from those entries in the same transaction.
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = currentTimestamp(db);
  await createTableWithId(db, 'payout_statements')
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id').onDelete('cascade'))
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('opening_paise', 'bigint', (c) => c.notNull())
    .addColumn('sales_paise', 'bigint', (c) => c.notNull())
    .addColumn('returns_paise', 'bigint', (c) => c.notNull())
    .addColumn('commission_paise', 'bigint', (c) => c.notNull())
    .addColumn('commission_gst_paise', 'bigint', (c) => c.notNull())
    .addColumn('tcs_paise', 'bigint', (c) => c.notNull())
    .addColumn('tds_paise', 'bigint', (c) => c.notNull())
    .addColumn('net_payable_paise', 'bigint', (c) => c.notNull())
    .addColumn('closing_paise', 'bigint', (c) => c.notNull())
    .addColumn('entry_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
  await db.schema.createIndex('payout_statements_seller_period_unique').on('payout_statements').columns(['seller_id', 'period_end']).unique().execute();

  await createTableWithId(db, 'seller_ledger')
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_detail_id', 'integer', (c) => c.notNull().references('order_details.id').onDelete('cascade'))
    .addColumn('entry_key', 'text', (c) => c.notNull().unique())
    // sale | return
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('taxable_paise', 'bigint', (c) => c.notNull())
    .addColumn('gst_paise', 'bigint', (c) => c.notNull())
    .addColumn('commission_bp', 'integer', (c) => c.notNull())
    .addColumn('commission_paise', 'bigint', (c) => c.notNull())
    .addColumn('commission_gst_paise', 'bigint', (c) => c.notNull())
    .addColumn('tcs_bp', 'integer', (c) => c.notNull())
    .addColumn('tcs_paise', 'bigint', (c) => c.notNull())
    .addColumn('tds_bp', 'integer', (c) => c.notNull())
    .addColumn('tds_paise', 'bigint', (c) => c.notNull())
    .addColumn('net_paise', 'bigint', (c) => c.notNull())
    // 1 when the seller's state is the place of supply (TCS as CGST + SGST), else 0 (IGST)
    .addColumn('intra_state', 'integer', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('payable_at', 'text', (c) => c.notNull())
    .addColumn('statement_id', 'integer', (c) => c.references('payout_statements.id'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
  await db.schema.createIndex('seller_ledger_seller_payable_idx').on('seller_ledger').columns(['seller_id', 'statement_id', 'payable_at']).execute();
  await db.schema.createIndex('seller_ledger_line_idx').on('seller_ledger').columns(['order_detail_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('seller_ledger').ifExists().execute();
  await db.schema.dropTable('payout_statements').ifExists().execute();
}
