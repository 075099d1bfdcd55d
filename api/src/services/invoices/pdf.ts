/**
 * Draws a tax invoice as an A4 PDF with pdfkit (the shop's PDF pieces, fonts included: ./pdf-kit), with the Hindi
 * labels beside the headings (issue 31).
 */
import { formatPaise, PAYMENT_TYPE_LABELS, type PaymentType } from 'shared-lib/domain';
import { INVOICE_LABELS_HI } from 'shared-lib/domain/i18n';
import type { InvoiceDocument } from './document';
import { dateIn, ensureRoom, LEAF, LEFT, LINE, letterhead, MUTED, openPdf, type PdfColumn, rule, rupees, tableRow, WIDTH } from './pdf-kit';

/** # | Description | HSN/SAC | Qty | Rate | Taxable value */
const COLUMNS: PdfColumn[] = [
  { label: '#', width: 22, align: 'left' },
  { label: 'Description', width: 203, align: 'left' },
  { label: 'HSN/SAC', width: 55, align: 'left' },
  { label: 'Qty', width: 40, align: 'right' },
  { label: 'Rate (₹)', width: 90, align: 'right' },
  { label: 'Taxable value (₹)', width: 105, align: 'right' },
];

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { pdf, done } = await openPdf({ Title: `${doc.title ?? 'Tax Invoice'} ${doc.number}`, Author: doc.supplier.name });

  header(pdf, doc);
  parties(pdf, doc);
  table(pdf, doc);
  summary(pdf, doc);
  pdf.end();
  return done;
}

function header(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  letterhead(pdf, doc.supplier.name, [doc.supplier.address, `GSTIN: ${doc.supplier.gstin}`, `State: ${doc.supplier.placeOfSupply}`], 300);
  const leftBottom = pdf.y;
  pdf.font('bold').fontSize(20).fillColor('#000').text(doc.title ?? 'Tax Invoice', 355, 34, { width: 200, align: 'right' });
  if (!doc.title) pdf.font('hindiBold').fontSize(11).fillColor(LEAF).text(INVOICE_LABELS_HI.taxInvoice, 355, pdf.y, { width: 200, align: 'right' });
  const facts: [string, string][] = [
    [doc.numberLabel ?? 'Invoice No.', doc.number],
    [doc.dateLabel ?? 'Invoice Date', dateIn(doc.issuedAt)],
    ...(doc.against ? ([['Against invoice', doc.against.number], ['Invoice Date', dateIn(doc.against.issuedAt)]] as [string, string][]) : []),
    ['Order ID', doc.orderUniqueId],
    ['Order Date', dateIn(doc.orderDate)],
    ['Payment', PAYMENT_TYPE_LABELS[doc.paymentType as PaymentType] ?? doc.paymentType],
  ];
  let y = Math.max(pdf.y + 4, 64);
  for (const [label, value] of facts) {
    pdf.font('regular').fontSize(9).fillColor(MUTED).text(label, 355, y, { width: 70 });
    pdf.fillColor('#000').text(value, 425, y, { width: 130, align: 'right' });
    y = Math.max(pdf.y, y + 12);
  }
  pdf.y = Math.max(leftBottom, y) + 12;
  rule(pdf);
}

function parties(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  const top = pdf.y + 10;
  const b = doc.buyer;
  pdf.font('bold').fontSize(10).fillColor(LEAF).text('Billed and shipped to', LEFT, top, { width: 300 });
  hindiLabel(pdf, INVOICE_LABELS_HI.billedTo, LEFT, 300, 'left');
  pdf.font('regular').fontSize(9).fillColor('#000').text(b.name, { width: 300 });
  for (const line of b.addressLines) pdf.text(line, { width: 300 });
  pdf.text(`${b.city}, ${b.state} ${b.pincode}`, { width: 300 });
  if (b.mobile) pdf.text(`Phone: ${b.mobile}`, { width: 300 });
  if (b.email) pdf.text(`Email: ${b.email}`, { width: 300 });
  const leftBottom = pdf.y;
  pdf.font('bold').fontSize(10).fillColor(LEAF).text('Place of supply', 355, top, { width: 200, align: 'right' });
  hindiLabel(pdf, INVOICE_LABELS_HI.placeOfSupply, 355, 200, 'right');
  pdf.font('regular').fontSize(9).fillColor('#000').text(doc.placeOfSupply, 355, pdf.y, { width: 200, align: 'right' });
  pdf.text(doc.gst.intraState ? 'Intra-state supply: CGST + SGST' : 'Inter-state supply: IGST', 355, pdf.y, { width: 200, align: 'right' });
  pdf.text('Reverse charge: No', 355, pdf.y, { width: 200, align: 'right' });
  pdf.y = Math.max(leftBottom, pdf.y) + 14;
}

