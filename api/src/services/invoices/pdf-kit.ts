/**
 * The pieces every PDF of the shop is drawn with (the tax invoice, the payout statement): an A4 pdfkit document
 * with DejaVu Sans embedded (from the dejavu-fonts-ttf package, for the ₹ sign) and Noto Sans Devanagari
 * (@expo-google-fonts/noto-sans-devanagari, TrueType; fonts 'hindi' and 'hindiBold', issue 31), the colours, the page geometry,
 * the letterhead band, rules, a table row that breaks onto a new page, and the rupee and India-date formats.
 */
import path from 'node:path';
import { formatPaise } from 'shared-lib/domain';

const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');
const DEVANAGARI_DIR = path.dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
const HINDI = path.join(DEVANAGARI_DIR, '400Regular', 'NotoSansDevanagari_400Regular.ttf');
const HINDI_BOLD = path.join(DEVANAGARI_DIR, '700Bold', 'NotoSansDevanagari_700Bold.ttf');
export const LEAF = '#2f6b3a';
export const MUTED = '#5b6b5f';
export const LINE = '#c9d3cb';
export const LEFT = 40;
export const WIDTH = 515;
export const BOTTOM = 780;
const PAGE_WIDTH = 595.28;

export const rupees = (paise: number) => `₹${formatPaise(paise)}`;
export const dateIn = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export interface PdfColumn {
  label: string;
  width: number;
  align: 'left' | 'right';
}

/** A new A4 document with the fonts 'regular', 'bold', 'hindi' and 'hindiBold'; `done` resolves with the bytes once `pdf.end()` is called. */
export async function openPdf(info: { Title: string; Author: string }): Promise<{ pdf: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  // loaded with the first document, not at start-up (pdfkit and its font tables take a while to load)
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', margin: LEFT, info });
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
  return { pdf, done };
}

/** A new page when `height` more points would not fit on this one. */
export function ensureRoom(pdf: PDFKit.PDFDocument, height: number): void {
  if (pdf.y + height <= BOTTOM) return;
  pdf.addPage();
  pdf.y = LEFT;
}

/** A rule across the page width at the current line. */
export function rule(pdf: PDFKit.PDFDocument): void {
  pdf.moveTo(LEFT, pdf.y).lineTo(LEFT + WIDTH, pdf.y).strokeColor(LINE).lineWidth(1).stroke();
}

/** The leaf band across the top of the page, then `name` in bold leaf green at the left and `lines` beneath it. */
export function letterhead(pdf: PDFKit.PDFDocument, name: string, lines: readonly string[], width: number, top = 36): void {
  pdf.rect(0, 0, PAGE_WIDTH, 8).fill(LEAF);
  pdf.fillColor(LEAF).font('bold').fontSize(16).text(name, LEFT, top, { width });
  pdf.fillColor('#000').font('regular').fontSize(9);
  lines.forEach((line, i) => (i === 0 ? pdf.text(line, LEFT, pdf.y + 2, { width }) : pdf.text(line, { width })));
}

/** One row of a table across the page width, on a new page when it would not fit. */
export function tableRow(pdf: PDFKit.PDFDocument, columns: readonly PdfColumn[], cells: string[], options: { bold?: boolean; fill?: string } = {}): void {
  pdf.font(options.bold ? 'bold' : 'regular').fontSize(9);
  const height = Math.max(...cells.map((cell, i) => pdf.heightOfString(cell, { width: columns[i].width - 8 }))) + 8;
  ensureRoom(pdf, height);
  const top = pdf.y;
  if (options.fill) pdf.rect(LEFT, top, WIDTH, height).fill(options.fill);
  let x = LEFT;
  cells.forEach((cell, i) => {
    pdf.fillColor('#000').text(cell, x + 4, top + 4, { width: columns[i].width - 8, align: columns[i].align });
    x += columns[i].width;
  });
  pdf.moveTo(LEFT, top + height).lineTo(LEFT + WIDTH, top + height).strokeColor(LINE).lineWidth(0.5).stroke();
  pdf.y = top + height;
}
