/** Returns, refunds and credit notes (issue 33), injected into the one api; tag 'Return' keeps the patient's panel and the seller's list live. */
import type { ApiEnvelope, OrderReturns, ReturnDecisionBody, ReturnMoveBody, ReturnRequestBody, ReturnView, SellerReturnList, SellerReturnsQuery } from 'shared-lib/contract';
import { returnPaths as paths, urlOf } from 'shared-lib/contract/paths';
import { RETURN_PHOTO_FIELD } from 'shared-lib/domain/returns';
import { api } from 'shared-lib/store';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Return'] });

export const returnsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getOrderReturns: build.query<OrderReturns, string>({
      query: (uniqueId) => urlOf(paths.ofOrder, { uniqueId }),
      transformResponse: (body: ApiEnvelope<OrderReturns>) => body.data,
      providesTags: ['Return'],
    }),
    requestReturn: build.mutation<ApiEnvelope<ReturnView[]>, { uniqueId: string; body: ReturnRequestBody }>({
      query: ({ uniqueId, body }) => ({ url: urlOf(paths.request, { uniqueId }), method: 'POST', data: body }),
      invalidatesTags: ['Return'],
    }),
    addReturnPhotos: build.mutation<ReturnView, { id: number; files: File[] }>({
      query: ({ id, files }) => {
        const form = new FormData();
        for (const file of files) form.append(RETURN_PHOTO_FIELD, file);
        return { url: urlOf(paths.photos, { id }), method: 'POST', data: form };
      },
      transformResponse: (body: ApiEnvelope<ReturnView>) => body.data,
      invalidatesTags: ['Return'],
    }),
    getSellerReturns: build.query<SellerReturnList, SellerReturnsQuery>({
      query: (query) => ({ url: urlOf(paths.sellerList), params: query.status ? { status: query.status } : {} }),
      transformResponse: (body: ApiEnvelope<SellerReturnList>) => body.data,
      providesTags: ['Return'],
    }),
    decideReturn: build.mutation<ApiEnvelope<ReturnView>, { id: number } & ReturnDecisionBody>({
      query: ({ id, ...body }) => ({ url: urlOf(paths.decide, { id }), method: 'PUT', data: body }),
      invalidatesTags: ['Return'],
    }),
    moveReturn: build.mutation<ApiEnvelope<ReturnView>, { id: number } & ReturnMoveBody>({
      query: ({ id, ...body }) => ({ url: urlOf(paths.move, { id }), method: 'PUT', data: body }),
      invalidatesTags: ['Return', 'Product'],
    }),
  }),
});

export const { useGetOrderReturnsQuery, useRequestReturnMutation, useAddReturnPhotosMutation, useGetSellerReturnsQuery, useDecideReturnMutation, useMoveReturnMutation } = returnsApi;
