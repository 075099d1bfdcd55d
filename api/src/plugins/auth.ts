/** Bearer tokens (HS256 with expiry) carrying { id, type, name, tv }; tv must match users.token_version. */
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { ROLES, type UserType } from 'shared-lib/domain';
import type { Database } from '../db/schema';
import { unauthorized, forbidden } from './errors';

export interface AuthTokenPayload {
  id: number;
  type: UserType;
  name: string;
  /** users.token_version when the token was issued */
  tv: number;
  /** 'onboarding': a doctor's token that only works on routes with `config.onboarding` (the sign-up steps) */
  scope?: 'onboarding';
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AuthTokenPayload;
    user: AuthTokenPayload;
  }
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: PreHandler;
    requireRole: (...types: UserType[]) => PreHandler;
  }
  interface FastifyContextConfig {
    /** the route also accepts a doctor's onboarding token */
    onboarding?: boolean;
  }
}

export const SESSION_EXPIRED = 'Your session has expired. Please log in again';

async function authPlugin(app: FastifyInstance, options: { db: Kysely<Database>; secret: string; expiresIn: string }) {
  await app.register(jwt, { secret: options.secret, sign: { algorithm: 'HS256', expiresIn: options.expiresIn }, verify: { algorithms: ['HS256'] } });

  const authenticate: PreHandler = async (request) => {
    try {
      await request.jwtVerify();
    } catch {
      throw unauthorized(SESSION_EXPIRED);
    }
    const { id, type, tv } = request.user;
    const user = await options.db.selectFrom('users').select(['role', 'token_version']).where('id', '=', id).executeTakeFirst();
    if (!user || user.role !== ROLES[type] || user.token_version !== tv) throw unauthorized(SESSION_EXPIRED);
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...types: UserType[]): PreHandler => async (request, reply) => {
    await authenticate(request, reply);
    if (!types.includes(request.user.type)) throw forbidden('You are not allowed to do this');
    if (request.user.scope === 'onboarding' && !request.routeOptions.config.onboarding) throw forbidden('Please finish your sign-up and log in first');
  });
}

export default fp(authPlugin, { name: 'auth' });
