/**
 * Seller payouts (issue 33): the ledger arithmetic, the payout week and the statement totals (pure).
 *
 * Every amount is an integer number of paise; every rate is an integer number of basis points (1 bp = 0.01 %).
 * THE ROUNDING RULES (stated once, used everywhere):
 * 1. A rate applied to an amount is rounded to the nearest paisa, halves away from zero (`shareOf`).
 * 2. Each ledger entry (one delivered order line) is rounded on its own; statements, balances and the TCS
 *    report are plain sums of entries, never re-rounded.
 * 3. A return of part of a line takes, for every amount, the cumulative share of the returned units
 *    (`round(amount × returnedSoFar / quantity)`) minus what earlier returns took, so returning every unit
 *    gives back exactly the sale's amounts, to the paisa, however the units were split.
 * 4. An entry's net = sale value + GST on it − commission − GST on the commission − TCS − TDS.
 */
import { GST_RATE } from 'shared-lib/domain/core';

/** GST the seller charged the buyer on a line (prices are GST-exclusive), as basis points: 18 %. */
export const GOODS_GST_BP = Math.round(GST_RATE * 10_000);
/** GST on the marketplace's commission (a service): 18 %. */
export const COMMISSION_GST_BP = 1800;
/** Days after delivery in which a line may still be returned (the returns' default): a line becomes payable once they have passed. */
export { DEFAULT_RETURN_WINDOW_DAYS } from './returns';

/** Commission by category name (percent as basis points); categories not named here take the default. */
export const DEFAULT_COMMISSION_BY_CATEGORY: Readonly<Record<string, number>> = {
  'Herbal Supplements': 800,
  'Churna & Powders': 800,
  Immunity: 900,
  'Skin & Hair': 1200,
  'Oral Care': 1200,
};

export interface PayoutRates {
  /** commission of a category not in the table */
  defaultCommissionBp: number;
  commissionBpByCategory: Readonly<Record<string, number>>;
  /** GST TCS under section 52 of the CGST Act, of the net taxable value (0.5 % since 10 July 2024) */
  tcsBp: number;
  /** income-tax TDS under section 194-O, of the gross amount of the sale (0.1 %) */
  tdsBp: number;
}

export const DEFAULT_PAYOUT_RATES: PayoutRates = {
  defaultCommissionBp: 1000,
  commissionBpByCategory: DEFAULT_COMMISSION_BY_CATEGORY,
  tcsBp: 50,
  tdsBp: 10,
};

/** '0.5' -> 50, '10' -> 1000, '12.25' -> 1225 (at most two decimals, 0..100); null for anything else. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** '0.5 %' for 50 bp. */
export function basisPointsLabel(bp: number): string {
  return `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')} %`;
}

/** Rule 1: `amount × bp / 10000` rounded to the nearest paisa, halves away from zero. */
export function shareOf(amountPaise: number, bp: number): number {
  return roundedRatio(amountPaise * bp, 10_000);
}

/** `numerator / denominator` rounded to the nearest integer, halves away from zero (integers in, integer out). */
export function roundedRatio(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d)) || 0;
}

export function commissionBpFor(categoryName: string | null, rates: PayoutRates): number {
  return (categoryName !== null ? rates.commissionBpByCategory[categoryName] : undefined) ?? rates.defaultCommissionBp;
}

/** The amounts of one ledger entry. */
export interface EntryAmounts {
  /** the line's value before GST (quantity × sales price) */
  taxable: number;
  /** GST on it, charged to the buyer and passed on to the seller, who pays it */
  gst: number;
  commission: number;
  commissionGst: number;
  tcs: number;
  tds: number;
  /** rule 4 */
  net: number;
}

const AMOUNT_KEYS = ['taxable', 'gst', 'commission', 'commissionGst', 'tcs', 'tds'] as const;

function withNet(amounts: Omit<EntryAmounts, 'net'>): EntryAmounts {
  return { ...amounts, net: amounts.taxable + amounts.gst - amounts.commission - amounts.commissionGst - amounts.tcs - amounts.tds };
}

/** The entry of a delivered line worth `taxablePaise` before GST. */
export function saleEntryAmounts(taxablePaise: number, commissionBp: number, rates: Pick<PayoutRates, 'tcsBp' | 'tdsBp'>): EntryAmounts {
  const commission = shareOf(taxablePaise, commissionBp);
  return withNet({
    taxable: taxablePaise,
    gst: shareOf(taxablePaise, GOODS_GST_BP),
    commission,
    commissionGst: shareOf(commission, COMMISSION_GST_BP),
    tcs: shareOf(taxablePaise, rates.tcsBp),
    tds: shareOf(taxablePaise, rates.tdsBp),
  });
}

