/**
 * The local mailbox (outside production): every outbox mail, listed, shown as HTML (in a sandboxed frame,
 * under a CSP that runs no script) and as text, with its attachments. Read-only; 'local' mode answers
 * loopback clients only, since reset links are in there.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAILBOX_JSON_PATH, MAILBOX_PREFIX, type MailboxMessageSummary } from 'shared-lib/contract';
import { Type } from 'typebox';
import { renderAttachment } from '../services/mail/attachments';
import { parseAttachments } from '../services/mail/outbox';
import { escapeHtml } from '../services/mail/templates';
import { page, detailPage, listPage, withShopRelativeLinks } from '../services/mailbox/pages';
import { FOREIGN_HOST_MESSAGE, isLocalOrConfiguredHost } from '../plugins/loopback-host';

// frame-ancestors 'self' (and X-Frame-Options SAMEORIGIN below): the mailbox page shows the mail in a frame,
// while the shop-wide security headers forbid framing everywhere else
const MAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox";
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src 'self' data:; form-action 'none'; base-uri 'none'; frame-ancestors 'self'";
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const AttachmentParams = Type.Object({ id: Type.Integer({ minimum: 1 }), index: Type.Integer({ minimum: 0, maximum: 20 }) });

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

async function mailbox(app: FastifyInstance, options: { mode: 'local' | 'on' }): Promise<void> {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    // the socket's address, never X-Forwarded-For: a forged header cannot open it
    if (options.mode === 'local' && !LOOPBACK.test(request.socket.remoteAddress ?? '')) {
      return reply.code(403).type('text/plain').send('The local mailbox answers this computer only (MAILBOX=on opens it to others).');
    }
    if (!isLocalOrConfiguredHost(request.headers.host, app.config)) return reply.code(403).type('text/plain').send(FOREIGN_HOST_MESSAGE);
    reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
  };
  const html = (reply: FastifyReply, body: string) => reply.header('Content-Security-Policy', PAGE_CSP).type('text/html; charset=utf-8').send(body);
  const find = (id: number) => app.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
  const missing = (reply: FastifyReply) => reply.code(404).header('Content-Security-Policy', PAGE_CSP).type('text/html; charset=utf-8').send(page('Mail not found', '<p>No such mail. <a href="./">Back to the mailbox</a></p>'));

  const summaries = async (): Promise<MailboxMessageSummary[]> => {
    const rows = await app.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(200).execute();
    return rows.map((r) => ({
      id: r.id,
      template: r.template,
      to: r.recipient,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      created_at: r.created_at,
      sent_at: r.sent_at,
      attachments: parseAttachments(r.attachments).map((a, index) => ({ index, filename: a.filename })),
    }));
  };

  app.addHook('onRequest', guard);
  app.get(`${MAILBOX_PREFIX}`, { schema: { hide: true } }, async (_request, reply) => reply.redirect(`${MAILBOX_PREFIX}/`));
  app.get(`${MAILBOX_PREFIX}/`, { schema: { hide: true } }, async (_request, reply) => html(reply, listPage(await summaries())));
  app.get(MAILBOX_JSON_PATH, { schema: { hide: true } }, async () => summaries());

  app.get(`${MAILBOX_PREFIX}/:id`, { schema: { hide: true, params: IdParams } }, async (request, reply) => {
    const row = await find((request.params as { id: number }).id);
    return row ? html(reply, detailPage(row, app.config.publicUrl)) : missing(reply);
  });
  app.get(`${MAILBOX_PREFIX}/:id/html`, { schema: { hide: true, params: IdParams } }, async (request, reply) => {
    const row = await find((request.params as { id: number }).id);
    if (!row) return missing(reply);
    return reply.header('Content-Security-Policy', MAIL_CSP).header('X-Frame-Options', 'SAMEORIGIN').type('text/html; charset=utf-8').send(withShopRelativeLinks(row.html_body, app.config.publicUrl));
  });
  app.get(`${MAILBOX_PREFIX}/:id/text`, { schema: { hide: true, params: IdParams } }, async (request, reply) => {
    const row = await find((request.params as { id: number }).id);
    if (!row) return missing(reply);
    return reply.header('Content-Security-Policy', "default-src 'none'").type('text/plain; charset=utf-8').send(row.text_body);
  });
  app.get(`${MAILBOX_PREFIX}/:id/attachments/:index`, { schema: { hide: true, params: AttachmentParams } }, async (request, reply) => {
    const { id, index } = request.params as { id: number; index: number };
    const row = await find(id);
    const attachment = row ? parseAttachments(row.attachments)[index] : undefined;
    if (!attachment) return missing(reply);
    const file = await renderAttachment(app.db, attachment);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${escapeHtml(file.filename).replace(/"/g, '')}"`)
      .send(file.content);
  });
}

/** Registered without fastify-plugin on purpose: its loopback guard covers these routes only. */
export default mailbox;
