/** Coupon look-up by code (case-insensitive); validity (expiry) is judged by the caller with isCouponValid. */
import type { Kysely } from 'kysely';
import type { Coupon } from 'shared-lib/contract';
import type { Database } from '../db/schema';

export async function findCouponByCode(db: Kysely<Database>, code: string): Promise<(Coupon & { expire_date: string }) | null> {
  const trimmed = code.trim().toUpperCase();
  if (!trimmed) return null;
  const row = await db
    .selectFrom('coupons')
    .select(['id', 'code', 'discount', 'discount_type', 'expire_date', 'description', 'min_order_value'])
    .where('code', '=', trimmed)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row ? { ...row, expire_date: row.expire_date ?? '' } : null;
}
