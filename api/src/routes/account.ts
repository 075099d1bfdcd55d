/**
 * Account links mailed by the shop (issue 24), each a one-use token:
 *   GET /api/account/verify-email?token=…  verifies a patient's e-mail, then the shop with ?email=verified|invalid
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { verifyEmail, verifyEmailPath } from '../services/accounts/email-verification';

const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access = app.rateLimited('guestOrderAccess');
  const shop = `${app.config.publicUrl.replace(/\/+$/, '')}/#/home`;

  app.get(
    verifyEmailPath.replace(/^\/api/, ''),
    { preHandler: access, schema: { tags: ['patient'], summary: "Verifies the account's e-mail from the mailed link, then opens the shop", querystring: TokenQuery } },
    async (request, reply) => {
      const verified = await verifyEmail(app.db, request.query.token).then(() => true, () => false);
      return reply.redirect(`${shop}?email=${verified ? 'verified' : 'invalid'}`, 303);
    },
  );
};
