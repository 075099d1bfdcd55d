/** Newsletter: POST subscribe/send-email {email} (double opt-in) and POST subscribe/confirm {token}. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ConfirmSubscriptionBody, contentPaths, newsletterPaths, ok, responses, SubscribeBody } from 'shared-lib/contract';
import { confirmSubscription, subscribe } from '../services/subscribe';

/** Newsletter requests per address per 15 minutes. */
export const SUBSCRIBE_ADDRESS_LIMIT = 100;

export const subscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // per address, a safety net (10 times the first limit); each address is mailed at most once a day (services/subscribe)
  const limit = { max: SUBSCRIBE_ADDRESS_LIMIT, timeWindow: '15 minutes' };
  app.post(contentPaths.subscribe, { config: { rateLimit: limit }, schema: { tags: ['newsletter'], body: SubscribeBody, response: responses(Type.Null()) } }, async (request) =>
    ok(null, await subscribe(app.db, request.body.email)),
  );
  app.post(newsletterPaths.confirm, { config: { rateLimit: limit }, schema: { tags: ['newsletter'], body: ConfirmSubscriptionBody, response: responses(Type.Null()) } }, async (request) =>
    ok(null, await confirmSubscription(app.db, request.body.token)),
  );
};
