/** What every mail and invoice needs from the configuration: the shop's address and the supplier. Set once by buildApp. */
import { DEFAULT_SUPPLIER, type InvoiceSupplier } from '../../config';

export interface ShopContext {
  shopName: string;
  /** where links in mails point: the shop's public address */
  publicUrl: string;
  supplier: InvoiceSupplier;
}

let current: ShopContext = { shopName: 'AyurVeda Bazaar', publicUrl: 'http://localhost:8080', supplier: DEFAULT_SUPPLIER };

export function setShopContext(options: { publicUrl: string; supplier?: Partial<InvoiceSupplier> }): void {
  current = { ...current, publicUrl: options.publicUrl.replace(/\/+$/, ''), supplier: { ...DEFAULT_SUPPLIER, ...options.supplier } };
}

export function shopContext(): ShopContext {
  return current;
}

/** A link into the shop's hash routes: shopLink('patient/login') -> 'https://shop/#/patient/login'. */
export function shopLink(route: string): string {
  return `${current.publicUrl}/#/${route.replace(/^\/+/, '')}`;
}
