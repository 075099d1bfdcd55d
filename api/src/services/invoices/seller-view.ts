/**
 * What a seller may download for an order holding its lines (issue 24: a seller with one line got the whole
 * invoice, with the buyer's e-mail and mobile and other sellers' lines). Since issue 33 the seller issues its own
 * invoice: it gets that one (the house seller: the house company's), without the buyer's e-mail and mobile. For
 * an order invoiced before issue 33 (one house invoice for the whole order) it gets a seller copy with its own
 * lines only, their taxable value and GST, and the delivery name and address.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_HSN, GST_RATE, rupeesInWords, splitGst } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { loadInvoiceDocuments, type InvoiceDocument } from './document';
import { renderInvoicePdf } from './pdf';

export const SELLER_COPY_TITLE = 'Seller copy';

export async function sellerInvoiceView(db: Kysely<Database>, orderId: number, sellerUserId: number): Promise<InvoiceDocument | null> {
  const seller = await db.selectFrom('sellers').select(['id', 'is_house']).where('user_id', '=', sellerUserId).executeTakeFirst();
  if (!seller) return null;
  const invoices = await db.selectFrom('invoices').select(['number', 'seller_id', 'supplier']).where('order_id', '=', orderId).orderBy('id').execute();
  if (!invoices.length) return null;
  const docs = await loadInvoiceDocuments(db, orderId);
  const isLegacy = invoices.some((invoice) => invoice.supplier === null);
  if (!isLegacy) {
    const mine = invoices.find((invoice) => (invoice.seller_id ?? 0) === (Number(seller.is_house) === 1 ? 0 : seller.id));
    const doc = mine && docs.find((d) => d.number === mine.number);
    return doc ? { ...doc, buyer: { ...doc.buyer, email: null, mobile: null } } : null;
  }
  const doc = docs[0];
  const own = await db
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select(['products.name', 'products.hsn_code', 'order_details.quantity', 'order_details.sales_price', 'order_details.total_price'])
    .where('order_details.order_id', '=', orderId)
    .where('order_details.seller_id', '=', seller.id)
    .orderBy('order_details.id')
    .execute();
  if (!own.length) return null;
  const lines = own.map((d) => ({ description: d.name, hsn: d.hsn_code || DEFAULT_HSN, quantity: d.quantity, rate: d.sales_price * 100, taxable: d.total_price * 100 }));
  const taxableValue = lines.reduce((sum, line) => sum + line.taxable, 0);
  const gst = splitGst(Math.round(taxableValue * GST_RATE) / 100, doc.gst.intraState);
  const total = taxableValue + gst.cgst + gst.sgst + gst.igst;
  return {
    ...doc,
    title: SELLER_COPY_TITLE,
    buyer: { ...doc.buyer, email: null, mobile: null },
    lines,
    shipping: 0,
    discount: 0,
    taxableValue,
    gst,
    total,
    totalInWords: rupeesInWords(total),
  };
}

export async function sellerInvoicePdf(db: Kysely<Database>, orderId: number, sellerUserId: number): Promise<Buffer | null> {
  const doc = await sellerInvoiceView(db, orderId, sellerUserId);
  return doc ? renderInvoicePdf(doc) : null;
}
