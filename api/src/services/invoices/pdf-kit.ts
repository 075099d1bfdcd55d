/**
 * The pieces every PDF of the shop is drawn with (the tax invoice, the payout statement): an A4 pdfkit document
 * with DejaVu Sans embedded (from the dejavu-fonts-ttf package, for the ₹ sign) and Noto Sans Devanagari
 * (@expo-google-fonts/noto-sans-devanagari, TrueType; fonts 'hindi' and 'hindiBold', issue 31), the colours, the page geometry,
 * a table row that breaks onto a new page, and the rupee and India-date formats.
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

/** One row of a table across the page width, on a new page when it would not fit. */
export function tableRow(pdf: PDFKit.PDFDocument, columns: readonly PdfColumn[], cells: string[], options: { bold?: boolean; fill?: string } = {}): void {
  pdf.font(options.bold ? 'bold' : 'regular').fontSize(9);
  const height = Math.max(...cells.map((cell, i) => pdf.heightOfString(cell, { width: columns[i].width - 8 }))) + 8;
  if (pdf.y + height > BOTTOM) {
    pdf.addPage();
    pdf.y = LEFT;
  }
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
