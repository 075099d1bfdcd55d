/**
 * Deep JSON (issue 24): a body nested thousands of levels deep made the recursive walkers (markup filter,
 * validation) fail with a 500 or hold the event loop. The JSON parser now counts the nesting in one pass over
 * the raw text, before anything parses or walks it, and answers 400 beyond JSON_DEPTH_MAX levels.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_SAFETY_MESSAGES } from 'shared-lib/domain';
import { badRequest } from '../http-error';

/** The deepest body the shop sends is about 4 levels (an order's cart lines); 32 leaves room for any form. */
export const JSON_DEPTH_MAX = 32;

/** The deepest nesting of objects and arrays in the text (strings and escapes skipped), stopping once past `max`. */
export function jsonDepth(text: string, max = JSON_DEPTH_MAX): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > max) return deepest;
    } else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

async function jsonDepthPlugin(app: FastifyInstance): Promise<void> {
  // Fastify's own parser (its empty-body, invalid-JSON and prototype-poisoning answers), behind the depth check
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(String(body)) > JSON_DEPTH_MAX) return done(badRequest(ACCOUNT_SAFETY_MESSAGES.jsonTooDeep(JSON_DEPTH_MAX)), undefined);
    return parse(request, String(body), done);
  });
}

export default fp(jsonDepthPlugin, { name: 'json-depth' });
