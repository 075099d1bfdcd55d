import { LOW_STOCK_THRESHOLD } from './constants';
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

/** Clamp a wanted quantity to 1..max and to the stock. */
export function clampQuantity(wanted: number, stock: number, max = Number.POSITIVE_INFINITY): number {
  const upper = Math.min(stock, max);
  return Math.max(1, Math.min(Math.floor(wanted), upper));
}
