/**
 * The worker's catalogue answers (issue 32): product lists, the filter (a search included), a product's
 * details, brands, banners, offers, categories, home's content and the policy documents.
 * - A kept answer younger than CATALOGUE_FRESH_FOR_SECONDS (sw-rules.ts) is given at once and revalidated in
 *   the background; when the network's answer differs, every open shop page is told (CATALOGUE_UPDATED) and
 *   refetches that data (catalogue-refresh.ts on the page's side); no network: the page is told it shows saved data.
 * - Otherwise network first with a 3 s timeout; a good answer is kept (capped) and the page told it is fresh;
 *   without the network the kept answer, else, for products, an answer built from the offline snapshot in the
 *   storefront's own shapes.
 * Each answer from saved data tells the page how old it is (the saved-data notice), and the worker remembers
 * it per page (saved-data-ledger.ts).
 */
import { CacheExpiration } from 'workbox-expiration';
import type { ProductFilterBody } from 'shared-lib/contract';
import { answerAgeSeconds, CACHES, CATALOGUE_ANSWERS_MAX, CATALOGUE_MAX_AGE_SECONDS, catalogueStrategy, KEPT_AT_HEADER, NETWORK_TIMEOUT_SECONDS, revalidationDue } from '../sw-rules';
import { RecentUpdates } from './recent-updates';
import { SavedDataLedger } from './saved-data-ledger';
import { detailsOf, filterAnswer, listAnswer } from './snapshot-answers';
import { filterCacheKey, snapshotRequestOf } from './snapshot-requests';
import { savedSnapshot, searchSnapshot } from './snapshot-store';

export type PageMessage = { type: 'SAVED_DATA'; savedAt: number } | { type: 'FRESH_DATA' } | { type: 'CATALOGUE_UPDATED'; path: string };
export type TellPage = (clientId: string, message: PageMessage) => Promise<void>;
/** What the route needs of the worker: telling one page or every open shop page, and keeping it alive for background work. */
export interface CatalogueWorker {
  tellPage: TellPage;
  tellPages(message: PageMessage): Promise<void>;
  background(work: Promise<unknown>): void;
}

export const ledger = new SavedDataLedger();
/** Paths found changed lately, told again to a page that starts listening later (a minute: its boot takes less). */
export const recentUpdates = new RecentUpdates(60000);
/** When the network last changed each kept answer (the newest CATALOGUE_ANSWERS_MAX keys). */
const changedAt = new Map<string, number>();

function noteChanged(key: string, now: number): void {
  changedAt.delete(key);
  changedAt.set(key, now);
  for (const oldest of changedAt.keys()) if (changedAt.size > CATALOGUE_ANSWERS_MAX) changedAt.delete(oldest);
}
const expiration = new CacheExpiration(CACHES.catalogue, { maxEntries: CATALOGUE_ANSWERS_MAX, maxAgeSeconds: CATALOGUE_MAX_AGE_SECONDS });
/** Answers of a gateway whose API is down count as no network (nginx in front of a halted API). */
const GATEWAY_DOWN = new Set([502, 503, 504]);

export function withinTimeout(request: Request): Promise<Response> {
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

/** When a kept answer was saved, for the saved-data notice: the server's `Date` (when it gave it), else now. */
const savedAtOf = (kept: Response) => Date.parse(kept.headers.get('Date') ?? '') || Date.now();

/** Keeps a good answer, stamped with the phone's time (its age for the next request), within the cache's caps. */
export async function keep(cache: Cache, key: string, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  await cache.put(key, new Response(await response.clone().blob(), { status: response.status, statusText: response.statusText, headers }));
  await expiration.updateTimestamp(key);
  void expiration.expireEntries();
}

interface Asked {
  request: Request;
  url: URL;
  key: string;
  clientId: string;
  isProduct: boolean;
  cache: Cache;
}

/** The background half of stale-while-revalidate: the network's answer is kept; pages learn of a change, or of saved data. */
async function revalidate(asked: Asked, kept: Response, worker: CatalogueWorker): Promise<void> {
  const { request, url, key, clientId, isProduct, cache } = asked;
  const startedAt = Date.now();
  let response: Response;
  try {
    response = await withinTimeout(request);
  } catch {
    if (clientId) await worker.tellPage(clientId, { type: 'SAVED_DATA', savedAt: ledger.saved(clientId, savedAtOf(kept), Date.now()).savedAt });
    return;
  }
  if (response.status !== 200) return;
  const [before, after] = await Promise.all([kept.text(), response.clone().text()]);
  await keep(cache, key, response);
  if (isProduct && clientId && ledger.fresh(clientId, startedAt)) await worker.tellPage(clientId, { type: 'FRESH_DATA' });
  if (before !== after) {
    noteChanged(key, Date.now());
    recentUpdates.add(url.pathname, Date.now());
    await worker.tellPages({ type: 'CATALOGUE_UPDATED', path: url.pathname });
  }
}

/** Answers one catalogue request for the page `clientId` (empty when the request has no page). */
export async function catalogueAnswer(request: Request, clientId: string, worker: CatalogueWorker): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === 'POST' ? await request.clone().text() : '';
  const key = request.method === 'POST' ? filterCacheKey(url, body) : request.url;
  const isProduct = snapshotRequestOf(request.method, url) !== null;
  const startedAt = Date.now();
  const cache = await caches.open(CACHES.catalogue);
  const kept = await cache.match(key);
  if (kept && catalogueStrategy(answerAgeSeconds(kept.headers.get(KEPT_AT_HEADER), startedAt)) === 'cache-then-revalidate') {
    // not again right after the network changed it: the pages' refetch gets the fresh copy
    if (revalidationDue(changedAt.get(key), startedAt)) worker.background(revalidate({ request, url, key, clientId, isProduct, cache }, kept.clone(), worker));
    return kept;
  }
  try {
    const response = await withinTimeout(request);
    if (response.status === 200) {
      await keep(cache, key, response);
      // product answers are never taken from the browser's HTTP cache (no-cache, or POST): really the network's
      if (isProduct && clientId && ledger.fresh(clientId, startedAt)) await worker.tellPage(clientId, { type: 'FRESH_DATA' });
    }
    return response;
  } catch {
    const saved = kept ? { response: kept, savedAt: savedAtOf(kept) } : await fromSnapshot(request, url, body);
    if (!saved) return Response.error();
    if (clientId) await worker.tellPage(clientId, { type: 'SAVED_DATA', savedAt: ledger.saved(clientId, saved.savedAt, Date.now()).savedAt });
    return saved.response;
  }
}
