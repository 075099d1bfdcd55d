/**
 * Order confirmation: order id, items, totals exactly as stored, delivery address, payment method, the invoice attached.
 * A guest's pay-on-delivery order must still be confirmed from the mail: then the subject, title and first lines ask
 * for it, with the link and its deadline. The words of each language are in order-confirmation-words.ts.
 */
import type { Language } from 'shared-lib/domain';
import { guestTrackLink, shopLink } from '../context';
import { buttonHtml, COLORS, escapeHtml, layoutHtml, layoutText, paragraph, type RenderedMail } from './layout';
import { ORDER_MAIL_WORDS, type OrderMailWords } from './order-confirmation-words';

export interface OrderConfirmationData {
  uniqueId: string;
  customerName: string;
  orderDate: string;
  paymentType: string;
  lines: { name: string; quantity: number; price: number; total: number }[];
  totals: { subtotal: number; shipping: number; discount: number; tax: number; orderTotal: number };
  address: { lines: string[]; city: string; state: string; pincode: string };
  /** one GST tax invoice per supplier (issue 33); [] while none is issued */
  invoiceNumbers: string[];
  /** registered patients can open their orders; guests track with the order id */
  registered: boolean;
  /** a guest's pay-on-delivery order: the confirmation link and its ISO deadline */
  confirm?: { link: string; by: string };
}

function confirmLines(d: OrderConfirmationData, w: OrderMailWords): { title: string; subject: string; ask: string; button: string } | null {
  if (!d.confirm) return null;
  return { title: w.confirmTitle, subject: w.confirmSubject(d.uniqueId), ask: w.confirmAsk(w.deadline(d.confirm.by)), button: w.confirmButton };
}

function totalRows(t: OrderConfirmationData['totals'], w: OrderMailWords): [string, string][] {
  const money = w.money;
  const rows: [string, string][] = [
    [w.subtotal, money(t.subtotal)],
    [w.shipping, t.shipping === 0 ? w.free : money(t.shipping)],
  ];
  if (t.discount) rows.push([w.discount, `- ${money(t.discount)}`]);
  rows.push([w.tax, money(t.tax)], [w.orderTotal, money(t.orderTotal)]);
  return rows;
}

function renderOrderConfirmation(d: OrderConfirmationData, language: Language): RenderedMail {
  const w = ORDER_MAIL_WORDS[language];
  const money = w.money;
  const payment = w.payment(d.paymentType);
  const date = w.date(d.orderDate);
  const addressText = [...d.address.lines, `${d.address.city}, ${d.address.state} ${d.address.pincode}`];
  const track = d.registered ? shopLink('patient/my-profile') : guestTrackLink(d.uniqueId);
  const trackLabel = d.registered ? w.viewOrders : w.trackOrder;
  const confirm = confirmLines(d, w);
  const title = confirm?.title ?? w.thanks;
  const invoiceNote = d.invoiceNumbers.length > 0 ? w.invoiceNote(d.invoiceNumbers) : '';
  const greeting = w.greeting(d.customerName);

  const itemsHtml = d.lines
    .map(
      (l) => `<tr><td style="padding:8px 0;border-bottom:1px solid ${COLORS.line}">${escapeHtml(l.name)}<br><span style="color:${COLORS.muted};font-size:13px">${escapeHtml(w.qty)} ${l.quantity} × ${escapeHtml(money(l.price))}</span></td>
<td align="right" style="padding:8px 0;border-bottom:1px solid ${COLORS.line};white-space:nowrap;vertical-align:top">${escapeHtml(money(l.total))}</td></tr>`,
    )
    .join('');
  const totalsHtml = totalRows(d.totals, w)
    .map(([label, value], i, all) => {
      const last = i === all.length - 1;
      const style = last ? 'padding:8px 0 0;font-weight:bold;font-size:16px' : 'padding:4px 0';
      return `<tr><td style="${style}">${escapeHtml(label)}</td><td align="right" style="${style};white-space:nowrap">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  const html = layoutHtml(
    title,
    w.preheader(d.uniqueId, money(d.totals.orderTotal)),
    `${paragraph(greeting)}
${confirm && d.confirm ? `${paragraph(confirm.ask)}${buttonHtml(d.confirm.link, confirm.button)}` : ''}
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 16px;background:${COLORS.paper};border-radius:6px"><tr><td style="padding:12px">
<div style="font-size:13px;color:${COLORS.muted}">${escapeHtml(w.orderId)}</div><div style="font-size:18px;font-weight:bold;letter-spacing:.5px">${escapeHtml(d.uniqueId)}</div>
<div style="font-size:13px;color:${COLORS.muted};margin-top:6px">${escapeHtml(w.placedOn(date))} · ${escapeHtml(payment)}</div></td></tr></table>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse">${itemsHtml}</table>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin-top:8px">${totalsHtml}</table>
<h2 style="font-size:16px;margin:20px 0 6px;color:${COLORS.leafDark}">${escapeHtml(w.address)}</h2>
<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(d.customerName)}<br>${addressText.map(escapeHtml).join('<br>')}</p>
${invoiceNote ? paragraph(invoiceNote) : ''}
${buttonHtml(track, trackLabel)}
${paragraph(w.keepId)}`,
    language,
  );

  const text = layoutText(
    title,
    `${greeting}
${confirm && d.confirm ? `\n${confirm.ask}\n${confirm.button}: ${d.confirm.link}\n` : ''}
${w.orderId}: ${d.uniqueId}
${w.placedOnLabel}: ${date}
${w.paymentLabel}: ${payment}

${w.items}:
${d.lines.map((l) => `- ${l.name}: ${l.quantity} x ${money(l.price)} = ${money(l.total)}`).join('\n')}

${totalRows(d.totals, w)
  .map(([label, value]) => `${label}: ${value}`)
  .join('\n')}

${w.address}:
${d.customerName}
${addressText.join('\n')}
${invoiceNote ? `\n${invoiceNote}\n` : ''}
${trackLabel}: ${track}
${w.keepId}`,
  );
  return { subject: confirm?.subject ?? w.subject(d.uniqueId), text, html };
}

export const orderConfirmationMail = (d: OrderConfirmationData): RenderedMail => renderOrderConfirmation(d, 'en');
/** The same mail in Hindi (issue 31). */
export const orderConfirmationMailHi = (d: OrderConfirmationData): RenderedMail => renderOrderConfirmation(d, 'hi');
