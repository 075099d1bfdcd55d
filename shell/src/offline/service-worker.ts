/**
 * The shop's one service worker (scope `/`), owned by the shell and built by workbox-webpack-plugin's
 * InjectManifest into the shell's release (`sw.js`); the shell's switch copies it to the site root.
 * - precached at the shell's release: the shop page `/`, the shell's scripts and styles (its runtime and
 *   the first-render libraries) and an offline page;
 * - the page and `/remotes.json`: network-first with a 3 s timeout, the last answer as fallback, so a
 *   release or a rollback is seen as soon as the network answers and a flaky network still boots;
 * - files of a release folder (`/apps/<app>/<version>+<hash>/…`, never changed once written):
 *   cache-first with a cap; after a visit the live remotes' files are fetched in the background (warm-up,
 *   from each release's mf-manifest.json), so the next visit works offline on routes not yet opened;
 * - catalogue answers: network-first with a 3 s timeout, the cached answer offline (capped);
 * - product pictures: cache-first within a byte budget.
 * The seller dashboard, the mailbox and the payment pages are not served by this worker.
 * A new worker waits until the page's "Reload" (a first install takes over at once).
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { Router, Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  CACHES,
  CATALOGUE_ANSWERS_MAX,
  CATALOGUE_MAX_AGE_SECONDS,
  NETWORK_TIMEOUT_SECONDS,
  PICTURE_BYTES_MAX,
  RELEASE_FILES_MAX,
  RELEASE_FILES_MAX_AGE_SECONDS,
  isCatalogueAnswer,
  isForeignClient,
  isPicture,
  isReleaseFile,
  isRemoteManifest,
  isShopPage,
  liveEntries,
  overBudget,
  releaseFiles,
  type ReleaseFileList,
} from './sw-rules';
import { replayOnBackgroundSync, type SyncScope } from './background-sync';

/** The parts of the service worker global scope used here (the project's TypeScript lib is the DOM's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface MessageFromPage extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  clients: { get(id: string): Promise<{ postMessage(message: unknown): void } | undefined> };
  __WB_MANIFEST: { url: string; revision: string | null }[];
  location: Location;
  registration: { active: unknown };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
}
declare const self: WorkerScope;

const origin = self.location.origin;
/** The shell release this worker was built with (its own folder, given by the build). */
declare const __SHELL_RELEASE__: string;
const OFFLINE_PAGE = `/apps/shell/${__SHELL_RELEASE__}/offline.html`;

// A first install takes the open page over at once; an update waits for the page's "Reload".
self.addEventListener('install', () => {
  if (!self.registration.active) void self.skipWaiting();
});
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'WARM_RELEASES') event.waitUntil(warmLiveReleases());
});
clientsClaim();
// the network is back: the open pages replay their offline cart changes and orders (issue 32)
replayOnBackgroundSync(self as unknown as SyncScope);

const router = new Router();
// The shell's release files, the shop page and the offline page, fetched at install (this worker's own
// controller and route, so its one fetch listener below decides what the worker serves).
const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);

// The shop page: the network's answer within 3 s, else the last one, else the page precached at release.
const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 2 })],
});
router.registerRoute(
  new Route(
    ({ request, url }) => request.mode === 'navigate' && isShopPage(url),
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await precache.matchPrecache('/')) ?? (await precache.matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
  ),
);

// The runtime manifest: a rollback is seen as soon as the network answers; offline, the last one.
router.registerRoute(
  new Route(
    ({ url }) => isRemoteManifest(url),
    new NetworkFirst({ cacheName: CACHES.manifest, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
  ),
);

const releaseCache = new CacheFirst({
  cacheName: CACHES.releases,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: RELEASE_FILES_MAX, maxAgeSeconds: RELEASE_FILES_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
  ],
});
router.registerRoute(new Route(({ url, request }) => request.method === 'GET' && isReleaseFile(url) && url.origin === origin, releaseCache));

/** Tells the page whether a catalogue answer came from the network or from the cache (and from when). */
const tellPage = async (event: ExtendableEvent | undefined, message: { type: 'SAVED_DATA'; savedAt: number } | { type: 'FRESH_DATA' }) => {
  const clientId = (event as (ExtendableEvent & { clientId?: string }) | undefined)?.clientId;
  if (clientId) (await self.clients.get(clientId))?.postMessage(message);
};
const savedDataNotice: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (cachedResponse) await tellPage(event, { type: 'SAVED_DATA', savedAt: Date.parse(cachedResponse.headers.get('Date') ?? '') || Date.now() });
    return cachedResponse ?? null;
  },
  fetchDidSucceed: async ({ response, event }) => {
    if (response.ok) await tellPage(event, { type: 'FRESH_DATA' });
    return response;
  },
};

router.registerRoute(
  new Route(
    ({ url, request }) => request.method === 'GET' && url.origin === origin && isCatalogueAnswer(url) && !request.headers.has('Authorization'),
    new NetworkFirst({
      cacheName: CACHES.catalogue,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: CATALOGUE_ANSWERS_MAX, maxAgeSeconds: CATALOGUE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
        savedDataNotice,
      ],
    }),
  ),
);

/** Keeps a cache within a byte budget, oldest entries out first. */
const byteBudget = (cacheName: string, budget: number): WorkboxPlugin => ({
  cacheDidUpdate: async () => {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    const sized = await Promise.all(
      keys.map(async (key) => {
        const response = await cache.match(key);
        const declared = Number(response?.headers.get('Content-Length'));
        return { key: key.url, bytes: Number.isFinite(declared) && declared > 0 ? declared : ((await response?.clone().blob())?.size ?? 0) };
      }),
    );
    await Promise.all(overBudget(sized, budget).map((key) => cache.delete(key)));
  },
});
router.registerRoute(
  new Route(
    ({ url, request }) => request.method === 'GET' && url.origin === origin && isPicture(url),
    new CacheFirst({ cacheName: CACHES.pictures, plugins: [new CacheableResponsePlugin({ statuses: [200] }), byteBudget(CACHES.pictures, PICTURE_BYTES_MAX)] }),
  ),
);

// The shell's own release files (the precached page is answered by the navigation route above first).
router.registerRoute(new PrecacheRoute(precache, { ignoreURLParametersMatching: [/.*/], cleanURLs: false }));

self.addEventListener('fetch', (event) => {
  // The seller dashboard (and the mailbox, the payment pages) are other sites under this origin.
  if (isForeignClient(event.request.referrer, origin)) return;
  const url = new URL(event.request.url);
  if (event.request.mode === 'navigate' && !isShopPage(url)) return;
  const answer = router.handleRequest({ event: event as never, request: event.request });
  if (answer) event.respondWith(answer);
});

/** Fetches the live remotes' release files the cache does not hold yet (after a visit, in the background). */
async function warmLiveReleases(): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-store' }).catch(() => null);
  if (!response?.ok) return;
  const manifestCache = await caches.open(CACHES.manifest);
  await manifestCache.put('/remotes.json', response.clone());
  const cache = await caches.open(CACHES.releases);
  for (const entry of liveEntries((await response.json()) as Record<string, unknown>)) {
    const list = await fetch(new URL('mf-manifest.json', new URL(entry, origin)).href)
      .then((answer) => (answer.ok ? (answer.json() as Promise<ReleaseFileList>) : null))
      .catch(() => null);
    if (!list) continue;
    for (const file of releaseFiles(entry, list)) {
      if (await cache.match(file)) continue;
      const answer = await fetch(file).catch(() => null);
      if (answer?.ok) await cache.put(file, answer);
    }
  }
}
