/**
 * Rate limits, built on @fastify/rate-limit's store: in this process's memory by default, in Redis when
 * REDIS_URL is set, so every API replica counts against the same limits (login lock-outs included).
 * Nothing is limited globally; routes opt in:
 *   - `preHandler: app.rateLimited('signup')` counts every request of the client (or of the key given);
 *   - logins count failures only: `app.loginThrottle.assertOpen()` before checking the password and
 *     `app.loginThrottle.failed()` after a wrong one, per account (any client) and per client (any account).
 * The client is `request.ip`, which only trusts X-Forwarded-For from the hops named by TRUST_PROXY.
 * The limits, their keys and windows are RATE_LIMIT_RULES (shared-lib/domain): per-address ones are a coarse safety net
 * (many people share one address behind carrier-grade NAT), the real ones key on the identity the request names.
 * Every refusal is 429 with Retry-After (seconds): an identity limit says 'Too many attempts. Please try again in …',
 * the per-address net says plainly to try again later.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { RATE_LIMIT_MESSAGES, RATE_LIMIT_RULES, type RateLimitName } from 'shared-lib/domain';
import { HttpError } from '../http-error';

/** The maximum of each limit (RATE_LIMIT_RULES in shared-lib/domain; RATE_LIMIT_<NAME> overrides one). */
export type RateLimitSettings = Record<RateLimitName, number>;

export type LimitName = RateLimitName;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = Object.fromEntries(Object.entries(RATE_LIMIT_RULES).map(([name, rule]) => [name, rule.max])) as RateLimitSettings;

export const LIMIT_WINDOWS: Record<LimitName, number> = Object.fromEntries(Object.entries(RATE_LIMIT_RULES).map(([name, rule]) => [name, rule.windowMs])) as Record<LimitName, number>;

/** Per-address limits are a safety net: many honest people share one address (carrier-grade NAT). */
export const isAddressLimit = (name: LimitName): boolean => RATE_LIMIT_RULES[name].key === 'address';

type KeyOf = (request: FastifyRequest) => string;
type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface LoginThrottle {
  /** 429 when the account or the client has too many recent failures */
  assertOpen(request: FastifyRequest, reply: FastifyReply, account: string): Promise<void>;
  /** counts one failed login for the account and the client */
  failed(request: FastifyRequest, account: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitSettings: RateLimitSettings;
    /** preHandler counting requests per client (or per `key(request)`) under the named limit */
    rateLimited: (name: LimitName, key?: KeyOf, when?: (request: FastifyRequest) => boolean) => PreHandler;
    /** counts one request under the named limit for a key known only inside the handler (a multipart form's e-mail) */
    countUnder: (name: LimitName) => (request: FastifyRequest, reply: FastifyReply, key: string) => Promise<void>;
    loginThrottle: LoginThrottle;
  }
}

/** The caller's address as the configured proxy chain reports it; IPv6 grouped by /64. */
export const clientKey: KeyOf = (request) => normalizeIP(request.ip);

export function tooManyAttempts(reply: FastifyReply, ttlSeconds: number): HttpError {
  const seconds = Math.max(1, ttlSeconds);
  reply.header('Retry-After', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(429, RATE_LIMIT_MESSAGES.tooManyAttempts(seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`));
}

/** The per-address safety net tripped: said plainly (try again later), with Retry-After. */
export function busyNetwork(reply: FastifyReply, ttlSeconds: number): HttpError {
  reply.header('Retry-After', String(Math.max(1, ttlSeconds)));
  return new HttpError(429, RATE_LIMIT_MESSAGES.busyNetwork);
}

/** The refusal of the named limit: the safety net's plain message, or the identity limit's wait. */
export const refusal = (name: LimitName, reply: FastifyReply, ttlSeconds: number): HttpError => (isAddressLimit(name) ? busyNetwork(reply, ttlSeconds) : tooManyAttempts(reply, ttlSeconds));

/** A Redis client for the counters: commands fail fast (a request is not held while Redis is away) and it closes with the app. */
function redisForLimits(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5000, enableAutoPipelining: true });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits) error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

async function rateLimitPlugin(app: FastifyInstance, options: { settings?: Partial<RateLimitSettings>; redisUrl?: string | null }): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(options.redisUrl ? { redis: redisForLimits(app, options.redisUrl), nameSpace: 'ayurveda-rate-limit:' } : {}),
    // route-level limits (`config: { rateLimit }`) all count per address: the safety net
    errorResponseBuilder: () => ({ statusCode: 429, message: RATE_LIMIT_MESSAGES.busyNetwork }),
  });
  const settings: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...options.settings };
  app.decorate('rateLimitSettings', settings);

  // one counter per (limit, key): routes naming the same limit share its counts (placeOrder and /pay/phonepe/create)
  const counters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  const keyIds = new Map<KeyOf, number>();
  const counter = (name: LimitName, key: KeyOf) => {
    if (!keyIds.has(key)) keyIds.set(key, keyIds.size);
    const id = `${name}#${keyIds.get(key)}`;
    let found = counters.get(id);
    if (!found) {
      found = app.createRateLimit({ max: settings[name], timeWindow: LIMIT_WINDOWS[name], keyGenerator: (request) => `${name}|${key(request)}` });
      counters.set(id, found);
    }
    return found;
  };

  app.decorate('rateLimited', (name: LimitName, key: KeyOf = clientKey, when?: (request: FastifyRequest) => boolean): PreHandler => {
    const count = counter(name, key);
    return async (request, reply) => {
      if (when && !when(request)) return;
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) throw refusal(name, reply, result.ttlInSeconds);
    };
  });

  const handlerKey = (request: FastifyRequest) => (request as FastifyRequest & { limitKey?: string }).limitKey ?? '';
  app.decorate('countUnder', (name: LimitName) => {
    const count = counter(name, handlerKey);
    return async (request: FastifyRequest, reply: FastifyReply, key: string) => {
      const result = await count(Object.assign(request, { limitKey: key }));
      if (!result.isAllowed && result.isExceeded) throw refusal(name, reply, result.ttlInSeconds);
    };
  });

  const accountKey = (request: FastifyRequest) => (request as FastifyRequest & { loginAccount?: string }).loginAccount ?? '';
  const perAccount = counter('loginAccount', accountKey);
  const perClient = counter('loginClient', clientKey);
  const requests = counter('loginRequests', clientKey);
  const withAccount = (request: FastifyRequest, account: string) => Object.assign(request, { loginAccount: account.trim().toLowerCase() });

  app.decorate('loginThrottle', {
    async assertOpen(request, reply, account) {
      withAccount(request, account);
      const flood = await requests(request);
      if (!flood.isAllowed && flood.isExceeded) throw refusal('loginRequests', reply, flood.ttlInSeconds);
      for (const [name, peek] of [['loginAccount', perAccount], ['loginClient', perClient]] as const) {
        const state = await peek(request, { increment: false });
        if (!state.isAllowed && state.remaining <= 0) throw refusal(name, reply, state.ttlInSeconds);
      }
    },
    async failed(request, account) {
      withAccount(request, account);
      await perAccount(request);
      await perClient(request);
    },
  } satisfies LoginThrottle);
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
