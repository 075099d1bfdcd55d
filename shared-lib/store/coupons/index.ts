/**
 * Coupons (contract: coupons): look-up by code (an unknown code answers success false 'Invalid Coupon'),
 * and the house seller's list with limits and uses, and the PUT that sets a coupon's limits (issue 24).
 */
import type { ApiEnvelope, Coupon, CouponLimitsBody, HouseCoupon } from 'shared-lib/contract';
import { couponPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';

export const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCouponDetails: build.query<ApiEnvelope<Coupon | null>, string>({
      query: (code) => urlOf(couponPaths.details, { code }),
    }),
    getHouseCoupons: build.query<HouseCoupon[], void>({
      query: () => urlOf(couponPaths.houseList),
      transformResponse: (body: ApiEnvelope<HouseCoupon[]>) => body.data ?? [],
    }),
    setCouponLimits: build.mutation<HouseCoupon, { id: number } & CouponLimitsBody>({
      query: ({ id, ...body }) => ({ url: urlOf(couponPaths.houseLimits, { id }), method: 'PUT', data: body }),
      transformResponse: (body: ApiEnvelope<HouseCoupon>) => body.data,
      // the saved coupon replaces its row in the list (no refetch of every coupon's uses)
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: null }));
        if (!saved) return;
        dispatch(couponsApi.util.updateQueryData('getHouseCoupons', undefined, (list) => list.map((coupon) => (coupon.id === saved.id ? saved : coupon))));
      },
    }),
  }),
});

export const { useLazyGetCouponDetailsQuery, useGetHouseCouponsQuery, useSetCouponLimitsMutation } = couponsApi;
