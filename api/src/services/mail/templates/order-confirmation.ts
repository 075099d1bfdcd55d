/**
 * Order confirmation: order id, items, totals exactly as stored, delivery address, payment method, the invoice attached.
 * A guest's pay-on-delivery order must still be confirmed from the mail: then the subject, title and first lines ask
 * for it, with the link and its deadline.
 */
import { formatRupees, GST_PERCENT_LABEL, PAYMENT_TYPE_LABELS, type PaymentType } from 'shared-lib/domain';
import { guestTrackLink, shopLink } from '../context';
import { buttonHtml, COLORS, escapeHtml, layoutHtml, layoutText, paragraph, type RenderedMail } from './layout';

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

const IST: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Kolkata' };

function confirmLines(d: OrderConfirmationData): { title: string; subject: string; ask: string; button: string } | null {
  if (!d.confirm) return null;
  const deadline = `${new Date(d.confirm.by).toLocaleString('en-IN', { ...IST, day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', hour12: true })} IST`;
  return {
    title: 'Please confirm your order',
    subject: `Confirm your order ${d.uniqueId}`,
    ask: `Please confirm your order by ${deadline}. Orders that are not confirmed are cancelled and their items go back on sale.`,
    button: 'Confirm my order',
  };
}

function totalRows(t: OrderConfirmationData['totals']): [string, string][] {
  const rows: [string, string][] = [
    ['Cart Subtotal', formatRupees(t.subtotal)],
    ['Shipping', t.shipping === 0 ? 'Free' : formatRupees(t.shipping)],
  ];
  if (t.discount) rows.push(['Discount', `- ${formatRupees(t.discount)}`]);
  rows.push([GST_PERCENT_LABEL, formatRupees(t.tax)], ['Order Total', formatRupees(t.orderTotal)]);
  return rows;
}

export function orderConfirmationMail(d: OrderConfirmationData): RenderedMail {
  const payment = PAYMENT_TYPE_LABELS[d.paymentType as PaymentType] ?? d.paymentType;
  const date = new Date(d.orderDate).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
  const addressText = [...d.address.lines, `${d.address.city}, ${d.address.state} ${d.address.pincode}`];
  const track = d.registered ? shopLink('patient/my-profile') : guestTrackLink(d.uniqueId);
  const trackLabel = d.registered ? 'View your orders' : 'Track your order';
  const confirm = confirmLines(d);
  const title = confirm?.title ?? 'Thank you for your order';
  const invoiceNote =
    d.invoiceNumbers.length > 1
      ? `Your GST tax invoices ${d.invoiceNumbers.join(', ')} (one from each seller of your order) are attached as PDFs.`
      : d.invoiceNumbers.length === 1
        ? `Your GST tax invoice ${d.invoiceNumbers[0]} is attached as a PDF.`
        : '';

  const itemsHtml = d.lines
    .map(
      (l) => `<tr><td style="padding:8px 0;border-bottom:1px solid ${COLORS.line}">${escapeHtml(l.name)}<br><span style="color:${COLORS.muted};font-size:13px">Qty ${l.quantity} × ${escapeHtml(formatRupees(l.price))}</span></td>
<td align="right" style="padding:8px 0;border-bottom:1px solid ${COLORS.line};white-space:nowrap;vertical-align:top">${escapeHtml(formatRupees(l.total))}</td></tr>`,
    )
    .join('');
  const totalsHtml = totalRows(d.totals)
    .map(([label, value], i, all) => {
      const last = i === all.length - 1;
      const style = last ? 'padding:8px 0 0;font-weight:bold;font-size:16px' : 'padding:4px 0';
      return `<tr><td style="${style}">${escapeHtml(label)}</td><td align="right" style="${style};white-space:nowrap">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  const html = layoutHtml(
    title,
    `Order ${d.uniqueId}: ${formatRupees(d.totals.orderTotal)}`,
    `${paragraph(`Namaste ${d.customerName}, we have received your order and will let you know when it ships.`)}
${confirm && d.confirm ? `${paragraph(confirm.ask)}${buttonHtml(d.confirm.link, confirm.button)}` : ''}
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 16px;background:${COLORS.paper};border-radius:6px"><tr><td style="padding:12px">
<div style="font-size:13px;color:${COLORS.muted}">Order ID</div><div style="font-size:18px;font-weight:bold;letter-spacing:.5px">${escapeHtml(d.uniqueId)}</div>
<div style="font-size:13px;color:${COLORS.muted};margin-top:6px">Placed on ${escapeHtml(date)} · ${escapeHtml(payment)}</div></td></tr></table>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse">${itemsHtml}</table>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin-top:8px">${totalsHtml}</table>
<h2 style="font-size:16px;margin:20px 0 6px;color:${COLORS.leafDark}">Delivery address</h2>
<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(d.customerName)}<br>${addressText.map(escapeHtml).join('<br>')}</p>
${invoiceNote ? paragraph(invoiceNote) : ''}
${buttonHtml(track, trackLabel)}
${paragraph('Keep your Order ID: you will need it to track your order.')}`,
  );

  const text = layoutText(
    title,
    `Namaste ${d.customerName}, we have received your order and will let you know when it ships.
${confirm && d.confirm ? `\n${confirm.ask}\n${confirm.button}: ${d.confirm.link}\n` : ''}
Order ID: ${d.uniqueId}
Placed on: ${date}
Payment: ${payment}

Items:
${d.lines.map((l) => `- ${l.name}: ${l.quantity} x ${formatRupees(l.price)} = ${formatRupees(l.total)}`).join('\n')}

${totalRows(d.totals)
  .map(([label, value]) => `${label}: ${value}`)
  .join('\n')}

Delivery address:
${d.customerName}
${addressText.join('\n')}
${invoiceNote ? `\n${invoiceNote}\n` : ''}
${trackLabel}: ${track}
Keep your Order ID: you will need it to track your order.`,
  );
  return { subject: confirm?.subject ?? `Order ${d.uniqueId} confirmed`, text, html };
}
