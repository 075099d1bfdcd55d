/** Product list rules: price bands (spec section 9) and the filter query. */
import { PRICE_FILTER_MAX } from './constants';

export interface PriceBand {
  id: string;
  label: string;
  min: number;
  max: number;
}

/** The three bands of the sidebar. */
export const PRICE_BANDS: readonly PriceBand[] = [
  { id: 'below-500', label: 'Below ₹500', min: 0, max: 500 },
  { id: '500-1000', label: '₹500 - ₹1000', min: 500, max: 1000 },
  { id: 'above-1000', label: 'Above ₹1000', min: 1000, max: PRICE_FILTER_MAX },
];

/**
 * Min-max for a set of ticked bands, exactly as spec section 9 maps them:
 * below 500 -> 0-500; 500-1000 -> 500-1000; above 1000 -> 1000-100000;
 * below 500 + 500-1000 -> 0-1000; 500-1000 + above 1000 -> 500-100000; anything else (none, all,
 * or below 500 + above 1000) -> 0-100000.
 */
export function priceRangeForBands(bandIds: readonly string[]): { min: number; max: number } {
  const set = new Set(bandIds);
  const has = (id: string) => set.has(id);
  const key = ['below-500', '500-1000', 'above-1000'].map((id) => (has(id) ? '1' : '0')).join('');
  switch (key) {
    case '100':
      return { min: 0, max: 500 };
    case '010':
      return { min: 500, max: 1000 };
    case '001':
      return { min: 1000, max: PRICE_FILTER_MAX };
    case '110':
      return { min: 0, max: 1000 };
    case '011':
      return { min: 500, max: PRICE_FILTER_MAX };
    default:
      return { min: 0, max: PRICE_FILTER_MAX };
  }
}


export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
