/**
 * After a load, the page hands the worker its boot script's first-screen request (the list's first page, a
 * product's details, a policy document: offline/first-screen-request.ts). The first visit's request went out
 * before the worker controlled the page, so the worker asks it again and keeps the answer when it holds none:
 * the repeat visit's first screen is then answered from the phone (stale-while-revalidate, catalogue-route.ts).
 * Only same-origin catalogue answers, never with credentials.
 */
import type { FirstScreenRequest } from '../first-screen-request';
import { CACHES, isCatalogueAnswer } from '../sw-rules';
import { keep, withinTimeout } from './catalogue-route';
import { filterCacheKey, snapshotRequestOf } from './snapshot-requests';

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

export async function warmFirstScreen(wanted: unknown, origin: string): Promise<void> {
  const request = warmableRequest(wanted, origin);
  if (!request) return;
  const cache = await caches.open(CACHES.catalogue);
  if (await cache.match(request.key)) return;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await withinTimeout(new Request(request.url, { method: request.method, headers, body: request.body, credentials: 'same-origin' }));
  if (response.status === 200) await keep(cache, request.key, response);
}
