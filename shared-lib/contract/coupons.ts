/** Coupons (spec section 7): look-up by code; expiry is judged by the caller. */
import { type Static, Type } from 'typebox';
import { COUPON_TYPES } from 'shared-lib/domain/core';

export const Coupon = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  discount: Type.Number(),
  discount_type: Type.Integer({ description: `${COUPON_TYPES.flat} flat rupees; any other value percent of the subtotal` }),
  expire_date: Type.String({ description: 'YYYY-MM-DD, empty for no expiry' }),
  description: Type.String(),
});
export type Coupon = Static<typeof Coupon>;
export const CouponCodeParams = Type.Object({ code: Type.String({ maxLength: 40 }) });
export type CouponCodeParams = Static<typeof CouponCodeParams>;
