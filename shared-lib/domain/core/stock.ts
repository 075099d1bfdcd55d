import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, LOW_STOCK_THRESHOLD } from './constants';
import { MESSAGES } from './messages';

export type StockLevel = 'in-stock' | 'low' | 'out';

export function stockLevel(quantity: number): StockLevel {
  if (quantity <= 0) return 'out';
  return quantity < LOW_STOCK_THRESHOLD ? 'low' : 'in-stock';
}

/** 'In stock' at 5 or more, 'n items left' at 1 to 4, 'Out of stock' at 0. */
export function stockBadgeText(quantity: number): string {
  const level = stockLevel(quantity);
  if (level === 'out') return MESSAGES.outOfStock;
  if (level === 'low') return MESSAGES.itemsLeft(quantity);
  return MESSAGES.inStock;
}

/**
 * The one quantity clamp: a whole number from 1 (CART_QUANTITY_MIN) to `max` (the cart's 10 unless
 * told otherwise) and to the stock when known.
 */
export function clampQuantity(wanted: number, stock: number = CART_QUANTITY_MAX, max: number = CART_QUANTITY_MAX): number {
  const upper = Math.min(stock, max);
  const whole = Number.isFinite(wanted) ? Math.floor(wanted) : CART_QUANTITY_MIN;
  return Math.max(CART_QUANTITY_MIN, Math.min(whole, upper));
}
