/** Newsletter: POST subscribe/send-email {email} (double opt-in) and POST subscribe/confirm {token}. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ConfirmSubscriptionBody, contentPaths, newsletterPaths, ok, responses, SubscribeBody } from 'shared-lib/contract';
import { confirmSubscription, subscribe } from '../services/subscribe';

export const subscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = { max: 10, timeWindow: '15 minutes' };
  app.post(contentPaths.subscribe, { config: { rateLimit: limit }, schema: { tags: ['newsletter'], body: SubscribeBody, response: responses(Type.Null()) } }, async (request) =>
    ok(null, await subscribe(app.db, request.body.email)),
  );
  app.post(newsletterPaths.confirm, { config: { rateLimit: limit }, schema: { tags: ['newsletter'], body: ConfirmSubscriptionBody, response: responses(Type.Null()) } }, async (request) =>
    ok(null, await confirmSubscription(app.db, request.body.token)),
  );
};
