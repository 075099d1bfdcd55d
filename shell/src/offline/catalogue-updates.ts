/**
 * The page's half of the catalogue's stale-while-revalidate (issue 32): the worker answers a kept catalogue
 * answer at once, asks the network behind it and, when the network's answer differs, tells every open shop
 * page which path changed (CATALOGUE_UPDATED). The page then refetches the RTK Query entries that hold that
 * path's data (useCatalogueRefresh.ts), which the worker now answers with the fresh copy: the new price shows
 * without a reload. An update can arrive before the query that shows it is in the store (the boot script's
 * early answer is taken by the storefront later), so it waits here until such a query is fulfilled, at most
 * UPDATE_WAIT_MS. Pure parts unit-tested.
 */
import { cataloguePaths, contentPaths, productPaths } from 'shared-lib/contract/paths';

/** How long an update waits for a query that shows its data (the boot script's early answer is taken within 30 s). */
export const UPDATE_WAIT_MS = 30000;

/** Which RTK Query endpoints hold the data of an API path; `byId`: only the entry whose argument is the path's id. */
interface PathEndpoints {
  path: RegExp;
  endpoints: string[];
  byId?: boolean;
}
const exact = (path: string) => new RegExp(`^/api${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const ENDPOINTS_BY_PATH: PathEndpoints[] = [
  { path: /^\/api\/product\/(?:getProductDetails|getByProductId)\/(\d+)$/, endpoints: ['getProductDetails'], byId: true },
  { path: /^\/api\/product\/sameComposition\/(\d+)$/, endpoints: ['getSameComposition'], byId: true },
  { path: exact(productPaths.filter), endpoints: ['filterProducts'] },
  { path: /^\/api\/product\/(?:allProducts|finAllProductLowToHigh|finAllProductHighToLow)$/, endpoints: ['getFeaturedProducts'] },
  { path: exact(cataloguePaths.brands), endpoints: ['getBrands'] },
  { path: exact(cataloguePaths.banners), endpoints: ['getBanners'] },
  { path: exact(cataloguePaths.offers), endpoints: ['getOffers'] },
  { path: exact(cataloguePaths.categories), endpoints: ['getCategories'] },
  { path: exact(cataloguePaths.parentCategories), endpoints: ['getParentCategories'] },
  { path: exact(contentPaths.contactUs), endpoints: ['getContactUs'] },
  { path: exact(contentPaths.advertisements), endpoints: ['getAdvertisements'] },
  { path: exact(contentPaths.faqs), endpoints: ['getFaqs'] },
  { path: exact(contentPaths.healthIssues), endpoints: ['getHealthIssues'] },
  { path: exact(contentPaths.achievements), endpoints: ['getAchievements'] },
];

/** The part of an RTK Query cache entry read here. */
export interface CachedQuery {
  endpointName?: string;
  originalArgs?: unknown;
  status?: string;
}
export interface Refetch {
  endpointName: string;
  args: unknown;
}

/** The fulfilled queries showing the data of `path` (an API path such as /api/product/getProductDetails/12). */
export function queriesToRefetch(path: string, queries: Record<string, CachedQuery | undefined>): Refetch[] {
  const rule = ENDPOINTS_BY_PATH.find((item) => item.path.test(path));
  if (!rule) return [];
  const id = rule.byId ? Number(rule.path.exec(path)?.[1]) : null;
  return Object.values(queries)
    .filter((query): query is CachedQuery & { endpointName: string } => query?.status === 'fulfilled' && rule.endpoints.includes(query.endpointName ?? ''))
    .filter((query) => id === null || Number(query.originalArgs) === id)
    .map((query) => ({ endpointName: query.endpointName, args: query.originalArgs }));
}

interface Pending {
  path: string;
  at: number;
}
let pending: Pending[] = [];
const listeners = new Set<() => void>();

/** The worker's word: the data of `path` changed on the server. */
export function noteCatalogueUpdate(path: string, now = Date.now()): void {
  pending = [...pending.filter((item) => item.path !== path), { path, at: now }];
  for (const listener of listeners) listener();
}

export function subscribeCatalogueUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes the refetches due now: each waiting update whose data a fulfilled query shows (then forgotten); expired ones dropped. */
export function takeRefetches(queries: Record<string, CachedQuery | undefined>, now = Date.now()): Refetch[] {
  if (!pending.length) return [];
  const due: Refetch[] = [];
  pending = pending.filter((item) => {
    if (now - item.at > UPDATE_WAIT_MS) return false;
    const found = queriesToRefetch(item.path, queries);
    due.push(...found);
    return found.length === 0;
  });
  return due;
}
