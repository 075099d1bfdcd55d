/**
 * Rate limits, built on @fastify/rate-limit's store: in this process's memory by default, in Redis when
 * REDIS_URL is set, so every API replica counts against the same limits (login lock-outs included).
 * Nothing is limited globally; routes opt in:
 *   - `preHandler: app.rateLimited('signup')` counts every request of the client (or of the key given);
 *   - logins count failures only: `app.loginThrottle.assertOpen()` before checking the password and
 *     `app.loginThrottle.failed()` after a wrong one, per account (any client) and per client (any account).
 * The client is `request.ip`, which only trusts X-Forwarded-For from the hops named by TRUST_PROXY.
 * Every refusal is 429 with Retry-After (seconds) and the message 'Too many attempts. Please try again in …'.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { HttpError } from '../http-error';

export interface RateLimitSettings {
  /** failed logins per account (role + e-mail) from any client, per 15 minutes */
  loginAccount: number;
  /** failed logins per client across all accounts (password spraying), per 15 minutes */
  loginClient: number;
  /** login requests per client, per minute */
  loginRequests: number;
  /** sign-ups per client, per hour */
  signup: number;
  /** password changes (and resets) per account or client, per 15 minutes */
  passwordChange: number;
  /** checkout requests (pay on delivery and online) per client, per 10 minutes */
  checkout: number;
  /** guest orders per client, per hour */
  guestOrders: number;
  /** coupon look-ups per client, per minute */
  couponLookup: number;
  /** guest order confirm / cancel attempts per client, per 15 minutes */
  guestOrderAccess: number;
}

export type LimitName = keyof RateLimitSettings;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginAccount: 10,
  loginClient: 30,
  loginRequests: 60,
  signup: 20,
  passwordChange: 5,
  checkout: 30,
  guestOrders: 10,
  couponLookup: 30,
  guestOrderAccess: 20,
};

const MINUTE = 60_000;
export const LIMIT_WINDOWS: Record<LimitName, number> = {
  loginAccount: 15 * MINUTE,
  loginClient: 15 * MINUTE,
  loginRequests: MINUTE,
  signup: 60 * MINUTE,
  passwordChange: 15 * MINUTE,
  checkout: 10 * MINUTE,
  guestOrders: 60 * MINUTE,
  couponLookup: MINUTE,
  guestOrderAccess: 15 * MINUTE,
};

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
    loginThrottle: LoginThrottle;
  }
}

/** The caller's address as the configured proxy chain reports it; IPv6 grouped by /64. */
export const clientKey: KeyOf = (request) => normalizeIP(request.ip);

export function tooManyAttempts(reply: FastifyReply, ttlSeconds: number): HttpError {
  const seconds = Math.max(1, ttlSeconds);
  reply.header('Retry-After', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(429, `Too many attempts. Please try again in ${seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`}.`);
}

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
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Too many attempts. Please try again in ${context.after}.` }),
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
      if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(reply, result.ttlInSeconds);
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
      if (!flood.isAllowed && flood.isExceeded) throw tooManyAttempts(reply, flood.ttlInSeconds);
      for (const peek of [perAccount, perClient]) {
        const state = await peek(request, { increment: false });
        if (!state.isAllowed && state.remaining <= 0) throw tooManyAttempts(reply, state.ttlInSeconds);
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
