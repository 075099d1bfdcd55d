import { clampQuantity } from 'shared-lib/domain/core';

/** The cart modal's quantity input: 1 to 10 (and the stock when known); null when not a number. */
export function boundCartQuantity(raw: string, stock?: number): number | null {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) return null;
  return clampQuantity(value, stock);
}
