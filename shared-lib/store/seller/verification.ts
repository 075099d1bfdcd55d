/**
 * Seller verification for the house seller (issue 33; contract: seller-verification): registrations by
 * status, a registration's PAN image (private, fetched with the token), and the decision PUT. A decision
 * updates its seller in every cached list (no refetch of every registration).
 */
import type { ApiEnvelope, SellerDecisionBody, SellerForReview, SellerListQuery } from 'shared-lib/contract';
import { sellerVerificationPaths, urlOf } from 'shared-lib/contract/paths';
import { SELLER_DECISION_RESULT } from 'shared-lib/domain';
import { http } from 'shared-lib/http';
import { api } from '../api';
import { keepMessage, type WithMessage } from '../with-message';

export const sellerVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellersForReview: build.query<SellerForReview[], SellerListQuery>({
      query: (params) => ({ url: urlOf(sellerVerificationPaths.list), params }),
      transformResponse: (body: ApiEnvelope<SellerForReview[]>) => body.data ?? [],
    }),
    decideSeller: build.mutation<WithMessage<null>, { id: number } & SellerDecisionBody>({
      query: ({ id, ...body }) => ({ url: urlOf(sellerVerificationPaths.decide, { id }), method: 'PUT', data: body }),
      transformResponse: keepMessage<null>,
      async onQueryStarted({ id, decision, reason }, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (!done) return;
        const status = SELLER_DECISION_RESULT[decision];
        for (const args of [{}, { status: 'pending' as const }, { status: 'verified' as const }, { status: 'rejected' as const }, { status: 'suspended' as const }]) {
          dispatch(
            sellerVerificationApi.util.updateQueryData('getSellersForReview', args, (list) =>
              list.map((seller) => (seller.id === id ? { ...seller, verification_status: status, verification_reason: decision === 'approve' ? null : (reason ?? '').trim() } : seller)),
            ),
          );
        }
      },
    }),
  }),
});

/** A registration's PAN image as an object URL (the caller revokes it). */
export async function fetchPanImageUrl(sellerId: number): Promise<string> {
  const response = await http.get<Blob>(urlOf(sellerVerificationPaths.panImage, { id: sellerId }), { responseType: 'blob' });
  return URL.createObjectURL(response.data);
}

export const { useGetSellersForReviewQuery, useDecideSellerMutation } = sellerVerificationApi;
