/**
 * A cart API that behaves like ours, behind the shared axios instance: lines grow on add, 400 beyond the cart
 * maximum or the stock, 404 for unknown products and lines. `down(true)` makes every request go unanswered.
 */
import { CART_QUANTITY_MAX } from 'shared-lib/domain/core';
import { fakeServer, NO_ANSWER } from './fake-server';

export interface FakeCartLine {
  id: number;
  product_id: number;
  quantity: number;
}

export function fakeCartApi(stock: Record<number, number>, lines: FakeCartLine[]) {
  let nextId = 100;
  let unreachable = false;
  const reply = (status: number, data: unknown, message = 'ok') => ({ status, data: { success: status < 400, message, data } });
  const item = (line: FakeCartLine) => ({
    ...line,
    user_id: 7,
    price: 100,
    product: { id: line.product_id, name: `P${line.product_id}`, image: '', sales_price: 100, seller_id: null, in_stock_quantity: stock[line.product_id] },
  });
  const check = (quantity: number, productId: number) => quantity >= 1 && quantity <= CART_QUANTITY_MAX && quantity <= (stock[productId] ?? 0);
  const requests = fakeServer((config) => {
    if (unreachable) return NO_ANSWER;
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
    const remove = /^cart\/delete\/(\d+)$/.exec(url);
    if (remove) {
      const at = lines.findIndex((entry) => entry.id === Number(remove[1]));
      if (at < 0) return reply(404, null, 'Cart item not found');
      lines.splice(at, 1);
      return reply(200, null);
    }
    return reply(404, null, `unexpected ${url}`);
  });
  const calls = () =>
    requests.map((config) => {
      const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
      return `${config.method?.toUpperCase()} ${config.url}${body ? ` ${body.product_id}x${body.quantity}` : ''}`;
    });
  return {
    calls,
    lines,
    down: (value: boolean) => {
      unreachable = value;
    },
  };
}
