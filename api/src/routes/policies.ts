/** The five policy documents, HTML sanitised on the way out. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../plugins/errors';
import { PolicyDocument } from '../schemas/catalogue';
import { IdParams, ok, responses } from 'shared-lib/contract';
import { findPolicy, type PolicyKind } from '../services/content';

const POLICY_PATHS: ReadonlyArray<[string, PolicyKind]> = [
  ['term-and-condition', 'terms'],
  ['privacy-policy', 'privacy'],
  ['return-policy', 'return'],
  ['shipping-policy', 'shipping'],
  ['order-cancelletion-policy', 'cancellation'],
];

export const policyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [prefix, kind] of POLICY_PATHS) {
    app.get(`/${prefix}/getByid/:id`, { schema: { tags: ['policies'], params: IdParams, response: responses(PolicyDocument) } }, async (request) => {
      const policy = await findPolicy(app.db, kind, request.params.id);
      if (!policy) throw notFound('Policy not found');
      return ok(policy);
    });
  }
};
