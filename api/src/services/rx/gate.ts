/**
 * The checkout gate (issue 28): an order holding a prescription medicine needs a logged-in patient and a
 * prescription of theirs (checked before anything is written). Inside the order's transaction each seller
 * of prescription lines gets a pending review; the order is "Awaiting prescription review" until all are
 * approved. An e-prescription issued here by an onboarded doctor that names every prescription line of a
 * seller approves that review at once (auto_approved, recorded in the audit log).
 */
import type { Kysely, Transaction } from 'kysely';
import { needsPrescription, ORDER_RX_STATUS, RX_MESSAGES } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { badRequest, unauthorized } from '../../http-error';
import { audit, eprescriptionOf, usableDocument } from './documents';
import { writeH1Rows } from './h1-register';

type Db = Kysely<Database> | Transaction<Database>;

/** The ids of the products among these that need a prescription. */
export async function prescriptionProductIds(db: Db, productIds: number[]): Promise<Set<number>> {
  if (!productIds.length) return new Set();
  const rows = await db.selectFrom('products').select(['id', 'prescription_class']).where('id', 'in', productIds).execute();
  return new Set(rows.filter((row) => needsPrescription(row.prescription_class)).map((row) => row.id));
}

/** Before the order's transaction: refuses (nothing written) a prescription line without a usable prescription. */
export async function assertPrescriptionGate(db: Kysely<Database>, productIds: number[], patientId: number | null, documentId: number | undefined): Promise<boolean> {
  const needing = await prescriptionProductIds(db, productIds);
  if (!needing.size) return false;
  if (patientId === null) throw unauthorized(RX_MESSAGES.guestMustLogIn);
  if (!documentId) throw badRequest(RX_MESSAGES.missing);
  await usableDocument(db, patientId, documentId);
  return true;
}

/** Whether the document is an e-prescription of an onboarded doctor, still valid, naming every one of these products. */
async function eprescriptionCovers(trx: Db, documentId: number, productIds: number[], now: Date): Promise<string | null> {
  const doc = await trx.selectFrom('rx_documents').select(['source', 'eprescription_id']).where('id', '=', documentId).executeTakeFirstOrThrow();
  if (doc.source !== 'eprescription' || !doc.eprescription_id) return null;
  const e = await eprescriptionOf(trx, doc.eprescription_id);
  if (!e || !e.onboarded || e.superseded_at || e.validUntil <= now.toISOString()) return null;
  const named = new Set(e.medicines.map((m) => m.product_id).filter((id): id is number => id !== null));
  return productIds.every((id) => named.has(id)) ? e.doctor_name : null;
}

/** Opens the (order, seller) reviews of an order's prescription lines; `attempt` 2 after a rejection. */
export async function openReviews(trx: Transaction<Database>, orderId: number, documentId: number, options: { attempt: number; sellerIds?: number[]; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const lines = await trx.selectFrom('order_details').select(['product_id', 'seller_id']).where('order_id', '=', orderId).where('rx_cancelled_at', 'is', null).execute();
  const needing = await prescriptionProductIds(trx, lines.map((line) => line.product_id));
  const bySeller = new Map<number, number[]>();
  for (const line of lines) {
    if (!needing.has(line.product_id) || line.seller_id === null) continue;
    if (options.sellerIds && !options.sellerIds.includes(line.seller_id)) continue;
    bySeller.set(line.seller_id, [...(bySeller.get(line.seller_id) ?? []), line.product_id]);
  }
  for (const [sellerId, productIds] of bySeller) {
    const prescriber = await eprescriptionCovers(trx, documentId, productIds, now);
    const review = await trx
      .insertInto('rx_reviews')
      .values({
        order_id: orderId,
        seller_id: sellerId,
        document_id: documentId,
        attempt: options.attempt,
        status: prescriber ? 'approved' : 'pending',
        auto_approved: prescriber ? 1 : 0,
        decided_at: prescriber ? now.toISOString() : null,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, { documentId, orderId, actorId: null, role: 'system', action: 'review-opened', detail: `review ${review.id}, attempt ${options.attempt}` }, now);
    if (prescriber) {
      await audit(trx, { documentId, orderId, actorId: null, role: 'system', action: 'auto-approve', detail: `review ${review.id}: every prescription line is on the e-prescription by ${prescriber}` }, now);
      await writeH1Rows(trx, review.id, prescriber, now);
    }
  }
  await refreshOrderRxStatus(trx, orderId);
}

/** orders.rx_status from its current reviews: rejected if the latest of any seller is, awaiting while any is pending, else approved. */
export async function refreshOrderRxStatus(trx: Db, orderId: number): Promise<void> {
  const reviews = await trx.selectFrom('rx_reviews').select(['seller_id', 'attempt', 'status']).where('order_id', '=', orderId).orderBy('attempt').execute();
  if (!reviews.length) return;
  const latest = new Map<number, string>();
  for (const review of reviews) latest.set(review.seller_id, review.status);
  const statuses = [...latest.values()];
  const status = statuses.includes('pending') ? ORDER_RX_STATUS.awaiting : statuses.includes('rejected') ? ORDER_RX_STATUS.rejected : ORDER_RX_STATUS.approved;
  await trx.updateTable('orders').set({ rx_status: status }).where('id', '=', orderId).execute();
}
