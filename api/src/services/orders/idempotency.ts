/** Idempotency-Key of an order: scoped to its caller, answered with the first order on a replay or a race. */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlacedOrder } from 'shared-lib/contract';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-error';
import type { Caller } from './caller';

const ORDER_COLUMNS = [
  'id',
  'unique_id',
  'order_date',
  'status',
  'payment_type',
  'payment_status',
  'total_price',
  'shipping_charges',
  'discount_price',
  'tax',
  'order_total_price',
  'coupon_id',
  'user_id',
] as const;

/** Keys are scoped to the patient, or for guests to the contact (e-mail + mobile): one guest cannot replay another's order. */
export function scopedIdempotencyKey(key: string | undefined, caller: Caller, guest?: { email?: string; mobile?: string }): string | null {
  const trimmed = (key ?? '').trim();
  if (!trimmed) return null;
  if (trimmed.length > 100) throw badRequest('Idempotency-Key is too long');
  if (caller.patientId !== null) return `${caller.patientId}:${trimmed}`;
  const contact = createHash('sha256').update(`${(guest?.email ?? '').trim().toLowerCase()}|${(guest?.mobile ?? '').trim()}`).digest('hex').slice(0, 16);
  return `guest-${contact}:${trimmed}`;
}

export async function findOrderByIdempotencyKey(db: Kysely<Database>, scopedKey: string): Promise<PlacedOrder | null> {
  const row = await db.selectFrom('orders').select(ORDER_COLUMNS).where('idempotency_key', '=', scopedKey).executeTakeFirst();
  return row ? { ...row, replayed: true } : null;
}
