/** Plain HTTP requests, one connection each (Connection: close), so a result is the server's answer, never a reused socket's. */
import http from 'node:http';
import { computeTotals } from 'shared-lib/domain';

export interface Answer {
  status: number;
  body: string;
  json<T = { success: boolean; message: string; data: any }>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** status 0 means the connection itself failed */
export function request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const req = http.request(url, { method, agent: false, headers: { connection: 'close', ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}), ...headers }, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: text, json: () => JSON.parse(text) });
      });
      res.on('error', () => resolve({ status: 0, body: 'response error', json: () => ({}) as never }));
    });
    req.on('error', (error) => resolve({ status: 0, body: error.message, json: () => ({}) as never }));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(payload);
  });
}

export const get = (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers);

export interface Product {
  id: number;
  name: string;
  sales_price: number;
}

/** A guest pay-on-delivery order of `quantity` units, priced with the shared rules as the checkout page does. */
let guests = 0;

/** One guest's order: every call is another person (e-mail and mobile), as when many shoppers want the last units. */
export function guestOrder(product: Product, quantity = 1, paymentType: '1' | '2' = '2', place = { state_id: 1, city_id: 1 }) {
  guests += 1;
  const cart = [{ product_id: product.id, quantity, product_name: product.name, sales_price: product.sales_price, product_image: '/uploads/x.png', total_price: product.sales_price * quantity, seller_id: null }];
  const totals = computeTotals(cart, null);
  return {
    cart,
    tax: totals.tax,
    shipping_charges: totals.shipping,
    total_price: totals.subtotal,
    order_total_price: totals.orderTotal,
    coupon_id: 0,
    discount_price: totals.discount,
    payment_type: paymentType,
    ...place,
    address: { address_line_1: '12 MG Road', pincode: '560034' },
    first_name: 'Scale',
    last_name: 'Tester',
    email: `scale.${guests}@example.in`,
    mobile: `98${String(guests).padStart(8, '0')}`,
  };
}

/** Runs `tasks` with at most `width` at a time; results in order. */
export async function pooled<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < tasks.length; i = next++) results[i] = await tasks[i]();
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
  return results;
}
