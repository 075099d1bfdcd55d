/**
 * What the shop's service worker does with each request, as pure functions (the worker in
 * service-worker.ts wires them to Workbox; the unit tests check them without a browser).
 */
import { contentPaths, POLICY_DOCUMENTS, policyPath, urlOf, type PolicyKind } from 'shared-lib/contract/paths';

/** Cache names: one per kind of answer, so each has its own strategy and cap. */
export const CACHES = {
  pages: 'ayb-pages',
  manifest: 'ayb-manifest',
  releases: 'ayb-releases',
  catalogue: 'ayb-catalogue',
  pictures: 'ayb-pictures',
} as const;

/** The network gets this long before the worker answers the page or the manifest from its cache. */
export const NETWORK_TIMEOUT_SECONDS = 3;
/** Release files kept (cache-first; a release folder never changes), and for how long unused. */
export const RELEASE_FILES_MAX = 600;
export const RELEASE_FILES_MAX_AGE_SECONDS = 30 * 24 * 3600;
/** Catalogue answers (list and details pages) kept for offline use. */
export const CATALOGUE_ANSWERS_MAX = 200;
export const CATALOGUE_MAX_AGE_SECONDS = 7 * 24 * 3600;
/**
 * A kept catalogue answer younger than this is given at once and revalidated in the background
 * (stale-while-revalidate; the page is told when the fresh answer differs); an older one waits for the
 * network as network-first (3 s). A day: a repeat visit on the same day paints from the phone, while a
 * week-old price is never shown first.
 */
export const CATALOGUE_FRESH_FOR_SECONDS = 24 * 3600;
/**
 * A kept answer the network just changed is not revalidated again for this long: the pages' refetch right
 * after the update gets the fresh copy without asking the network again, and an answer that differed every
 * time could not loop (update, refetch, update…). Any other kept answer is revalidated on every request.
 */
export const CATALOGUE_REVALIDATE_EVERY_SECONDS = 10;

/** Whether a kept answer the network last changed at `changedAt` (ms, or never) is revalidated now. */
export function revalidationDue(changedAt: number | undefined, now: number): boolean {
  return changedAt === undefined || now - changedAt >= CATALOGUE_REVALIDATE_EVERY_SECONDS * 1000 || now < changedAt;
}
/** Product pictures: at most this many bytes, oldest out first. */
export const PICTURE_BYTES_MAX = 25 * 1024 * 1024;

/** Pages the shop's worker leaves alone: another site (the seller dashboard), the mailbox, payment pages. */
const FOREIGN_PAGES = /^\/(seller-dashboard|mailbox|pay)(\/|$)/;

/** The shop's page: the shell at the site root (routes live in the hash). */
export function isShopPage(url: URL): boolean {
  return url.pathname === '/' || url.pathname === '/index.html';
}

/** A request made by a page the shop's worker must not serve (its own site, with its own caching). */
export function isForeignClient(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    const from = new URL(referrer);
    return from.origin === origin && FOREIGN_PAGES.test(from.pathname);
  } catch {
    return false;
  }
}

/** The runtime manifest (remotes.json): network-first, so a rollback is seen as soon as the network answers. */
export function isRemoteManifest(url: URL): boolean {
  return url.pathname === '/remotes.json';
}

/** A file of an immutable release folder, /apps/<app>/<version>+<hash>/…, never a source map. */
export function isReleaseFile(url: URL): boolean {
  return /^\/apps\/[^/]+\/[^/]+\+[0-9a-f]{7}\/[^?]+$/.test(url.pathname) && !/\.map$/.test(url.pathname);
}

/** The five policy documents, as the policy pages ask for them (document id 1). */
export const POLICY_DOCUMENT_URLS = (Object.keys(POLICY_DOCUMENTS) as PolicyKind[]).map((kind) => `/api/${urlOf(policyPath(kind), { id: 1 })}`);
const { faqs, contactUs, advertisements, healthIssues, healthIssuesAlias, achievements } = contentPaths;
const CONTENT_ANSWERS = new Set([...[faqs, contactUs, advertisements, healthIssues, healthIssuesAlias, achievements].map((path) => `/api${path}`), ...POLICY_DOCUMENT_URLS]);

/**
 * Catalogue answers the offline shop shows again: product lists and product details (not suggestions or stock
 * by place), the reference lists, home's content and the policy documents (only their GETs reach this).
 */
export function isCatalogueAnswer(url: URL): boolean {
  return (
    /^\/api\/product\/(allProducts|finAllProductLowToHigh|finAllProductHighToLow|filterProduct|getProductDetails\/|getByProductId\/|sameComposition\/)/.test(url.pathname) ||
    /^\/api\/(brand|banner|offer|Category|sub-category|parent-category)\/all$/.test(url.pathname) ||
    CONTENT_ANSWERS.has(url.pathname)
  );
}

/** How the worker answers a catalogue request given its kept answer's age in seconds (null: none kept). */
export function catalogueStrategy(keptAgeSeconds: number | null): 'cache-then-revalidate' | 'network-first' {
  return keptAgeSeconds !== null && keptAgeSeconds >= 0 && keptAgeSeconds < CATALOGUE_FRESH_FOR_SECONDS ? 'cache-then-revalidate' : 'network-first';
}

/** The header the worker stamps on the answers it keeps: when it kept them, by the phone's own clock (ms). */
export const KEPT_AT_HEADER = 'X-Kept-At';

/** A kept answer's age in seconds from its stamp (the phone's clock on both sides); null when it has none. */
export function answerAgeSeconds(keptAt: string | null, now: number): number | null {
  const at = keptAt ? Number(keptAt) : NaN;
  return Number.isFinite(at) ? Math.floor((now - at) / 1000) : null;
}

/** Product and category pictures. */
export function isPicture(url: URL): boolean {
  return /^\/uploads\/.+\.(png|jpe?g|webp|gif|svg)$/i.test(url.pathname);
}

/** The part of a release's mf-manifest.json the warm-up reads. */
export interface ReleaseFileList {
  exposes?: { assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

/**
 * Every file a remote's release may load for its routes (its entry, and each exposed module's scripts and
 * styles, sync and async), as absolute URLs in its release folder. Shared singletons come from the shell.
 */
export function releaseFiles(entry: string, list: ReleaseFileList): string[] {
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
  const files = new Set<string>([entry]);
  for (const expose of list.exposes ?? []) {
    for (const kind of [expose.assets?.js, expose.assets?.css]) {
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(folder + file);
    }
  }
  return [...files];
}

/** The live remotes' entries from a remotes.json (entry objects or bare URLs; disabled remotes skipped). */
export function liveEntries(manifest: Record<string, unknown>): string[] {
  const entries: string[] = [];
  for (const value of Object.values(manifest)) {
    if (typeof value === 'string') entries.push(value);
    else if (value && typeof value === 'object') {
      const item = value as { entry?: unknown; disabled?: unknown };
      if (typeof item.entry === 'string' && item.disabled !== true) entries.push(item.entry);
    }
  }
  return entries;
}

/** Which of the cached entries (oldest first, with their sizes) to drop so the rest fits the byte budget. */
export function overBudget(entries: { key: string; bytes: number }[], budget: number): string[] {
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const drop: string[] = [];
  for (const entry of entries) {
    if (total <= budget) break;
    drop.push(entry.key);
    total -= entry.bytes;
  }
  return drop;
}
