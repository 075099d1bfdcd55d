/**
 * Issues an order's GST invoices inside the order's transaction (issue 33): one per supplier of the order,
 * i.e. per shipment: each seller for its own lines, the house company for products without a seller and for
 * the shipping charge (the marketplace invoices delivery). The next number of the supplier's financial year
 * comes from an upsert on its counter row (INSERT ... ON CONFLICT DO UPDATE ... RETURNING), which locks that row
 * until commit on PostgreSQL and runs serialised on SQLite, so numbers are unique and consecutive per supplier.
 * Suppliers are numbered in ascending order (house first), so two orders never wait on each other's counters
 * in opposite orders. An order's invoices are issued once; an issued invoice is never rewritten.
 */
import { type Kysely, sql } from 'kysely';
import { financialYear, invoiceNumber } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { currentSupplier } from './supplier';

export interface IssuedInvoice {
  number: string;
  financial_year: string;
  sequence: number;
  issued_at: string;
  /** null: the house company */
  seller_id: number | null;
}

/** The suppliers of an order: sellers by id, null for the house company (its products, or shipping to invoice). */
export async function orderSuppliers(db: Kysely<Database>, orderId: number): Promise<Array<number | null>> {
  const order = await db.selectFrom('orders').select('shipping_charges').where('id', '=', orderId).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('order_details')
    .leftJoin('sellers', 'sellers.id', 'order_details.seller_id')
    .select(['order_details.seller_id', 'sellers.is_house'])
    .where('order_details.order_id', '=', orderId)
    .execute();
  const sellers = new Set<number>();
  let house = order.shipping_charges > 0;
  for (const row of rows) {
    if (row.seller_id === null || Number(row.is_house) === 1) house = true;
    else sellers.add(row.seller_id);
  }
  return [...(house ? [null] : []), ...[...sellers].sort((a, b) => a - b)];
}

export async function issueInvoices(trx: Kysely<Database>, orderId: number, now: Date = new Date()): Promise<IssuedInvoice[]> {
  const existing = await trx.selectFrom('invoices').select(['number', 'financial_year', 'sequence', 'issued_at', 'seller_id']).where('order_id', '=', orderId).orderBy('id').execute();
  if (existing.length) return existing;
  const fy = financialYear(now);
  const issued: IssuedInvoice[] = [];
  for (const sellerId of await orderSuppliers(trx, orderId)) {
    const supplier = await currentSupplier(trx, sellerId);
    const { last_number: sequence } = await trx
      .insertInto('invoice_counters')
      .values({ supplier: sellerId ?? 0, financial_year: fy, last_number: 1 })
      .onConflict((oc) => oc.columns(['supplier', 'financial_year']).doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }))
      .returning('last_number')
      .executeTakeFirstOrThrow();
    const invoice = { number: invoiceNumber(supplier.invoicePrefix, fy, sequence), financial_year: fy, sequence, issued_at: now.toISOString(), seller_id: sellerId };
    await trx.insertInto('invoices').values({ order_id: orderId, ...invoice, supplier: JSON.stringify(supplier) }).execute();
    issued.push(invoice);
  }
  return issued;
}
