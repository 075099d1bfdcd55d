/** One JSON error shape for every failure: { success: false, message, data: null } (services throw http-error.ts's errors). */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES } from 'shared-lib/domain';
import { apiMessagesFor, localizeMessage } from 'shared-lib/domain/i18n';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';

/** 'pageSize' -> 'page size', 'brand_id' -> 'brand id', '/items/0/qty' -> 'items 0 qty'. */
function plainField(path: string): string {
  return path
    .replace(/^\//, '')
    .split('/')
    .join(' ')
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
  keyword?: string;
}

/** What is wrong, after 'Invalid ' ('body: email is required'): the validator's words, in English. */
function validationDetail(issues: ValidationIssue[], context: string | undefined): string {
  const where = context === 'querystring' ? 'query' : context ?? 'request';
  const first = issues[0] ?? {};
  const missing = first.params?.missingProperty;
  if (first.keyword === 'required' && typeof missing === 'string') return `${where}: ${plainField(missing)} is required`;
  const field = plainField(first.instancePath ?? '');
  const text = (first.message ?? 'is invalid').replace(/^must /, 'must ');
  return field ? `${where}: ${field} ${text}` : `${where}: ${text}`;
}

export function describeValidation(issues: ValidationIssue[], context: string | undefined, language: 'en' | 'hi' = 'en'): string {
  return apiMessagesFor(language).invalidRequest(validationDetail(issues, context));
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ success: false, message: describeValidation(error.validation, error.validationContext, request.language), data: null });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 500 && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ success: false, message: DATABASE_UNAVAILABLE, data: null });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: localizeMessage(API_MESSAGES.internalError, request.language), data: null });
    }
    // the caller's language: a text the domain translates goes out in it (api/src/plugins/language.ts)
    return reply.status(status).send({ success: false, message: localizeMessage(error.message || API_MESSAGES.requestFailed, request.language), data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found`, data: null });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
