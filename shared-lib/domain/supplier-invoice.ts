/**
 * Invoices by the real supplier (issue 33): each shipment of an order is invoiced by its seller, products
 * without a seller and the shipping charge by the house company (the marketplace). The order's stored
 * figures (whole rupees, spec section 9) are shared out between the order's suppliers in paise, so the
 * invoices of one order always add up to what the patient was charged, to the paisa.
 *
 * Rounding, stated once: the coupon discount is shared in proportion to each supplier's goods value, the
 * GST in proportion to each supplier's taxable value; each share is rounded down to the paisa and the paise
 * left over go, one each, to the largest remainders (ties: the earlier supplier).
 */
import { GST_RATE } from 'shared-lib/domain/core';
import type { GstSplit } from './invoice';

/** The invoice number series of a seller: 'S12/2026-27/000001' (the house company keeps its configured prefix). */
export const sellerInvoicePrefix = (sellerId: number): string => `S${sellerId}`;

/** Place of supply is the delivery state: the same state as the supplier's means CGST + SGST, else IGST. */
export function isIntraStateSupply(supplierState: string, deliveryState: string): boolean {
  const norm = (s: string) => s.trim().toLowerCase();
  return norm(supplierState) !== '' && norm(supplierState) === norm(deliveryState);
}

/** Splits GST in paise: CGST + SGST halves (CGST rounded down) inside the supplier's state, else IGST. */
export function splitGstPaise(gstPaise: number, intraState: boolean): GstSplit {
  const rate = Math.round(GST_RATE * 100);
  if (!intraState) return { intraState, cgst: 0, sgst: 0, igst: gstPaise, cgstRate: 0, sgstRate: 0, igstRate: rate };
  const cgst = Math.floor(gstPaise / 2);
  return { intraState, cgst, sgst: gstPaise - cgst, igst: 0, cgstRate: rate / 2, sgstRate: rate / 2, igstRate: 0 };
}

/** Shares `total` paise in proportion to `weights` (integers >= 0) by largest remainder; all-zero weights share nothing but to the first. */
export function allocatePaise(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map((x) => Math.floor(x));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

export interface SupplierPart {
  /** value of the supplier's lines in paise */
  goods: number;
  /** true for the house company's invoice, which carries the shipping charge */
  carriesShipping: boolean;
}

export interface SupplierShare {
  goods: number;
  shipping: number;
  discount: number;
  taxable: number;
  gst: number;
  total: number;
}

/** The order's shipping, discount and GST (paise) shared out between its suppliers' invoices. */
export function supplierShares(parts: readonly SupplierPart[], order: { shipping: number; discount: number; gst: number }): SupplierShare[] {
  const discounts = allocatePaise(order.discount, parts.map((p) => p.goods));
  const shipping = parts.map((p) => (p.carriesShipping ? order.shipping : 0));
  const taxable = parts.map((p, i) => p.goods + shipping[i] - discounts[i]);
  const gst = allocatePaise(order.gst, taxable.map((x) => Math.max(0, x)));
  return parts.map((p, i) => ({ goods: p.goods, shipping: shipping[i], discount: discounts[i], taxable: taxable[i], gst: gst[i], total: taxable[i] + gst[i] }));
}
