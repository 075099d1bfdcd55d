/**
 * A seller cancels its unshipped part of a pay-on-delivery order (issue 24: nobody but the buyer could end a
 * lock-up). Its shipment becomes Cancelled, its lines' stock goes back, the order is cancelled when no other
 * part is left (otherwise its stored totals are priced again from the lines left: subtotal, shipping, coupon
 * discount, GST, total), an invoiced part gets a credit note against the seller's invoice (the whole order's
 * invoices when it was the last part), and the buyer gets the seller's reason, the new total and the credit
 * notes (attached) by mail, all in one transaction after the order row lock.
 */
import type { Kysely } from 'kysely';
import type { SellerOrder } from 'shared-lib/contract';
import { ACCOUNT_SAFETY_MESSAGES as A, ORDER_STATUS, orderStatusFromShipments, PAYMENT_TYPES, SELLER_CANCEL_REASON, SHIPMENT_MESSAGES as M, SHIPMENT_STATUS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http-error';
import { creditNoteAttachment } from '../credit-notes/download';
import { issueCancellationCreditNotes, issuePartCancellationCreditNote } from '../credit-notes/issue';
import { enqueueMail } from '../mail/outbox';
import { repriceAfterPartCancelled } from '../orders/order-parts';
import { releaseStock } from '../orders/stock';
import { sellerIdOf } from './seller-id';
import { addOrderHistory, lockOrder, shipmentStatuses } from '../orders/fulfilment-record';
import { findSellerOrder } from './fulfilment';

export async function cancelShipment(db: Kysely<Database>, userId: number, shipmentId: number, rawReason: string): Promise<SellerOrder> {
  const sellerId = await sellerIdOf(db, userId);
  const reason = rawReason.trim().replace(/\s+/g, ' ');
  if (reason.length < SELLER_CANCEL_REASON.min || reason.length > SELLER_CANCEL_REASON.max) throw badRequest(A.sellerCancelReason);
  const owned = await db.selectFrom('shipments').select(['id', 'order_id']).where('id', '=', shipmentId).where('seller_id', '=', sellerId).executeTakeFirst();
  if (!owned) throw notFound(M.shipmentNotFound);
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, owned.order_id);
    if (!order) throw notFound(M.shipmentNotFound);
    if (order.status === ORDER_STATUS.cancelled) throw new HttpError(409, M.orderCancelled);
    const { payment_type } = await trx.selectFrom('orders').select('payment_type').where('id', '=', owned.order_id).executeTakeFirstOrThrow();
    if (payment_type !== PAYMENT_TYPES.payOnDelivery) throw new HttpError(409, A.sellerCancelOnlyCod);
    const at = new Date().toISOString();
    const result = await trx.updateTable('shipments').set({ status: SHIPMENT_STATUS.cancelled, updated_at: at }).where('id', '=', shipmentId).where('status', '=', SHIPMENT_STATUS.processing).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, A.sellerCancelShipped);
    await releaseStock(trx, owned.order_id, sellerId);
    const next = orderStatusFromShipments(order.status, await shipmentStatuses(trx, owned.order_id));
    if (next !== order.status) {
      await trx.updateTable('orders').set({ status: next, ...(next === ORDER_STATUS.cancelled ? { confirm_token_hash: null, confirm_expires_at: null } : {}) }).where('id', '=', owned.order_id).execute();
      await addOrderHistory(trx, owned.order_id, next, at);
    }
    const newTotal = next === ORDER_STATUS.cancelled ? null : await repriceAfterPartCancelled(trx, owned.order_id);
    // the last part cancelled cancels the order: every invoice not yet credited is credited whole (as a buyer's cancel does)
    const notes = next === ORDER_STATUS.cancelled ? await issueCancellationCreditNotes(trx, owned.order_id, new Date(at)) : [await issuePartCancellationCreditNote(trx, owned.order_id, sellerId, new Date(at))].filter((note) => note !== null);
    if (order.email) {
      const items = await trx
        .selectFrom('order_details')
        .innerJoin('products', 'products.id', 'order_details.product_id')
        .select(['products.name', 'order_details.quantity'])
        .where('order_details.order_id', '=', owned.order_id)
        .where('order_details.seller_id', '=', sellerId)
        .orderBy('order_details.id')
        .execute();
      const customerName = [order.first_name, order.last_name].filter(Boolean).join(' ') || 'Customer';
      await enqueueMail(trx, {
        template: 'seller-cancelled',
        to: order.email,
        dedupeKey: `seller-cancelled:${shipmentId}`,
        data: { uniqueId: order.unique_id, customerName, items: items.map((i) => `${i.name} × ${i.quantity}`), reason, newTotal, guest: order.user_id === null, creditNoteNumbers: notes.map((note) => note.number) },
        attachments: notes.map(creditNoteAttachment),
      });
    }
  });
  return (await findSellerOrder(db, sellerId, shipmentId)) as SellerOrder;
}
