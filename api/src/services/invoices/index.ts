/** GST tax invoices: one per supplier of an order (issue 33), issued in the order's transaction, drawn as PDF on demand. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadInvoiceDocument } from './document';
import { renderInvoicePdf } from './pdf';

export { issueInvoices, orderSuppliers, type IssuedInvoice } from './issue';
export { loadInvoiceDocument, loadInvoiceDocuments, type InvoiceDocument } from './document';
export { invoiceSupplier, type SupplierSnapshot } from './supplier';
export { renderInvoicePdf } from './pdf';

/** An invoice PDF of an order (the one numbered `number`, or the first), or null when none has been issued (an online payment still pending). */
export async function invoicePdfForOrder(db: Kysely<Database>, orderId: number, number?: string): Promise<Buffer | null> {
  const doc = await loadInvoiceDocument(db, orderId, number);
  return doc ? renderInvoicePdf(doc) : null;
}

export const invoiceFilename = (number: string) => `Tax-Invoice-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
