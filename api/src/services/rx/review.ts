/**
 * The seller's prescription review (issue 28). Only the seller of the prescription lines reviews them (another
 * seller, a patient or a doctor: 404/403). Approve: the shipment may ship (H1 lines written to the register).
 * Reject with a coded reason: the seller's prescription lines are cancelled, their stock released, a paid
 * order records the refund owed, the patient is mailed the reason (never the prescription). The patient may
 * answer a first rejection with one new prescription while the order is open: the lines come back (their
 * stock reserved again, the refund record withdrawn) and a second review opens.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import type { ApproveBody, OrderRxState, RejectBody, RxReview, RxReviewQueue } from 'shared-lib/contract';
import { ORDER_RX_STATUS_LABELS, ORDER_STATUS, PAYMENT_STATUS, RX_ATTEMPTS_MAX, RX_MESSAGES, RX_REVIEW_DUE_HOURS, rxReasonText, SHIPMENT_STATUS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../../http-error';
import { enqueueMail } from '../mail/outbox';
import { addOrderHistory, lockOrder } from '../orders/fulfilment-record';
import { reserveStock } from '../orders/stock';
import { sellerIdOf } from '../sellers/seller-id';
import { audit, documentView, usableDocument } from './documents';
import { openReviews, refreshOrderRxStatus } from './gate';
import { h1LinesOf, writeH1Rows } from './h1-register';

type Db = Kysely<Database> | Transaction<Database>;
const HOUR = 60 * 60 * 1000;
const QUEUE_DECIDED_SHOWN = 20;

async function reviewLines(db: Db, orderId: number, sellerId: number) {
  const rows = await db
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select(['order_details.id', 'order_details.product_id', 'order_details.quantity', 'order_details.total_price', 'order_details.rx_cancelled_at', 'products.name', 'products.prescription_class'])
    .where('order_details.order_id', '=', orderId)
    .where('order_details.seller_id', '=', sellerId)
    .where('products.prescription_class', '!=', 'otc')
    .orderBy('order_details.id')
    .execute();
  return rows;
}

async function toView(db: Db, row: { id: number; order_id: number; seller_id: number; document_id: number; attempt: number; status: string; reason_code: string | null; note: string | null; auto_approved: number; decided_at: string | null; created_at: string }, now: Date): Promise<RxReview> {
  const order = await db.selectFrom('orders').leftJoin('users', 'users.id', 'orders.user_id').select(['orders.unique_id', 'orders.first_name', 'orders.last_name', 'users.name']).where('orders.id', '=', row.order_id).executeTakeFirstOrThrow();
  const lines = await reviewLines(db, row.order_id, row.seller_id);
  return {
    id: row.id,
    order_id: row.order_id,
    unique_id: order.unique_id,
    patient_name: [order.first_name, order.last_name].filter(Boolean).join(' ') || order.name || 'Patient',
    attempt: Number(row.attempt),
    status: row.status as RxReview['status'],
    reason_code: row.reason_code,
    reason: row.reason_code ? rxReasonText(row.reason_code, row.note) : null,
    auto_approved: Number(row.auto_approved) === 1,
    decided_at: row.decided_at,
    created_at: row.created_at,
    overdue: row.status === 'pending' && now.getTime() - new Date(row.created_at).getTime() > RX_REVIEW_DUE_HOURS * HOUR,
    lines: lines.map((line) => ({ product_id: line.product_id, name: line.name, prescription_class: line.prescription_class, quantity: line.quantity, cancelled: line.rx_cancelled_at !== null })),
    document: await documentView(db, row.document_id, now),
  };
}

/** "Prescriptions to review": the seller's pending reviews (oldest first) and the latest decisions. */
export async function reviewQueue(db: Kysely<Database>, userId: number, now = new Date()): Promise<RxReviewQueue> {
  const sellerId = await sellerIdOf(db, userId);
  const pending = await db.selectFrom('rx_reviews').selectAll().where('seller_id', '=', sellerId).where('status', '=', 'pending').orderBy('created_at').orderBy('id').execute();
  const decided = await db.selectFrom('rx_reviews').selectAll().where('seller_id', '=', sellerId).where('status', '!=', 'pending').orderBy('id', 'desc').limit(QUEUE_DECIDED_SHOWN).execute();
  const items: RxReview[] = [];
  for (const row of [...pending, ...decided]) items.push(await toView(db, row, now));
  return { items, pending: pending.length, overdue: items.filter((item) => item.overdue).length };
}

