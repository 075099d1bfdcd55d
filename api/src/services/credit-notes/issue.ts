/**
 * GST credit notes (issue 33): issued inside the transaction of their cause, against the original invoice,
 * by the invoice's supplier, numbered per supplier and financial year from a counter row (the same upsert as
 * invoice numbers: consecutive and unique under concurrency). What is printed is stored with the note and
 * never rewritten; the PDF is drawn from it.
 *  - a received return: its lines, their share of the coupon discount and their GST (shared-lib/domain/returns);
 *  - a cancelled order that already had an invoice (issue 25): the whole invoice;
 *  - a seller's part cancelled by its seller after the invoices were issued: that part's lines, with their GST,
 *    against that seller's invoice (the invoice then lists them so: their value at the GST rate).
 */
import { type Kysely, sql } from 'kysely';
import { DEFAULT_HSN, financialYear, GST_RATE, placeOfSupply, rupeesInWords, splitGstPaise } from 'shared-lib/domain';
import { creditNoteNumber, returnCreditFigures } from 'shared-lib/domain/returns';
import type { Database } from '../../db/schema';
import { loadInvoiceDocument, type InvoiceDocument } from '../invoices/document';
import { supplierOfInvoice } from './supplier';

export const CREDIT_NOTE_TITLE = 'Credit Note';

export interface IssuedCreditNote {
  id: number;
  number: string;
  total_paise: number;
}

type Db = Kysely<Database>;

/** The invoice of the order issued by this seller (issue 33: one per supplier), else the house company's (seller_id null). */
async function invoiceOf(trx: Db, orderId: number, sellerId: number) {
  const invoices = await trx.selectFrom('invoices').select(['order_id', 'number', 'issued_at', 'seller_id']).where('order_id', '=', orderId).orderBy('id').execute();
  return invoices.find((invoice) => invoice.seller_id === sellerId) ?? invoices.find((invoice) => invoice.seller_id === null);
}

