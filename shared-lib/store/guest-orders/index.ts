/** Guest orders (contract/guest-orders.ts): the confirm page reads the mailed link's order (GET, changes nothing) and its button confirms (POST). */
import type { ApiEnvelope, GuestConfirmation, GuestConfirmBody } from 'shared-lib/contract';
import { guestOrderPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';

export const guestOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGuestConfirmation: build.query<GuestConfirmation, GuestConfirmBody>({
      query: (params) => ({ url: urlOf(guestOrderPaths.confirm), params }),
      transformResponse: (body: ApiEnvelope<GuestConfirmation>) => body.data,
    }),
    confirmGuestOrder: build.mutation<GuestConfirmation, GuestConfirmBody>({
      query: (body) => ({ url: urlOf(guestOrderPaths.confirm), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<GuestConfirmation>) => body.data,
    }),
  }),
});

export const { useGetGuestConfirmationQuery, useConfirmGuestOrderMutation } = guestOrdersApi;
