/**
 * The caller's language (issue 31): `request.language` from Accept-Language ('en' unless Hindi is preferred),
 * and every JSON answer's `message` in it: a message that is the English of a text the domain translates
 * (shared-lib/domain/i18n) goes out in Hindi to a caller who asks for Hindi. Answers with a message vary by
 * Accept-Language.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { languageFromAcceptLanguage, type Language } from 'shared-lib/domain';
import { localizeMessage } from 'shared-lib/domain/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

async function languagePlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = languageFromAcceptLanguage(request.headers['accept-language']);
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || typeof (payload as { message?: unknown }).message !== 'string') return payload;
    reply.header('vary', varyWithLanguage(reply.getHeader('vary')));
    if (request.language === 'en') return payload;
    const body = payload as { message: string };
    return { ...body, message: localizeMessage(body.message, request.language) };
  });
}

function varyWithLanguage(current: unknown): string {
  const list = typeof current === 'string' && current ? current.split(',').map((v) => v.trim()) : [];
  return list.some((v) => v.toLowerCase() === 'accept-language') ? list.join(', ') : [...list, 'Accept-Language'].join(', ');
}

export default fp(languagePlugin, { name: 'language' });
