/** HTML of the local mailbox pages (no script anywhere: the pages' CSP allows none); links into the shop stay on the page's own origin. */
import type { Selectable } from 'kysely';
import type { MailboxMessageSummary } from 'shared-lib/contract';
import type { OutboxTable } from '../../db/schema';
import { parseAttachments } from '../mail/outbox';
import { escapeHtml } from '../mail/templates';

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2a22;background:#f4f7f2}
header{background:#2f6b3a;color:#fff;padding:12px 16px;border-bottom:4px solid #e08a00}header a{color:#fff;text-decoration:none;font-weight:bold}
main{max-width:1000px;margin:0 auto;padding:16px}h1{font-size:20px;color:#1f4d29}
.note{background:#fff8e6;border:1px solid #f0d08a;padding:8px 12px;border-radius:6px;font-size:14px}
ul.mails{list-style:none;padding:0;margin:0}ul.mails li{background:#fff;border:1px solid #e3e9e4;border-radius:6px;margin:8px 0}
ul.mails a{display:block;padding:10px 12px;color:inherit;text-decoration:none}ul.mails a:focus,ul.mails a:hover{background:#eef5ef}
.subject{font-weight:bold}.meta{font-size:13px;color:#5b6b5f;margin-top:2px;overflow-wrap:anywhere}
.status{display:inline-block;font-size:12px;padding:1px 6px;border-radius:10px;background:#e3e9e4}.status.sent{background:#d6efd9}.status.failed{background:#f7d4d4}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;background:#fff;padding:12px;border-radius:6px;border:1px solid #e3e9e4;font-size:14px}dt{color:#5b6b5f}dd{margin:0;overflow-wrap:anywhere}
nav.tabs a,.button{display:inline-block;margin:8px 8px 8px 0;padding:8px 12px;border-radius:6px;background:#2f6b3a;color:#fff;text-decoration:none}
iframe{width:100%;height:1300px;border:1px solid #e3e9e4;border-radius:6px;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #e3e9e4;border-radius:6px;overflow-wrap:anywhere}
.links a{overflow-wrap:anywhere}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><a href="/mailbox/">Local mailbox</a> · <a href="/">Back to the shop</a></header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });
};

export function listPage(mails: MailboxMessageSummary[]): string {
  const note = `<p class="note">No SMTP server is configured (or this is a development machine), so the shop keeps every e-mail here instead of, or as well as, sending it. Set <code>SMTP_URL</code> to deliver them. This page is off in production.</p>`;
  if (mails.length === 0) return page('Local mailbox', `${note}<p>No e-mails yet.</p>`);
  const items = mails
    .map(
      (m) => `<li><a href="/mailbox/${m.id}"><div class="subject">${escapeHtml(m.subject)}</div>
<div class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(when(m.created_at))} · <span class="status ${escapeHtml(m.status)}">${escapeHtml(m.status)}</span>${m.attachments.length ? ` · ${m.attachments.length} attachment${m.attachments.length > 1 ? 's' : ''}` : ''}</div></a></li>`,
    )
    .join('');
  return page('Local mailbox', `${note}<ul class="mails" aria-label="E-mails">${items}</ul>`);
}

/**
 * A link into the shop (the configured shop address `shopUrl`, where mails point) made relative to the
 * page's own origin, so a mailbox opened at 127.0.0.1 or at the machine's address stays there; other
 * links are kept as they are.
 */
export function shopRelative(link: string, shopUrl: string): string {
  try {
    const url = new URL(link);
    return url.origin === new URL(shopUrl).origin ? `${url.pathname}${url.search}${url.hash}` : link;
  } catch {
    return link;
  }
}

/** A mail's HTML with its links into the shop relative to the page's own origin (see shopRelative). */
export function withShopRelativeLinks(html: string, shopUrl: string): string {
  // the attribute's text stays escaped: a URL's path, query and fragment keep '&amp;' as it is
  return html.replace(/href="(https?:\/\/[^"]*)"/g, (_attribute, link: string) => `href="${shopRelative(link, shopUrl)}"`);
}

/** Links of the plain-text body, listed so they can be followed (the HTML frame is sandboxed). */
function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

export function detailPage(row: Selectable<OutboxTable>, shopUrl: string): string {
  const attachments = parseAttachments(row.attachments);
  const links = linksOf(row.text_body).map((link) => shopRelative(link, shopUrl));
  const body = `<dl><dt>To</dt><dd>${escapeHtml(row.recipient)}</dd><dt>Subject</dt><dd>${escapeHtml(row.subject)}</dd><dt>Written</dt><dd>${escapeHtml(when(row.created_at))}</dd>
<dt>Status</dt><dd><span class="status ${escapeHtml(row.status)}">${escapeHtml(row.status)}</span> after ${row.attempts} attempt${row.attempts === 1 ? '' : 's'}${row.last_error ? ` (last error: ${escapeHtml(row.last_error)})` : ''}</dd></dl>
${attachments.length ? `<h2>Attachments</h2><p>${attachments.map((a, i) => `<a class="button" href="/mailbox/${row.id}/attachments/${i}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a>`).join('')}</p>` : ''}
${links.length ? `<h2>Links in this e-mail</h2><ul class="links">${links.map((l) => `<li><a href="${escapeHtml(l)}" rel="noreferrer">${escapeHtml(l)}</a></li>`).join('')}</ul>` : ''}
<nav class="tabs"><a href="/mailbox/${row.id}/html" target="_blank" rel="noreferrer">HTML</a><a href="/mailbox/${row.id}/text" target="_blank" rel="noreferrer">Plain text</a></nav>
<iframe title="E-mail as HTML" src="/mailbox/${row.id}/html" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>
<h2>Plain text</h2><pre>${escapeHtml(row.text_body)}</pre>`;
  return page(row.subject, body);
}
