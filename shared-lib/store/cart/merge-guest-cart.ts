/** After a patient logs in, the guest cart (sessionStorage) goes into the server cart. */
import type { CartItem } from 'shared-lib/contract';
import { clampQuantity } from 'shared-lib/domain/core';
import { errorMessage } from 'shared-lib/http';
import { guestCartCleared, type AppDispatch, type RootState } from 'shared-lib/store/core';
import type { HttpError } from '../base-query';
import { cartApi, type AddToCartBody } from './cart-api';

/**
 * After a patient logs in: the guest cart goes into the server cart (quantities added, bounded by 10
 * and by stock) and the session cart is cleared.
 */
export async function mergeGuestCartIntoServer(dispatch: AppDispatch): Promise<void> {
  const guest = await dispatch((_d, getState) => (getState() as RootState).guestCart.items);
  const state = await dispatch((_d, getState) => (getState() as RootState).session);
  if (!state.user || state.user.type !== 'patient' || guest.length === 0) return;
  const userId = state.user.id;
  const request = dispatch(cartApi.endpoints.getCartList.initiate(undefined, { forceRefetch: true }));
  let server: CartItem[] = [];
  try {
    server = await request.unwrap();
  } finally {
    request.unsubscribe();
  }
  for (const item of guest) {
    const existing = server.find((line) => line.product_id === item.id);
    try {
      if (existing) {
        const stock = existing.product.in_stock_quantity;
        const target = clampQuantity(existing.quantity + item.quantity, stock);
        if (target > existing.quantity)
          await dispatch(
            cartApi.endpoints.updateCartQuantity.initiate({ id: existing.id, product_id: item.id, user_id: userId, quantity: target, price: item.sales_price }),
          ).unwrap();
      } else {
        await addBounded(dispatch, { product_id: item.id, user_id: userId, quantity: clampQuantity(item.quantity), price: item.sales_price });
      }
    } catch (error) {
      console.warn('Guest cart item not merged', item.id, errorMessage(error));
    }
  }
  dispatch(guestCartCleared());
  dispatch(cartApi.util.invalidateTags(['Cart']));
}

/** Adds, and when the stock is short retries with fewer (the server answers with a clear 400). */
async function addBounded(dispatch: AppDispatch, body: AddToCartBody) {
  for (let quantity = body.quantity; quantity >= 1; quantity--) {
    try {
      await dispatch(cartApi.endpoints.addToCart.initiate({ ...body, quantity })).unwrap();
      return;
    } catch (error) {
      if ((error as HttpError).status !== 400 || quantity === 1) throw error;
    }
  }
}
