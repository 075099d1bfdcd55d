/**
 * Security headers on every answer (HTML, API, uploads, the sandbox pay page), through helmet:
 * a Content-Security-Policy the whole shop works under (Module Federation chunks come from this origin;
 * CSS Modules are injected as <style> tags, hence 'unsafe-inline' for styles only), frame protection,
 * nosniff, Referrer-Policy; HSTS in production. Answers to authenticated requests, and every /api answer
 * to a POST/PUT/DELETE (logins and sign-ups carry tokens), are `Cache-Control: no-store`.
 * nginx.conf repeats the same headers for the files it serves itself. The helmet middleware is built once
 * (@fastify/helmet built it again, parsing the whole policy, on every request).
 */
import { createHash } from 'node:crypto';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  production?: boolean;
  /** origins the browser may post forms to besides this one (a payment provider's page) */
  formActions?: string[];
}

export function contentSecurityPolicy(formActions: string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // the shop's one service worker (/sw.js) and its web app manifest (issue 32)
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...formActions],
    'object-src': ["'none'"],
  };
}

export const NO_STORE = 'no-store';

/** The policy as a header value, with extra script sources (e.g. the hash of one fixed inline script). */
export function cspHeader(extraScripts: string[] = [], formActions: string[] = []): string {
  const directives = contentSecurityPolicy(formActions);
  directives['script-src'] = [...directives['script-src'], ...extraScripts];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** 'sha256-…' source for one inline script's exact text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.formActions) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    xPoweredBy: true,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, () => done());
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const personal = Boolean(request.headers.authorization) || (request.url.startsWith('/api/') && request.method !== 'GET' && request.method !== 'HEAD');
    // a route's own no-store variant (e.g. 'private, no-store') is kept
    if (personal && !/no-store/.test(String(reply.getHeader('Cache-Control') ?? ''))) reply.header('Cache-Control', NO_STORE);
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
