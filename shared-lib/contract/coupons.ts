/** Coupons (spec section 7): look-up by code; expiry is judged by the caller. */
import { type Static, Type } from 'typebox';
import { COUPON_TYPES } from 'shared-lib/domain/core';
import { COUPON_LIMIT_BOUNDS } from 'shared-lib/domain';
import { Nullable } from './envelope';

export const Coupon = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  discount: Type.Number(),
  discount_type: Type.Integer({ description: `${COUPON_TYPES.flat} flat rupees; any other value percent of the subtotal` }),
  expire_date: Type.String({ description: 'YYYY-MM-DD, empty for no expiry' }),
  description: Type.String(),
  /** rupees: the cart subtotal the coupon needs (issue 24); null or absent for none */
  min_order_value: Type.Optional(Nullable(Type.Integer())),
});
export type Coupon = Static<typeof Coupon>;

/** What the house seller sets on a coupon (issue 24); null lifts a limit. */
export const CouponLimitsBody = Type.Object({
  min_order_value: Nullable(Type.Integer({ minimum: 1, maximum: COUPON_LIMIT_BOUNDS.minOrderValue, description: 'rupees: the smallest cart subtotal' })),
  max_uses: Nullable(Type.Integer({ minimum: 1, maximum: COUPON_LIMIT_BOUNDS.maxUses, description: 'orders in all (cancelled ones do not count)' })),
  max_uses_per_user: Nullable(Type.Integer({ minimum: 1, maximum: COUPON_LIMIT_BOUNDS.maxUsesPerUser, description: 'orders per patient (or guest e-mail)' })),
});
export type CouponLimitsBody = Static<typeof CouponLimitsBody>;

/** A coupon as the house seller manages it: its limits and how often it was used. */
export const HouseCoupon = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  is_active: Type.Integer(),
  min_order_value: Nullable(Type.Integer()),
  max_uses: Nullable(Type.Integer()),
  max_uses_per_user: Nullable(Type.Integer()),
  uses: Type.Integer({ description: 'orders holding it, cancelled and failed ones excluded' }),
});
export type HouseCoupon = Static<typeof HouseCoupon>;
export const CouponCodeParams = Type.Object({ code: Type.String({ maxLength: 40 }) });
export type CouponCodeParams = Static<typeof CouponCodeParams>;
