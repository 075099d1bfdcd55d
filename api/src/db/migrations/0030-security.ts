import type { AnyDb } from './helpers';

/**
 * Security and reliability (issue 15): guest order confirmation (hashed token + deadline), refunds owed on
 * cancelled paid orders, coupon use limits (total and per user/contact).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('confirm_token_hash', 'text').execute();
  await db.schema.alterTable('orders').addColumn('confirm_expires_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('refund_status', 'text').execute();
  await db.schema.alterTable('orders').addColumn('refund_amount', 'integer').execute();
  await db.schema.createIndex('orders_confirm_idx').on('orders').column('confirm_expires_at').execute();
  await db.schema.alterTable('coupons').addColumn('max_uses', 'integer').execute();
  await db.schema.alterTable('coupons').addColumn('max_uses_per_user', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('orders_confirm_idx').ifExists().execute();
  for (const column of ['confirm_token_hash', 'confirm_expires_at', 'refund_status', 'refund_amount']) await db.schema.alterTable('orders').dropColumn(column).execute();
  for (const column of ['max_uses', 'max_uses_per_user']) await db.schema.alterTable('coupons').dropColumn(column).execute();
}
