/**
 * The caller's saved language (issue 31), any logged-in role:
 *   GET /api/account/language   { language: 'en' | 'hi' | null }
 *   PUT /api/account/language   { language: 'en' | 'hi' }
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountLanguagePaths, AccountLanguageResponse, ErrorEnvelope, SaveLanguageBody } from 'shared-lib/contract';
import { API_MESSAGES } from 'shared-lib/domain';
import { accountLanguage, saveAccountLanguage } from '../services/accounts/language';

export const accountLanguageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // a doctor still onboarding may choose a language too
  const anyRole = app.requireRole('patient', 'doctor', 'seller');
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

  app.get(
    accountLanguagePaths.language,
    { preHandler: anyRole, config: { onboarding: true }, schema: { tags: ['account'], summary: "The caller's saved language", response: { 200: AccountLanguageResponse, ...errors } } },
    async (request) => ({ success: true, message: '', data: { language: await accountLanguage(app.db, request.user.id) } }),
  );

  app.put(
    accountLanguagePaths.language,
    {
      preHandler: anyRole,
      config: { onboarding: true },
      schema: { tags: ['account'], summary: "Saves the caller's language: the next login opens the shop in it and mails are written in it", body: SaveLanguageBody, response: { 200: AccountLanguageResponse, ...errors } },
    },
    async (request) => {
      await saveAccountLanguage(app.db, request.user.id, request.body.language);
      return { success: true, message: API_MESSAGES.languageSaved, data: { language: request.body.language } };
    },
  );
};
