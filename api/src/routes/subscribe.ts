/** Newsletter: POST subscribe/send-email {email}. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SubscribeBody, contentPaths, ok, responses } from 'shared-lib/contract';
import { subscribe } from '../services/subscribe';

export const subscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(contentPaths.subscribe, { schema: { tags: ['newsletter'], body: SubscribeBody, response: responses(Type.Null()) } }, async (request) =>
    ok(null, await subscribe(app.db, request.body.email)),
  );
};
