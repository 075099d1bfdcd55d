/**
 * The shop's one service worker (scope `/`), owned by the shell and built by workbox-webpack-plugin's
 * InjectManifest into the shell's release (`sw.js`); the shell's switch copies it to the site root.
 * - precached at the shell's release: the shop page `/`, the shell's scripts and styles (its runtime and
 *   the first-render libraries) and an offline page;
 * - the page: this shell release's kept page at once, its inlined manifest marked for the shell to confirm
 *   (cached-page.ts), the network's copy kept behind it; without one network-first (3 s), as is
 * - `/remotes.json`: network-first with a 3 s timeout, the last answer as fallback, so a release or a
 *   rollback is seen as soon as the network answers and a flaky network still boots;
 * - files of a release folder (`/apps/<app>/<version>+<hash>/…`, never changed once written):
 *   cache-first with a cap; after a visit the live remotes' files are fetched in the background (warm-up,
 *   from each release's mf-manifest.json), so the next visit works offline on routes not yet opened;
 * - catalogue answers: a kept one younger than a day at once, revalidated behind it (open pages refetch what
 *   changed); otherwise network-first with a 3 s timeout, the kept answer offline (capped), else for products
 *   an answer from the offline snapshot of the best sellers (catalogue/), each saying it shows saved data;
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
import { catalogueAnswer, ledger as catalogueLedger, recentUpdates, type PageMessage, type TellPage } from './catalogue/catalogue-route';
import { snapshotRequestOf } from './catalogue/snapshot-requests';
import { refreshSnapshot } from './catalogue/snapshot-store';
import { warmFirstScreen } from './catalogue/first-screen-warmup';
import { warmPolicyDocuments } from './catalogue/policy-warmup';
import {
  CACHES,
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
  overBudget,
} from './sw-rules';
import { keptShopPage } from './kept-page';
import { ManifestAhead } from './manifest-ahead';
import { warmLiveReleases } from './release-warmup';
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
  source?: { id?: string; postMessage(message: unknown): void } | null;
}
interface WorkerScope {
  clients: {
    get(id: string): Promise<{ postMessage(message: unknown): void } | undefined>;
    matchAll(options: { type: 'window' }): Promise<{ url: string; postMessage(message: unknown): void }[]>;
  };
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
const MANIFEST_PATH = '/remotes.json';
/** The manifest asked with a page answered from the cache, for the shell's first ask (manifest-ahead.ts). */
const manifestAhead = new ManifestAhead();
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
  // after each load: the live releases' files, the offline snapshot when due (catalogue/snapshot-store.ts), the policy documents, the first screen's answer
  if (type === 'WARM_RELEASES') {
    const firstScreen = (event.data as { firstScreen?: unknown }).firstScreen;
    event.waitUntil(
      Promise.all([
        warmLiveReleases(origin, `/apps/shell/${__SHELL_RELEASE__}/`),
        refreshSnapshot().catch(() => undefined),
        warmPolicyDocuments(origin).catch(() => undefined),
        // the page's first-screen answer and its first pictures, for the next visit's paint (catalogue/first-screen-warmup.ts)
        warmFirstScreen(firstScreen, origin, (url) => pictures.handle({ request: new Request(url), event: event as never })).catch(() => undefined),
      ]),
    );
  }
  // a page that starts listening asks whether it already got saved data (its message may have come before)
  if (type === 'SAVED_DATA_STATE') {
    const source = event.source;
    const state = source?.id ? catalogueLedger.stateOf(source.id) : null;
    if (state) source?.postMessage({ type: 'SAVED_DATA', savedAt: state.savedAt });
    // and whether catalogue data it may show changed meanwhile (told to the open pages before it listened)
    for (const path of recentUpdates.since(Date.now())) source?.postMessage({ type: 'CATALOGUE_UPDATED', path });
  }
});
clientsClaim();
// the network is back: the open pages replay their offline cart changes and orders (issue 32)
replayOnBackgroundSync(self as unknown as SyncScope);

const router = new Router();
// The shell's release files, the shop page and the offline page, fetched at install (this worker's own
// controller and route, so its one fetch listener below decides what the worker serves).
const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);

