/** Pricing rules of spec section 9. All amounts are whole rupees. */
import { COUPON_TYPES, FREE_SHIPPING_FROM, GST_RATE, SHIPPING_CHARGE } from './constants';
import { formatMoney } from './format';
import { DEFAULT_LANGUAGE, type Language } from './language';

/** What the pricing rules read of a coupon (the contract's Coupon has these fields). */
export interface CouponTerms {
  discount: number;
  /** COUPON_TYPES.flat: rupees; any other value: percent of the subtotal */
  discount_type: number;
  /** YYYY-MM-DD, or empty/null for no expiry */
  expire_date?: string | null;
}

export interface PricedLine {
  sales_price: number;
  quantity: number;
}

export interface OrderTotals {
  /** Cart Subtotal: sum of sales price times quantity */
  subtotal: number;
  /** 50 under 500, else 0 (shown 'Free') */
  shipping: number;
  /** coupon discount in rupees, 0 without a coupon */
  discount: number;
  /** Total row: subtotal + shipping - discount */
  total: number;
  /** GST (18%) on the total, rounded to a whole rupee */
  tax: number;
  /** Order Total: total + tax */
  orderTotal: number;
}

export function lineTotal(line: PricedLine): number {
  return line.sales_price * line.quantity;
}

export function cartSubtotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

export function shippingFor(subtotal: number): number {
  return subtotal > 0 && subtotal < FREE_SHIPPING_FROM ? SHIPPING_CHARGE : 0;
}

export function gstFor(amount: number): number {
  return Math.round(amount * GST_RATE);
}

/** Discount of a coupon on a subtotal: type 1 is a flat amount, any other type a percent; never above the subtotal. */
export function couponDiscount(coupon: Pick<CouponTerms, 'discount' | 'discount_type'> | null | undefined, subtotal: number): number {
  if (!coupon) return 0;
  const raw =
    Number(coupon.discount_type) === COUPON_TYPES.flat
      ? coupon.discount
      : Math.round((subtotal * coupon.discount) / 100);
  return Math.max(0, Math.min(raw, subtotal));
}

/** Today's date in India as YYYY-MM-DD. */
export function indianToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A coupon applies when it has no expiry date or today is on or before it. */
export function isCouponValid(coupon: Pick<CouponTerms, 'expire_date'>, today: string = indianToday()): boolean {
  const expiry = (coupon.expire_date ?? '').trim();
  if (!expiry) return true;
  return today <= expiry.slice(0, 10);
}

export function computeTotals(
  lines: readonly PricedLine[],
  coupon?: Pick<CouponTerms, 'discount' | 'discount_type'> | null,
): OrderTotals {
  const subtotal = cartSubtotal(lines);
  const shipping = shippingFor(subtotal);
  const discount = couponDiscount(coupon, subtotal);
  const total = subtotal + shipping - discount;
  const tax = gstFor(total);
  return { subtotal, shipping, discount, total, tax, orderTotal: total + tax };
}

/** Discount shown in the order view (spec section 9): type 1 fixed, else percent of total_price, rounded. */
export function orderViewDiscount(coupon: { discount_type: number; discount: number } | null | undefined, totalPrice: number): number {
  if (!coupon) return 0;
  return Number(coupon.discount_type) === COUPON_TYPES.flat
    ? Math.round(coupon.discount)
    : Math.round((totalPrice * coupon.discount) / 100);
}

/**
 * Prepares the rupee formatter ahead of the first price. Prices are now grouped without Intl (indian-digits.ts),
 * so this builds nothing for a shop's prices; it stays for the shell's start-up, which calls it in a task of
 * its own after its first render, so that anything left to prepare does not lengthen the task of the first prices.
 */
export function prepareRupeeFormat(language: Language = DEFAULT_LANGUAGE): void {
  formatMoney(0, language);
}

/** A price in rupees as shown ('₹1,23,450'): the one formatter module's money (format.ts). */
export function formatRupees(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  return formatMoney(amount, language);
}

/** Percent discount shown on a product card when regular and sales price differ. */
export function showsDiscount(product: { discount: number }): boolean {
  return Number(product.discount) !== 0;
}
