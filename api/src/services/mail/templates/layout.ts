/**
 * The shop's mail look: one centred column up to 600 px that shrinks to a phone's width, inline styles
 * only (mail clients drop <style> blocks), no images and nothing fetched from a server (no tracking).
 */
import type { Language } from 'shared-lib/domain';
import { shopContext } from '../context';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

export const COLORS = { leaf: '#2f6b3a', leafDark: '#1f4d29', saffron: '#e08a00', ink: '#1f2a22', muted: '#5b6b5f', line: '#e3e9e4', paper: '#f4f7f2' };
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Devanagari','Nirmala UI',Arial,sans-serif";

/** A button-like link that still works when the client shows it as plain text. */
export function buttonHtml(href: string, label: string): string {
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:20px 0"><tr><td style="background:${COLORS.leaf};border-radius:6px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;color:#ffffff;text-decoration:none;font-weight:bold;${FONT}">${escapeHtml(label)}</a></td></tr></table>`;
}

export function paragraph(text: string): string {
  return `<p style="margin:0 0 14px;line-height:1.6">${escapeHtml(text)}</p>`;
}

/** The frame's own words in each language (issue 31). */
const FRAME = {
  en: { tagline: 'Genuine Ayurveda, delivered', why: (shop: string) => `You receive this e-mail because of an action on ${shop}.` },
  hi: { tagline: 'असली आयुर्वेद, आपके घर तक', why: (shop: string) => `आपको यह ईमेल ${shop} पर किए गए किसी काम की वजह से मिला है।` },
} as const;

/** Wraps a body in the shop's frame: header band, white card, footer with the shop's address. */
export function layoutHtml(title: string, preheader: string, body: string, language: Language = 'en'): string {
  const { shopName, supplier, publicUrl } = shopContext();
  const frame = FRAME[language];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.paper};color:${COLORS.ink};${FONT};font-size:15px">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:${COLORS.paper}"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;width:100%">
<tr><td style="background:${COLORS.leaf};color:#ffffff;padding:16px 20px;border-radius:8px 8px 0 0;border-bottom:4px solid ${COLORS.saffron}">
<a href="${escapeHtml(publicUrl)}/" style="color:#ffffff;text-decoration:none;font-size:20px;font-weight:bold">${escapeHtml(shopName)}</a>
<div style="font-size:13px;opacity:.9">${escapeHtml(frame.tagline)}</div></td></tr>
<tr><td style="background:#ffffff;padding:20px;border-radius:0 0 8px 8px;word-wrap:break-word">
<h1 style="margin:0 0 14px;font-size:20px;line-height:1.3;color:${COLORS.leafDark}">${escapeHtml(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:14px 8px;color:${COLORS.muted};font-size:12px;line-height:1.5;text-align:center">${escapeHtml(supplier.name)} · ${escapeHtml(supplier.address)}<br>${escapeHtml(frame.why(shopName))}</td></tr>
</table></td></tr></table></body></html>`;
}

/** The plain-text frame: title, body, signature. */
export function layoutText(title: string, body: string): string {
  const { shopName, supplier } = shopContext();
  return `${title}\n${'='.repeat(Math.min(title.length, 60))}\n\n${body.trim()}\n\n-- \n${shopName}\n${supplier.name}, ${supplier.address}\n`;
}
