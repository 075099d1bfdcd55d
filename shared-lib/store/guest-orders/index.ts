/**
 * Guest orders (contract/guest-orders.ts): the confirm page reads the mailed link's order (GET, changes nothing) and its
 * button confirms (POST); the Track an order page looks an order up with its ID and e-mail or mobile, and cancels it.
 */
import type { ApiEnvelope, GuestCancelBody, GuestCancelled, GuestConfirmation, GuestConfirmBody, GuestTrackBody, PatientOrder } from 'shared-lib/contract';
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
    /** a POST so the e-mail or mobile stays out of URLs; a mutation, since each look-up is the guest's own action */
    trackGuestOrder: build.mutation<PatientOrder, GuestTrackBody>({
      query: (body) => ({ url: urlOf(guestOrderPaths.track), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<PatientOrder>) => body.data,
    }),
    cancelGuestOrder: build.mutation<ApiEnvelope<GuestCancelled>, GuestCancelBody>({
      query: (body) => ({ url: urlOf(guestOrderPaths.cancel), method: 'POST', data: body }),
    }),
  }),
});

export const { useGetGuestConfirmationQuery, useConfirmGuestOrderMutation, useTrackGuestOrderMutation, useCancelGuestOrderMutation } = guestOrdersApi;