async function nextNumber(trx: Db, key: string, prefix: string, now: Date) {
  const fy = financialYear(now);
  const { last_number: sequence } = await trx
    .insertInto('credit_note_counters')
    .values({ supplier_key: key, financial_year: fy, last_number: 1 })
    .onConflict((oc) => oc.columns(['supplier_key', 'financial_year']).doUpdateSet({ last_number: sql<number>`credit_note_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return { fy, sequence, number: creditNoteNumber(prefix, fy, sequence) };
}

/** The invoice's document, with the supplier of the invoice (supplier.ts) and the note's own title and number. */
async function baseDocument(trx: Db, invoice: { order_id: number; number: string; issued_at: string }, now: Date) {
  const doc = await loadInvoiceDocument(trx, invoice.order_id, invoice.number);
  if (!doc) throw new Error(`invoice of order ${invoice.order_id} vanished`);
  const { key, supplier } = await supplierOfInvoice(trx, invoice);
  const intraState = doc.buyer.state.trim().toLowerCase() === supplier.state.trim().toLowerCase();
  const numbered = await nextNumber(trx, key, supplier.invoicePrefix, now);
  const base: InvoiceDocument = {
    ...doc,
    title: CREDIT_NOTE_TITLE,
    numberLabel: 'Credit Note No.',
    dateLabel: 'Date',
    documentNoun: 'credit note',
    against: { number: invoice.number, issuedAt: invoice.issued_at },
    number: numbered.number,
    issuedAt: now.toISOString(),
    supplier: { ...supplier, placeOfSupply: placeOfSupply(supplier.state) },
  };
  return { base, key, numbered, intraState };
}

async function store(trx: Db, values: { order_id: number; return_id: number | null; invoice_number: string; key: string; numbered: { fy: string; sequence: number; number: string }; reason: string; doc: InvoiceDocument }): Promise<IssuedCreditNote> {
  const { id } = await trx
    .insertInto('credit_notes')
    .values({
      order_id: values.order_id,
      return_id: values.return_id,
      invoice_number: values.invoice_number,
      supplier_key: values.key,
      financial_year: values.numbered.fy,
      sequence: values.numbered.sequence,
      number: values.numbered.number,
      reason: values.reason,
      document: JSON.stringify(values.doc),
      total_paise: values.doc.total,
      issued_at: values.doc.issuedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, number: values.numbered.number, total_paise: values.doc.total };
}

/** The credit note of a received return; null when the order has no invoice (nothing to credit against). */
export async function issueReturnCreditNote(trx: Db, returnId: number, now: Date = new Date()): Promise<IssuedCreditNote | null> {
  const ret = await trx.selectFrom('returns').select(['id', 'order_id', 'seller_id']).where('id', '=', returnId).executeTakeFirstOrThrow();
  const invoice = await invoiceOf(trx, ret.order_id, ret.seller_id);
  if (!invoice) return null;
  const order = await trx.selectFrom('orders').select(['total_price', 'discount_price']).where('id', '=', ret.order_id).executeTakeFirstOrThrow();
  const lineRows = (returnIds: 'this' | 'before') =>
    trx
      .selectFrom('return_lines')
      .innerJoin('returns', 'returns.id', 'return_lines.return_id')
      .innerJoin('order_details', 'order_details.id', 'return_lines.order_detail_id')
      .innerJoin('products', 'products.id', 'order_details.product_id')
      .select(['products.name', 'products.hsn_code', 'order_details.sales_price', 'return_lines.quantity'])
      .where('returns.order_id', '=', ret.order_id)
      .$if(returnIds === 'this', (qb) => qb.where('returns.id', '=', returnId))
      .$if(returnIds === 'before', (qb) => qb.where('returns.id', '!=', returnId).where('returns.id', 'in', trx.selectFrom('credit_notes').select('return_id').where('order_id', '=', ret.order_id).where('return_id', 'is not', null).$castTo<number>()))
      .orderBy('return_lines.id')
      .execute();
  const lines = (await lineRows('this')).map((l) => ({ description: l.name, hsn: l.hsn_code || DEFAULT_HSN, quantity: l.quantity, rate: l.sales_price * 100, taxable: l.quantity * l.sales_price * 100 }));
  const goodsBefore = (await lineRows('before')).reduce((sum, l) => sum + l.quantity * l.sales_price * 100, 0);
  const goodsNow = lines.reduce((sum, l) => sum + l.taxable, 0);
  const { base, key, numbered, intraState } = await baseDocument(trx, invoice, now);
  const f = returnCreditFigures({ orderGoods: order.total_price * 100, orderDiscount: order.discount_price * 100, goodsBefore, goodsNow, intraState });
  const rate = Math.round(GST_RATE * 100);
  const doc: InvoiceDocument = {
    ...base,
    lines,
    shipping: 0,
    hideShipping: true,
    discount: f.discount,
    taxableValue: f.taxable,
    gst: { intraState, cgst: f.cgst, sgst: f.sgst, igst: f.igst, cgstRate: intraState ? rate / 2 : 0, sgstRate: intraState ? rate / 2 : 0, igstRate: intraState ? 0 : rate },
    total: f.total,
    totalInWords: rupeesInWords(f.total),
  };
  return store(trx, { order_id: ret.order_id, return_id: returnId, invoice_number: invoice.number, key, numbered, reason: 'return', doc });
}

/** Issue 25: an order cancelled after its invoices were issued gets a credit note of each whole invoice (once each). */
export async function issueCancellationCreditNotes(trx: Db, orderId: number, now: Date = new Date()): Promise<IssuedCreditNote[]> {
  const invoices = await trx.selectFrom('invoices').select(['order_id', 'number', 'issued_at']).where('order_id', '=', orderId).orderBy('id').execute();
  const notes: IssuedCreditNote[] = [];
  for (const invoice of invoices) {
    const existing = await cancellationNoteOf(trx, orderId, invoice.number);
    if (existing) {
      notes.push(existing);
      continue;
    }
    const { base, key, numbered } = await baseDocument(trx, invoice, now);
    notes.push(await store(trx, { order_id: orderId, return_id: null, invoice_number: invoice.number, key, numbered, reason: 'cancellation', doc: base }));
  }
  return notes;
}

/** The credit note already issued against `invoiceNumber` for a cancellation (whole or part), if any. */
async function cancellationNoteOf(trx: Db, orderId: number, invoiceNumber: string): Promise<IssuedCreditNote | undefined> {
  return trx.selectFrom('credit_notes').select(['id', 'number', 'total_paise']).where('order_id', '=', orderId).where('invoice_number', '=', invoiceNumber).where('return_id', 'is', null).executeTakeFirst();
}

/**
 * A seller cancelled its unshipped part of an invoiced order: a credit note of that part's lines (their value
 * and GST) against the seller's invoice, once; null when no invoice was issued. In the cancel's transaction.
 */
export async function issuePartCancellationCreditNote(trx: Db, orderId: number, sellerId: number, now: Date = new Date()): Promise<IssuedCreditNote | null> {
  const invoice = await invoiceOf(trx, orderId, sellerId);
  if (!invoice) return null;
  const existing = await cancellationNoteOf(trx, orderId, invoice.number);
  if (existing) return existing;
  const rows = await trx
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select(['products.name', 'products.hsn_code', 'order_details.quantity', 'order_details.sales_price', 'order_details.total_price'])
    .where('order_details.order_id', '=', orderId)
    .where('order_details.seller_id', '=', sellerId)
    .orderBy('order_details.id')
    .execute();
  const lines = rows.map((l) => ({ description: l.name, hsn: l.hsn_code || DEFAULT_HSN, quantity: l.quantity, rate: l.sales_price * 100, taxable: l.total_price * 100 }));
  const taxable = lines.reduce((sum, l) => sum + l.taxable, 0);
  const gst = Math.round(taxable * GST_RATE);
  const { base, key, numbered, intraState } = await baseDocument(trx, invoice, now);
  const doc: InvoiceDocument = { ...base, lines, shipping: 0, hideShipping: true, discount: 0, taxableValue: taxable, gst: splitGstPaise(gst, intraState), total: taxable + gst, totalInWords: rupeesInWords(taxable + gst) };
  return store(trx, { order_id: orderId, return_id: null, invoice_number: invoice.number, key, numbered, reason: 'cancellation', doc });
}
