/** The embedded server's front-end serving: precompressed copies, hidden source maps, inlined includes. */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { chooseEncoding, resolveIncludes } from '../src/plugins/static-site';
import { createTestApp, type TestApp } from './helpers/test-app';
import { buildApp } from '../src/server';
import type { FastifyInstance } from 'fastify';

let t: TestApp;
let site: FastifyInstance;
let root: string;
const bootScript = "document.documentElement.className += ' boot';";
const mainJs = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  t = await createTestApp();
  root = mkdtempSync(path.join(os.tmpdir(), 'static-site-'));
  const app = path.join(root, 'shell', '1.0.0');
  mkdirSync(app, { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    `<html><head><script type="application/json" id="app-config"><!--# include virtual="/app-config.json" --></script><script type="application/json" id="remotes-manifest"><!--# include virtual="/remotes.json" --></script><script>${bootScript}</script></head></html>`,
  );
  writeFileSync(path.join(root, 'remotes.json'), '{"storefront":"/apps/mfe-storefront/1.0.0/remoteEntry.js","evil":"</script>"}');
  writeFileSync(path.join(app, 'main.js'), mainJs);
  writeFileSync(path.join(app, 'main.js.br'), brotliCompressSync(mainJs));
  writeFileSync(path.join(app, 'main.js.gz'), gzipSync(mainJs));
  writeFileSync(path.join(app, 'main.js.map'), '{"version":3}');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'sw.js'), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"AyurVeda Bazaar","start_url":"/#/home"}');
  site = await buildApp({ db: t.db, config: t.config, staticRoot: root, logger: false });
  await site.ready();
});
afterAll(async () => {
  await site.close();
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static site', () => {
  it("serves the site's icon that the pages link", async () => {
    const icon = await site.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('<svg');
  });

  it("serves the shop's service worker and web app manifest from the root, uncached, under a policy allowing the worker", async () => {
    const worker = await site.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain("addEventListener('fetch'");
    const manifest = await site.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { 'accept-encoding': 'gzip' } });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(gunzipSync(manifest.rawPayload).toString())).toEqual({ name: 'AyurVeda Bazaar', start_url: '/#/home' });
    const page = await site.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('sends the brotli copy to browsers that accept it, gzip to others, the file itself otherwise; entry files uncached', async () => {
    const br = await site.inject({ method: 'GET', url: '/apps/shell/1.0.0/main.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(mainJs);
    const gz = await site.inject({ method: 'GET', url: '/apps/shell/1.0.0/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(mainJs);
    const plain = await site.inject({ method: 'GET', url: '/apps/shell/1.0.0/main.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(mainJs);
  });

  it('never serves source maps or the compressed copies by their own names', async () => {
    for (const file of ['main.js.map', 'main.js.br', 'main.js.gz']) {
      expect((await site.inject({ method: 'GET', url: `/apps/shell/1.0.0/${file}` })).statusCode).toBe(404);
    }
  });

  it('inlines the manifest and the browser configuration into the shell page, compressed', async () => {
    const res = await site.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('"storefront":"/apps/mfe-storefront/1.0.0/remoteEntry.js"');
    // a JSON data block (the CSP runs no inline script), the same as /app-config.json
    const config = html.match(/<script type="application\/json" id="app-config">(.*?)<\/script>/)![1];
    expect(JSON.parse(config)).toEqual(JSON.parse((await site.inject({ method: 'GET', url: '/app-config.json' })).body));
    expect(JSON.parse(config)).toMatchObject({ apiBase: '/api', manifestRevalidateSeconds: expect.any(Number) });
    expect(html).not.toContain('include virtual');
    expect(html).not.toContain('"</script>"');
  });

  it("allows the shell page's own inline script by its hash, and no other inline script anywhere", async () => {
    const hash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
    const page = await site.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${hash};`);
    const api = await site.inject({ method: 'GET', url: '/app-config.json' });
    expect(api.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('negotiates encodings and resolves includes as the helpers promise', () => {
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(resolveIncludes('a<!--# include virtual="/x" -->b<!--# include virtual="/missing" -->c', { '/x': '<y>' })).toBe('a\\u003cy>bc');
  });
});
