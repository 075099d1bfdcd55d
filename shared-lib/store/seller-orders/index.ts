/** Seller fulfilment (contract: seller-orders): the seller's shipments, ship / deliver, and the dashboard counts. */
import type { ApiEnvelope, CancelShipmentBody, SellerDashboardCounts, SellerOrder, SellerOrderPage, SellerOrdersQuery, ShipBody } from 'shared-lib/contract';
import { sellerOrderPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';

const SHIPMENTS = { type: 'Order' as const, id: 'SELLER' };
const COUNTS = { type: 'Order' as const, id: 'SELLER_COUNTS' };

export const sellerOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerOrders: build.query<SellerOrderPage, Partial<SellerOrdersQuery>>({
      query: (params) => ({ url: urlOf(sellerOrderPaths.list), params }),
      transformResponse: (body: ApiEnvelope<SellerOrderPage>) => body.data,
      providesTags: [SHIPMENTS],
    }),
    shipShipment: build.mutation<SellerOrder, { id: number } & ShipBody>({
      query: ({ id, ...body }) => ({ url: urlOf(sellerOrderPaths.ship, { id }), method: 'PUT', data: body }),
      transformResponse: (body: ApiEnvelope<SellerOrder>) => body.data,
      invalidatesTags: [SHIPMENTS, COUNTS],
    }),
    deliverShipment: build.mutation<SellerOrder, { id: number }>({
      query: ({ id }) => ({ url: urlOf(sellerOrderPaths.deliver, { id }), method: 'PUT' }),
      transformResponse: (body: ApiEnvelope<SellerOrder>) => body.data,
      invalidatesTags: [SHIPMENTS, COUNTS],
    }),
    cancelShipment: build.mutation<SellerOrder, { id: number } & CancelShipmentBody>({
      query: ({ id, ...body }) => ({ url: urlOf(sellerOrderPaths.cancel, { id }), method: 'PUT', data: body }),
      transformResponse: (body: ApiEnvelope<SellerOrder>) => body.data,
      invalidatesTags: [SHIPMENTS, COUNTS],
    }),
    getSellerDashboard: build.query<SellerDashboardCounts, void>({
      query: () => urlOf(sellerOrderPaths.dashboard),
      transformResponse: (body: ApiEnvelope<SellerDashboardCounts>) => body.data,
      providesTags: [COUNTS],
    }),
  }),
});

export const { useGetSellerOrdersQuery, useShipShipmentMutation, useDeliverShipmentMutation, useCancelShipmentMutation, useGetSellerDashboardQuery } = sellerOrdersApi;
