/**
 * After a load, the page hands the worker its boot script's first-screen request (the list's first page, a
 * product's details, a policy document: offline/first-screen-request.ts). The first visit's request went out
 * before the worker controlled the page, and so did its pictures: the worker asks the request again when it
 * holds no answer to it, and keeps the pictures that answer shows first (through the pictures' own route, so
 * within their byte budget). The repeat visit's first screen then paints from the phone (stale-while-revalidate,
 * catalogue-route.ts). Only same-origin catalogue answers, never with credentials (first-screen-rules.ts).
 */
import { CACHES } from '../sw-rules';
import { keep, withinTimeout } from './catalogue-route';
import { firstScreenPictures, warmableRequest } from './first-screen-rules';

export async function warmFirstScreen(wanted: unknown, origin: string, keepPicture: (url: string) => Promise<unknown>): Promise<void> {
  const request = warmableRequest(wanted, origin);
  if (!request) return;
  const cache = await caches.open(CACHES.catalogue);
  const keepPictures = async (answer: Response) => {
    const pictures = firstScreenPictures(await answer.json().catch(() => null), origin);
    await Promise.all(pictures.map((url) => keepPicture(url).catch(() => undefined)));
  };
  const kept = await cache.match(request.key);
  if (kept) {
    await keepPictures(kept);
    return;
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await withinTimeout(new Request(request.url, { method: request.method, headers, body: request.body, credentials: 'same-origin' }));
  if (response.status !== 200) return;
  // the pictures first: once the answer is kept, the first screen is complete on the phone
  await keepPictures(response.clone());
  await keep(cache, request.key, response);
}
