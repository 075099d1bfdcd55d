/** GET /pincode/{pincode}: the postal look-up in the public service's shape (not under /api, like the external service). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PincodeParams, PincodeResponse, pincodePaths } from 'shared-lib/contract';

export const pincodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const postal = app.postal;
  app.get(
    pincodePaths.lookup,
    { schema: { tags: ['postal'], summary: 'Post offices of a 6-digit pincode', params: PincodeParams, response: { 200: PincodeResponse } } },
    async (request) => [await postal.lookup(request.params.pincode.trim())],
  );
};
