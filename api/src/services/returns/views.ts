/** What the patient and the seller see of returns: lines, photos, the steps (timeline), the refund record and the credit note. */
import type { Kysely } from 'kysely';
import type { CreditNoteSummary, ReturnView } from 'shared-lib/contract';
import type { Database } from '../../db/schema';
import { returnPhotoPath } from './photos';

type Db = Kysely<Database>;

export async function creditNoteSummaries(db: Db, orderIds: number[]): Promise<(CreditNoteSummary & { order_id: number; return_id: number | null })[]> {
  if (!orderIds.length) return [];
  return db.selectFrom('credit_notes').select(['id', 'order_id', 'return_id', 'number', 'invoice_number', 'reason', 'total_paise', 'issued_at']).where('order_id', 'in', orderIds).orderBy('id').execute();
}

/** The returns matching `filter`, newest first. */
export async function loadReturnViews(db: Db, filter: { orderId?: number; sellerId?: number; status?: string; returnId?: number }): Promise<ReturnView[]> {
  const rows = await db
    .selectFrom('returns')
    .innerJoin('orders', 'orders.id', 'returns.order_id')
    .innerJoin('sellers', 'sellers.id', 'returns.seller_id')
    .select(['returns.id', 'returns.order_id', 'returns.status', 'returns.reason', 'returns.note', 'returns.reject_reason', 'returns.restocked', 'returns.created_at'])
    .select(['orders.unique_id', 'orders.first_name', 'orders.last_name', 'sellers.company_name'])
    .$if(filter.orderId !== undefined, (qb) => qb.where('returns.order_id', '=', filter.orderId!))
    .$if(filter.sellerId !== undefined, (qb) => qb.where('returns.seller_id', '=', filter.sellerId!))
    .$if(filter.status !== undefined, (qb) => qb.where('returns.status', '=', filter.status as ReturnView['status']))
    .$if(filter.returnId !== undefined, (qb) => qb.where('returns.id', '=', filter.returnId!))
    .orderBy('returns.id', 'desc')
    .limit(200)
    .execute();
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [lines, photos, events, refunds, notes] = await Promise.all([
    db
      .selectFrom('return_lines')
      .innerJoin('order_details', 'order_details.id', 'return_lines.order_detail_id')
      .innerJoin('products', 'products.id', 'order_details.product_id')
      .select(['return_lines.return_id', 'return_lines.order_detail_id', 'return_lines.quantity', 'products.name'])
      .where('return_lines.return_id', 'in', ids)
      .orderBy('return_lines.id')
      .execute(),
    db.selectFrom('return_photos').select(['id', 'return_id']).where('return_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('return_events').select(['return_id', 'status', 'note', 'at']).where('return_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('refunds').select(['return_id', 'amount_paise', 'method', 'destination', 'status', 'created_at']).where('return_id', 'in', ids).execute(),
    db.selectFrom('credit_notes').select(['id', 'return_id', 'number', 'invoice_number', 'reason', 'total_paise', 'issued_at']).where('return_id', 'in', ids).execute(),
  ]);
  return rows.map((r) => {
    const refund = refunds.find((x) => x.return_id === r.id);
    const note = notes.find((x) => x.return_id === r.id);
    return {
      id: r.id,
      order_unique_id: r.unique_id,
      seller_name: r.company_name,
      customer_name: [r.first_name, r.last_name].filter(Boolean).join(' '),
      status: r.status,
      reason: r.reason,
      note: r.note,
      reject_reason: r.reject_reason,
      restocked: r.restocked === null ? null : Boolean(r.restocked),
      created_at: r.created_at,
      lines: lines.filter((l) => l.return_id === r.id).map((l) => ({ order_detail_id: l.order_detail_id, name: l.name, quantity: l.quantity })),
      photos: photos.filter((p) => p.return_id === r.id).map((p) => returnPhotoPath(r.id, p.id)),
      events: events.filter((e) => e.return_id === r.id).map((e) => ({ status: e.status, note: e.note, at: e.at })),
      refund: refund ? { amount_paise: refund.amount_paise, method: refund.method, destination: refund.destination, status: refund.status, created_at: refund.created_at } : null,
      credit_note: note ? { id: note.id, number: note.number, invoice_number: note.invoice_number, reason: note.reason, total_paise: note.total_paise, issued_at: note.issued_at } : null,
    };
  });
}
