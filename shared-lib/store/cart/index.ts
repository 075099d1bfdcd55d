/**
 * The one cart hook every app uses. A guest's cart lives in the guest cart slice (sessionStorage
 * 'cart'); a logged-in patient's cart lives on the server (RTK Query, tag 'Cart'). A patient's change made
 * offline is shown at once and queued (../offline/cart-queue), replayed in order when the network returns.
 */
import { useCallback, useEffect, useMemo } from 'react';
import type { CartItem } from 'shared-lib/contract';
import { CART_QUANTITY_MAX, clampQuantity, MESSAGES, type GuestCartItem } from 'shared-lib/domain/core';
import {
  feedback,
  guestCartCleared,
  guestItemAdded,
  guestItemRemoved,
  guestQuantitySet,
  selectGuestItems,
  selectPatientId,
  useAppDispatch,
  useAppSelector,
} from 'shared-lib/store/core';
import { cartApi, useGetCartListQuery } from './cart-api';
import { errorMessage } from 'shared-lib/http';
import { sendOrQueueCartChange } from '../offline/cart-queue';
import { restoreCartSnapshot, saveCartSnapshot } from '../offline/cart-snapshot';
import { isNetworkFailure } from '../offline/network';

export { mergeGuestCartIntoServer } from './merge-guest-cart';
export { cartApi, useGetCartListQuery, useAddToCartMutation, useUpdateCartQuantityMutation, useDeleteCartItemMutation, type AddToCartBody } from './cart-api';

export interface CartLine {
  product_id: number;
  /** server cart line id for patients, null for guests */
  cart_item_id: number | null;
  product_name: string;
  product_image: string;
  sales_price: number;
  quantity: number;
  seller_id: number | null;
  /** known for server lines; guests' lines do not store it */
  in_stock_quantity?: number;
  /** otc | asu_e1 | schedule_h | schedule_h1 (issue 28); absent: otc */
  prescription_class?: string;
}

export interface CartProductInput {
  id: number;
  name: string;
  image: string;
  sales_price: number;
  seller_id: number | null;
  in_stock_quantity: number;
  prescription_class?: string;
}

export interface CartApi {
  lines: CartLine[];
  /** number of lines (the header count) */
  count: number;
  isLoading: boolean;
  /** Adds quantity (default 1); an existing line grows by that much. Shows the spec's toasts. */
  add(product: CartProductInput, quantity?: number): Promise<void>;
  setQuantity(productId: number, quantity: number): Promise<void>;
  remove(productId: number): Promise<void>;
  clear(): Promise<void>;
}

export function guestLine(item: GuestCartItem): CartLine {
  return {
    product_id: item.id,
    cart_item_id: null,
    product_name: item.product_name,
    product_image: item.product_image,
    sales_price: item.sales_price,
    quantity: item.quantity,
    seller_id: item.seller_id,
    ...(item.prescription_class ? { prescription_class: item.prescription_class } : {}),
  };
}

export function serverLine(item: CartItem): CartLine {
  return {
    product_id: item.product_id,
    cart_item_id: item.id,
    product_name: item.product.name,
    product_image: item.product.image,
    sales_price: item.product.sales_price,
    quantity: item.quantity,
    seller_id: item.product.seller_id,
    in_stock_quantity: item.product.in_stock_quantity,
    ...(item.product.prescription_class ? { prescription_class: item.product.prescription_class } : {}),
  };
}

const EMPTY: CartItem[] = [];