// The shop page: this shell release's kept page at once, its manifest confirmed by the shell (kept-page.ts),
// the network's answer kept behind it for the next visit; without one, the network's answer within 3 s,
// else the last one, else the page precached at release.
const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 2 })],
});
router.registerRoute(
  new Route(
    ({ request, url }) => request.mode === 'navigate' && isShopPage(url),
    async (options) => {
      const kept = await keptShopPage(options.request, precache, __SHELL_RELEASE__).catch(() => null);
      if (kept) {
        manifestAhead.start(() => fetch(MANIFEST_PATH, { cache: 'no-store' }), Date.now());
        options.event.waitUntil(pages.handle(options).catch(() => undefined));
        return kept;
      }
      try {
        return await pages.handle(options);
      } catch {
        return (await precache.matchPrecache('/')) ?? (await precache.matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
  ),
);

// The runtime manifest: a rollback is seen as soon as the network answers; offline, the last one.
// With a page from the cache the shell's first ask is answered by the request started with the page
// (manifest-ahead.ts): the network's answer within 3 s of the page's load, else the last one kept.
const manifests = new NetworkFirst({ cacheName: CACHES.manifest, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [new CacheableResponsePlugin({ statuses: [200] })] });
router.registerRoute(
  new Route(
    ({ url }) => isRemoteManifest(url),
    async (options) => {
      const ahead = options.request.headers.has('If-None-Match') ? null : manifestAhead.take(Date.now());
      if (!ahead) return manifests.handle(options);
      const cache = await caches.open(CACHES.manifest);
      const left = NETWORK_TIMEOUT_SECONDS * 1000 - (Date.now() - ahead.at);
      const answer = await Promise.race([ahead.answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, left)))]).catch(() => null);
      if (answer?.status === 200) {
        await cache.put(MANIFEST_PATH, answer.clone());
        return answer;
      }
      return (await cache.match(MANIFEST_PATH)) ?? manifests.handle(options);
    },
  ),
);

// The shell's own release files, from the precache (the precached page is answered by the navigation route
// above first). Before the release-file route below, which would otherwise answer them from the network
// once (the shell's folder is a release folder too): a repeat visit fetches no script (bench, issue 32).
router.registerRoute(new PrecacheRoute(precache, { ignoreURLParametersMatching: [/.*/], cleanURLs: false }));

const releaseCache = new CacheFirst({
  cacheName: CACHES.releases,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: RELEASE_FILES_MAX, maxAgeSeconds: RELEASE_FILES_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
  ],
});
router.registerRoute(new Route(({ url, request }) => request.method === 'GET' && isReleaseFile(url) && url.origin === origin, releaseCache));

/** Tells a page that its catalogue answer came from saved data (and from when) or fresh from the network. */
const tellPage: TellPage = async (clientId, message) => {
  (await self.clients.get(clientId))?.postMessage(message);
};
/** Tells every open shop page (a fresh catalogue answer differs from the one they were given). */
const tellPages = async (message: PageMessage) => {
  for (const client of await self.clients.matchAll({ type: 'window' })) {
    if (isShopPage(new URL(client.url))) client.postMessage(message);
  }
};
/** The catalogue's answers (catalogue/catalogue-route.ts): GET lists, details and reference lists, and the POST filter. */
const catalogueHandler = ({ request, event }: { request: Request; event: unknown }) => {
  const fetchEvent = event as { clientId?: string; waitUntil?: (work: Promise<unknown>) => void };
  const background = (work: Promise<unknown>) => fetchEvent.waitUntil?.(work.catch(() => undefined));
  return catalogueAnswer(request, fetchEvent.clientId ?? '', { tellPage, tellPages, background });
};
const publicRequest = (request: Request, url: URL) => url.origin === origin && !request.headers.has('Authorization');
router.registerRoute(new Route(({ url, request }) => publicRequest(request, url) && isCatalogueAnswer(url), catalogueHandler, 'GET'));
router.registerRoute(new Route(({ url, request }) => publicRequest(request, url) && snapshotRequestOf('POST', url) !== null, catalogueHandler, 'POST'));

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
const pictures = new CacheFirst({ cacheName: CACHES.pictures, plugins: [new CacheableResponsePlugin({ statuses: [200] }), byteBudget(CACHES.pictures, PICTURE_BYTES_MAX)] });
router.registerRoute(new Route(({ url, request }) => request.method === 'GET' && url.origin === origin && isPicture(url), pictures));

self.addEventListener('fetch', (event) => {
  // The seller dashboard (and the mailbox, the payment pages) are other sites under this origin.
  if (isForeignClient(event.request.referrer, origin)) return;
  const url = new URL(event.request.url);
  if (event.request.mode === 'navigate' && !isShopPage(url)) return;
  const answer = router.handleRequest({ event: event as never, request: event.request });
  if (answer) event.respondWith(answer);
});
