/** The guest cart merge after a patient logs in, against a fake cart API (shared-lib/testing) on the shared axios instance. */
import { CART_QUANTITY_MAX, type GuestCartItem } from 'shared-lib/domain/core';
import { saveSession } from 'shared-lib/http';
import { createAppStore } from 'shared-lib/store';
import { fakeServer } from 'shared-lib/testing';
import { mergeGuestCartIntoServer } from './index';

const tokenFor = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

interface Line {
  id: number;
  product_id: number;
  quantity: number;
}

/** A cart API that behaves like ours: lines grow on add, 400 beyond the cart maximum or the stock, 404 for unknown products. */
function fakeCartApi(stock: Record<number, number>, lines: Line[]) {
  let nextId = 100;
  const reply = (status: number, data: unknown, message = 'ok') => ({ status, data: { success: status < 400, message, data } });
  const item = (line: Line) => ({
    ...line,
    user_id: 7,
    price: 100,
    product: { id: line.product_id, name: `P${line.product_id}`, image: '', sales_price: 100, seller_id: null, in_stock_quantity: stock[line.product_id] },
  });
  const check = (quantity: number, productId: number) => quantity >= 1 && quantity <= CART_QUANTITY_MAX && quantity <= (stock[productId] ?? 0);
  const requests = fakeServer((config) => {
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const url = config.url ?? '';
    if (url === 'cart/cartList') return reply(200, lines.map(item));
    if (url === 'cart/addToCart') {
      if (!(body.product_id in stock)) return reply(404, null, 'Product not found');
      const existing = lines.find((line) => line.product_id === body.product_id);
      const total = (existing?.quantity ?? 0) + body.quantity;
      if (!check(total, body.product_id)) return reply(400, null, 'Only so many in stock');
      if (existing) existing.quantity = total;
      else lines.push({ id: nextId++, product_id: body.product_id, quantity: total });
      return reply(200, item(lines.find((line) => line.product_id === body.product_id)!));
    }
    const update = /^cart\/updateQuantity\/(\d+)$/.exec(url);
    if (update) {
      const line = lines.find((entry) => entry.id === Number(update[1]));
      if (!line) return reply(404, null, 'Cart item not found');
      if (!check(body.quantity, line.product_id)) return reply(400, null, 'Only so many in stock');
      line.quantity = body.quantity;
      return reply(200, item(line));
    }
    return reply(404, null, `unexpected ${url}`);
  });
  const calls = () =>
    requests.map((config) => {
      const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
      return `${config.method?.toUpperCase()} ${config.url}${body ? ` ${body.product_id}x${body.quantity}` : ''}`;
    });
  return { calls, lines };
}

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
