/**
 * Seller verification by the house seller (issue 33): GET seller/sellers?status=, GET seller/sellers/{id}/pan-image,
 * PUT seller/sellers/{id}/verification. Other sellers get 403.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, ok, responses, SellerDecisionBody, SellerForReview, SellerListQuery, sellerVerificationPaths as paths } from 'shared-lib/contract';
import { sendPrivateImage } from './sellers';
import { assertSellerVerifier, decideSeller, listSellersForReview, reviewPanImage } from '../services/sellers/verification';

export const sellerVerificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['seller'];
  const security = [{ bearerAuth: [] }];
  const houseOnly = [app.requireRole('seller'), async (request: { user: { id: number } }) => assertSellerVerifier(app.db, request.user.id)];

  app.get(
    paths.list,
    { preHandler: houseOnly, schema: { tags, security, summary: 'Seller registrations with their GSTIN, PAN and licences, newest first (house seller only)', querystring: SellerListQuery, response: responses(Type.Array(SellerForReview)) } },
    async (request) => ok(await listSellersForReview(app.db, request.query)),
  );

  app.get(
    paths.panImage,
    { preHandler: houseOnly, schema: { tags, security, summary: "A registration's PAN image (private file; house seller only)", params: IdParams } },
    async (request, reply) => sendPrivateImage(reply, await reviewPanImage(app.db, app.storage, request.params.id)),
  );

  app.put(
    paths.decide,
    {
      preHandler: houseOnly,
      schema: { tags, security, summary: 'Approve, reject (pending, with a reason) or suspend (verified, with a reason) a seller; the seller is mailed', params: IdParams, body: SellerDecisionBody, response: responses(Type.Null()) },
    },
    async (request) => ok(null, await decideSeller(app.db, request.params.id, request.body)),
  );
};
