/**
 * Which checkout requests count against the guest-order limit (issue 24): every one that ends up a guest
 * order, i.e. all but those with a patient token. A doctor's or seller's token used to skip the limit
 * because only requests without an Authorization header counted. The token is only read here; a forged
 * patient token is refused with 401 by checkoutCaller before any order exists.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function endsUpGuestOrder(app: FastifyInstance) {
  return (request: FastifyRequest): boolean => {
    const header = request.headers.authorization ?? '';
    if (!header) return true;
    const payload = app.jwt.decode<{ type?: string }>(header.replace(/^Bearer\s+/i, ''));
    return payload?.type !== 'patient';
  };
}
