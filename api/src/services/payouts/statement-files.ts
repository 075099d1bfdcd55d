/**
 * A payout statement as CSV and as PDF (the shop's PDF pieces from invoices/pdf-kit): the seller, the week,
 * every entry with its breakdown, then opening balance, sales, returns, deductions, net payable and closing
 * balance. Both are drawn from the statement's own entries, so they reconcile to the ledger.
 */
import type { Kysely } from 'kysely';
import type { LedgerEntry, PayoutStatement } from 'shared-lib/contract';
import { formatPaise } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { dateIn, LEFT, letterhead, MUTED, openPdf, type PdfColumn, rupees, tableRow, WIDTH } from '../invoices/pdf-kit';
import { csvOf, rupeesCell } from './csv';
import { ledgerEntries, ownStatement, statementView } from './view';

export interface StatementDocument {
  seller: { company_name: string; gst_number: string; pan_number: string };
  statement: PayoutStatement;
  entries: LedgerEntry[];
}

export async function loadStatement(db: Kysely<Database>, sellerId: number, statementId: number): Promise<StatementDocument> {
  const row = await ownStatement(db, sellerId, statementId);
  const seller = await db.selectFrom('sellers').select(['company_name', 'gst_number', 'pan_number']).where('id', '=', sellerId).executeTakeFirstOrThrow();
  return { seller, statement: statementView(row), entries: await ledgerEntries(db, sellerId, { statementId }) };
}

export const statementFilename = (doc: StatementDocument, ext: 'csv' | 'pdf') => `Payout-Statement-${doc.statement.period_end.slice(0, 10)}-${doc.statement.id}.${ext}`;

function summaryRows(s: PayoutStatement): Array<[string, number]> {
  return [
    ['Opening balance', s.opening_paise],
    ['Sales (value + GST)', s.sales_paise],
    ['Returns (value + GST)', s.returns_paise],
    ['Deductions (commission, GST on commission, TCS, TDS)', -s.deductions_paise],
    ['Net payable', s.net_payable_paise],
    ['Closing balance', s.closing_paise],
  ];
}

const period = (s: PayoutStatement) => (s.period_start ? `${dateIn(s.period_start)} to ${dateIn(s.period_end)}` : `up to ${dateIn(s.period_end)}`);
/** '−₹27.85' for a negative amount. */
const signedRupees = (paise: number) => (paise < 0 ? `−${rupees(-paise)}` : rupees(paise));

export function statementCsv(doc: StatementDocument): string {
  const head = ['Date', 'Order', 'Product', 'Kind', 'Qty', 'Value', 'GST', 'Commission %', 'Commission', 'GST on commission', 'TCS', 'TDS', 'Net'];
  const rows = doc.entries.map((e) => [e.occurred_at, e.order_unique_id, e.product_name, e.kind, e.quantity, rupeesCell(e.taxable_paise), rupeesCell(e.gst_paise), e.commission_percent, rupeesCell(e.commission_paise), rupeesCell(e.commission_gst_paise), rupeesCell(e.tcs_paise), rupeesCell(e.tds_paise), rupeesCell(e.net_paise)]);
  return csvOf([
    ['Payout statement', doc.seller.company_name, `GSTIN ${doc.seller.gst_number}`, `Period ${period(doc.statement)}`],
    [],
    head,
    ...rows,
    [],
    ...summaryRows(doc.statement).map(([label, paise]) => [label, rupeesCell(paise)]),
  ]);
}

const COLUMNS: PdfColumn[] = [
  { label: 'Date', width: 62, align: 'left' },
  { label: 'Order / product', width: 148, align: 'left' },
  { label: 'Value + GST', width: 70, align: 'right' },
  { label: 'Commission + GST', width: 75, align: 'right' },
  { label: 'TCS', width: 50, align: 'right' },
  { label: 'TDS', width: 45, align: 'right' },
  { label: 'Net (₹)', width: 65, align: 'right' },
];

export async function statementPdf(doc: StatementDocument): Promise<Buffer> {
  const { pdf, done } = await openPdf({ Title: `Payout statement ${doc.statement.id}`, Author: doc.seller.company_name });
  letterhead(
    pdf,
    'Payout statement',
    [doc.seller.company_name, `GSTIN: ${doc.seller.gst_number}   PAN: ${doc.seller.pan_number}`, `Period: ${period(doc.statement)} (payout weeks end Monday 00:00 India time)   Statement No. ${doc.statement.id}`],
    WIDTH,
  );
  pdf.moveDown(1);
  tableRow(pdf, COLUMNS, COLUMNS.map((c) => c.label), { bold: true, fill: '#e8f0e9' });
  for (const e of doc.entries) {
    const what = `${e.order_unique_id}${e.kind === 'return' ? ' (return)' : ''}\n${e.product_name} × ${e.quantity}`;
    tableRow(pdf, COLUMNS, [dateIn(e.occurred_at), what, formatPaise(e.taxable_paise + e.gst_paise), `${formatPaise(e.commission_paise + e.commission_gst_paise)}\n(${e.commission_percent})`, formatPaise(e.tcs_paise), formatPaise(e.tds_paise), formatPaise(e.net_paise)]);
  }
  let y = pdf.y + 12;
  for (const [label, paise] of summaryRows(doc.statement)) {
    const strong = label === 'Net payable';
    pdf.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9).fillColor('#000');
    pdf.text(signedRupees(paise), 450, y, { width: 105, align: 'right' });
    pdf.text(label, 200, y, { width: 245 });
    y = Math.max(y + (strong ? 18 : 14), pdf.y + 4);
  }
  pdf.font('regular').fontSize(8).fillColor(MUTED).text('TCS is collected under section 52 of the CGST Act and TDS under section 194-O of the Income-tax Act; both are credited against your GSTIN and PAN. Amounts are exact to the paisa; each line is rounded once.', LEFT, y + 16, { width: WIDTH });
  pdf.end();
  return done;
}
