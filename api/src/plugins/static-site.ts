/**
 * Serves the built front-end from one port, as nginx.conf does in production:
 * `/` the shell's page, `/apps/<app>/<version>/…` each app's versioned build, `/remotes.json` the runtime
 * manifest, `/app-config.js` the browser configuration, `/favicon.svg` the site's icon, `/sw.js` and
 * `/manifest.webmanifest` the shop's service worker and web app manifest. Entry files are never cached; hashed chunks are.
 * Files go out precompressed (the build writes .br and .gz copies; brotli, then gzip, by Accept-Encoding);
 * source maps and the compressed copies themselves are never served under their own names. The shell's
 * page gets the manifest inlined where it says `<!--# include virtual="/remotes.json" -->` (nginx does the
 * same with SSI), and so is the browser configuration (`/app-config.json`, as a JSON data block: the CSP
 * refuses inline scripts), so the first paint waits for neither round trip.
 * Source maps (kept next to the build for error tracing) and dotfiles (e.g. `.build-fingerprint`) are never served.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Type } from 'typebox';
import { ErrorEnvelope, manifestPaths, RemoteManifestFile } from 'shared-lib/contract';
import { scriptHash } from './security-headers';

export interface StaticSiteOptions {
  root: string;
  appConfig?: Record<string, string | number>;
}

const NO_CACHE = 'no-cache';
const LONG_CACHE = 'public, max-age=31536000, immutable';
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'main.js', 'remotes.json']);

/** false for source maps and any path segment starting with a dot */
export function isPublicFile(urlPath: string): boolean {
  let clean: string;
  try {
    clean = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return false;
  }
  return !clean.split('/').some((segment) => segment.startsWith('.')) && !/\.map$/i.test(clean);
}

export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.js.br) is cached as the file it stands for.
  return ENTRY_FILES.has(path.basename(filePath).replace(/\.(br|gz)$/, '')) ? NO_CACHE : LONG_CACHE;
}

/** Files of the build that browsers never fetch by their own name: maps, compressed copies, build stamps. */
export function isPrivateBuildFile(pathName: string): boolean {
  return /\.(map|br|gz)$/.test(pathName) || path.basename(pathName).startsWith('.');
}

/** The encoding to answer with: brotli when accepted, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * The page with each `<!--# include virtual="/path" -->` (nginx SSI syntax) replaced by that path's text,
 * `<` escaped so an inlined document cannot close its script element; unknown paths become empty.
 */
export function resolveIncludes(page: string, documents: Record<string, string | null>): string {
  return page.replace(/<!--# include virtual="([^"]+)" -->/g, (_match, virtual: string) =>
    (documents[virtual] ?? '').trim().replace(/</g, '\\u003c'),
  );
}

export function appConfigScript(config: Record<string, string | number>): string {
  return `window.__APP_CONFIG__ = ${JSON.stringify(config)};\n`;
}

/** The page's inline scripts (no src, no data type) that the policy must allow by their hash. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => scriptHash(match[1]));
}

/** The shop-wide policy with the page's own inline scripts added to script-src. */
function withScriptHashes(policy: unknown, hashes: string[]): string | null {
  if (typeof policy !== 'string' || hashes.length === 0) return null;
  return policy.replace(/script-src 'self'/, `script-src 'self' ${hashes.join(' ')}`);
}

interface Variant {
  stamp: string;
  raw: Buffer;
  scriptHashes: string[];
  br: Buffer;
  gzip: Buffer;
}

