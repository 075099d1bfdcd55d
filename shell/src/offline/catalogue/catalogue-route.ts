/**
 * The worker's catalogue answers (issue 32): product lists, the filter (a search included), a product's
 * details, brands, banners, offers and categories. Network first with a 3 s timeout; a good answer is kept
 * (capped) and the page told it is fresh; without the network the kept answer, else, for products, an
 * answer built from the offline snapshot in the storefront's own shapes. Each answer from saved data tells
 * the page how old it is (the saved-data notice), and the worker remembers it per page (saved-data-ledger.ts).
 */
import { CacheExpiration } from 'workbox-expiration';
import type { ProductFilterBody } from 'shared-lib/contract';
import { CACHES, CATALOGUE_ANSWERS_MAX, CATALOGUE_MAX_AGE_SECONDS, NETWORK_TIMEOUT_SECONDS } from '../sw-rules';
import { SavedDataLedger } from './saved-data-ledger';
import { detailsOf, filterAnswer, listAnswer } from './snapshot-answers';
import { filterCacheKey, snapshotRequestOf } from './snapshot-requests';
import { savedSnapshot, searchSnapshot } from './snapshot-store';

export type PageMessage = { type: 'SAVED_DATA'; savedAt: number } | { type: 'FRESH_DATA' };
export type TellPage = (clientId: string, message: PageMessage) => Promise<void>;

export const ledger = new SavedDataLedger();
const expiration = new CacheExpiration(CACHES.catalogue, { maxEntries: CATALOGUE_ANSWERS_MAX, maxAgeSeconds: CATALOGUE_MAX_AGE_SECONDS });
/** Answers of a gateway whose API is down count as no network (nginx in front of a halted API). */
const GATEWAY_DOWN = new Set([502, 503, 504]);

function withinTimeout(request: Request): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), NETWORK_TIMEOUT_SECONDS * 1000);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        if (GATEWAY_DOWN.has(response.status)) reject(new Error(`gateway ${response.status}`));
        else resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const json = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: 'ok', data }), { headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Offline-Snapshot': '1' } });

/** The snapshot's answer to a product request, or null when it holds none for it. */
async function fromSnapshot(request: Request, url: URL, body: string): Promise<{ response: Response; savedAt: number } | null> {
  const wanted = snapshotRequestOf(request.method, url);
  const saved = wanted ? await savedSnapshot() : null;
  if (!wanted || !saved) return null;
  const products = saved.snapshot.products;
  const answer = (data: unknown) => ({ response: json(data), savedAt: saved.checkedAt });
  if (wanted.kind === 'list') return answer(listAnswer(products, wanted.sort, wanted.limit, wanted.offset));
  if (wanted.kind === 'details') {
    const product = products.find((item) => item.id === wanted.id);
    return product ? answer(detailsOf(product)) : null;
  }
  let filter: Partial<ProductFilterBody>;
  try {
    filter = JSON.parse(body || '{}') as Partial<ProductFilterBody>;
  } catch {
    return null;
  }
  const text = (filter.search_by_name ?? '').trim();
  return answer(filterAnswer(products, filter, text ? await searchSnapshot(text) : null));
}

/** Answers one catalogue request for the page `clientId` (empty when the request has no page). */
export async function catalogueAnswer(request: Request, clientId: string, tellPage: TellPage): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === 'POST' ? await request.clone().text() : '';
  const key = request.method === 'POST' ? filterCacheKey(url, body) : request.url;
  const isProduct = snapshotRequestOf(request.method, url) !== null;
  const startedAt = Date.now();
  const cache = await caches.open(CACHES.catalogue);
  try {
    const response = await withinTimeout(request);
    if (response.status === 200) {
      await cache.put(key, response.clone());
      await expiration.updateTimestamp(key);
      void expiration.expireEntries();
      // product answers are never taken from the browser's HTTP cache (no-cache, or POST): really the network's
      if (isProduct && clientId && ledger.fresh(clientId, startedAt)) await tellPage(clientId, { type: 'FRESH_DATA' });
    }
    return response;
  } catch {
    const kept = await cache.match(key);
    const saved = kept ? { response: kept, savedAt: Date.parse(kept.headers.get('Date') ?? '') || Date.now() } : await fromSnapshot(request, url, body);
    if (!saved) return Response.error();
    if (clientId) await tellPage(clientId, { type: 'SAVED_DATA', savedAt: ledger.saved(clientId, saved.savedAt, Date.now()).savedAt });
    return saved.response;
  }
}
