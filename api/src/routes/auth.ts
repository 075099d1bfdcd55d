/** POST doctor/login, patient/login, seller/login. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DOCTOR_STAGES, ROLES, type UserType } from 'shared-lib/domain';
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
      async (request, reply) => {
        const { email, password, role } = request.body;
        if (role !== undefined && role !== ROLES[type]) {
          return reply.status(400).send({ success: false, message: `Role must be ${ROLES[type]} for ${type} login`, data: null });
        }
        const user = await checkCredentials(app.db, type, email, password);
        if (!user) return reply.status(401).send({ success: false, message: INVALID_CREDENTIALS, data: null });
        // a doctor who has not finished onboarding gets a token that only works on the sign-up steps
        const onboarding = type === 'doctor' && (user.stage ?? 0) < DOCTOR_STAGES.complete;
        const token = app.jwt.sign({ id: user.id, type, name: user.name, tv: user.tokenVersion, ...(onboarding ? { scope: 'onboarding' as const } : {}) });
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
