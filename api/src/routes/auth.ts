/** POST doctor/login, patient/login, seller/login. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLES, type UserType } from 'shared-lib/domain';
import { badRequest, unauthorized } from '../plugins/errors';
import { loginRateLimit } from '../plugins/rate-limit';
import { ErrorEnvelope, LoginBody, LoginSuccess, authPaths } from 'shared-lib/contract';
import { checkCredentials, INVALID_CREDENTIALS } from '../services/auth';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const types: UserType[] = ['doctor', 'patient', 'seller'];
  for (const type of types) {
    app.post(
      authPaths.login(type),
      {
        config: { rateLimit: loginRateLimit(app.config.loginRateLimit) },
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
        if (!user) throw unauthorized(INVALID_CREDENTIALS);
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
  }
};
