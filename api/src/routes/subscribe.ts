/** Newsletter: POST subscribe/send-email {email}. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, responses } from '../schemas/common';
import { SubscribeBody } from '../schemas/wishlist';
import { subscribe } from '../services/subscribe';

export const subscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/subscribe/send-email', { schema: { tags: ['newsletter'], body: SubscribeBody, response: responses(Type.Null()) } }, async (request) =>
    ok(null, await subscribe(app.db, request.body.email)),
  );
};
