/**
 * Who may download a credit note: the order's patient (token), its guest (the order's e-mail or mobile, guest
 * orders only), or the seller whose return it credits (token). Anyone else: the same 404 as no credit note.
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
    .select(['credit_notes.number', 'credit_notes.document', 'orders.user_id', 'orders.email', 'orders.mobile', 'sellers.user_id as seller_user_id'])
    .where('credit_notes.id', '=', id)
    .where('orders.unique_id', '=', uniqueId)
    .executeTakeFirst();
  const allowed =
    !!note &&
    (caller?.type === 'patient'
      ? note.user_id === caller.id
      : caller?.type === 'seller'
        ? note.seller_user_id === caller.id
        : !caller && note.user_id === null && !!contact && contactMatches(note, contact));
  if (!allowed) throw notFound(M.creditNoteNotFound);
  return { number: note.number, pdf: await renderInvoicePdf(JSON.parse(note.document) as InvoiceDocument) };
}

export const creditNoteFilename = (number: string) => `Credit-Note-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
