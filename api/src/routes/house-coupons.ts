/** The house seller's coupon limits (issue 24): GET seller/coupons, PUT seller/coupons/{id}/limits. Other sellers 403. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CouponLimitsBody, couponPaths, HouseCoupon, IdParams, ok, responses } from 'shared-lib/contract';
import { COUPON_LIMIT_MESSAGES } from 'shared-lib/domain';
import { assertHouseSeller, listHouseCoupons, setCouponLimits } from '../services/coupons/house';

export const houseCouponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['coupons'];
  const security = [{ bearerAuth: [] }];
  const houseOnly = [app.requireRole('seller'), async (request: { user: { id: number } }) => assertHouseSeller(app.db, request.user.id)];

  app.get(couponPaths.houseList, { preHandler: houseOnly, schema: { tags, security, summary: 'Every coupon with its limits and uses (house seller only)', response: responses(Type.Array(HouseCoupon)) } }, async () =>
    ok(await listHouseCoupons(app.db)),
  );

  app.put(
    couponPaths.houseLimits,
    { preHandler: houseOnly, schema: { tags, security, summary: "Sets a coupon's minimum order value and total / per-customer use limits (null lifts one)", params: IdParams, body: CouponLimitsBody, response: responses(HouseCoupon) } },
    async (request) => ok(await setCouponLimits(app.db, request.params.id, request.body), COUPON_LIMIT_MESSAGES.saved),
  );
};
