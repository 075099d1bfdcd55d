/**
 * GET /api/product/offlineSnapshot (issue 32): the best sellers for the offline shop. Tagged by the
 * catalogue version: a request whose If-None-Match holds the current version's tag gets 304 before
 * anything is built; otherwise the answer is built once per version (the catalogue answer cache) and
 * sent brotli or gzip compressed, each compressed once per version.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OfflineSnapshot, productPaths as paths, responses, snapshotEtag } from 'shared-lib/contract';
import { DEFAULT_CATALOGUE_TUNING } from '../config';
import { ifNoneMatchHits, REVALIDATE_CACHE } from '../plugins/http-cache';
import { chooseEncoding } from '../plugins/static-site';
import { cachedCatalogueAnswer, catalogueVersion } from '../services/catalogue/answer-cache';
import { offlineSnapshotJson } from '../services/catalogue/offline-snapshot';

interface Encoded {
  json: Buffer;
  version: number;
  br: Buffer;
  gzip: Buffer;
}

export const offlineSnapshotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let encoded: Encoded | null = null;
  /** The answer's compressed copies (made again only when the cached answer changed). */
  const encode = (json: Buffer): Encoded => {
    // the answer cache hands out the same bytes while it holds them
    if (encoded?.json !== json) {
      // the version the answer was built under (at the start of its data): its tag, whatever version was read before
      const version = Number(/"data":\{"version":(\d+)/.exec(json.subarray(0, 80).toString())?.[1] ?? 0);
      encoded = { json, version, br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip: gzipSync(json, { level: 9 }) };
    }
    return encoded;
  };

  app.get(
    paths.offlineSnapshot,
    {
      schema: {
        tags: ['products'],
        summary: 'The best sellers on sale in a compact form for the offline shop; ETag by catalogue version (304 when unchanged)',
        response: { ...responses(OfflineSnapshot), 304: Type.Null({ description: 'unchanged since the ETag sent' }) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', REVALIDATE_CACHE).header('Vary', 'Accept-Encoding');
      const current = snapshotEtag(await catalogueVersion(app.db));
      if (ifNoneMatchHits(request.headers['if-none-match'], current)) return reply.code(304).header('ETag', current).send(null);
      const json = await cachedCatalogueAnswer(
        app.db,
        'offline-snapshot',
        async (version) => `{"success":true,"message":"ok","data":${await offlineSnapshotJson(app.db, version)}}`,
        (app.config.catalogue ?? DEFAULT_CATALOGUE_TUNING).cacheBytes,
      );
      const answer = encode(json);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      reply.header('ETag', snapshotEtag(answer.version)).type('application/json; charset=utf-8');
      // already serialized (and compressed): sent as it is, not through the response schema's serializer
      if (!encoding) return reply.send(json as never);
      return reply.header('Content-Encoding', encoding).send((encoding === 'br' ? answer.br : answer.gzip) as never);
    },
  );
};
