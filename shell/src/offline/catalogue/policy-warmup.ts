/**
 * The policy documents kept for offline use before their pages are ever opened (issue 32: a route never
 * opened works offline): after a load, the worker fetches the ones it does not hold into the catalogue cache,
 * where the catalogue route (catalogue-route.ts) finds them offline.
 */
import { CACHES, POLICY_DOCUMENT_URLS } from '../sw-rules';

export async function warmPolicyDocuments(origin: string): Promise<void> {
  const cache = await caches.open(CACHES.catalogue);
  for (const path of POLICY_DOCUMENT_URLS) {
    const url = new URL(path, origin).href;
    if (await cache.match(url)) continue;
    const response = await fetch(url).catch(() => null);
    if (response?.status === 200) await cache.put(url, response);
  }
}
