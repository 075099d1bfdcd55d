/** POST doctor/login, patient/login, seller/login; POST …/logout revokes every token of the caller. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_MESSAGES, DOCTOR_STAGES, ROLES, type UserType } from 'shared-lib/domain';
import { badRequest, unauthorized } from '../http-error';
import { ErrorEnvelope, LoginBody, LoginSuccess, LogoutSuccess, authPaths } from 'shared-lib/contract';
import { checkCredentials, INVALID_CREDENTIALS, revokeTokens } from '../services/auth/credentials';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const types: UserType[] = ['doctor', 'patient', 'seller'];
  for (const type of types) {
    app.post(
      authPaths.login(type),
      {
        preHandler: async (request, reply) => app.loginThrottle.assertOpen(request, reply, `${type}|${request.body.email}`),
        schema: {
          tags: ['auth'],
          summary: `Log in as a ${type}`,
          body: LoginBody,
          response: { 200: LoginSuccess, 400: ErrorEnvelope, 401: ErrorEnvelope, 429: ErrorEnvelope },
        },
      },
      async (request) => {
        const { email, password, role } = request.body;
        if (role !== undefined && role !== ROLES[type]) {
          throw badRequest(`Role must be ${ROLES[type]} for ${type} login`);
        }
        const user = await checkCredentials(app.db, type, email, password);
        if (!user) await app.loginThrottle.failed(request, `${type}|${email}`);
        if (!user) throw unauthorized(INVALID_CREDENTIALS);
        // a doctor who has not finished onboarding gets a token that only works on the sign-up steps
        const onboarding = type === 'doctor' && (user.stage ?? 0) < DOCTOR_STAGES.complete;
        const token = app.jwt.sign({ id: user.id, type, name: user.name, tv: user.tokenVersion, ...(onboarding ? { scope: 'onboarding' as const } : {}) });
        const data =
          type === 'doctor'
            ? { id: user.id, name: user.name, type, stage: user.stage, language: user.language }
            : type === 'seller'
              ? { id: user.id, name: user.name, type, dashboardUrl: app.config.sellerDashboardUrl, language: user.language }
              : { id: user.id, name: user.name, type, language: user.language };
        return { success: true, message: API_MESSAGES.loginSuccessful, token, data };
      },
    );

    app.post(
      authPaths.logout(type),
      // a doctor still onboarding may log out too (its token would otherwise stay valid until it expires)
      { preHandler: app.requireRole(type), config: { onboarding: true }, schema: { tags: ['auth'], summary: `Log out as a ${type}: every token issued so far stops working`, response: { 200: LogoutSuccess, 401: ErrorEnvelope, 403: ErrorEnvelope } } },
      async (request) => {
        await revokeTokens(app.db, request.user.id);
        return { success: true, message: API_MESSAGES.loggedOut, data: null };
      },
    );
  }
};
