import type { AnyDb } from './helpers';

/**
 * Guest confirmation outcomes (issue 25): the e-mailed link's token hash is kept after the order is confirmed or
 * cancelled (confirm_token_hash is cleared then), so a second click says "already confirmed" and a lapsed order's
 * link says "expired"; confirm_lapsed_at records that the order was cancelled because nobody confirmed it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('confirm_link_hash', 'text').execute();
  await db.schema.alterTable('orders').addColumn('confirm_lapsed_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('confirm_lapsed_at').execute();
  await db.schema.alterTable('orders').dropColumn('confirm_link_hash').execute();
}
