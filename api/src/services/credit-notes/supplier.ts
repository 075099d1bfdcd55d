/**
 * The supplier a credit note is issued by: the supplier of the invoice it credits. The ONE place that
 * decides it. Today every invoice is the house company's (shopContext().supplier); when invoices carry their
 * seller's snapshot (issue 33, part A), this reads it from the invoice row, and nothing else changes.
 */
import type { Kysely } from 'kysely';
import type { InvoiceSupplier } from '../../config';
import type { Database } from '../../db/schema';
import { shopContext } from '../mail/context';

export interface CreditNoteSupplier {
  /** the numbering series: credit notes are numbered per supplier and financial year */
  key: string;
  supplier: InvoiceSupplier;
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function supplierOfInvoice(db: Kysely<Database>, invoice: { order_id: number; number: string }): Promise<CreditNoteSupplier> {
  const { supplier } = shopContext();
  return { key: supplier.gstin || supplier.invoicePrefix, supplier };
}
