/**
 * What the identity-keyed limits count on (RATE_LIMIT_RULES in shared-lib/domain): the e-mail, the mobile,
 * the account or the order ID a request names. Each key names its kind, so an e-mail and an order ID never share a count.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const field = (request: FastifyRequest, name: string): string => {
  const source = { ...(request.query as Record<string, unknown> | undefined), ...(request.body as Record<string, unknown> | undefined) };
  const value = source[name];
  return typeof value === 'string' ? value.trim() : '';
};

export const normalEmail = (email: string): string => email.trim().toLowerCase();
/** The 10 digits of an Indian mobile, whatever prefix or spacing it was typed with. */
export const normalMobile = (mobile: string): string => mobile.replace(/\D/g, '').slice(-10);

export const emailKeyOf = (email: string): string => `email:${normalEmail(email)}`;
export const emailIn = (name = 'email') => (request: FastifyRequest) => emailKeyOf(field(request, name));
export const mobileIn = (name = 'mobile') => (request: FastifyRequest) => `mobile:${normalMobile(field(request, name))}`;
export const orderIdIn = (name: string) => (request: FastifyRequest) => `order:${field(request, name)}`;

/** Only when the request names the field at all (an empty one is refused by the schema or counts nowhere). */
export const names = (name: string) => (request: FastifyRequest) => field(request, name) !== '';

/** The patient account a checkout names by its token (decoded only: checkoutCaller verifies it), else null. */
export function patientIdOf(app: FastifyInstance, request: FastifyRequest): number | null {
  const header = request.headers.authorization ?? '';
  if (!header) return null;
  const payload = app.jwt.decode<{ type?: string; id?: number }>(header.replace(/^Bearer\s+/i, ''));
  return payload?.type === 'patient' && typeof payload.id === 'number' ? payload.id : null;
}
