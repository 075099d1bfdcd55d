/**
 * Issues an order's GST invoice inside the order's transaction: the next number of the financial year
 * comes from an upsert on a counter row (INSERT ... ON CONFLICT DO UPDATE ... RETURNING), which locks that
 * row until commit on PostgreSQL and runs serialised on SQLite, so numbers are unique and consecutive.
 */
import { type Kysely, sql } from 'kysely';
import { financialYear, invoiceNumber } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { shopContext } from '../mail/context';

export interface IssuedInvoice {
  number: string;
  financial_year: string;
  sequence: number;
  issued_at: string;
}

export async function issueInvoice(trx: Kysely<Database>, orderId: number, now: Date = new Date()): Promise<IssuedInvoice> {
  const existing = await trx.selectFrom('invoices').select(['number', 'financial_year', 'sequence', 'issued_at']).where('order_id', '=', orderId).executeTakeFirst();
  if (existing) return existing;
  const fy = financialYear(now);
  const { last_number: sequence } = await trx
    .insertInto('invoice_counters')
    .values({ financial_year: fy, last_number: 1 })
    .onConflict((oc) => oc.column('financial_year').doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const invoice = { number: invoiceNumber(shopContext().supplier.invoicePrefix, fy, sequence), financial_year: fy, sequence, issued_at: now.toISOString() };
  await trx.insertInto('invoices').values({ order_id: orderId, ...invoice }).execute();
  return invoice;
}
