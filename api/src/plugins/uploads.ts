/**
 * File storage for the app: decorates `app.storage`, parses multipart forms (MAX_UPLOAD_BYTES per file) and serves the
 * public area at /uploads/ with headers that stop uploaded files from running as pages.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from 'shared-lib/domain';
import { type FileStorage } from '../integrations/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Generated names (a UUID) never change content; seed artwork may be regenerated. */
const IMMUTABLE_NAME = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.\w+$/;

async function uploadsPlugin(app: FastifyInstance, options: { storage: FileStorage }): Promise<void> {
  app.decorate('storage', options.storage);
  // preservePath: keep the name as sent, so a name with path segments is seen (and refused) rather than silently cut
  await app.register(multipart, { preservePath: true, limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 40, fieldSize: 64 * 1024 } });

  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = await app.storage.get('public', key);
    if (!object) return reply.status(404).send({ success: false, message: 'File not found', data: null });
    reply
      .header('Content-Type', object.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', IMMUTABLE_NAME.test(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    if (object.contentType === 'image/svg+xml') reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(object.data);
  });
}

export default fp(uploadsPlugin, { name: 'uploads' });
