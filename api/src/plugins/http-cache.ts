/**
 * HTTP caching of public catalogue reads: an ETag on every such answer (a conditional request with a
 * matching If-None-Match gets 304 and no body) and a Cache-Control per kind of data. Reference data
 * (brands, categories, banners, content, places) may be reused for a few minutes; products (prices and
 * stock change) are revalidated on every use, which costs a 304 instead of the body. Nothing user-owned
 * is touched: the policy is chosen by route pattern, and only for GET/HEAD answers with status 200.
 */
import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REFERENCE_CACHE = 'public, max-age=300, stale-while-revalidate=600';
export const REVALIDATE_CACHE = 'public, no-cache';

const POLICIES: Array<[RegExp, string]> = [
  [/^\/api\/product\/(allProducts|finAllProductLowToHigh|finAllProductHighToLow|getProductDetails\/:id|getByProductId\/:id)$/, REVALIDATE_CACHE],
  [
    /^\/api\/(brand\/all|banner\/all|offer\/all|Category\/all|sub-category\/all|parent-category\/all|faq\/getFaq|contact-us\/getContactUs|advertisement\/getAllActiveAdvertisement|health_issues\/(all|getAll)|achivement\/getAchivement|stream\/all|speciality\/(all|getByStreamId\/:id)|doctor\/getAllDoctorList|getstates|getCities|getCitiesByState\/:id|state\/getById\/:id|[a-z-]+\/getByid\/:id)$/,
    REFERENCE_CACHE,
  ],
];

/** The Cache-Control of a route pattern (as Fastify names it, e.g. `/api/brand/all`), or null when not cached. */
export function cachePolicyFor(routeUrl: string | undefined): string | null {
  if (!routeUrl) return null;
  for (const [pattern, policy] of POLICIES) if (pattern.test(routeUrl)) return policy;
  return null;
}

export function etagOf(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/** If-None-Match holds the tag (or `*`); weak comparison, as RFC 9110 asks for GET. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

async function httpCache(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const policy = cachePolicyFor(request.routeOptions.url);
    if (!policy) return payload;
    const etag = etagOf(payload);
    reply.header('ETag', etag).header('Cache-Control', policy);
    if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type');
    return '';
  });
}

export default fp(httpCache, { name: 'http-cache' });
