/** Bearer tokens (HS256 with expiry) carrying { id, type, name, tv }; tv must match users.token_version. */
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { TokenPayload } from 'shared-lib/contract';
import { API_MESSAGES, ROLES, type UserType } from 'shared-lib/domain';
import type { Database } from '../db/schema';
import { unauthorized, forbidden } from '../http-error';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Where a request names the user whose record it touches: a path parameter and/or a body field. */
export interface OwnerSource {
  /** path parameter holding a user id, e.g. 'id' or 'userId' */
  param?: string;
  /** body field holding a user id, e.g. 'user_id' (checked only when sent) */
  body?: string;
  /** the refusal (403) */
  message: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: PreHandler;
    requireRole: (...types: UserType[]) => PreHandler;
    /**
     * Ownership policy: after requireRole, a user id named in the path or the body must be the caller's
     * own (403 with `message` otherwise). Every user-owned route uses it.
     */
    requireOwner: (source: OwnerSource) => PreHandler;
  }
  interface FastifyContextConfig {
    /** the route also accepts a doctor's onboarding token */
    onboarding?: boolean;
  }
}

export const SESSION_EXPIRED = API_MESSAGES.sessionExpired;

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
    if (!types.includes(request.user.type)) throw forbidden(API_MESSAGES.notAllowed);
    if (request.user.scope === 'onboarding' && !request.routeOptions.config.onboarding) throw forbidden(API_MESSAGES.finishSignUpFirst);
  });
  app.decorate('requireOwner', (source: OwnerSource): PreHandler => async (request) => {
    if (!request.user) throw unauthorized(SESSION_EXPIRED);
    for (const id of namedUserId(request, source)) if (Number(id) !== request.user.id) throw forbidden(source.message);
  });
}

/** The user id a request names at `source`, or undefined when it names none. */
function namedUserId(request: FastifyRequest, source: OwnerSource): unknown[] {
  const named: unknown[] = [];
  if (source.param) named.push((request.params as Record<string, unknown> | undefined)?.[source.param]);
  if (source.body) named.push((request.body as Record<string, unknown> | undefined)?.[source.body]);
  return named.filter((value) => value !== undefined && value !== null);
}

export default fp(authPlugin, { name: 'auth' });
