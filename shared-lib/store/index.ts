export { api, useGetContactUsQuery, useGetParentCategoriesQuery, useGetCategoriesQuery, useGetStatesQuery, useGetCitiesByStateQuery } from './api';
export { axiosBaseQuery, type HttpError, type HttpRequest } from './base-query';
export {
  createAppStore,
  rootReducer,
  useAppDispatch,
  useAppSelector,
  type AppDispatch,
  type AppStore,
  type RootState,
  type LazyLoadedSlices,
} from './create-store';
export * from './session-slice';
export * from './guest-cart-slice';
export { startSession, endSession } from './auth';
export { registerStoreFeedback, type StoreFeedback } from './feedback';
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
export { useWishlist, wishlistApi, useGetWishlistQuery, useAddToWishlistMutation, useDeleteWishlistItemMutation, type WishlistApi } from './wishlist';
export * from './doctor';
