/**
 * Cancelling an order, for its patient and for a guest alike: only a processing order none of whose
 * shipments has left may be cancelled; its stock goes back, and a paid order records the refund owed
 * (status 'due' and the amount) for the shop to pay back. An invoiced order gets its credit note (issue 25).
 */
import type { Kysely, Transaction } from 'kysely';
import { canCancelWithShipments, ORDER_STATUS, PATIENT_MESSAGES, PAYMENT_STATUS, SHIPMENT_MESSAGES } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { lockOrder, recordCancelledOrder, shipmentStatuses } from './fulfilment-record';
import { releaseStock } from './stock';
import { withdrawReminder } from '../mail/order-mails';
import { issueCancellationCreditNotes } from '../credit-notes/issue';

export const REFUND_DUE = 'due';

/** processing -> cancelled once; stock back; a paid order owes a refund. Returns the refund amount (0 when none). */
export async function cancelProcessingOrder(trx: Transaction<Database> | Kysely<Database>, orderId: number): Promise<number> {
  // the order row is locked first, so a seller's concurrent shipment move is seen (or waits for this cancel)
  await lockOrder(trx, orderId);
  if (!canCancelWithShipments(await shipmentStatuses(trx, orderId))) throw new HttpError(409, SHIPMENT_MESSAGES.cannotCancelShipped);
  const order = await trx.selectFrom('orders').select(['payment_status', 'order_total_price']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const paid = order.payment_status === PAYMENT_STATUS.paid;
  const result = await trx
    .updateTable('orders')
    .set({ status: ORDER_STATUS.cancelled, confirm_token_hash: null, confirm_expires_at: null, ...(paid ? { refund_status: REFUND_DUE, refund_amount: order.order_total_price } : {}) })
    .where('id', '=', orderId)
    .where('status', '=', ORDER_STATUS.processing)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, PATIENT_MESSAGES.cannotCancel);
  await releaseStock(trx, orderId);
  await recordCancelledOrder(trx, orderId);
  await withdrawReminder(trx, orderId);
  // issue 25: an order whose invoice was already issued gets a credit note of the whole invoice with its cancel
  await issueCancellationCreditNotes(trx, orderId);
  return paid ? order.order_total_price : 0;
}

/** The buyer-facing sentence after a cancel. */
export function cancelledMessage(refund: number): string {
  return refund > 0
    ? `${PATIENT_MESSAGES.orderCancelled}. A refund of ₹${refund} will be made to your original payment method within 5-7 working days.`
    : PATIENT_MESSAGES.orderCancelled;
}