async function staticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const root = path.resolve(options.root);
  const appConfig = { apiBase: '/api', ...options.appConfig };
  await app.register(fastifyStatic, {
    root,
    prefix: '/apps/',
    index: false,
    // only files inside release folders (dist/<app>/<version>/…): not the history, the lock, staging builds;
    // never a source map, a dotfile or a compressed copy by its own name
    allowedPath: (pathName: string) =>
      pathName.split('/').filter(Boolean).length >= 3 && !pathName.includes('/.') && isPublicFile(pathName) && !isPrivateBuildFile(pathName),
    cacheControl: false,
    serveDotFiles: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', cacheControlFor(filePath));
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });

  // Entry documents are small and change only with a deploy: build each once per file version, in every encoding.
  const cache = new Map<string, Variant>();
  const stampOf = (files: string[]) => files.map((f) => (existsSync(f) ? `${statSync(f).mtimeMs}:${statSync(f).size}` : '-')).join('|');
  const entry = (key: string, files: string[], make: () => Buffer | null): Variant | null => {
    const stamp = stampOf(files);
    const cached = cache.get(key);
    if (cached?.stamp === stamp) return cached;
    const raw = make();
    if (!raw) return null;
    const variant = { stamp, raw, scriptHashes: inlineScriptHashes(raw.toString('utf8')), br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
    cache.set(key, variant);
    return variant;
  };
  const send = (request: FastifyRequest, reply: FastifyReply, variant: Variant, type: string) => {
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    reply.header('Cache-Control', NO_CACHE).header('Vary', 'Accept-Encoding').type(type);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding === 'br' ? variant.br : encoding === 'gzip' ? variant.gzip : variant.raw);
  };
  const file = (name: string) => path.join(root, name);
  const read = (name: string) => (existsSync(file(name)) ? readFileSync(file(name)) : null);

  const shellPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = entry('index.html', [file('index.html'), file('remotes.json')], () => {
      const html = read('index.html');
      if (!html) return null;
      const documents = { '/remotes.json': read('remotes.json')?.toString('utf8') ?? null, '/app-config.json': JSON.stringify(appConfig) };
      return Buffer.from(resolveIncludes(html.toString('utf8'), documents));
    });
    if (!page) return reply.code(503).type('text/plain').send('The front-end is not built yet: run `npm run build`.');
    const policy = withScriptHashes(reply.getHeader('Content-Security-Policy'), page.scriptHashes);
    if (policy) reply.header('Content-Security-Policy', policy);
    return send(request, reply, page, 'text/html; charset=utf-8');
  };
  app.get('/', { schema: { hide: true } }, shellPage);
  app.get('/index.html', { schema: { hide: true } }, shellPage);

  // Open pages revalidate the manifest on navigation: an unchanged one costs a 304 with no body.
  const manifestResponses = { 200: RemoteManifestFile, 304: Type.Null({ description: 'unchanged since the ETag sent' }), 404: ErrorEnvelope };
  app.get(manifestPaths.remotes, { schema: { hide: true, response: manifestResponses } }, async (request, reply) => {
    const manifest = entry('remotes.json', [file('remotes.json')], () => read('remotes.json'));
    if (!manifest) return reply.code(404).send({ success: false, message: 'Remote manifest not found', data: null });
    const etag = `"${createHash('sha1').update(manifest.raw).digest('base64url')}"`;
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).header('Cache-Control', NO_CACHE).send();
    return send(request, reply, manifest, 'application/json');
  });

  app.get('/app-config.js', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('Cache-Control', NO_CACHE).type('text/javascript').send(appConfigScript(appConfig));
  });
  // The same as JSON: what nginx's SSI inlines into the shell's page as a data block.
  app.get('/app-config.json', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('Cache-Control', NO_CACHE).type('application/json').send(JSON.stringify(appConfig));
  });

  // The site's icon (the pages link it; the build copies it to the root of dist/).
  app.get('/favicon.svg', { schema: { hide: true } }, async (_request, reply) => {
    const icon = read('favicon.svg');
    if (!icon) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('Cache-Control', 'public, max-age=86400').header('X-Content-Type-Options', 'nosniff').type('image/svg+xml').send(icon);
  });

  // The shop's service worker and web app manifest (the live shell release's, copied to the root of dist/ by
  // its switch): at the root so the worker's scope is `/`, never cached so a release or rollback reaches
  // every browser at its next update check (issue 32).
  const rootFiles: Record<string, [string, string]> = {
    '/sw.js': ['sw.js', 'text/javascript; charset=utf-8'],
    '/manifest.webmanifest': ['manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
  };
  for (const [url, [name, type]] of Object.entries(rootFiles)) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      const variant = entry(name, [file(name)], () => read(name));
      if (!variant) return reply.code(404).type('text/plain').send('Not found');
      reply.header('X-Content-Type-Options', 'nosniff');
      return send(request, reply, variant, type);
    });
  }

  const sendEntry = (name: string, type: string) => {
    const body = read(name);
    return body ? { body, type } : null;
  };
  // The seller dashboard page and its two assets (never a generic folder listing).
  const sellerDashboard: Record<string, [string, string]> = {
    '/seller-dashboard/': ['index.html', 'text/html; charset=utf-8'],
    '/seller-dashboard/dashboard.js': ['dashboard.js', 'text/javascript; charset=utf-8'],
    '/seller-dashboard/dashboard.css': ['dashboard.css', 'text/css; charset=utf-8'],
  };
  for (const [url, [file, type]] of Object.entries(sellerDashboard)) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) => {
      const page = sendEntry(`seller-dashboard/${file}`, type);
      if (!page) return reply.code(404).type('text/plain').send('Seller dashboard not built');
      return reply.header('Cache-Control', NO_CACHE).header('X-Content-Type-Options', 'nosniff').type(page.type).send(page.body);
    });
  }
}

export default fp(staticSite, { name: 'static-site' });
