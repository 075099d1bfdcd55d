/** Seller payouts (contract: payouts): the caller's balance, next payout, statements and ledger entries. Files are downloaded with shared-lib/http's downloadFile. */
import type { ApiEnvelope, SellerPayments, SellerPaymentsQuery } from 'shared-lib/contract';
import { payoutPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from 'shared-lib/store';

export const payoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerPayments: build.query<SellerPayments, Partial<SellerPaymentsQuery> | void>({
      query: (params) => ({ url: urlOf(payoutPaths.summary), params: params ?? {} }),
      transformResponse: (body: ApiEnvelope<SellerPayments>) => body.data,
      // a delivery adds an entry: the seller's shipment moves invalidate the seller's orders
      providesTags: [{ type: 'Order', id: 'SELLER' }],
    }),
  }),
});

export const { useGetSellerPaymentsQuery } = payoutsApi;
