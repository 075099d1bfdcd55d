/**
 * Ops-only routes: a bearer token equal to OPS_TOKEN (compared in constant time). Without a configured
 * token every ops route is refused, so an unconfigured server never exposes them.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function requireOpsToken(opsToken: string | null | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!opsToken) throw forbidden('Ops access is not configured on this server (set OPS_TOKEN)');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given || !timingSafeEqual(digest(given), digest(opsToken))) throw unauthorized('A valid ops token is required');
  };
}
