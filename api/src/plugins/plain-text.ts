/**
 * Free-text policy: no field of a JSON request body is HTML or carries control or bidi-override characters.
 * After validation every string goes through the one input filter (plugins/text-input-filter.ts; multipart
 * forms use it too), so names, address lines and the like are stored as trimmed plain text and a stored-XSS
 * string can never come back as markup. Secrets are left byte for byte as sent; rich text is sanitised
 * separately (services/html.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { filterBody, withoutMarkup } from './text-input-filter';

export const plainText = withoutMarkup;
export const stripMarkup = filterBody;

async function plainTextPolicy(app: FastifyInstance): Promise<void> {
  // after validation: a pattern-checked field still refuses markup; free text is then stored without it
  app.addHook('preHandler', async (request) => {
    if (request.body && typeof request.body === 'object' && String(request.headers['content-type'] ?? '').includes('json')) filterBody(request.body);
  });
}

export default fp(plainTextPolicy, { name: 'plain-text' });
