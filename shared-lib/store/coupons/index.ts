/** Coupons (contract: coupons): look-up by code; an unknown code answers success false 'Invalid Coupon'. */
import { couponPaths, urlOf, type ApiEnvelope, type Coupon } from 'shared-lib/contract';
import { api } from '../api';

export const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCouponDetails: build.query<ApiEnvelope<Coupon | null>, string>({
      query: (code) => urlOf(couponPaths.details, { code }),
    }),
  }),
});

export const { useLazyGetCouponDetailsQuery } = couponsApi;
