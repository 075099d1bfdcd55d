/**
 * The worker's side of the repeat visit's page (issue 32, cached-page.ts): the page kept from the network's
 * last answer, else the one precached at this shell's release, as the page gets it from the cache.
 */
import type { PrecacheController } from 'workbox-precaching';
import { pageFromCache } from './cached-page';
import { CACHES } from './sw-rules';

const MANIFEST_URL = '/remotes.json';

/** The shop page answered from the worker's caches, or null when it holds none of this shell release. */
export async function keptShopPage(request: Request, precache: PrecacheController, shellRelease: string): Promise<Response | null> {
  const manifest = await (await caches.open(CACHES.manifest)).match(MANIFEST_URL);
  const manifestJson = manifest ? await manifest.text() : null;
  // the network's last page first; the precached one only when that is missing or another shell's
  const candidates = [() => caches.open(CACHES.pages).then((cache) => cache.match(request)), () => precache.matchPrecache('/')];
  for (const candidate of candidates) {
    const kept = await candidate();
    if (!kept) continue;
    const html = pageFromCache(await kept.clone().text(), shellRelease, manifestJson);
    if (html === null) continue;
    const headers = new Headers(kept.headers);
    // the body is the decoded, changed text
    headers.delete('Content-Length');
    headers.delete('Content-Encoding');
    return new Response(html, { status: 200, statusText: 'OK', headers });
  }
  return null;
}
