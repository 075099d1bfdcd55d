/**
 * Draws a tax invoice as an A4 PDF with pdfkit; DejaVu Sans (from the dejavu-fonts-ttf package) is embedded for
 * the ₹ sign, Noto Sans Devanagari (@expo-google-fonts/noto-sans-devanagari, TrueType) for the Hindi labels
 * beside the headings (issue 31).
 */
import path from 'node:path';
import { formatPaise, PAYMENT_TYPE_LABELS, type PaymentType } from 'shared-lib/domain';
import { INVOICE_LABELS_HI } from 'shared-lib/domain/i18n';
import type { InvoiceDocument } from './document';

const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');
const DEVANAGARI_DIR = path.dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
const HINDI = path.join(DEVANAGARI_DIR, '400Regular', 'NotoSansDevanagari_400Regular.ttf');
const HINDI_BOLD = path.join(DEVANAGARI_DIR, '700Bold', 'NotoSansDevanagari_700Bold.ttf');
const LEAF = '#2f6b3a';
const MUTED = '#5b6b5f';
const LINE = '#c9d3cb';
const LEFT = 40;
const WIDTH = 515;
const BOTTOM = 780;

/** # | Description | HSN/SAC | Qty | Rate | Taxable value */
const COLUMNS = [
  { label: '#', width: 22, align: 'left' as const },
  { label: 'Description', width: 203, align: 'left' as const },
  { label: 'HSN/SAC', width: 55, align: 'left' as const },
  { label: 'Qty', width: 40, align: 'right' as const },
  { label: 'Rate (₹)', width: 90, align: 'right' as const },
  { label: 'Taxable value (₹)', width: 105, align: 'right' as const },
];

const rupees = (paise: number) => `₹${formatPaise(paise)}`;
const dateIn = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  // loaded with the first invoice, not at start-up (pdfkit and its font tables take a while to load)
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `Tax Invoice ${doc.number}`, Author: doc.supplier.name } });
  pdf.registerFont('regular', REGULAR);
  pdf.registerFont('bold', BOLD);
  pdf.registerFont('hindi', HINDI);
  pdf.registerFont('hindiBold', HINDI_BOLD);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  header(pdf, doc);
  parties(pdf, doc);
  table(pdf, doc);
  summary(pdf, doc);
  pdf.end();
  return done;
}

function header(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  pdf.rect(0, 0, 595.28, 8).fill(LEAF);
  pdf.fillColor(LEAF).font('bold').fontSize(16).text(doc.supplier.name, LEFT, 36, { width: 300 });
  pdf.fillColor('#000').font('regular').fontSize(9).text(doc.supplier.address, LEFT, pdf.y + 2, { width: 300 });
  pdf.text(`GSTIN: ${doc.supplier.gstin}`, { width: 300 });
  pdf.text(`State: ${doc.supplier.placeOfSupply}`, { width: 300 });
  const leftBottom = pdf.y;
  pdf.font('bold').fontSize(20).fillColor('#000').text(doc.title ?? 'Tax Invoice', 355, 34, { width: 200, align: 'right' });
  if (!doc.title) pdf.font('hindiBold').fontSize(11).fillColor(LEAF).text(INVOICE_LABELS_HI.taxInvoice, 355, pdf.y, { width: 200, align: 'right' });
  const facts: [string, string][] = [
    ['Invoice No.', doc.number],
    ['Invoice Date', dateIn(doc.issuedAt)],
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
  pdf.moveTo(LEFT, pdf.y).lineTo(LEFT + WIDTH, pdf.y).strokeColor(LINE).lineWidth(1).stroke();
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
  pdf.font(options.bold ? 'bold' : 'regular').fontSize(9);
  const height = Math.max(...cells.map((cell, i) => pdf.heightOfString(cell, { width: COLUMNS[i].width - 8 }))) + 8;
  if (pdf.y + height > BOTTOM) {
    pdf.addPage();
    pdf.y = LEFT;
  }
  const top = pdf.y;
  if (options.fill) pdf.rect(LEFT, top, WIDTH, height).fill(options.fill);
  let x = LEFT;
  cells.forEach((cell, i) => {
    pdf.fillColor('#000').text(cell, x + 4, top + 4, { width: COLUMNS[i].width - 8, align: COLUMNS[i].align });
    x += COLUMNS[i].width;
  });
  pdf.moveTo(LEFT, top + height).lineTo(LEFT + WIDTH, top + height).strokeColor(LINE).lineWidth(0.5).stroke();
  pdf.y = top + height;
}

function table(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  row(pdf, COLUMNS.map((c) => c.label), { bold: true, fill: '#e8f0e9' });
  doc.lines.forEach((line, i) => row(pdf, [String(i + 1), line.description, line.hsn, String(line.quantity), formatPaise(line.rate), formatPaise(line.taxable)]));
  let n = doc.lines.length;
  row(pdf, [String(++n), 'Shipping charges', doc.shippingSac, '1', formatPaise(doc.shipping), formatPaise(doc.shipping)]);
  if (doc.discount) row(pdf, ['', 'Less: coupon discount', '', '', '', `-${formatPaise(doc.discount)}`]);
}

function summary(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  const g = doc.gst;
  const rows: [string, string][] = [['Taxable value', rupees(doc.taxableValue)]];
  if (g.intraState) rows.push([`CGST @ ${g.cgstRate}%`, rupees(g.cgst)], [`SGST @ ${g.sgstRate}%`, rupees(g.sgst)]);
  else rows.push([`IGST @ ${g.igstRate}%`, rupees(g.igst)]);
  rows.push(['Total', rupees(doc.total)]);
  if (pdf.y + rows.length * 16 + 90 > BOTTOM) {
    pdf.addPage();
    pdf.y = LEFT;
  }
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
  pdf.text(`This is a computer-generated invoice issued by ${doc.supplier.name} and needs no signature.`, { width: WIDTH });
}

/** A Hindi label under its English heading, in the Devanagari font. */
function hindiLabel(pdf: PDFKit.PDFDocument, text: string, x: number, width: number, align: 'left' | 'right'): void {
  pdf.font('hindi').fontSize(8).fillColor(MUTED).text(text, x, pdf.y, { width, align });
}
