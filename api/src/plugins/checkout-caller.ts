/** Optional authentication for checkout: no token is a guest; a token must be valid, and only a patient token names a user. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../services/orders/caller';

export async function checkoutCaller(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<Caller> {
  if (!request.headers.authorization) return { patientId: null };
  await app.authenticate(request, reply);
  return { patientId: request.user.type === 'patient' ? request.user.id : null };
}
