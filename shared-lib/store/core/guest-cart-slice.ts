/** The guest cart, kept in sessionStorage under 'cart' (spec section 3). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CART_QUANTITY_MIN, clampQuantity, SESSION_KEYS, type GuestCartItem } from 'shared-lib/domain/core';

function readStoredCart(): GuestCartItem[] {
  if (typeof window === 'undefined') return [];
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.cart) ?? '[]');
    return Array.isArray(parsed) ? (parsed as GuestCartItem[]) : [];
  } catch {
    return [];
  }
}

export function persistGuestCart(items: GuestCartItem[]): void {
  if (typeof window === 'undefined') return;
  if (items.length === 0) window.sessionStorage.removeItem(SESSION_KEYS.cart);
  else window.sessionStorage.setItem(SESSION_KEYS.cart, JSON.stringify(items));
}


export const guestCartSlice = createSlice({
  name: 'guestCart',
  initialState: () => ({ items: readStoredCart() }),
  reducers: {
    /** Adds an item, or increases an existing one by 1 (up to the cart maximum). */
    guestItemAdded: (state, action: PayloadAction<Omit<GuestCartItem, 'quantity'>>) => {
      const existing = state.items.find((item) => item.id === action.payload.id);
      if (existing) existing.quantity = clampQuantity(existing.quantity + 1);
      else state.items.push({ ...action.payload, quantity: CART_QUANTITY_MIN });
    },
    guestQuantitySet: (state, action: PayloadAction<{ id: number; quantity: number }>) => {
      const item = state.items.find((entry) => entry.id === action.payload.id);
      if (item) item.quantity = clampQuantity(action.payload.quantity);
    },
    guestItemRemoved: (state, action: PayloadAction<number>) => {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    guestCartCleared: (state) => {
      state.items = [];
    },
    guestCartReloaded: (state) => {
      state.items = readStoredCart();
    },
  },
  selectors: {
    selectGuestItems: (state) => state.items,
  },
});

export const { guestItemAdded, guestQuantitySet, guestItemRemoved, guestCartCleared, guestCartReloaded } =
  guestCartSlice.actions;
export const { selectGuestItems } = guestCartSlice.selectors;
