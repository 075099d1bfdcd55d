/** POST auth/forgot-password (same answer and timing for every e-mail) and POST auth/reset-password. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORGOT_PASSWORD_ANSWER, ForgotPasswordBody, ok, passwordResetPaths, RESET_DONE, ResetPasswordBody, ResetPasswordResult, responses } from 'shared-lib/contract';
import { requestPasswordReset, resetPassword } from '../services/auth/password-reset';

/** Per address: forgot and reset requests per 15 minutes, a safety net (10 times the first limit; many share one address). */
export const RESET_CLIENT_LIMIT = 100;
/** Per e-mail: links asked for one address per 15 minutes. */
export const RESET_EMAIL_LIMIT = 3;
const WINDOW = '15 minutes';

const emailKey = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown; type?: unknown } | undefined;
  return `forgot|${String(body?.type ?? '')}|${typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''}`;
};

export const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const minMs = app.config.forgotPasswordMinMs ?? 300;
  // the route's config limit counts per client; this second limiter (same plugin and store) counts per e-mail
  const emailLimiter = app.createRateLimit({ max: RESET_EMAIL_LIMIT, timeWindow: WINDOW, keyGenerator: emailKey });
  const perEmail = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await emailLimiter(request);
    if (!limit.isAllowed && limit.isExceeded) {
      return reply.code(429).header('retry-after', limit.ttlInSeconds).send({ success: false, message: `Too many attempts. Please try again in ${Math.ceil(limit.ttlInSeconds / 60)} minutes.`, data: null });
    }
  };
  const perClient = (name: string) => ({ max: RESET_CLIENT_LIMIT, timeWindow: WINDOW, keyGenerator: (request: FastifyRequest) => `${name}|${request.ip}` });

  app.post(
    passwordResetPaths.forgot,
    {
      config: { rateLimit: perClient('forgot') },
      preHandler: perEmail,
      schema: { tags: ['auth'], summary: "'Forgot Password?': mails a reset link when the account exists; the answer never tells", body: ForgotPasswordBody, response: responses({}) },
    },
    async (request) => {
      const started = Date.now();
      try {
        await requestPasswordReset(app.db, request.body.type, request.body.email);
      } catch (error) {
        request.log.error({ err: error }, 'password reset request failed');
      }
      // known and unknown e-mails answer after the same time
      const wait = minMs - (Date.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return ok({}, FORGOT_PASSWORD_ANSWER);
    },
  );

  app.post(
    passwordResetPaths.reset,
    {
      config: { rateLimit: perClient('reset') },
      schema: { tags: ['auth'], summary: 'Sets a new password with a reset token (single use, 30 minutes); every session ends', body: ResetPasswordBody, response: responses(ResetPasswordResult) },
    },
    async (request) => ok(await resetPassword(app.db, request.body.token, request.body.password), RESET_DONE),
  );
};
