/**
 * Upload attacks on a real upload route (a seller's product image): type decided by content, not by name or
 * declared type; SVG, HTML, truncated and polyglot files refused; oversized bodies 413; path tricks in the
 * file name are refused or replaced by a generated name; what is stored is served as an image with nosniff. Nothing written on refusal.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { registeredSeller, written } from '../helpers/sellers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { BAD_UPLOADS, makeJpeg, makePng, multipartBody } from '../support/images';

let t: TestApp;
let seller: { id: number; token: string };
let ids: { brand_id: string; category_id: string };
beforeAll(async () => {
  t = await createTestApp();
  seller = await registeredSeller(t);
  const brand = await t.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  const category = await t.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  ids = { brand_id: String(brand.id), category_id: String(category.id) };
});
afterAll(async () => t.close());

let counter = 0;
async function upload(image: { data: Buffer; filename: string; type?: string }) {
  counter += 1;
  const fields = { name: `Upload probe ${counter}`, code: `UPL-${Date.now()}-${counter}`, ...ids, regular_price: '100', discount: '0', in_stock_quantity: '5', short_description: 'Probe.', full_description: '<p>Probe.</p>', pincodes: '' };
  const { payload, headers } = await multipartBody(fields, { image });
  return t.app.inject({ method: 'POST', url: '/api/product/create', payload, headers: { ...headers, authorization: `Bearer ${seller.token}` } });
}

describe('product image uploads', () => {
  it.each([
    ['an HTML page named .png', { data: BAD_UPLOADS.htmlRenamedPng, filename: 'x.png', type: 'image/png' }],
    ['an SVG with script', { data: BAD_UPLOADS.svg, filename: 'x.svg', type: 'image/svg+xml' }],
    ['an SVG declared as PNG', { data: BAD_UPLOADS.svg, filename: 'x.png', type: 'image/png' }],
    ['a truncated PNG', { data: BAD_UPLOADS.truncatedPng(), filename: 'x.png' }],
    ['a PNG with an HTML page appended (polyglot)', { data: BAD_UPLOADS.polyglot(), filename: 'x.png' }],
  ])('refuses %s with 400 and writes nothing', async (_label, image) => {
    const before = await written(t);
    const res = await upload(image);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: expect.any(String), data: null });
    expect(res.body).not.toMatch(/\bat .*\.ts|stack|SQL/i);
    expect(await written(t)).toEqual(before);
  });

  it('refuses an oversized image with 413 and writes nothing', async () => {
    const before = await written(t);
    expect((await upload({ data: BAD_UPLOADS.oversized(), filename: 'x.png' })).statusCode).toBe(413);
    expect(await written(t)).toEqual(before);
  });

  it.each(['../../../etc/passwd.png', '..\\..\\evil.png', '/tmp/abs.png'])('refuses the file name %s with 400 and writes nothing', async (filename) => {
    const before = await written(t);
    const res = await upload({ data: makePng(), filename });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file name is not allowed');
    expect(await written(t)).toEqual(before);
  });

  it.each(['.htaccess', 'name%2f..%2fx.png', 'x.php.png'])('stores %s under a generated name inside the uploads folder', async (filename) => {
    const res = await upload({ data: makePng(), filename });
    expect(res.statusCode).toBe(200);
    const image = res.json().data.image as string;
    expect(image).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.png$/);
    expect(readdirSync(path.join(t.config.uploadsDir, 'products'))).toContain(path.basename(image));
  });

  it('names a JPEG sent as image/png by its content and serves it as an image with nosniff', async () => {
    const res = await upload({ data: makeJpeg(), filename: 'photo.png', type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const image = res.json().data.image as string;
    expect(image).toMatch(/\.jpe?g$/);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});
