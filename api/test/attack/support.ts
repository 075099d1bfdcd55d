/** Shared checks of the attack suite: a refusal is a clear 4xx envelope without internals, and changes nothing. */
import type { TestApp } from '../helpers/test-app';

type Reply = { statusCode: number; body: string; json: () => unknown; headers: Record<string, unknown> };

/** Status as expected, `success: false`, the message matching, and no stack trace, SQL or driver text. */
export function expectRefused(res: Reply, status: number, message?: string | RegExp): void {
  expect({ status: res.statusCode, body: res.body.slice(0, 300) }).toEqual({ status, body: expect.any(String) });
  const body = res.json() as { success: boolean; message: string; data: unknown };
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(3);
  if (message !== undefined) expect(body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  expectNoInternals(res.body);
}

export function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d+|SQLITE_|sqlite|postgres|syntax error|SELECT |INSERT |UPDATE |relation "|duplicate key|stack/i);
}

const TABLES = ['users', 'orders', 'order_details', 'payments', 'cart_items', 'wishlist_items', 'addresses', 'coupons', 'products', 'subscribers'] as const;

/** Row counts and a fingerprint of the rows that matter (stock, order states, user secrets). */
export async function snapshot(t: TestApp): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const table of TABLES) {
    const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  out.stock = (await t.db.selectFrom('products').select(['id', 'in_stock_quantity', 'sales_price']).orderBy('id').execute()).map((p) => `${p.id}:${p.in_stock_quantity}:${p.sales_price}`).join(',');
  out.orders_state = (await t.db.selectFrom('orders').select(['id', 'status', 'payment_status', 'refund_status']).orderBy('id').execute()).map((o) => `${o.id}:${o.status}:${o.payment_status}:${o.refund_status}`).join(',');
  out.users_state = (await t.db.selectFrom('users').select(['id', 'email', 'role', 'password_hash', 'token_version', 'name']).orderBy('id').execute()).map((u) => `${u.id}:${u.email}:${u.role}:${u.password_hash.slice(-12)}:${u.token_version}:${u.name}`).join(',');
  out.payments_state = (await t.db.selectFrom('payments').select(['id', 'state']).orderBy('id').execute()).map((p) => `${p.id}:${p.state}`).join(',');
  return out;
}

/** Runs the attack and checks that the database is exactly as before. */
export async function unchanged<T>(t: TestApp, attack: () => Promise<T>): Promise<T> {
  const before = await snapshot(t);
  const result = await attack();
  expect(await snapshot(t)).toEqual(before);
  return result;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function login(t: TestApp, type: 'patient' | 'doctor' | 'seller', email: string, password: string, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({ method: 'POST', url: `/api/${type}/login`, payload: { email, password }, remoteAddress });
  const body = res.json() as { token: string; data: { id: number } };
  return { token: body.token, id: body.data?.id, status: res.statusCode };
}

export const DEMO = {
  patient: { email: 'patient@demo.in', password: 'Patient@123' },
  doctor: { email: 'doctor@demo.in', password: 'Doctor@123' },
  seller: { email: 'seller@demo.in', password: 'Seller@123' },
} as const;
