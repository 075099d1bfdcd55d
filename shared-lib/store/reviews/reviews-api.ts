/** Product review endpoints (issue 34), injected into the one api; tag 'Review' keeps lists live, a change also refreshes the product (its average). */
import type { ApiEnvelope, GuestReviewBody, GuestReviewLink, HelpfulResult, ModerateBody, MyReview, Review, ReviewBody, ReviewListQuery, ReviewPage, ReviewUpdateBody, SellerReviewPage, SellerReviewsQuery } from 'shared-lib/contract';
import { reviewPaths as paths, urlOf } from 'shared-lib/contract/paths';
import { REVIEW_PHOTO_FIELD } from 'shared-lib/domain/reviews';
import { api } from 'shared-lib/store';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Review'] });

/** The photos as a multipart form (field REVIEW_PHOTO_FIELD, repeated). */
export function reviewPhotosForm(files: readonly File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(REVIEW_PHOTO_FIELD, file);
  return form;
}

/** The query string of a list (only the values that are set). */
const params = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));

export const reviewsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<ReviewPage, { productId: number } & Partial<ReviewListQuery>>({
      query: ({ productId, ...query }) => ({ url: urlOf(paths.list, { productId }), params: params(query) }),
      transformResponse: (body: ApiEnvelope<ReviewPage>) => body.data,
      providesTags: ['Review'],
    }),
    getMyReview: build.query<MyReview, number>({
      query: (productId) => urlOf(paths.mine, { productId }),
      transformResponse: (body: ApiEnvelope<MyReview>) => body.data,
      providesTags: ['Review'],
    }),
    createReview: build.mutation<Review, ReviewBody>({
      query: (body) => ({ url: urlOf(paths.create), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<Review>) => body.data,
      invalidatesTags: (_r, _e, body) => ['Review', { type: 'Product', id: body.product_id }],
    }),
    updateReview: build.mutation<Review, { id: number; product_id: number } & ReviewUpdateBody>({
      query: ({ id, product_id: _product, ...body }) => ({ url: urlOf(paths.update, { id }), method: 'PUT', data: body }),
      transformResponse: (body: ApiEnvelope<Review>) => body.data,
      invalidatesTags: (_r, _e, body) => ['Review', { type: 'Product', id: body.product_id }],
    }),
    addReviewPhotos: build.mutation<Review, { id: number; product_id: number; files: File[] }>({
      query: ({ id, files }) => ({ url: urlOf(paths.photos, { id }), method: 'POST', data: reviewPhotosForm(files) }),
      transformResponse: (body: ApiEnvelope<Review>) => body.data,
      invalidatesTags: ['Review'],
    }),
    getGuestReview: build.query<GuestReviewLink, string>({
      query: (token) => ({ url: urlOf(paths.guest), params: { token } }),
      transformResponse: (body: ApiEnvelope<GuestReviewLink>) => body.data,
      providesTags: ['Review'],
    }),
    createGuestReview: build.mutation<Review, GuestReviewBody & { product_id: number }>({
      query: ({ product_id: _product, ...body }) => ({ url: urlOf(paths.guest), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<Review>) => body.data,
      invalidatesTags: (_r, _e, body) => ['Review', { type: 'Product', id: body.product_id }],
    }),
    addGuestReviewPhotos: build.mutation<Review, { token: string; files: File[] }>({
      query: ({ token, files }) => ({ url: urlOf(paths.guestPhotos), method: 'POST', data: reviewPhotosForm(files), headers: { 'X-Review-Token': token } }),
      transformResponse: (body: ApiEnvelope<Review>) => body.data,
      invalidatesTags: ['Review'],
    }),
    markReviewHelpful: build.mutation<HelpfulResult, number>({
      query: (id) => ({ url: urlOf(paths.helpful, { id }), method: 'POST' }),
      transformResponse: (body: ApiEnvelope<HelpfulResult>) => body.data,
      invalidatesTags: ['Review'],
    }),
    reportReview: build.mutation<null, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: urlOf(paths.report, { id }), method: 'POST', data: { reason } }),
      transformResponse: () => null,
      invalidatesTags: ['Review', 'Product'],
    }),
    getSellerReviews: build.query<SellerReviewPage, Partial<SellerReviewsQuery>>({
      query: (query) => ({ url: urlOf(paths.sellerList), params: params(query) }),
      transformResponse: (body: ApiEnvelope<SellerReviewPage>) => body.data,
      providesTags: ['Review'],
    }),
    replyToReview: build.mutation<null, { id: number; text: string }>({
      query: ({ id, text }) => ({ url: urlOf(paths.reply, { id }), method: 'PUT', data: { text } }),
      transformResponse: () => null,
      invalidatesTags: ['Review'],
    }),
    moderateReview: build.mutation<null, { id: number } & ModerateBody>({
      query: ({ id, ...body }) => ({ url: urlOf(paths.moderate, { id }), method: 'PUT', data: body }),
      transformResponse: () => null,
      invalidatesTags: ['Review', 'Product'],
    }),
  }),
});

export const {
  useGetProductReviewsQuery,
  useGetMyReviewQuery,
  useCreateReviewMutation,
  useUpdateReviewMutation,
  useAddReviewPhotosMutation,
  useGetGuestReviewQuery,
  useCreateGuestReviewMutation,
  useAddGuestReviewPhotosMutation,
  useMarkReviewHelpfulMutation,
  useReportReviewMutation,
  useGetSellerReviewsQuery,
  useReplyToReviewMutation,
  useModerateReviewMutation,
} = reviewsApi;
