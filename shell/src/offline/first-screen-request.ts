/**
 * The boot script's early catalogue request (the product list's first page, a product's details or a policy
 * document: shared-lib/contract/first-screen.ts), noted before the storefront takes it, so that after the
 * load the page can ask the worker to keep its answer (catalogue/first-screen-warmup.ts): the first visit's
 * request went out before the worker controlled the page, and the repeat visit then paints from the phone.
 */
import { BOOT_REQUEST_GLOBAL } from 'shared-lib/contract/first-screen';
import { appConfig } from 'shared-lib/http';

export interface FirstScreenRequest {
  method: 'GET' | 'POST';
  url: string;
  /** the JSON body as the boot script sent it */
  body?: string;
}

let noted: { method: 'GET' | 'POST'; path: string; body?: unknown } | null = null;

/** Notes the boot script's request (call before the storefront takes it). */
export function noteFirstScreenRequest(): void {
  const boot = typeof window === 'undefined' ? undefined : window[BOOT_REQUEST_GLOBAL];
  if (boot && (boot.method === 'GET' || boot.method === 'POST') && typeof boot.path === 'string') noted = { method: boot.method, path: boot.path, body: boot.body };
}

/** The noted request as the worker fetches it, or null. */
export function firstScreenRequest(): FirstScreenRequest | null {
  if (!noted) return null;
  const base = appConfig().apiBase.replace(/\/+$/, '');
  const url = new URL(`${base}/${noted.path}`, window.location.origin).href;
  return noted.body === undefined ? { method: noted.method, url } : { method: noted.method, url, body: JSON.stringify(noted.body) };
}
