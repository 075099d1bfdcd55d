/** POST doctor/login, patient/login, seller/login; POST …/logout revokes every token of the caller. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLES, type UserType } from 'shared-lib/domain';
import { Type } from 'typebox';
import { ErrorEnvelope, LoginBody, LoginSuccess, authPaths } from 'shared-lib/contract';
import { checkCredentials, INVALID_CREDENTIALS, revokeTokens } from '../services/auth';

const LogoutSuccess = Type.Object({ success: Type.Boolean(), message: Type.String(), data: Type.Null() });

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
      async (request, reply) => {
        const { email, password, role } = request.body;
        if (role !== undefined && role !== ROLES[type]) {
          return reply.status(400).send({ success: false, message: `Role must be ${ROLES[type]} for ${type} login`, data: null });
        }
        const user = await checkCredentials(app.db, type, email, password);
        if (!user) await app.loginThrottle.failed(request, `${type}|${email}`);
        if (!user) return reply.status(401).send({ success: false, message: INVALID_CREDENTIALS, data: null });
        const token = app.jwt.sign({ id: user.id, type, name: user.name, tv: user.tokenVersion });
        const data =
          type === 'doctor'
            ? { id: user.id, name: user.name, type, stage: user.stage }
            : type === 'seller'
              ? { id: user.id, name: user.name, type, dashboardUrl: app.config.sellerDashboardUrl }
              : { id: user.id, name: user.name, type };
        return { success: true, message: 'Login successful', token, data };
      },
    );

    app.post(
      `/${type}/logout`,
      { preHandler: app.requireRole(type), schema: { tags: ['auth'], summary: `Log out as a ${type}: every token issued so far stops working`, response: { 200: LogoutSuccess, 401: ErrorEnvelope, 403: ErrorEnvelope } } },
      async (request) => {
        await revokeTokens(app.db, request.user.id);
        return { success: true, message: 'Logged out', data: null };
      },
    );
  }
};
