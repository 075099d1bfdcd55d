/**
 * Guest orders after checkout: a guest pay-on-delivery order holds its stock only until its confirmation
 * deadline unless the guest opens the e-mailed link (token stored as a sha256 hash); the expiry sweep cancels
 * unconfirmed ones and puts their stock back. A guest cancels with the order number and the order's e-mail.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GuestConfirmation, GuestConfirmState } from 'shared-lib/contract';
import { GUEST_MESSAGES, MESSAGES, ORDER_STATUS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http-error';
import { shopContext } from '../mail/context';
import { confirmOrder, mailLapsedOrder, withdrawReminder } from '../mail/order-mails';
import { cancelProcessingOrder } from './cancel';
import { guestOrderId } from './guest-track';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new confirmation token and what to store for it. */
export function newConfirmation(minutes: number, now = new Date()): { token: string; hash: string; expiresAt: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString() };
}

/** The e-mailed link: the shop's confirm page (checkout remote), which shows the order and POSTs the token; opening it changes nothing. */
export function guestConfirmLink(uniqueId: string, token: string): string {
  return `${shopContext().publicUrl}/#/order/confirm?${new URLSearchParams({ order: uniqueId, token }).toString()}`;
}

const sameHash = (stored: string | null | undefined, token: string) => {
  const expected = Buffer.from(stored ?? '', 'hex');
  const given = Buffer.from(hashToken(token), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/** Where a link's order stands; a token that does not match (or no such order) is the same 404, revealing nothing. */
async function linkedOrder(db: Kysely<Database>, uniqueId: string, token: string, now: Date) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'unique_id', 'order_date', 'payment_type', 'order_total_price', 'status', 'confirm_token_hash', 'confirm_link_hash', 'confirm_expires_at', 'confirm_lapsed_at'])
    .where('unique_id', '=', uniqueId.trim())
    .executeTakeFirst();
  if (!order || !sameHash(order.confirm_link_hash, token)) throw notFound(GUEST_MESSAGES.confirmWrongToken);
  const lapsed = order.confirm_token_hash !== null && (order.confirm_expires_at ?? '') < now.toISOString();
  const state: GuestConfirmState =
    order.status === ORDER_STATUS.cancelled ? (order.confirm_lapsed_at ? 'expired' : 'cancelled') : lapsed ? 'expired' : order.confirm_token_hash ? 'pending' : 'confirmed';
  return { order, state };
}

async function summary(db: Kysely<Database>, order: Awaited<ReturnType<typeof linkedOrder>>['order'], state: GuestConfirmState): Promise<GuestConfirmation> {
  const lines = await db
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select(['products.name', 'order_details.quantity', 'order_details.total_price'])
    .where('order_details.order_id', '=', order.id)
    .orderBy('order_details.id')
    .execute();
  return {
    state,
    order: {
      unique_id: order.unique_id,
      order_date: order.order_date,
      payment_type: order.payment_type,
      order_total_price: order.order_total_price,
      lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, total: l.total_price })),
      delivery_estimate: MESSAGES.deliveryEstimate,
      confirm_by: state === 'pending' ? order.confirm_expires_at : null,
    },
  };
}

/** GET: the order behind a confirmation link and where it stands. Never changes anything (mail scanners fetch links). */
export async function viewGuestConfirmation(db: Kysely<Database>, uniqueId: string, token: string, now = new Date()): Promise<GuestConfirmation> {
  const { order, state } = await linkedOrder(db, uniqueId, token, now);
  return summary(db, order, state);
}

/** POST: confirms a pending order whose token matches before its deadline; every other outcome has its own status and message. */
export async function confirmGuestOrder(db: Kysely<Database>, uniqueId: string, token: string, now = new Date()): Promise<GuestConfirmation> {
  const { order, state } = await linkedOrder(db, uniqueId, token, now);
  if (state === 'confirmed') throw conflict(GUEST_MESSAGES.alreadyConfirmed);
  if (state === 'expired') throw new HttpError(410, GUEST_MESSAGES.confirmExpired);
  if (state === 'cancelled') throw conflict(GUEST_MESSAGES.confirmCancelled);
  const won = await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('orders')
      .set({ confirm_token_hash: null, confirm_expires_at: null })
      .where('id', '=', order.id)
      .where('confirm_token_hash', '=', order.confirm_token_hash)
      .where('status', '=', ORDER_STATUS.processing)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    // the invoice number is taken only now, and the "confirmed" mail carries the invoice
    await confirmOrder(trx, order.id, now, undefined, 'order-confirmed');
    await withdrawReminder(trx, order.id);
    return true;
  });
  // a concurrent click won the race: this one is the second
  if (!won) throw conflict(GUEST_MESSAGES.alreadyConfirmed);
  return summary(db, order, 'confirmed');
}

/** A guest cancels with the order number and the e-mail or mobile given at checkout (any wrong: the same 404). */
export async function cancelGuestOrder(db: Kysely<Database>, uniqueId: string, contact: string): Promise<{ unique_id: string; refund: number }> {
  const id = await guestOrderId(db, uniqueId, contact, GUEST_MESSAGES.guestOrderNotFound);
  const refund = await db.transaction().execute((trx) => cancelProcessingOrder(trx, id));
  return { unique_id: uniqueId.trim(), refund };
}

/** Cancels guest orders whose confirmation deadline has passed and releases their stock; returns how many. */
export async function expireUnconfirmedGuestOrders(db: Kysely<Database>, now = new Date()): Promise<number> {
  const stale = await db
    .selectFrom('orders')
    .select('id')
    .where('confirm_token_hash', 'is not', null)
    .where('confirm_expires_at', '<', now.toISOString())
    .where('status', '=', ORDER_STATUS.processing)
    .execute();
  let expired = 0;
  for (const { id } of stale) {
    const done = await db
      .transaction()
      .execute(async (trx) => {
        const still = await trx.selectFrom('orders').select('id').where('id', '=', id).where('confirm_token_hash', 'is not', null).where('status', '=', ORDER_STATUS.processing).executeTakeFirst();
        if (!still) return false;
        await cancelProcessingOrder(trx, id);
        await trx.updateTable('orders').set({ confirm_lapsed_at: now.toISOString() }).where('id', '=', id).execute();
        await mailLapsedOrder(trx, id);
        return true;
      })
      .catch(() => false);
    if (done) expired++;
  }
  return expired;
}
