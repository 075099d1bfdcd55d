/** The guest cart merge after a patient logs in, against a fake cart API (shared-lib/testing) on the shared axios instance. */
import { CART_QUANTITY_MAX, type GuestCartItem } from 'shared-lib/domain/core';
import { saveSession } from 'shared-lib/http';
import { createAppStore } from 'shared-lib/store';
import { fakeCartApi } from 'shared-lib/testing';
import { mergeGuestCartIntoServer } from './index';

const tokenFor = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

const guest = (id: number, quantity: number): GuestCartItem => ({ id, quantity, product_name: `P${id}`, sales_price: 100, product_image: '', seller_id: null });

describe('mergeGuestCartIntoServer', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    sessionStorage.clear();
    warn.mockRestore();
  });

  function storeWith(items: GuestCartItem[], session: object | null = { id: 7, type: 'patient', name: 'Asha' }) {
    sessionStorage.setItem('cart', JSON.stringify(items));
    if (session) saveSession(tokenFor(session));
    return createAppStore();
  }

  it('adds quantities to existing lines, creates the others, bounded by the cart maximum and by stock, then clears the session cart', async () => {
    const api = fakeCartApi(
      { 1: 50, 2: 4, 3: 50, 4: 3, 5: 50 },
      [
        { id: 11, product_id: 1, quantity: CART_QUANTITY_MAX - 1 },
        { id: 12, product_id: 2, quantity: 2 },
        { id: 15, product_id: 5, quantity: CART_QUANTITY_MAX },
      ],
    );
    const store = storeWith([guest(1, 3), guest(2, 5), guest(3, 2), guest(4, 6), guest(5, 1)]);

    await mergeGuestCartIntoServer(store.dispatch);

    const quantities = Object.fromEntries(api.lines.map((line) => [line.product_id, line.quantity]));
    expect(quantities).toEqual({
      1: CART_QUANTITY_MAX, // one below the maximum + 3
      2: 4, // 2 + 5, capped by the stock of 4
      3: 2, // new line with the guest's quantity
      4: 3, // new line: 6 asked, only 3 in stock
      5: CART_QUANTITY_MAX, // already full: left alone
    });
    expect(api.calls().filter((call) => call.startsWith('PUT cart/updateQuantity/15'))).toEqual([]);
    expect(store.getState().guestCart.items).toEqual([]);
    expect(sessionStorage.getItem('cart')).toBeNull();
  });

  it('keeps merging the other items when one is refused', async () => {
    const api = fakeCartApi({ 1: 50, 3: 0 }, []);
    const store = storeWith([guest(99, 1), guest(3, 1), guest(1, 2)]);

    await mergeGuestCartIntoServer(store.dispatch);

    expect(api.lines).toEqual([expect.objectContaining({ product_id: 1, quantity: 2 })]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem('cart')).toBeNull();
  });

  it('does nothing for a guest, a doctor, or an empty session cart', async () => {
    const api = fakeCartApi({ 1: 50 }, []);

    await mergeGuestCartIntoServer(storeWith([guest(1, 2)], null).dispatch);
    expect(sessionStorage.getItem('cart')).not.toBeNull();
    sessionStorage.clear();
    await mergeGuestCartIntoServer(storeWith([guest(1, 2)], { id: 3, type: 'doctor', name: 'D' }).dispatch);
    expect(sessionStorage.getItem('cart')).not.toBeNull();
    sessionStorage.clear();
    await mergeGuestCartIntoServer(storeWith([]).dispatch);

    expect(api.calls()).toEqual([]);
  });
});
