import { type AnyDb, createTableWithId, currentTimestamp } from './helpers';

/**
 * Security, second round (issue 24): whether a patient's e-mail is verified (accounts that existed before stay
 * verified, new sign-ups start unverified), one-use account tokens (e-mail verification, undoing an e-mail
 * change; sha256 only), a coupon's minimum order value, and when a newsletter confirmation was last mailed.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await createTableWithId(db, 'account_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'verify-email' | 'undo-email-change'
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // the address the token is about: the one to verify, or the old one to restore
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestamp(db)))
    .execute();
  await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').columns(['user_id', 'purpose']).execute();
  await db.schema.alterTable('coupons').addColumn('min_order_value', 'integer').execute();
  await db.schema.alterTable('subscribers').addColumn('last_mailed_at', 'text').execute();
  // the seeded coupons as their banners state them: FLAT100 on orders of ₹999 or more, WELCOME50 once per customer
  await db.updateTable('coupons').set({ min_order_value: 999 }).where('code', '=', 'FLAT100').execute();
  await db.updateTable('coupons').set({ max_uses_per_user: 1 }).where('code', '=', 'WELCOME50').where('max_uses_per_user', 'is', null).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('subscribers').dropColumn('last_mailed_at').execute();
  await db.schema.alterTable('coupons').dropColumn('min_order_value').execute();
  await db.schema.dropTable('account_tokens').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('email_verified').execute();
}
