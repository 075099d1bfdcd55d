/**
 * GST tax invoice rules (pure): the financial year of an invoice, its number, the CGST/SGST or IGST
 * split of an order's stored tax, and an amount in words with Indian numbering (lakh, crore).
 * Prices are GST-exclusive (spec section 9): tax = round(18% of subtotal + shipping - discount).
 */
import { GST_RATE } from 'shared-lib/domain/core';
import { GST_STATE_CODES } from './seller';

/** HSN code of Ayurvedic medicaments, used when a product names none. */
export const DEFAULT_HSN = '3004';
/** SAC of courier and delivery services, for the shipping row. */
export const SHIPPING_SAC = '9968';

/** Financial year (April to March, Indian time) of a date: '2026-27'. */
export function financialYear(date: Date): string {
  const ist = new Date(date.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'AYB/2026-27/000042': prefix, financial year, sequence within the year. */
export function invoiceNumber(prefix: string, fy: string, sequence: number): string {
  return `${prefix}/${fy}/${String(sequence).padStart(6, '0')}`;
}

export interface GstSplit {
  intraState: boolean;
  /** amounts in paise */
  cgst: number;
  sgst: number;
  igst: number;
  /** percent shown beside each tax */
  cgstRate: number;
  sgstRate: number;
  igstRate: number;
}

/** Splits the order's stored tax (whole rupees): CGST + SGST halves inside the supplier's state, else IGST. */
export function splitGst(taxRupees: number, intraState: boolean): GstSplit {
  const paise = Math.round(taxRupees * 100);
  const rate = Math.round(GST_RATE * 100);
  if (!intraState) return { intraState, cgst: 0, sgst: 0, igst: paise, cgstRate: 0, sgstRate: 0, igstRate: rate };
  const cgst = Math.floor(paise / 2);
  return { intraState, cgst, sgst: paise - cgst, igst: 0, cgstRate: rate / 2, sgstRate: rate / 2, igstRate: 0 };
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words with Indian grouping: 12,34,56,789 -> 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'. */
export function numberInIndianWords(value: number): string {
  let n = Math.floor(Math.abs(value));
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  n %= 10_000_000;
  if (crore) parts.push(`${numberInIndianWords(crore)} Crore`);
  const lakh = Math.floor(n / 100_000);
  n %= 100_000;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(n / 1000);
  n %= 1000;
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (n) parts.push(belowThousand(n));
  return parts.join(' ');
}

/** 'Rupees One Lakh Five Thousand Only', or '… and Fifty Paise Only' when there are paise. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = Math.round(paise % 100);
  return `Rupees ${numberInIndianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}

/** Indian grouping with two decimals: 123456.5 rupees in paise -> '1,23,456.50'. */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  const rupees = Math.floor(abs / 100).toLocaleString('en-IN');
  return `${sign}${rupees}.${String(abs % 100).padStart(2, '0')}`;
}

/** 'Karnataka (29)', or the bare name when the code is unknown. */
export function placeOfSupply(stateName: string): string {
  const code = GST_STATE_CODES[stateName];
  return code ? `${stateName} (${code})` : stateName;
}
