/**
 * The shell page's boot script (scripts/webpack/boot-script.js) starts the product list's or a product's
 * API request before any bundle arrives and leaves it in `window.__ayurvedaBoot` (shared-lib/contract/first-screen.ts). The storefront's first
 * matching query takes that answer instead of asking again: once, only for the same method, path and body,
 * only while it is fresh; anything else (another page, a failed or refused request) asks the API as usual.
 */
import type { ApiEnvelope } from 'shared-lib/contract';
import { BOOT_REQUEST_GLOBAL, type BootRequest } from 'shared-lib/contract/first-screen';

/** An early answer older than this is not used: the catalogue may have changed since. */
export const BOOT_ANSWER_MAX_AGE_MS = 30_000;

/** The same JSON value (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((value, i) => sameJson(value, b[i]));
  }
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * The boot script's answer's `data` when it started exactly this request, else null. The early request is
 * dropped at the first catalogue query either way (an answer is used once; a navigation elsewhere first
 * means it is not this page's any more).
 */
export async function takeBootAnswer<T>(method: BootRequest['method'], path: string, body?: unknown): Promise<{ data: T } | null> {
  const boot = typeof window === 'undefined' ? undefined : window[BOOT_REQUEST_GLOBAL];
  if (!boot) return null;
  delete window[BOOT_REQUEST_GLOBAL];
  const fresh = typeof boot.at === 'number' && Date.now() - boot.at <= BOOT_ANSWER_MAX_AGE_MS;
  if (!fresh || boot.method !== method || boot.path !== path || !sameJson(boot.body ?? null, body ?? null) || !boot.response) return null;
  try {
    const envelope = (await boot.response) as ApiEnvelope<T> | null;
    return envelope && typeof envelope === 'object' && 'data' in envelope && envelope.data != null ? { data: envelope.data } : null;
  } catch {
    return null;
  }
}
