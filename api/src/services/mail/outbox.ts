/**
 * enqueueMail: renders a template and writes the mail to the outbox with the caller's transaction, so the
 * mail exists exactly when its cause commits. The mail worker (api/src/jobs/mail-worker.ts) sends it.
 *
 *   await db.transaction().execute(async (trx) => {
 *     ...change the order...
 *     await enqueueMail(trx, { template: 'shipment-shipped', to: email, data: { uniqueId, customerName, courier, trackingNumber }, dedupeKey: `shipped:${orderId}` });
 *   });
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Language } from 'shared-lib/domain';
import { languageOfAddress } from '../accounts/language';
import { MAIL_TEMPLATES, MAIL_TEMPLATES_HI, type MailTemplate, type MailTemplateData } from './templates';

export type OutboxAttachment =
  | {
      filename: string;
      /** rendered when the mail is sent or viewed, from the database */
      kind: 'invoice';
      order_id: number;
      /** which of the order's invoices (one per supplier, issue 33); absent in mails queued before: the first */
      number?: string;
    }
  /** a GST credit note PDF (issue 33: with the refund), drawn from the note's stored document when the mail is sent or viewed */
  | { filename: string; kind: 'credit-note'; credit_note_id: number }
  /** an e-prescription PDF, drawn from the database when the mail is sent or viewed */
  | { filename: string; kind: 'prescription'; prescription_id: number }
  /** small text kept with the mail (a consultation's .ics calendar file) */
  | { filename: string; kind: 'text'; content_type: string; content: string };

export interface EnqueueRequest<T extends MailTemplate> {
  template: T;
  to: string;
  data: MailTemplateData<T>;
  /** at most one mail per key (e.g. 'order-confirmation:42'): a second enqueue with it is ignored */
  dedupeKey?: string;
  attachments?: OutboxAttachment[];
  /** not before this time (a reminder); now when absent */
  sendAt?: Date;
  /**
   * the language to write in; absent: the one saved on the recipient's account (issue 31), else `fallbackLanguage`
   * (a guest: the language of the request that caused the mail), else English
   */
  language?: Language;
  fallbackLanguage?: Language;
}

/** The recipient's language: the request's choice, the account's saved one, the caller's fallback, English. */
async function mailLanguage(db: Kysely<Database>, request: { to: string; language?: Language; fallbackLanguage?: Language }): Promise<Language> {
  return request.language ?? (await languageOfAddress(db, request.to)) ?? request.fallbackLanguage ?? 'en';
}

/** Returns the outbox id, or null when a mail with the same dedupe key already exists. */
export async function enqueueMail<T extends MailTemplate>(db: Kysely<Database>, request: EnqueueRequest<T>): Promise<number | null> {
  const language = await mailLanguage(db, request);
  const template = (language === 'hi' ? MAIL_TEMPLATES_HI[request.template] : undefined) ?? MAIL_TEMPLATES[request.template];
  const render = template as (data: MailTemplateData<T>) => { subject: string; text: string; html: string };
  const mail = render(request.data);
  const values = {
    template: request.template,
    recipient: request.to.trim(),
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    attachments: JSON.stringify(request.attachments ?? []),
    dedupe_key: request.dedupeKey ?? null,
    next_attempt_at: (request.sendAt ?? new Date()).toISOString(),
    created_at: new Date().toISOString(),
  };
  if (request.dedupeKey) {
    const inserted = await db.insertInto('outbox').values(values).onConflict((oc) => oc.column('dedupe_key').doNothing()).returning('id').executeTakeFirst();
    return inserted?.id ?? null;
  }
  const { id } = await db.insertInto('outbox').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function parseAttachments(json: string): OutboxAttachment[] {
  try {
    const list = JSON.parse(json) as OutboxAttachment[];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}
