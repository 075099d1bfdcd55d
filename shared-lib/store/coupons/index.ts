/** Coupons (contract: coupons): look-up by code; an unknown code answers success false 'Invalid Coupon'. */
import type { ApiEnvelope, Coupon } from 'shared-lib/contract';
import { couponPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';

export const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCouponDetails: build.query<ApiEnvelope<Coupon | null>, string>({
      query: (code) => urlOf(couponPaths.details, { code }),
    }),
  }),
});

export const { useLazyGetCouponDetailsQuery } = couponsApi;
