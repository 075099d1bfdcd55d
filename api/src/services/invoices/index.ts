/** GST tax invoices: issued in the order's transaction, drawn as PDF on demand. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadInvoiceDocument } from './document';
import { renderInvoicePdf } from './pdf';

export { issueInvoice, type IssuedInvoice } from './issue';
export { loadInvoiceDocument, type InvoiceDocument } from './document';
export { renderInvoicePdf } from './pdf';

/** The invoice PDF of an order, or null when none has been issued (an online payment still pending). */
export async function invoicePdfForOrder(db: Kysely<Database>, orderId: number): Promise<Buffer | null> {
  const doc = await loadInvoiceDocument(db, orderId);
  return doc ? renderInvoicePdf(doc) : null;
}

export const invoiceFilename = (number: string) => `Tax-Invoice-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
