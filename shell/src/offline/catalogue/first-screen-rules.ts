/**
 * Which first-screen request the worker may warm after a load, and which pictures of its answer it keeps
 * with it (first-screen-warmup.ts). Pure, unit-tested.
 */
import type { FirstScreenRequest } from '../first-screen-request';
import { isCatalogueAnswer, isPicture } from '../sw-rules';
import { filterCacheKey, snapshotRequestOf } from './snapshot-requests';

/** The first pictures of a list answer the worker keeps (the cards a phone shows first, and a few more). */
export const FIRST_SCREEN_PICTURES_MAX = 8;

/** The request the worker may warm, with its cache key, or null (another origin, not a catalogue answer). */
export function warmableRequest(wanted: unknown, origin: string): { url: URL; method: 'GET' | 'POST'; body?: string; key: string } | null {
  const { method, url: raw, body } = (wanted ?? {}) as Partial<FirstScreenRequest>;
  if ((method !== 'GET' && method !== 'POST') || typeof raw !== 'string') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (method === 'GET') return isCatalogueAnswer(url) ? { url, method, key: url.href } : null;
  if (snapshotRequestOf('POST', url) === null || typeof body !== 'string') return null;
  return { url, method, body, key: filterCacheKey(url, body) };
}

/** The same-origin product pictures a first-screen answer shows first: a list's first cards', a product's own. */
export function firstScreenPictures(answer: unknown, origin: string): string[] {
  const data = (answer as { data?: { items?: unknown; image?: unknown } } | null)?.data;
  const products = Array.isArray(data?.items) ? (data.items as { image?: unknown }[]).slice(0, FIRST_SCREEN_PICTURES_MAX) : data ? [data] : [];
  const pictures: string[] = [];
  for (const { image } of products) {
    if (typeof image !== 'string' || !image) continue;
    try {
      const url = new URL(image, origin);
      if (url.origin === origin && isPicture(url) && !pictures.includes(url.href)) pictures.push(url.href);
    } catch {
      // not a URL: no picture to keep
    }
  }
  return pictures;
}
