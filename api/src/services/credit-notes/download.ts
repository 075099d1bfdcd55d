/**
 * Who may download a credit note: the order's patient (token), its guest (the order's e-mail or mobile, guest
 * orders only), or the seller whose return it credits or whose invoice it credits (token). Anyone else: the
 * same 404 as no credit note.
 */
import type { Kysely } from 'kysely';
import { RETURN_MESSAGES as M } from 'shared-lib/domain/returns';
import type { Database } from '../../db/schema';
import { notFound } from '../../http-error';
import type { InvoiceDocument } from '../invoices/document';
import { renderInvoicePdf } from '../invoices/pdf';
import { contactMatches } from '../orders/guest-track';

export async function creditNotePdf(db: Kysely<Database>, caller: { id: number; type: string } | null, uniqueId: string, id: number, contact?: string): Promise<{ number: string; pdf: Buffer }> {
  const note = await db
    .selectFrom('credit_notes')
    .innerJoin('orders', 'orders.id', 'credit_notes.order_id')
    .leftJoin('returns', 'returns.id', 'credit_notes.return_id')
    .leftJoin('sellers', 'sellers.id', 'returns.seller_id')
    .leftJoin('invoices', (join) => join.onRef('invoices.order_id', '=', 'credit_notes.order_id').onRef('invoices.number', '=', 'credit_notes.invoice_number'))
    .leftJoin('sellers as invoice_sellers', 'invoice_sellers.id', 'invoices.seller_id')
    .select(['credit_notes.number', 'credit_notes.document', 'orders.user_id', 'orders.email', 'orders.mobile', 'sellers.user_id as seller_user_id', 'invoice_sellers.user_id as invoice_seller_user_id'])
    .where('credit_notes.id', '=', id)
    .where('orders.unique_id', '=', uniqueId)
    .executeTakeFirst();
  const allowed =
    !!note &&
    (caller?.type === 'patient'
      ? note.user_id === caller.id
      : caller?.type === 'seller'
        ? (note.seller_user_id ?? note.invoice_seller_user_id) === caller.id
        : !caller && note.user_id === null && !!contact && contactMatches(note, contact));
  if (!allowed) throw notFound(M.creditNoteNotFound);
  return { number: note.number, pdf: await renderInvoicePdf(JSON.parse(note.document) as InvoiceDocument) };
}

/** The PDF of a credit note as issued (a mail's attachment: the mail already went to the order's own address). */
export async function storedCreditNotePdf(db: Kysely<Database>, id: number): Promise<Buffer> {
  const note = await db.selectFrom('credit_notes').select('document').where('id', '=', id).executeTakeFirstOrThrow();
  return renderInvoicePdf(JSON.parse(note.document) as InvoiceDocument);
}

export const creditNoteFilename = (number: string) => `Credit-Note-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

/** A credit note as a mail attachment (drawn when the mail is sent or viewed). */
export const creditNoteAttachment = (note: { id: number; number: string }) => ({ kind: 'credit-note' as const, credit_note_id: note.id, filename: creditNoteFilename(note.number) });
