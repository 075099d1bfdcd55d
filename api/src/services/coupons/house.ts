/** The house seller (AyurVeda Bazaar's own company) manages the coupons' minimum order value and use limits (issue 24). */
import type { Kysely } from 'kysely';
import type { CouponLimitsBody, HouseCoupon } from 'shared-lib/contract';
import { COUPON_LIMIT_MESSAGES, ORDER_STATUS, PAYMENT_STATUS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../http-error';

export const HOUSE_ONLY = COUPON_LIMIT_MESSAGES.houseOnly;

export async function assertHouseSeller(db: Kysely<Database>, userId: number, message: string = HOUSE_ONLY): Promise<void> {
  const house = await db.selectFrom('sellers').select('id').where('user_id', '=', userId).where('is_house', '=', 1).executeTakeFirst();
  if (!house) throw forbidden(message);
}

export async function listHouseCoupons(db: Kysely<Database>): Promise<HouseCoupon[]> {
  const rows = await db
    .selectFrom('coupons')
    .select(['coupons.id', 'coupons.code', 'coupons.description', 'coupons.is_active', 'coupons.min_order_value', 'coupons.max_uses', 'coupons.max_uses_per_user'])
    .select((eb) =>
      eb
        .selectFrom('orders')
        .select((o) => o.fn.countAll<number>().as('n'))
        .whereRef('orders.coupon_id', '=', 'coupons.id')
        .where('orders.status', '!=', ORDER_STATUS.cancelled)
        .where('orders.payment_status', '!=', PAYMENT_STATUS.failed)
        .as('uses'),
    )
    .orderBy('coupons.code')
    .execute();
  return rows.map((r) => ({ ...r, is_active: Number(r.is_active), uses: Number(r.uses ?? 0) }));
}

export async function setCouponLimits(db: Kysely<Database>, id: number, limits: CouponLimitsBody): Promise<HouseCoupon> {
  const result = await db.updateTable('coupons').set({ min_order_value: limits.min_order_value, max_uses: limits.max_uses, max_uses_per_user: limits.max_uses_per_user }).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw notFound('Coupon not found');
  return (await listHouseCoupons(db)).find((c) => c.id === id) as HouseCoupon;
}
