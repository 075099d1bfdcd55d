/** Rate limiting, off globally; routes opt in with config.rateLimit (see loginRateLimit). */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

async function rateLimitPlugin(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  });
}

/** Route config: `max` login attempts per minute for one IP and email. */
export function loginRateLimit(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    // after body parsing, so the key can include the email
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `${request.ip}|${email}`;
    },
  };
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
