/** The patient's wishlist (spec section 7), tag 'Wishlist'. Guests are told to log in. */
import { useCallback, useMemo } from 'react';
import type { ApiEnvelope, WishlistBody, WishlistItem } from 'shared-lib/contract';
import { urlOf, wishlistPaths } from 'shared-lib/contract/paths';
import { MESSAGES } from 'shared-lib/domain/core';
import { errorMessage } from 'shared-lib/http';
import { api } from '../api';
import { feedback, selectIsLoggedIn, selectPatientId, useAppDispatch, useAppSelector } from 'shared-lib/store/core';

export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistItem[], void>({
      query: () => urlOf(wishlistPaths.list),
      transformResponse: (body: ApiEnvelope<WishlistItem[]>) => body.data ?? [],
      providesTags: ['Wishlist'],
    }),
    addToWishlist: build.mutation<WishlistItem, WishlistBody>({
      query: (body) => ({ url: urlOf(wishlistPaths.add), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<WishlistItem>) => body.data,
      invalidatesTags: ['Wishlist'],
    }),
    deleteWishlistItem: build.mutation<null, number>({
      query: (id) => ({ url: urlOf(wishlistPaths.deleteItem, { id }), method: 'DELETE' }),
      transformResponse: () => null,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(wishlistApi.util.updateQueryData('getWishlist', undefined, (items) => items.filter((item) => item.id !== id)));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Wishlist'],
    }),
  }),
});

export const { useGetWishlistQuery, useAddToWishlistMutation, useDeleteWishlistItemMutation } = wishlistApi;

export interface WishlistApi {
  items: WishlistItem[];
  count: number;
  isLoading: boolean;
  /** false for guests and for doctors and sellers */
  canWishlist: boolean;
  /** why this user has no wishlist (null for a patient): guests are asked to log in, other accounts told it is for patients */
  refusal: string | null;
  isWishlisted(productId: number): boolean;
  /** Anyone but a patient gets the refusal as a warning. */
  add(productId: number): Promise<void>;
  /** Removes by product id. */
  remove(productId: number): Promise<void>;
  toggle(productId: number): Promise<void>;
}

const EMPTY: WishlistItem[] = [];

export function useWishlist(): WishlistApi {
  const dispatch = useAppDispatch();
  const patientId = useAppSelector(selectPatientId);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const refusal = patientId !== null ? null : loggedIn ? MESSAGES.wishlistPatientsOnly : MESSAGES.wishlistLogin;
  const { data: items = EMPTY, isLoading } = useGetWishlistQuery(undefined, { skip: patientId === null });
  const visible = patientId === null ? EMPTY : items;
  const byProduct = useMemo(() => new Map(visible.map((item) => [item.product_id, item])), [visible]);

  const add = useCallback(
    async (productId: number) => {
      if (patientId === null) {
        feedback().warning(refusal ?? MESSAGES.wishlistLogin);
        return;
      }
      try {
        await dispatch(wishlistApi.endpoints.addToWishlist.initiate({ product_id: productId, user_id: patientId })).unwrap();
        feedback().success('Added to your wishlist');
      } catch (error) {
        feedback().error(errorMessage(error, 'Could not add to the wishlist'));
      }
    },
    [dispatch, patientId, refusal],
  );

  const remove = useCallback(
    async (productId: number) => {
      const item = byProduct.get(productId);
      if (!item) return;
      try {
        await dispatch(wishlistApi.endpoints.deleteWishlistItem.initiate(item.id)).unwrap();
      } catch (error) {
        feedback().error(errorMessage(error, 'Could not remove from the wishlist'));
      }
    },
    [byProduct, dispatch],
  );

  const toggle = useCallback(async (productId: number) => (byProduct.has(productId) ? remove(productId) : add(productId)), [add, byProduct, remove]);

  return {
    items: visible,
    count: visible.length,
    isLoading: patientId !== null && isLoading,
    canWishlist: patientId !== null,
    refusal,
    isWishlisted: (productId) => byProduct.has(productId),
    add,
    remove,
    toggle,
  };
}
