/**
 * The monthly GST TCS report (issue 33): per seller, the figures GSTR-8 asks of the operator for a month (India
 * time): the supplier's GSTIN, gross value of supplies, value of supplies returned, net value liable for TCS,
 * and the TCS as IGST, or CGST and SGST. Sums of the ledger's entries of the month (deliveries and returns), each
 * rounded once when entered; the split of the intra-state TCS is shared-lib/domain's splitTcs.
 */
import type { Kysely } from 'kysely';
import { istMonthBounds, splitTcs } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { csvOf, rupeesCell } from './csv';

export async function tcsReportCsv(db: Kysely<Database>, month: string): Promise<string> {
  const { from, to } = istMonthBounds(month);
  const rows = await db
    .selectFrom('seller_ledger')
    .innerJoin('sellers', 'sellers.id', 'seller_ledger.seller_id')
    .select((eb) => [
      'sellers.id',
      'sellers.company_name',
      'sellers.gst_number',
      'seller_ledger.intra_state',
      eb.fn.sum<number>(eb.case().when('seller_ledger.kind', '=', 'sale').then(eb.ref('seller_ledger.taxable_paise')).else(0).end()).as('gross'),
      eb.fn.sum<number>(eb.case().when('seller_ledger.kind', '=', 'return').then(eb.ref('seller_ledger.taxable_paise')).else(0).end()).as('returned'),
      eb.fn.sum<number>('seller_ledger.tcs_paise').as('tcs'),
    ])
    .where('seller_ledger.occurred_at', '>=', from.toISOString())
    .where('seller_ledger.occurred_at', '<', to.toISOString())
    .groupBy(['sellers.id', 'sellers.company_name', 'sellers.gst_number', 'seller_ledger.intra_state'])
    .orderBy('sellers.company_name')
    .orderBy('sellers.id')
    .execute();
  const bySeller = new Map<number, { name: string; gstin: string; gross: number; returned: number; igst: number; cgst: number; sgst: number }>();
  for (const r of rows) {
    const seller = bySeller.get(r.id) ?? { name: r.company_name, gstin: r.gst_number, gross: 0, returned: 0, igst: 0, cgst: 0, sgst: 0 };
    const split = splitTcs(Number(r.tcs), Number(r.intra_state) === 1);
    seller.gross += Number(r.gross);
    seller.returned += -Number(r.returned);
    seller.igst += split.igst;
    seller.cgst += split.cgst;
    seller.sgst += split.sgst;
    bySeller.set(r.id, seller);
  }
  return csvOf([
    ['Month', 'GSTIN of supplier', 'Supplier', 'Gross value of supplies', 'Value of supplies returned', 'Net amount liable for TCS', 'IGST TCS', 'CGST TCS', 'SGST TCS', 'Total TCS'],
    ...[...bySeller.values()].map((s) => [month, s.gstin, s.name, rupeesCell(s.gross), rupeesCell(s.returned), rupeesCell(s.gross - s.returned), rupeesCell(s.igst), rupeesCell(s.cgst), rupeesCell(s.sgst), rupeesCell(s.igst + s.cgst + s.sgst)]),
  ]);
}
