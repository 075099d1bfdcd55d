/**
 * Coupon limits (issue 24: WELCOME50 was used twice by one patient, FLAT100 applied below its ₹999 minimum):
 * a minimum cart subtotal, and total and per-customer use limits. The limits are checked again inside the
 * order's transaction after the coupon row is locked (a no-op update: PostgreSQL row lock, SQLite's write
 * lock), so two concurrent orders cannot both take the last use.
 */
import { sql, type Kysely } from 'kysely';
import { ACCOUNT_SAFETY_MESSAGES, ORDER_STATUS, PAYMENT_STATUS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-error';
import type { CouponChoice } from '../orders/pricing';

export function assertCouponMinimum(minOrderValue: number | null | undefined, subtotal: number): void {
  if (minOrderValue && subtotal < minOrderValue) throw badRequest(ACCOUNT_SAFETY_MESSAGES.couponMinOrder(minOrderValue));
}

/** Inside the order's transaction, before the order row is written: lock the coupon, then count its uses. */
export async function claimCouponUse(trx: Kysely<Database>, couponId: number, who: { patientId: number | null; email: string | null }): Promise<void> {
  await trx.updateTable('coupons').set({ id: sql<number>`id` }).where('id', '=', couponId).execute();
  const coupon = await trx.selectFrom('coupons').select(['id', 'max_uses', 'max_uses_per_user']).where('id', '=', couponId).executeTakeFirstOrThrow();
  await assertCouponUsesLeft(trx, coupon, { id: couponId, ...who });
}

/** Orders holding the coupon (cancelled and failed ones do not count) against its total and per-user limits. */
export async function assertCouponUsesLeft(db: Kysely<Database>, coupon: { id: number; max_uses: number | null; max_uses_per_user: number | null }, who: CouponChoice): Promise<void> {
  if (coupon.max_uses === null && coupon.max_uses_per_user === null) return;
  const uses = db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_id', '=', coupon.id)
    .where('status', '!=', ORDER_STATUS.cancelled)
    .where('payment_status', '!=', PAYMENT_STATUS.failed);
  if (coupon.max_uses !== null && Number((await uses.executeTakeFirstOrThrow()).n) >= coupon.max_uses) throw badRequest(ACCOUNT_SAFETY_MESSAGES.couponUsedUp);
  if (coupon.max_uses_per_user !== null) {
    const mine = who.patientId !== null ? uses.where('user_id', '=', who.patientId) : uses.where('user_id', 'is', null).where('email', '=', (who.email ?? '').trim().toLowerCase());
    if (Number((await mine.executeTakeFirstOrThrow()).n) >= coupon.max_uses_per_user) throw badRequest(ACCOUNT_SAFETY_MESSAGES.couponUsedByYou);
  }
}

