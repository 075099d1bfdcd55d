export { api, useGetContactUsQuery, useGetParentCategoriesQuery, useGetCategoriesQuery, useGetStatesQuery, useGetCitiesByStateQuery } from './api';
export { axiosBaseQuery, type HttpError, type HttpRequest } from './base-query';
export { keepMessage, type WithMessage } from './with-message';
// the store itself, the session and the guest cart (the shell's first render needs only these)
export * from 'shared-lib/store/core';
export {
  useCart,
  mergeGuestCartIntoServer,
  guestLine,
  serverLine,
  cartApi,
  useGetCartListQuery,
  useAddToCartMutation,
  useUpdateCartQuantityMutation,
  useDeleteCartItemMutation,
  type CartLine,
  type CartProductInput,
  type CartApi,
  type AddToCartBody,
} from './cart';
export {
  isOffline,
  isNetworkFailure,
  sendOrQueueCartChange,
  replayCartQueue,
  queueOrder,
  replayOrders,
  dismissOrder,
  offlineOrders,
  useOfflineOrders,
  useOfflineReplay,
  replayOfflineQueues,
  type CartChange,
  type QueuedOrder,
  type OrderOutcome,
  type OfflineOrders,
} from './offline';
export { patientsApi, useCreatePatientMutation, useGetPatientQuery, useUpdatePatientMutation, useChangePasswordMutation } from './patients';
export { addressesApi, useGetAddressesQuery, useAddAddressMutation, useUpdateAddressMutation, useSetDefaultAddressMutation, useDeleteAddressMutation } from './addresses';
export { ordersApi, usePlaceOrderMutation, useGetOrdersQuery, useLazyTrackOrderQuery, useCancelOrderMutation, newIdempotencyKey } from './orders';
export { paymentsApi, useStartPaymentMutation, PAYER_NUMBER } from './payments';
export { newsletterApi, useSubscribeMutation, useConfirmSubscriptionMutation } from './newsletter';
export { guestOrdersApi, useGetGuestConfirmationQuery, useConfirmGuestOrderMutation, useTrackGuestOrderMutation, useCancelGuestOrderMutation } from './guest-orders';
export { healthApi, useGetHealthQuery, RECONNECT_EVERY_MS } from './health';
export { couponsApi, useLazyGetCouponDetailsQuery, useGetHouseCouponsQuery, useSetCouponLimitsMutation } from './coupons';
export { productLocationsApi } from './products';
export { searchApi, useGetSuggestionsQuery, synonymsApi, useAddSynonymGroupMutation, useGetSynonymGroupsQuery, useRemoveSynonymGroupMutation, useUpdateSynonymGroupMutation } from './search';
export { placesApi, useLookupPincodeQuery, useLazyLookupPincodeQuery, verifyPincode, PINCODE_UNCHECKED } from './places';
export { useWishlist, wishlistApi, useGetWishlistQuery, useAddToWishlistMutation, useDeleteWishlistItemMutation, type WishlistApi } from './wishlist';
export * from './doctor';
export { sellerApi, sellerRegistrationForm, useRegisterSellerMutation, useGetSellerProfileQuery, useUpdateSellerPharmacyMutation, type SellerRegistrationRequest } from './seller';
export { sellerVerificationApi, fetchPanImageUrl, useGetSellersForReviewQuery, useDecideSellerMutation } from './seller/verification';
export {
  sellerProductsApi,
  sellerProductForm,
  useGetMyProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useSetProductOnSaleMutation,
  useGetBrandOptionsQuery,
  type SellerProductRequest,
} from './seller-products';
export { sellerOrdersApi, useGetSellerOrdersQuery, useShipShipmentMutation, useDeliverShipmentMutation, useCancelShipmentMutation, useGetSellerDashboardQuery } from './seller-orders';
export {
  prescriptionsApi,
  rxUploadForm,
  openPrescriptionFile,
  useGetMyRxDocumentsQuery,
  useUploadPrescriptionMutation,
  useUseEprescriptionMutation,
  useGetOrderRxStateQuery,
  useReuploadPrescriptionMutation,
  useGetRxReviewQueueQuery,
  useApprovePrescriptionMutation,
  useRejectPrescriptionMutation,
} from './prescriptions';
