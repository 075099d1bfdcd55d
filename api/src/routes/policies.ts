/** The five policy documents, HTML sanitised on the way out. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../http-error';
import { IdParams, POLICY_DOCUMENTS, PolicyDocument, ok, policyPath, responses, type PolicyKind } from 'shared-lib/contract';
import { findPolicy } from '../services/content';

export const policyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of Object.keys(POLICY_DOCUMENTS) as PolicyKind[]) {
    app.get(policyPath(kind), { schema: { tags: ['policies'], params: IdParams, response: responses(PolicyDocument) } }, async (request) => {
      const policy = await findPolicy(app.db, kind, request.params.id);
      if (!policy) throw notFound('Policy not found');
      return ok(policy);
    });
  }
};
