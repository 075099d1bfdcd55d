/** The coupon limits form's values: text as typed, read into the PUT body (empty is no limit) or per-field problems. */
import type { CouponLimitsBody, HouseCoupon } from 'shared-lib/contract';
import { COUPON_LIMIT_BOUNDS, COUPON_LIMIT_MESSAGES } from 'shared-lib/domain';

export type LimitField = keyof CouponLimitsBody;
export type LimitValues = Record<LimitField, string>;
export type LimitProblems = Partial<Record<LimitField, string>>;

const MAX: Record<LimitField, number> = {
  min_order_value: COUPON_LIMIT_BOUNDS.minOrderValue,
  max_uses: COUPON_LIMIT_BOUNDS.maxUses,
  max_uses_per_user: COUPON_LIMIT_BOUNDS.maxUsesPerUser,
};

export const LIMIT_FIELDS: LimitField[] = ['min_order_value', 'max_uses_per_user', 'max_uses'];

export function valuesOf(coupon: HouseCoupon): LimitValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return { min_order_value: text(coupon.min_order_value), max_uses: text(coupon.max_uses), max_uses_per_user: text(coupon.max_uses_per_user) };
}

/** The body to PUT, or the problems to show beside the fields. */
export function readLimits(values: LimitValues): { body: CouponLimitsBody } | { problems: LimitProblems } {
  const problems: LimitProblems = {};
  const body: CouponLimitsBody = { min_order_value: null, max_uses: null, max_uses_per_user: null };
  for (const field of LIMIT_FIELDS) {
    const typed = values[field].trim();
    if (!typed) continue;
    const number = /^\d+$/.test(typed) ? Number(typed) : NaN;
    if (!Number.isInteger(number) || number < 1 || number > MAX[field]) problems[field] = COUPON_LIMIT_MESSAGES.wholeNumber(MAX[field]);
    else body[field] = number;
  }
  return Object.keys(problems).length ? { problems } : { body };
}
