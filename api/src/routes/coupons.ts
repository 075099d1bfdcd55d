/** GET coupon/getCouponDetails/{code}: the coupon, or success false 'Invalid Coupon'. Expiry is judged by the caller. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from 'shared-lib/domain';
import { Coupon, CouponCodeParams, Nullable, couponPaths, responses } from 'shared-lib/contract';
import { findCouponByCode } from '../services/coupons';

export const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    couponPaths.details,
    { preHandler: app.rateLimited('couponLookup'), schema: { tags: ['coupons'], summary: 'Coupon by code (case-insensitive)', params: CouponCodeParams, response: responses(Nullable(Coupon)) } },
    async (request) => {
      const coupon = await findCouponByCode(app.db, request.params.code);
      return coupon ? { success: true, message: 'ok', data: coupon } : { success: false, message: MESSAGES.invalidCoupon, data: null };
    },
  );
};

