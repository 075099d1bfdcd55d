/**
 * A patient's returns (issue 33): what may be returned, and the request. Only the order's own patient (anyone
 * else: 404, nothing revealed). A request reserves its quantities on the order lines with one conditional
 * UPDATE per line (`return_requested_quantity + q <= quantity`), backed by a CHECK constraint, inside one
 * transaction: two concurrent requests for the last item cannot both succeed, and nothing is half-written.
 * Lines of different sellers become one return per seller.
 */
import type { Kysely } from 'kysely';
import type { OrderReturns, ReturnRequestBody, ReturnView } from 'shared-lib/contract';
import { PAYMENT_STATUS } from 'shared-lib/domain';
import { maskedAccount, REFUND_METHOD_LABELS, refundAccountProblem, refundNeedsAccount, RETURN_MESSAGES as M, RETURN_REASONS, type RefundMethod } from 'shared-lib/domain/returns';
import { plainText } from 'shared-lib/domain/reviews';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import { lockOrder } from '../orders/fulfilment-record';
import { returnableLines } from './eligibility';
import { recordReturnStep } from './steps';
import { creditNoteSummaries, loadReturnViews } from './views';

type Db = Kysely<Database>;

async function ownOrder(db: Db, userId: number, uniqueId: string) {
  const order = await db.selectFrom('orders').select(['id', 'unique_id', 'payment_type', 'payment_status']).where('unique_id', '=', uniqueId).where('user_id', '=', userId).executeTakeFirst();
  if (!order) throw notFound(M.orderNotFound);
  return order;
}

export async function orderReturns(db: Db, userId: number, uniqueId: string): Promise<OrderReturns> {
  const order = await ownOrder(db, userId, uniqueId);
  const lines = await returnableLines(db, order.id);
  return {
    unique_id: order.unique_id,
    refund_needs_account: refundNeedsAccount(order.payment_type),
    lines: lines.map(({ seller_id: _seller, ...line }) => line),
    returns: await loadReturnViews(db, { orderId: order.id }),
    credit_notes: (await creditNoteSummaries(db, [order.id])).map(({ order_id: _o, return_id: _r, ...note }) => note),
  };
}

function isCheckViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23514' || e?.code === 'SQLITE_CONSTRAINT_CHECK' || /CHECK constraint failed/i.test(e?.message ?? '');
}

/** Where the refund goes: the original method for an online payment, else the patient's UPI id or bank account. */
function refundTarget(order: { payment_type: string; payment_status: string }, body: ReturnRequestBody): { refund_method: RefundMethod; refund_upi_id: string | null; refund_account_number: string | null; refund_ifsc: string | null } {
  if (!refundNeedsAccount(order.payment_type) && order.payment_status === PAYMENT_STATUS.paid) return { refund_method: 'original', refund_upi_id: null, refund_account_number: null, refund_ifsc: null };
  const problem = refundAccountProblem(body);
  if (problem) throw badRequest(problem);
  const upi = (body.upi_id ?? '').trim();
  if (upi) return { refund_method: 'upi', refund_upi_id: upi, refund_account_number: null, refund_ifsc: null };
  return { refund_method: 'bank', refund_upi_id: null, refund_account_number: (body.account_number ?? '').replace(/\s+/g, ''), refund_ifsc: (body.ifsc ?? '').trim().toUpperCase() };
}

/** 'UPI name@okbank', 'Bank account XXXXXX1234 (HDFC0001234)', 'Original payment method'. */
export function refundDestination(r: { refund_method: RefundMethod; refund_upi_id: string | null; refund_account_number: string | null; refund_ifsc: string | null }): string {
  if (r.refund_method === 'upi') return `UPI ${r.refund_upi_id}`;
  if (r.refund_method === 'bank') return `Bank account ${maskedAccount(r.refund_account_number ?? '')} (${r.refund_ifsc})`;
  return REFUND_METHOD_LABELS.original;
}

export async function requestReturn(db: Db, userId: number, uniqueId: string, body: ReturnRequestBody, now: Date = new Date()): Promise<ReturnView[]> {
  const order = await ownOrder(db, userId, uniqueId);
  const reason = RETURN_REASONS.find((r) => r.code === body.reason);
  if (!reason) throw badRequest(M.reasonUnknown);
  if (reason.sealed && !body.sealed) throw badRequest(M.mustBeSealed);
  const wanted = new Map<number, number>();
  for (const line of body.lines) wanted.set(line.order_detail_id, (wanted.get(line.order_detail_id) ?? 0) + line.quantity);
  const target = refundTarget(order, body);
  const note = plainText(body.note);
  try {
    const ids = await db.transaction().execute(async (trx) => {
      await lockOrder(trx, order.id);
      const lines = await returnableLines(trx, order.id, now);
      const bySeller = new Map<number, [number, number][]>();
      for (const [detailId, quantity] of wanted) {
        const line = lines.find((l) => l.order_detail_id === detailId);
        if (!line) throw badRequest(M.noLines);
        if (line.blocked_reason && line.blocked_reason !== M.tooMany) throw conflict(line.blocked_reason);
        // the reservation: only while what open and received returns hold plus this stays within the line
        const reserved = await trx
          .updateTable('order_details')
          .set((eb) => ({ return_requested_quantity: eb('return_requested_quantity', '+', quantity) }))
          .where('id', '=', detailId)
          .where((eb) => eb(eb('return_requested_quantity', '+', quantity), '<=', eb.ref('quantity')))
          .executeTakeFirst();
        if (Number(reserved.numUpdatedRows) !== 1) throw conflict(M.tooMany);
        bySeller.set(line.seller_id, [...(bySeller.get(line.seller_id) ?? []), [detailId, quantity]]);
      }
      const created: number[] = [];
      for (const [sellerId, chosen] of bySeller) {
        const { id } = await trx
          .insertInto('returns')
          .values({ order_id: order.id, seller_id: sellerId, user_id: userId, status: 'requested', reason: reason.label, note, ...target, created_at: now.toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('return_lines').values(chosen.map(([order_detail_id, quantity]) => ({ return_id: id, order_detail_id, quantity }))).execute();
        await recordReturnStep(trx, id, 'requested', now.toISOString(), { note });
        created.push(id);
      }
      return created;
    });
    return (await loadReturnViews(db, { orderId: order.id })).filter((r) => ids.includes(r.id));
  } catch (error) {
    if (isCheckViolation(error)) throw conflict(M.tooMany);
    throw error;
  }
}

/** The caller's own return (for its photos), or 404. */
export async function ownReturnId(db: Db, userId: number, returnId: number): Promise<number> {
  const row = await db.selectFrom('returns').select('id').where('id', '=', returnId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(M.returnNotFound);
  return row.id;
}
