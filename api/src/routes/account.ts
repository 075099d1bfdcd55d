/**
 * Account links mailed by the shop (issue 24), each a one-use token:
 *   GET /api/account/verify-email?token=…  verifies a patient's e-mail, then the shop with ?email=verified|expired|invalid (its notice)
 *   GET /api/account/undo-email-change?token=…  (mailed to the old address) restores it, signs every session out, then the reset-password page
 *     (the shop with ?email=undo-invalid when the link does not work)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EMAIL_LINK_PARAM, type EmailLinkOutcome } from 'shared-lib/domain';
import { undoEmailChange, undoEmailChangePath } from '../services/accounts/email-change';
import { verifyEmailOutcome, verifyEmailPath } from '../services/accounts/email-verification';

const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access = app.rateLimited('guestOrderAccess');
  const shop = `${app.config.publicUrl.replace(/\/+$/, '')}/#/home`;

  app.get(
    verifyEmailPath.replace(/^\/api/, ''),
    { preHandler: access, schema: { tags: ['patient'], summary: "Verifies the account's e-mail from the mailed link, then opens the shop", querystring: TokenQuery } },
    async (request, reply) => {
      const outcome = await verifyEmailOutcome(app.db, request.query.token);
      return reply.redirect(`${shop}?${EMAIL_LINK_PARAM}=${outcome}`, 303);
    },
  );

  app.get(
    undoEmailChangePath.replace(/^\/api/, ''),
    { preHandler: access, schema: { tags: ['patient'], summary: 'Undoes an e-mail change from the link mailed to the old address; then the reset-password page', querystring: TokenQuery } },
    async (request, reply) => {
      const resetPage = await undoEmailChange(app.db, request.query.token).catch(() => null);
      const failed: EmailLinkOutcome = 'undo-invalid';
      return reply.redirect(resetPage ?? `${shop}?${EMAIL_LINK_PARAM}=${failed}`, 303);
    },
  );
};