async function ownPendingReview(trx: Transaction<Database>, sellerId: number, reviewId: number) {
  const review = await trx.selectFrom('rx_reviews').selectAll().where('id', '=', reviewId).where('seller_id', '=', sellerId).executeTakeFirst();
  if (!review) throw notFound('Review not found');
  await lockOrder(trx, review.order_id);
  const current = await trx.selectFrom('rx_reviews').select('status').where('id', '=', reviewId).executeTakeFirstOrThrow();
  if (current.status !== 'pending') throw conflict(RX_MESSAGES.alreadyDecided);
  return review;
}

export async function approveReview(db: Kysely<Database>, userId: number, reviewId: number, body: ApproveBody, now = new Date()): Promise<RxReview> {
  const sellerId = await sellerIdOf(db, userId);
  await db.transaction().execute(async (trx) => {
    const review = await ownPendingReview(trx, sellerId, reviewId);
    const prescriber = body.prescriber?.trim() ?? '';
    const { lines } = await h1LinesOf(trx, reviewId);
    if (lines.length && !prescriber) throw badRequest("Schedule H1 medicines: please enter the prescriber's name and registration number for the H1 register");
    await trx.updateTable('rx_reviews').set({ status: 'approved', decided_by: userId, decided_at: now.toISOString() }).where('id', '=', reviewId).where('status', '=', 'pending').execute();
    await audit(trx, { documentId: review.document_id, orderId: review.order_id, actorId: userId, role: 'seller', action: 'approve', detail: `review ${reviewId}` }, now);
    if (lines.length) await writeH1Rows(trx, reviewId, prescriber, now);
    await refreshOrderRxStatus(trx, review.order_id);
  });
  const row = await db.selectFrom('rx_reviews').selectAll().where('id', '=', reviewId).executeTakeFirstOrThrow();
  return toView(db, row, now);
}

