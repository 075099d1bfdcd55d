/** Orders (contract: orders), tag 'Order': placing one (checkout) and the patient's own list, tracking, cancel. */
import type { ApiEnvelope, OrderPage, PatientOrder, PlaceOrderBody, PlacedOrder } from 'shared-lib/contract';
import { orderPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';
import { keepMessage, type WithMessage } from '../with-message';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<ApiEnvelope<PlacedOrder>, { payload: PlaceOrderBody; idempotencyKey: string }>({
      query: ({ payload, idempotencyKey }) => ({ url: urlOf(orderPaths.place), method: 'POST', data: payload, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['Order', 'Cart'],
    }),
    getOrders: build.query<OrderPage, { userId: number; page: number; pageSize: number }>({
      query: ({ userId, page, pageSize }) => ({ url: urlOf(orderPaths.byUser, { id: userId }), params: { page, pageSize } }),
      transformResponse: (body: ApiEnvelope<OrderPage>) => body.data,
      providesTags: ['Order'],
    }),
    trackOrder: build.query<PatientOrder, { uniqueId: string; userId: number }>({
      query: ({ uniqueId, userId }) => urlOf(orderPaths.track, { uniqueId, userId }),
      transformResponse: (body: ApiEnvelope<PatientOrder>) => body.data,
      providesTags: ['Order'],
    }),
    // the answer's message says the refund, if any: the page shows it
    cancelOrder: build.mutation<WithMessage<PatientOrder>, string>({
      query: (uniqueId) => ({ url: urlOf(orderPaths.cancel, { uniqueId }), method: 'PUT' }),
      transformResponse: (body: ApiEnvelope<PatientOrder>) => keepMessage(body),
      invalidatesTags: ['Order', 'Product'],
    }),
  }),
});

export const { usePlaceOrderMutation, useGetOrdersQuery, useLazyTrackOrderQuery, useCancelOrderMutation } = ordersApi;

/** A fresh Idempotency-Key for one attempt to place an order. */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  return `k${Date.now()}${Math.random().toString(36).slice(2)}`;
}
