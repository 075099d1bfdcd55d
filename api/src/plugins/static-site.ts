/**
 * Serves the built front-end from one port, as nginx.conf does in production:
 * `/` the shell's page, `/apps/<app>/<version>/…` each app's versioned build, `/remotes.json` the runtime
 * manifest, `/app-config.js` the browser configuration. Entry files are never cached; hashed chunks are.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface StaticSiteOptions {
  root: string;
  appConfig?: Record<string, string | number>;
}

const NO_CACHE = 'no-cache';
const LONG_CACHE = 'public, max-age=31536000, immutable';
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'main.js', 'remotes.json']);

export function cacheControlFor(filePath: string): string {
  return ENTRY_FILES.has(path.basename(filePath)) ? NO_CACHE : LONG_CACHE;
}

async function staticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const root = path.resolve(options.root);
  await app.register(fastifyStatic, {
    root,
    prefix: '/apps/',
    index: false,
    // only files inside release folders (dist/<app>/<version>/…): not the history, the lock, staging builds
    allowedPath: (pathName: string) => pathName.split('/').filter(Boolean).length >= 3 && !pathName.includes('/.'),
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', cacheControlFor(filePath));
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });

  const sendEntry = (file: string, type: string) => {
    const full = path.join(root, file);
    if (!existsSync(full)) return null;
    return { body: readFileSync(full), type };
  };

  const shellPage = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    const page = sendEntry('index.html', 'text/html; charset=utf-8');
    if (!page) return reply.code(503).type('text/plain').send('The front-end is not built yet: run `npm run build`.');
    return reply.header('Cache-Control', NO_CACHE).type(page.type).send(page.body);
  };
  app.get('/', { schema: { hide: true } }, shellPage);
  app.get('/index.html', { schema: { hide: true } }, shellPage);

  // Open pages revalidate the manifest on navigation: an unchanged one costs a 304 with no body.
  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    const manifest = sendEntry('remotes.json', 'application/json');
    if (!manifest) return reply.code(404).send({ success: false, message: 'Remote manifest not found', data: null });
    const etag = `"${createHash('sha1').update(manifest.body).digest('base64url')}"`;
    reply.header('Cache-Control', NO_CACHE).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(manifest.type).send(manifest.body);
  });

  app.get('/app-config.js', { schema: { hide: true } }, async (_request, reply) => {
    const config = JSON.stringify({ apiBase: '/api', ...options.appConfig });
    return reply.header('Cache-Control', NO_CACHE).type('text/javascript').send(`window.__APP_CONFIG__ = ${config};\n`);
  });

  app.get('/seller-dashboard/', { schema: { hide: true } }, async (_request, reply) => {
    const page = sendEntry('seller-dashboard/index.html', 'text/html; charset=utf-8');
    if (!page) return reply.code(404).type('text/plain').send('Seller dashboard not built');
    return reply.header('Cache-Control', NO_CACHE).type(page.type).send(page.body);
  });
}

export default fp(staticSite, { name: 'static-site' });
