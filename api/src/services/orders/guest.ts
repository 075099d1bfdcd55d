/**
 * Guest orders after checkout: a guest pay-on-delivery order holds its stock only until its confirmation
 * deadline unless the guest opens the e-mailed link (token stored as a sha256 hash); the expiry sweep cancels
 * unconfirmed ones and puts their stock back. A guest cancels with the order number and the order's e-mail.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { GUEST_MESSAGES, ORDER_STATUS, PAYMENT_STATUS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http-error';
import { shopContext } from '../mail/context';
import { cancelProcessingOrder } from './cancel';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new confirmation token and what to store for it. */
export function newConfirmation(minutes: number, now = new Date()): { token: string; hash: string; expiresAt: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString() };
}

/** The e-mailed link that confirms a guest's pay-on-delivery order (GET /api/order/guest/confirm). */
export function guestConfirmLink(uniqueId: string, token: string): string {
  return `${shopContext().publicUrl}/api/order/guest/confirm?${new URLSearchParams({ order: uniqueId, token }).toString()}`;
}

/** Marks the order confirmed when the token matches and the deadline has not passed. */
export async function confirmGuestOrder(db: Kysely<Database>, uniqueId: string, token: string, now = new Date()): Promise<void> {
  const order = await db.selectFrom('orders').select(['id', 'confirm_token_hash', 'confirm_expires_at', 'status']).where('unique_id', '=', uniqueId.trim()).executeTakeFirst();
  const expected = Buffer.from(order?.confirm_token_hash ?? '', 'hex');
  const given = Buffer.from(hashToken(token), 'hex');
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (!order || !matches || order.status !== ORDER_STATUS.processing || (order.confirm_expires_at ?? '') < now.toISOString()) {
    throw badRequest(GUEST_MESSAGES.confirmExpired);
  }
  await db.updateTable('orders').set({ confirm_token_hash: null, confirm_expires_at: null }).where('id', '=', order.id).where('confirm_token_hash', '=', order.confirm_token_hash).execute();
}

/** A guest cancels with the order number and the e-mail given at checkout (either wrong: the same 404). */
export async function cancelGuestOrder(db: Kysely<Database>, uniqueId: string, email: string): Promise<{ unique_id: string; refund: number }> {
  const order = await db.selectFrom('orders').select(['id', 'email', 'payment_status']).where('unique_id', '=', uniqueId.trim()).where('user_id', 'is', null).executeTakeFirst();
  const sameEmail = order?.email && order.email.trim().toLowerCase() === email.trim().toLowerCase();
  if (!order || !sameEmail || order.payment_status === PAYMENT_STATUS.pending || order.payment_status === PAYMENT_STATUS.failed) throw notFound(GUEST_MESSAGES.guestOrderNotFound);
  const refund = await db.transaction().execute((trx) => cancelProcessingOrder(trx, order.id));
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
        return true;
      })
      .catch(() => false);
    if (done) expired++;
  }
  return expired;
}
