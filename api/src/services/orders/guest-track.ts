/**
 * Track an order without an account (issue 25): the order ID and the order's e-mail or mobile. A wrong ID,
 * a wrong e-mail or mobile, an order of an account and an unplaced online order all get the same 404
 * ('No order found in this tracking Id') after the same one query, so the look-up reveals nothing.
 */
import type { Kysely } from 'kysely';
import type { PatientOrder } from 'shared-lib/contract';
import { MESSAGES, PAYMENT_STATUS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { notFound } from '../../http-error';
import { normalEmail, normalMobile } from '../../plugins/limit-keys';
import { findGuestOrderView } from './patient-orders';

/** The contact given matches the order's e-mail (any case) or its mobile (the 10 digits, any prefix or spacing). */
export function contactMatches(order: { email: string | null; mobile: string | null }, contact: string): boolean {
  const given = contact.trim();
  if (given.includes('@')) return Boolean(order.email) && normalEmail(order.email!) === normalEmail(given);
  const digits = normalMobile(given);
  return digits.length === 10 && Boolean(order.mobile) && normalMobile(order.mobile!) === digits;
}

/** The id of the guest order behind this ID and contact, or the one 404 for every wrong combination. */
export async function guestOrderId(db: Kysely<Database>, uniqueId: string, contact: string, message: string = MESSAGES.noTrackedOrder): Promise<number> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'email', 'mobile'])
    .where('unique_id', '=', uniqueId.trim())
    .where('user_id', 'is', null)
    .where('payment_status', 'not in', [PAYMENT_STATUS.pending, PAYMENT_STATUS.failed])
    .executeTakeFirst();
  if (!order || !contactMatches(order, contact)) throw notFound(message);
  return order.id;
}

/** The guest's order in the patient's Track Your Order view. */
export async function trackGuestOrder(db: Kysely<Database>, uniqueId: string, contact: string): Promise<PatientOrder> {
  await guestOrderId(db, uniqueId, contact);
  const order = await findGuestOrderView(db, uniqueId);
  if (!order) throw notFound(MESSAGES.noTrackedOrder);
  return order;
}
