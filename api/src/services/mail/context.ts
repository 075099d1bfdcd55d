/**
 * What every mail and invoice needs from the configuration: the shop's address and the supplier. Each app
 * makes its own from its AppConfig (shopContextFrom, in buildApp) and runs its requests, mail worker and
 * jobs inside it (runWithShopContext), so two apps in one process never see each other's; code outside
 * any app (a script, a template's unit test) gets the defaults.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type AppConfig, DEFAULT_SUPPLIER, type InvoiceSupplier } from '../../config';

export interface ShopContext {
  shopName: string;
  /** where links in mails point: the shop's public address (PUBLIC_URL) */
  publicUrl: string;
  supplier: InvoiceSupplier;
}

export function shopContextFrom(config: Pick<AppConfig, 'publicUrl' | 'supplier'>): ShopContext {
  return Object.freeze({ shopName: 'AyurVeda Bazaar', publicUrl: config.publicUrl.replace(/\/+$/, ''), supplier: Object.freeze({ ...DEFAULT_SUPPLIER, ...config.supplier }) });
}

const OUTSIDE_ANY_APP = shopContextFrom({ publicUrl: 'http://localhost:8080' });
const current = new AsyncLocalStorage<ShopContext>();

/** Runs `work` (and everything it starts) with `context` as the shop's. */
export function runWithShopContext<T>(context: ShopContext, work: () => T): T {
  return current.run(context, work);
}

export function shopContext(): ShopContext {
  return current.getStore() ?? OUTSIDE_ANY_APP;
}

/** The shop's Track an order page with the order ID filled in: every guest mail links there (issue 25). */
export function guestTrackLink(uniqueId: string): string {
  return shopLink(`order/track?${new URLSearchParams({ order: uniqueId }).toString()}`);
}

/** A link into the shop's hash routes: shopLink('patient/login') -> 'https://shop/#/patient/login'. */
export function shopLink(route: string): string {
  return `${shopContext().publicUrl}/#/${route.replace(/^\/+/, '')}`;
}
