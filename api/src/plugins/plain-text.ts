/**
 * Free-text policy: no field of a JSON request body is HTML. After validation, markup is removed from every
 * string (tags first, then any stray '<' or '>'), so names, address lines and the like are stored as plain
 * text and a stored-XSS string can never come back as markup. Secrets (passwords, tokens, signed payment
 * payloads) are left byte for byte as sent. Rich text (policies, descriptions) is sanitised separately
 * (services/html.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const VERBATIM = /password|token|secret|response|checksum|signature/i;

export function plainText(value: string): string {
  if (!/[<>]/.test(value)) return value;
  return value
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[A-Za-z!][^>]*>?/g, '')
    .replace(/[<>]/g, '');
}

/** Bodies deeper than this never get here (plugins/json-depth.ts); the walk stops there anyway. */
const WALK_DEPTH_MAX = 64;

export function stripMarkup(value: unknown, key = '', depth = 0): unknown {
  if (typeof value === 'string') return VERBATIM.test(key) ? value : plainText(value);
  if (depth >= WALK_DEPTH_MAX) return value;
  if (Array.isArray(value)) return value.map((item) => stripMarkup(item, key, depth + 1));
  if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) (value as Record<string, unknown>)[name] = stripMarkup(inner, name, depth + 1);
  }
  return value;
}

async function plainTextPolicy(app: FastifyInstance): Promise<void> {
  // after validation: a pattern-checked field still refuses markup; free text is then stored without it
  app.addHook('preHandler', async (request) => {
    if (request.body && typeof request.body === 'object' && String(request.headers['content-type'] ?? '').includes('json')) stripMarkup(request.body);
  });
}

export default fp(plainTextPolicy, { name: 'plain-text' });
