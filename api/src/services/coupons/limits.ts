/**
 * Coupon limits (issue 24: WELCOME50 was used twice by one patient, FLAT100 applied below its ₹999 minimum):
 * a minimum cart subtotal, and total and per-customer use limits. The limits are checked again inside the
 * order's transaction after the coupon row is locked (a no-op update: PostgreSQL row lock, SQLite's write
 * lock), so two concurrent orders cannot both take the last use.
 */
import { sql, type Kysely } from 'kysely';
import { ACCOUNT_SAFETY_MESSAGES } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-error';
import { assertCouponUsesLeft } from '../orders/pricing';

export function assertCouponMinimum(minOrderValue: number | null | undefined, subtotal: number): void {
  if (minOrderValue && subtotal < minOrderValue) throw badRequest(ACCOUNT_SAFETY_MESSAGES.couponMinOrder(minOrderValue));
}

/** Inside the order's transaction, before the order row is written: lock the coupon, then count its uses. */
export async function claimCouponUse(trx: Kysely<Database>, couponId: number, who: { patientId: number | null; email: string | null }): Promise<void> {
  await trx.updateTable('coupons').set({ id: sql<number>`id` }).where('id', '=', couponId).execute();
  const coupon = await trx.selectFrom('coupons').select(['id', 'max_uses', 'max_uses_per_user']).where('id', '=', couponId).executeTakeFirstOrThrow();
  await assertCouponUsesLeft(trx, coupon, { id: couponId, ...who });
}
