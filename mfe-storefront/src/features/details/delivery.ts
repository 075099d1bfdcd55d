import type { Product } from 'shared-lib/contract';
import { PINCODE_PATTERN } from 'shared-lib/domain';

/** A product with delivery pincodes is restricted to them; one without is deliverable everywhere. */
export function isRestricted(product: Pick<Product, 'locations'>): boolean {
  return product.locations.length > 0;
}

export function deliveryAvailable(product: Pick<Product, 'locations'>, pincode: string): boolean {
  const code = pincode.trim();
  return PINCODE_PATTERN.test(code) && product.locations.some((location) => location.pincode === code);
}
