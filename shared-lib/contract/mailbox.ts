/** The local mailbox (outside production, when no SMTP server is configured): pages under /mailbox/ and one JSON list. */
import { type Static, Type } from 'typebox';

export const MAILBOX_PREFIX = '/mailbox';
export const MAILBOX_JSON_PATH = '/mailbox/messages.json';

export const MailboxMessage = Type.Object({
  id: Type.Integer(),
  template: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  status: Type.String({ description: 'pending | sending | sent | failed' }),
  attempts: Type.Integer(),
  created_at: Type.String(),
  sent_at: Type.Union([Type.String(), Type.Null()]),
  attachments: Type.Array(Type.Object({ index: Type.Integer(), filename: Type.String() })),
});
export type MailboxMessageSummary = Static<typeof MailboxMessage>;
export const MailboxList = Type.Array(MailboxMessage);
