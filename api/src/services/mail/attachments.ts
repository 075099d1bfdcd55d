/** Turns an outbox row's attachment descriptors into files (invoice and credit note PDFs are drawn from the database). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { prescriptionPdf } from '../consultation-room/prescription-pdf';
import { storedCreditNotePdf } from '../credit-notes/download';
import { invoicePdfForOrder } from '../invoices';
import type { OutboxAttachment } from './outbox';

export interface RenderedAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export async function renderAttachment(db: Kysely<Database>, attachment: OutboxAttachment): Promise<RenderedAttachment> {
  if (attachment.kind === 'invoice') {
    const pdf = await invoicePdfForOrder(db, attachment.order_id, attachment.number);
    if (!pdf) throw new Error(`No invoice for order ${attachment.order_id}`);
    return { filename: attachment.filename, content: pdf, contentType: 'application/pdf' };
  }
  if (attachment.kind === 'credit-note') return { filename: attachment.filename, content: await storedCreditNotePdf(db, attachment.credit_note_id), contentType: 'application/pdf' };
  if (attachment.kind === 'prescription') return { filename: attachment.filename, content: await prescriptionPdf(db, null, attachment.prescription_id), contentType: 'application/pdf' };
  if (attachment.kind === 'text') return { filename: attachment.filename, content: Buffer.from(attachment.content, 'utf8'), contentType: attachment.content_type };
  throw new Error(`Unknown attachment kind ${(attachment as { kind: string }).kind}`);
}
