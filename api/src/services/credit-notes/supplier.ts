/**
 * The supplier a credit note is issued by: the supplier of the invoice it credits, read from the invoice row's
 * snapshot (invoiceSupplier, issue 33). The ONE place that decides it; credit notes are numbered per supplier
 * (its GSTIN) and financial year.
 */
import type { Kysely } from 'kysely';
import type { InvoiceSupplier } from '../../config';
import type { Database } from '../../db/schema';
import { invoiceSupplier } from '../invoices/supplier';

export interface CreditNoteSupplier {
  /** the numbering series: credit notes are numbered per supplier and financial year */
  key: string;
  supplier: InvoiceSupplier;
}

export async function supplierOfInvoice(db: Kysely<Database>, invoice: { order_id: number; number: string }): Promise<CreditNoteSupplier> {
  const row = await db.selectFrom('invoices').select(['seller_id', 'supplier']).where('order_id', '=', invoice.order_id).where('number', '=', invoice.number).executeTakeFirstOrThrow();
  const { name, address, state, gstin, invoicePrefix } = invoiceSupplier(row);
  return { key: gstin || invoicePrefix, supplier: { name, address, state, gstin, invoicePrefix } };
}