function row(pdf: PDFKit.PDFDocument, cells: string[], options: { bold?: boolean; fill?: string } = {}): void {
  tableRow(pdf, COLUMNS, cells, options);
}

function table(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  row(pdf, COLUMNS.map((c) => c.label), { bold: true, fill: '#e8f0e9' });
  doc.lines.forEach((line, i) => row(pdf, [String(i + 1), line.description, line.hsn, String(line.quantity), formatPaise(line.rate), formatPaise(line.taxable)]));
  let n = doc.lines.length;
  // the shipping charge is invoiced by the marketplace (the house company's invoice), never by a seller; a credit note may leave it out
  if (!doc.soldThrough && !doc.hideShipping) row(pdf, [String(++n), 'Shipping charges', doc.shippingSac, '1', formatPaise(doc.shipping), formatPaise(doc.shipping)]);
  if (doc.discount) row(pdf, ['', 'Less: coupon discount', '', '', '', `-${formatPaise(doc.discount)}`]);
}

function summary(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  const g = doc.gst;
  const rows: [string, string][] = [['Taxable value', rupees(doc.taxableValue)]];
  if (g.intraState) rows.push([`CGST @ ${g.cgstRate}%`, rupees(g.cgst)], [`SGST @ ${g.sgstRate}%`, rupees(g.sgst)]);
  else rows.push([`IGST @ ${g.igstRate}%`, rupees(g.igst)]);
  rows.push(['Total', rupees(doc.total)]);
  ensureRoom(pdf, rows.length * 16 + 90);
  let y = pdf.y + 10;
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    pdf.font(last ? 'bold' : 'regular').fontSize(last ? 11 : 9).fillColor('#000');
    pdf.text(label, 330, y, { width: 110 });
    pdf.text(value, 440, y, { width: 115, align: 'right' });
    y += last ? 18 : 14;
  });
  pdf.moveTo(330, y - 20).lineTo(LEFT + WIDTH, y - 20).strokeColor(LINE).lineWidth(0.5).stroke();
  pdf.font('bold').fontSize(9).fillColor(LEAF).text('Amount in words', LEFT, y + 8, { width: WIDTH });
  hindiLabel(pdf, INVOICE_LABELS_HI.amountInWords, LEFT, WIDTH, 'left');
  pdf.font('regular').fillColor('#000').text(doc.totalInWords, { width: WIDTH });
  pdf.moveDown(2);
  pdf.font('regular').fontSize(8).fillColor(MUTED).text('Prices are exclusive of GST; GST is charged on the taxable value after any coupon discount and includes shipping.', { width: WIDTH });
  if (doc.soldThrough) pdf.text(`Sold by ${doc.supplier.name} through ${doc.soldThrough.name} (e-commerce operator, GSTIN ${doc.soldThrough.gstin}). Shipping is invoiced by ${doc.soldThrough.name}.`, { width: WIDTH });
  pdf.text(`This is a computer-generated ${doc.documentNoun ?? 'invoice'} issued by ${doc.supplier.name} and needs no signature.`, { width: WIDTH });
}

/** A Hindi label under its English heading, in the Devanagari font. */
function hindiLabel(pdf: PDFKit.PDFDocument, text: string, x: number, width: number, align: 'left' | 'right'): void {
  pdf.font('hindi').fontSize(8).fillColor(MUTED).text(text, x, pdf.y, { width, align });
}
