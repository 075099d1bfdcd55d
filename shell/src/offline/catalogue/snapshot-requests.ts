/**
 * Which catalogue requests the offline snapshot can answer (issue 32), read from the request alone: the
 * listings (featured, price up, price down) with their limit and offset, a product's details, and the
 * filter (POST, its body read by the worker). Pure, unit-tested.
 */
export type SnapshotRequest =
  | { kind: 'list'; sort: 0 | 1 | 2; limit: number; offset: number }
  | { kind: 'details'; id: number }
  | { kind: 'filter' };

const LISTINGS: Record<string, 0 | 1 | 2> = { allProducts: 0, finAllProductLowToHigh: 1, finAllProductHighToLow: 2 };

const whole = (raw: string | null, fallback: number, min: number, max: number) => {
  const value = Number(raw ?? fallback);
  return Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : fallback;
};

export function snapshotRequestOf(method: string, url: URL): SnapshotRequest | null {
  const path = /^\/api\/product\/([^/]+)(?:\/(\d+))?$/.exec(url.pathname);
  if (!path) return null;
  const [, name, id] = path;
  if (method === 'POST') return name === 'filterProduct' && id === undefined ? { kind: 'filter' } : null;
  if (method !== 'GET') return null;
  if (Object.hasOwn(LISTINGS, name) && id === undefined) {
    return { kind: 'list', sort: LISTINGS[name], limit: whole(url.searchParams.get('limit'), 20, 1, 100), offset: whole(url.searchParams.get('offset'), 0, 0, Number.MAX_SAFE_INTEGER) };
  }
  if ((name === 'getProductDetails' || name === 'getByProductId') && id !== undefined) return { kind: 'details', id: Number(id) };
  return null;
}

/** The cache key of a filter request: a GET URL carrying its body (the Cache API keeps GET requests only). */
export function filterCacheKey(url: URL, body: string): string {
  return `${url.origin}${url.pathname}?body=${encodeURIComponent(body)}`;
}