/**
 * Rule 3: the (negative) entry of returning `quantity` units of a sale of `saleQuantity` units, `returnedBefore`
 * of which came back earlier. Throws when more would come back than was sold.
 */
export function returnEntryAmounts(sale: EntryAmounts, saleQuantity: number, returnedBefore: number, quantity: number): EntryAmounts {
  if (!Number.isInteger(quantity) || quantity < 1 || returnedBefore < 0 || returnedBefore + quantity > saleQuantity) throw new RangeError('a return cannot exceed what was delivered');
  const cumulative = (amount: number, units: number) => roundedRatio(amount * units, saleQuantity);
  const part = Object.fromEntries(AMOUNT_KEYS.map((key) => [key, -(cumulative(sale[key], returnedBefore + quantity) - cumulative(sale[key], returnedBefore))])) as Omit<EntryAmounts, 'net'>;
  return withNet(part);
}

export function sumEntries(entries: readonly EntryAmounts[]): EntryAmounts {
  const total: EntryAmounts = { taxable: 0, gst: 0, commission: 0, commissionGst: 0, tcs: 0, tds: 0, net: 0 };
  for (const entry of entries) for (const key of [...AMOUNT_KEYS, 'net'] as const) total[key] += entry[key];
  return total;
}

export interface StatementTotals {
  opening: number;
  /** value and GST of the delivered lines (positive entries) */
  sales: number;
  /** value and GST given back on returns (negative or zero) */
  returns: number;
  /** commission + GST on it + TCS + TDS, net of what returns gave back */
  deductions: number;
  commission: number;
  commissionGst: number;
  tcs: number;
  tds: number;
  /** paid out this run: opening + entries, never below zero */
  netPayable: number;
  /** what is carried to the next statement (a negative balance when returns outweighed sales) */
  closing: number;
}

/** A statement: the previous closing balance plus its entries; a negative result is carried, not paid. */
export function statementTotals(opening: number, entries: readonly EntryAmounts[]): StatementTotals {
  const sales = sumEntries(entries.filter((e) => e.taxable > 0));
  const returns = sumEntries(entries.filter((e) => e.taxable <= 0));
  const all = sumEntries(entries);
  const available = opening + all.net;
  const netPayable = Math.max(0, available);
  return {
    opening,
    sales: sales.taxable + sales.gst,
    returns: returns.taxable + returns.gst,
    deductions: all.commission + all.commissionGst + all.tcs + all.tds,
    commission: all.commission,
    commissionGst: all.commissionGst,
    tcs: all.tcs,
    tds: all.tds,
    netPayable,
    closing: available - netPayable,
  };
}

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** When a line delivered at `deliveredAt` becomes payable: once its return window has closed. */
export function payableAt(deliveredAt: Date, returnWindowDays: number): Date {
  return new Date(deliveredAt.getTime() + returnWindowDays * DAY_MS);
}

/** Payout weeks end on Monday 00:00 India time. The latest week end at or before `now`. */
export function payoutPeriodEnd(now: Date): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const midnight = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate());
  const sinceMonday = (ist.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS - IST_OFFSET_MS);
}

/** The next payout run: the week end after `now`. */
export function nextPayoutAt(now: Date): Date {
  return new Date(payoutPeriodEnd(now).getTime() + 7 * DAY_MS);
}

/** '2026-11' of a time, in India time. */
export function istMonth(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The UTC bounds [from, to) of an India-time month '2026-11'. */
export function istMonthBounds(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number);
  return { from: new Date(Date.UTC(year, m - 1, 1) - IST_OFFSET_MS), to: new Date(Date.UTC(year, m, 1) - IST_OFFSET_MS) };
}

/** 'YYYY-MM', months 01..12. */
export const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

/** TCS of a supply within the supplier's state is half CGST, half SGST (the odd paisa to SGST); otherwise IGST. */
export function splitTcs(tcsPaise: number, intraState: boolean): { cgst: number; sgst: number; igst: number } {
  if (!intraState) return { cgst: 0, sgst: 0, igst: tcsPaise };
  const cgst = Math.trunc(tcsPaise / 2);
  return { cgst, sgst: tcsPaise - cgst, igst: 0 };
}

export const PAYOUT_MESSAGES = {
  statementNotFound: 'Statement not found',
  houseOnly: 'Only the house seller can download the TCS report',
} as const;
