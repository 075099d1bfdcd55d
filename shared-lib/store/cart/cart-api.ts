/** Server cart endpoints (spec section 7), injected into the one api; tag 'Cart' keeps every count live. */
import type { ApiEnvelope, CartBody, CartItem, CartUpdateBody } from 'shared-lib/contract';
import { cartPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';

/** What the client always sends when adding (the contract makes user, quantity and price optional). */
export type AddToCartBody = Required<CartBody>;

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartList: build.query<CartItem[], void>({
      query: () => urlOf(cartPaths.list),
      transformResponse: (body: ApiEnvelope<CartItem[]>) => body.data ?? [],
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<CartItem, AddToCartBody>({
      query: (body) => ({ url: urlOf(cartPaths.add), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<CartItem>) => body.data,
      invalidatesTags: ['Cart'],
    }),
    updateCartQuantity: build.mutation<CartItem, { id: number } & CartUpdateBody>({
      query: ({ id, ...body }) => ({ url: urlOf(cartPaths.updateQuantity, { id }), method: 'PUT', data: body }),
      transformResponse: (body: ApiEnvelope<CartItem>) => body.data,
      // Show the new quantity at once; roll back if the server refuses.
      async onQueryStarted({ id, quantity }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartApi.util.updateQueryData('getCartList', undefined, (lines) => {
            const line = lines.find((entry) => entry.id === id);
            if (line) line.quantity = quantity;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Cart'],
    }),
    deleteCartItem: build.mutation<null, number>({
      query: (id) => ({ url: urlOf(cartPaths.deleteLine, { id }), method: 'DELETE' }),
      transformResponse: () => null,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartApi.util.updateQueryData('getCartList', undefined, (lines) => lines.filter((entry) => entry.id !== id)),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartListQuery, useAddToCartMutation, useUpdateCartQuantityMutation, useDeleteCartItemMutation } = cartApi;