export async function rejectReview(db: Kysely<Database>, userId: number, reviewId: number, body: RejectBody, now = new Date()): Promise<RxReview> {
  const sellerId = await sellerIdOf(db, userId);
  const note = body.note?.trim() ?? '';
  if (body.reason === 'other' && !note) throw badRequest(RX_MESSAGES.noteNeeded);
  await db.transaction().execute(async (trx) => {
    const review = await ownPendingReview(trx, sellerId, reviewId);
    await trx.updateTable('rx_reviews').set({ status: 'rejected', reason_code: body.reason, note: note || null, decided_by: userId, decided_at: now.toISOString() }).where('id', '=', reviewId).execute();
    await audit(trx, { documentId: review.document_id, orderId: review.order_id, actorId: userId, role: 'seller', action: 'reject', detail: `review ${reviewId}: ${rxReasonText(body.reason, note || null)}` }, now);
    // the seller's prescription lines: cancelled, their stock back on the shelf
    const lines = (await reviewLines(trx, review.order_id, sellerId)).filter((line) => line.rx_cancelled_at === null);
    for (const line of [...lines].sort((a, b) => a.product_id - b.product_id)) {
      await trx.updateTable('order_details').set({ rx_cancelled_at: now.toISOString() }).where('id', '=', line.id).execute();
      await trx.updateTable('products').set({ in_stock_quantity: sql<number>`in_stock_quantity + ${line.quantity}` }).where('id', '=', line.product_id).execute();
    }
    const order = await trx.selectFrom('orders').select(['unique_id', 'email', 'first_name', 'last_name', 'payment_status', 'refund_amount', 'status', 'user_id']).where('id', '=', review.order_id).executeTakeFirstOrThrow();
    const refund = order.payment_status === PAYMENT_STATUS.paid ? lines.reduce((sum, line) => sum + Number(line.total_price), 0) : 0;
    if (refund > 0) await trx.updateTable('orders').set({ refund_status: 'due', refund_amount: Number(order.refund_amount ?? 0) + refund }).where('id', '=', review.order_id).execute();
    const canUploadAgain = Number(review.attempt) < RX_ATTEMPTS_MAX && order.status === ORDER_STATUS.processing;
    if (!canUploadAgain) await closeEmptyShipment(trx, review.order_id, sellerId, now);
    await refreshOrderRxStatus(trx, review.order_id);
    if (order.email) {
      await enqueueMail(trx, {
        template: 'rx-rejected',
        to: order.email,
        dedupeKey: `rx-rejected:${reviewId}`,
        data: { customerName: [order.first_name, order.last_name].filter(Boolean).join(' ') || 'Customer', uniqueId: order.unique_id, reason: rxReasonText(body.reason, note || null), products: lines.map((line) => line.name), canUploadAgain, refund },
      });
    }
  });
  const row = await db.selectFrom('rx_reviews').selectAll().where('id', '=', reviewId).executeTakeFirstOrThrow();
  return toView(db, row, now);
}

/** A shipment left with no live line is cancelled; an order left with no live shipment is cancelled. */
async function closeEmptyShipment(trx: Transaction<Database>, orderId: number, sellerId: number, now: Date): Promise<void> {
  const live = await trx.selectFrom('order_details').select('id').where('order_id', '=', orderId).where('seller_id', '=', sellerId).where('rx_cancelled_at', 'is', null).executeTakeFirst();
  if (live) return;
  await trx.updateTable('shipments').set({ status: SHIPMENT_STATUS.cancelled, updated_at: now.toISOString() }).where('order_id', '=', orderId).where('seller_id', '=', sellerId).where('status', '=', SHIPMENT_STATUS.processing).execute();
  const open = await trx.selectFrom('shipments').select('id').where('order_id', '=', orderId).where('status', '!=', SHIPMENT_STATUS.cancelled).executeTakeFirst();
  if (!open) {
    const result = await trx.updateTable('orders').set({ status: ORDER_STATUS.cancelled }).where('id', '=', orderId).where('status', '=', ORDER_STATUS.processing).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) await addOrderHistory(trx, orderId, ORDER_STATUS.cancelled, now.toISOString());
  }
}

async function patientOrder(db: Db, patientId: number, orderId: number) {
  const order = await db.selectFrom('orders').select(['id', 'status', 'rx_status', 'refund_status', 'refund_amount', 'payment_status']).where('id', '=', orderId).where('user_id', '=', patientId).executeTakeFirst();
  if (!order) throw notFound('Order not found');
  return order;
}

/** Rejected latest reviews of the order that may still be answered with a new prescription. */
async function answerableRejections(db: Db, orderId: number) {
  const reviews = await db.selectFrom('rx_reviews').selectAll().where('order_id', '=', orderId).orderBy('attempt').execute();
  const latest = new Map<number, (typeof reviews)[number]>();
  for (const review of reviews) latest.set(review.seller_id, review);
  return [...latest.values()].filter((review) => review.status === 'rejected' && Number(review.attempt) < RX_ATTEMPTS_MAX);
}

