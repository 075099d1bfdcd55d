/**
 * The seller's side of returns (issue 33): its own returns only (another seller's: 404). Approve or reject a
 * requested return (a rejection gives back the reserved quantities); then pickup scheduled, picked up,
 * received. On receipt, in one transaction: restock or not, the returned quantities, the GST credit note
 * against the invoice, the refund record, the ledger hook; each step mails the patient and joins the timeline.
 */
import type { Kysely } from 'kysely';
import type { ReturnDecisionBody, ReturnMoveBody, ReturnView, SellerReturnsQuery } from 'shared-lib/contract';
import { GST_RATE } from 'shared-lib/domain';
import { NEXT_RETURN_STATUS, RETURN_MESSAGES as M, type ReturnStatus } from 'shared-lib/domain/returns';
import { plainText } from 'shared-lib/domain/reviews';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import { creditNoteAttachment } from '../credit-notes/download';
import { issueReturnCreditNote } from '../credit-notes/issue';
import { lockOrder } from '../orders/fulfilment-record';
import { sellerIdOf } from '../sellers/seller-id';
import { onReturnReceived } from './ledger-hook';
import { refundDestination } from './request';
import { recordReturnStep } from './steps';
import { loadReturnViews } from './views';

type Db = Kysely<Database>;

export async function listSellerReturns(db: Db, userId: number, query: SellerReturnsQuery): Promise<ReturnView[]> {
  return loadReturnViews(db, { sellerId: await sellerIdOf(db, userId), status: query.status });
}

async function ownReturn(db: Db, userId: number, returnId: number) {
  const sellerId = await sellerIdOf(db, userId);
  const row = await db.selectFrom('returns').selectAll().where('id', '=', returnId).where('seller_id', '=', sellerId).executeTakeFirst();
  if (!row) throw notFound(M.returnNotFound);
  return row;
}

async function view(db: Db, returnId: number): Promise<ReturnView> {
  return (await loadReturnViews(db, { returnId }))[0];
}

/** Moves the return from `from` to `to` only if it is still at `from` (a concurrent move loses with 409). */
async function moveStatus(trx: Db, returnId: number, from: ReturnStatus, to: ReturnStatus, at: string, extra: Partial<{ reject_reason: string; restocked: number }> = {}) {
  const moved = await trx.updateTable('returns').set({ status: to, updated_at: at, ...extra }).where('id', '=', returnId).where('status', '=', from).executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw conflict(M.badMove);
}

export async function decideReturn(db: Db, userId: number, returnId: number, body: ReturnDecisionBody, now: Date = new Date()): Promise<ReturnView> {
  const ret = await ownReturn(db, userId, returnId);
  if (ret.status !== 'requested') throw conflict(M.decided);
  const reason = plainText(body.reason);
  if (body.decision === 'reject' && !reason) throw badRequest(M.rejectReasonRequired);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await lockOrder(trx, ret.order_id);
    if (body.decision === 'approve') {
      await moveStatus(trx, returnId, 'requested', 'approved', at);
      await recordReturnStep(trx, returnId, 'approved', at);
      return;
    }
    await moveStatus(trx, returnId, 'requested', 'rejected', at, { reject_reason: reason });
    // the rejected quantities may be requested again
    const lines = await trx.selectFrom('return_lines').select(['order_detail_id', 'quantity']).where('return_id', '=', returnId).execute();
    for (const line of lines) {
      await trx.updateTable('order_details').set((eb) => ({ return_requested_quantity: eb('return_requested_quantity', '-', line.quantity) })).where('id', '=', line.order_detail_id).execute();
    }
    await recordReturnStep(trx, returnId, 'rejected', at, { reason });
  });
  return view(db, returnId);
}

export async function moveReturn(db: Db, userId: number, returnId: number, body: ReturnMoveBody, now: Date = new Date()): Promise<ReturnView> {
  const ret = await ownReturn(db, userId, returnId);
  if (NEXT_RETURN_STATUS[ret.status] !== body.status) throw conflict(M.badMove);
  if (body.status === 'received' && body.restock === undefined) throw badRequest(M.restockRequired);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await lockOrder(trx, ret.order_id);
    if (body.status !== 'received') {
      await moveStatus(trx, returnId, ret.status, body.status, at);
      await recordReturnStep(trx, returnId, body.status, at);
      return;
    }
    await moveStatus(trx, returnId, ret.status, 'received', at, { restocked: body.restock ? 1 : 0 });
    const lines = await trx
      .selectFrom('return_lines')
      .innerJoin('order_details', 'order_details.id', 'return_lines.order_detail_id')
      .select(['return_lines.order_detail_id', 'return_lines.quantity', 'order_details.product_id'])
      .where('return_lines.return_id', '=', returnId)
      .execute();
    for (const line of lines) {
      await trx.updateTable('order_details').set((eb) => ({ returned_quantity: eb('returned_quantity', '+', line.quantity) })).where('id', '=', line.order_detail_id).execute();
      if (body.restock) await trx.updateTable('products').set((eb) => ({ in_stock_quantity: eb('in_stock_quantity', '+', line.quantity) })).where('id', '=', line.product_id).execute();
      await onReturnReceived(trx, { orderItemId: line.order_detail_id, quantity: line.quantity, at });
    }
    const note = await issueReturnCreditNote(trx, returnId, now);
    const amount = note ? note.total_paise : await uninvoicedValue(trx, returnId);
    const destination = refundDestination(ret);
    await trx.insertInto('refunds').values({ order_id: ret.order_id, return_id: returnId, amount_paise: amount, method: ret.refund_method, destination, status: 'due', created_at: at }).execute();
    await recordReturnStep(trx, returnId, 'received', at, { note: body.restock ? M.restocked : M.notRestocked, refundPaise: amount, refundDestination: destination, creditNoteNumber: note?.number ?? null, attachments: note ? [creditNoteAttachment(note)] : [] });
  });
  return view(db, returnId);
}

/** Without an invoice (none issued), the refund is the returned lines at their price with their GST. */
async function uninvoicedValue(trx: Db, returnId: number): Promise<number> {
  const rows = await trx.selectFrom('return_lines').innerJoin('order_details', 'order_details.id', 'return_lines.order_detail_id').select(['return_lines.quantity', 'order_details.sales_price']).where('return_lines.return_id', '=', returnId).execute();
  const goods = rows.reduce((sum, r) => sum + r.quantity * r.sales_price * 100, 0);
  return goods + Math.round(goods * GST_RATE);
}