export function useCart(): CartApi {
  const dispatch = useAppDispatch();
  const patientId = useAppSelector(selectPatientId);
  const guestItems = useAppSelector(selectGuestItems);
  const isPatient = patientId !== null;
  const { data: serverItems = EMPTY, isLoading, isSuccess, error } = useGetCartListQuery(undefined, { skip: !isPatient });
  // offline (issue 32): the last cart is kept on the phone and shown when the list gets no answer
  useEffect(() => {
    if (patientId !== null && isSuccess) saveCartSnapshot(patientId, serverItems);
  }, [isSuccess, patientId, serverItems]);
  useEffect(() => {
    if (patientId !== null && isNetworkFailure(error)) void restoreCartSnapshot(dispatch, patientId);
  }, [dispatch, error, patientId]);

  const lines = useMemo(() => (isPatient ? serverItems.map(serverLine) : guestItems.map(guestLine)), [isPatient, serverItems, guestItems]);

  const add = useCallback(
    async (product: CartProductInput, quantity = 1) => {
      const wanted = clampQuantity(quantity);
      if (product.in_stock_quantity <= 0) {
        feedback().warning(MESSAGES.outOfStock);
        return;
      }
      if (isPatient) {
        const { id, name, image, sales_price, seller_id, in_stock_quantity, prescription_class } = product;
        const snapshot = { id, name, image, sales_price, seller_id, in_stock_quantity, ...(prescription_class ? { prescription_class } : {}) };
        try {
          const queued = await sendOrQueueCartChange(dispatch, patientId, { kind: 'add', product: snapshot, quantity: wanted }, () =>
            dispatch(cartApi.endpoints.addToCart.initiate({ product_id: product.id, user_id: patientId, quantity: wanted, price: product.sales_price })).unwrap(),
          );
          if (!queued) feedback().success(MESSAGES.patientCartAdded, MESSAGES.patientCartAddedTitle);
        } catch (error) {
          feedback().error(errorMessage(error));
        }
        return;
      }
      const existing = guestItems.find((item) => item.id === product.id);
      const limit = Math.min(CART_QUANTITY_MAX, product.in_stock_quantity);
      if (existing) {
        if (existing.quantity >= limit) {
          feedback().warning(`You can add at most ${limit} of this product`, MESSAGES.guestQuantityIncreasedTitle);
          return;
        }
        dispatch(guestQuantitySet({ id: product.id, quantity: Math.min(existing.quantity + wanted, limit) }));
        feedback().info(MESSAGES.guestQuantityIncreased, MESSAGES.guestQuantityIncreasedTitle);
        return;
      }
      dispatch(
        guestItemAdded({
          id: product.id,
          product_name: product.name,
          sales_price: product.sales_price,
          product_image: product.image,
          seller_id: product.seller_id,
          ...(product.prescription_class ? { prescription_class: product.prescription_class } : {}),
        }),
      );
      if (wanted > 1) dispatch(guestQuantitySet({ id: product.id, quantity: Math.min(wanted, limit) }));
      feedback().success(MESSAGES.guestCartAdded);
    },
    [dispatch, guestItems, isPatient, patientId],
  );

  const setQuantity = useCallback(
    async (productId: number, quantity: number) => {
      const wanted = clampQuantity(quantity);
      if (!isPatient) {
        dispatch(guestQuantitySet({ id: productId, quantity: wanted }));
        return;
      }
      const line = serverItems.find((item) => item.product_id === productId);
      if (!line || line.quantity === wanted) return;
      try {
        await sendOrQueueCartChange(dispatch, patientId, { kind: 'set', product_id: productId, name: line.product.name, quantity: wanted }, () =>
          dispatch(
            cartApi.endpoints.updateCartQuantity.initiate({ id: line.id, product_id: productId, user_id: patientId, quantity: wanted, price: line.product.sales_price }),
          ).unwrap(),
        );
      } catch (error) {
        feedback().error(errorMessage(error));
      }
    },
    [dispatch, isPatient, patientId, serverItems],
  );

  const remove = useCallback(
    async (productId: number) => {
      if (!isPatient) {
        dispatch(guestItemRemoved(productId));
        return;
      }
      const line = serverItems.find((item) => item.product_id === productId);
      if (!line) return;
      try {
        await sendOrQueueCartChange(dispatch, patientId, { kind: 'remove', product_id: productId, name: line.product.name }, () =>
          dispatch(cartApi.endpoints.deleteCartItem.initiate(line.id)).unwrap(),
        );
      } catch (error) {
        feedback().error(errorMessage(error));
      }
    },
    [dispatch, isPatient, patientId, serverItems],
  );

  const clear = useCallback(async () => {
    if (!isPatient) {
      dispatch(guestCartCleared());
      return;
    }
    for (const line of serverItems) {
      try {
        await dispatch(cartApi.endpoints.deleteCartItem.initiate(line.id)).unwrap();
      } catch {
        /* already gone */
      }
    }
  }, [dispatch, isPatient, serverItems]);

  return { lines, count: lines.length, isLoading: isPatient && isLoading, add, setQuantity, remove, clear };
}