export async function orderRxState(db: Kysely<Database>, patientId: number, orderId: number, now = new Date()): Promise<OrderRxState> {
  const order = await patientOrder(db, patientId, orderId);
  const rows = await db.selectFrom('rx_reviews').selectAll().where('order_id', '=', orderId).orderBy('attempt').orderBy('id').execute();
  const reviews: RxReview[] = [];
  for (const row of rows) reviews.push(await toView(db, row, now));
  const status = order.rx_status as keyof typeof ORDER_RX_STATUS_LABELS | null;
  return {
    order_id: orderId,
    rx_status: status,
    label: status ? ORDER_RX_STATUS_LABELS[status] ?? null : null,
    reviews,
    can_reupload: order.status === ORDER_STATUS.processing && (await answerableRejections(db, orderId)).length > 0,
  };
}

export async function reuploadForOrder(db: Kysely<Database>, patientId: number, orderId: number, documentId: number, now = new Date()): Promise<OrderRxState> {
  await usableDocument(db, patientId, documentId, now);
  await db.transaction().execute(async (trx) => {
    await lockOrder(trx, orderId);
    const order = await patientOrder(trx, patientId, orderId);
    const rejected = await answerableRejections(trx, orderId);
    if (order.status !== ORDER_STATUS.processing || !rejected.length) throw new HttpError(409, RX_MESSAGES.reuploadNotAllowed);
    let refundBack = 0;
    for (const review of rejected) {
      // the lines come back only to a shipment that has not left
      const shipment = await trx.selectFrom('shipments').select('status').where('order_id', '=', orderId).where('seller_id', '=', review.seller_id).executeTakeFirst();
      if (shipment && shipment.status !== SHIPMENT_STATUS.processing) throw new HttpError(409, RX_MESSAGES.reuploadNotAllowed);
      const lines = (await reviewLines(trx, orderId, review.seller_id)).filter((line) => line.rx_cancelled_at !== null);
      await reserveStock(trx, lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity, name: line.name })));
      for (const line of lines) await trx.updateTable('order_details').set({ rx_cancelled_at: null }).where('id', '=', line.id).execute();
      refundBack += lines.reduce((sum, line) => sum + Number(line.total_price), 0);
    }
    if (refundBack > 0 && order.refund_status === 'due') {
      const left = Math.max(0, Number(order.refund_amount ?? 0) - refundBack);
      await trx.updateTable('orders').set({ refund_status: left > 0 ? 'due' : null, refund_amount: left > 0 ? left : null }).where('id', '=', orderId).execute();
    }
    await audit(trx, { documentId, orderId, actorId: patientId, role: 'patient', action: 'reupload', detail: `after review(s) ${rejected.map((r) => r.id).join(', ')}` }, now);
    await openReviews(trx, orderId, documentId, { attempt: RX_ATTEMPTS_MAX, sellerIds: rejected.map((review) => review.seller_id), now });
  });
  return orderRxState(db, patientId, orderId, now);
}

/** Why a seller's shipment may not ship yet: it holds a live prescription line whose latest review is not approved (null: free to ship). */
export async function shipHold(db: Db, orderId: number, sellerId: number): Promise<string | null> {
  const lines = await db
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select(['order_details.rx_cancelled_at', 'products.prescription_class'])
    .where('order_details.order_id', '=', orderId)
    .where('order_details.seller_id', '=', sellerId)
    .execute();
  const live = lines.filter((line) => line.rx_cancelled_at === null);
  if (!live.length && lines.length) return RX_MESSAGES.notShippable;
  if (!live.some((line) => line.prescription_class !== 'otc')) return null;
  const latest = await db.selectFrom('rx_reviews').select('status').where('order_id', '=', orderId).where('seller_id', '=', sellerId).orderBy('attempt', 'desc').executeTakeFirst();
  return latest?.status === 'approved' ? null : RX_MESSAGES.notShippable;
}

/** The ship move's rule (see shipHold). */
export async function assertShippable(trx: Db, orderId: number, sellerId: number): Promise<void> {
  const hold = await shipHold(trx, orderId, sellerId);
  if (hold) throw new HttpError(409, hold);
}
