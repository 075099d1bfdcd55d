/** The storage module: uploads checked by content and size, generated names, nothing left behind on failure, served with nosniff. */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import Fastify, { type FastifyInstance } from 'fastify';
import { badRequest } from '../src/http-error';
import errorsPlugin from '../src/plugins/errors';
import uploadsPlugin from '../src/plugins/uploads';
import { LocalDiskStorage, publicUrl, readMultipartForm, UPLOAD_MESSAGES, withStoredImages } from '../src/integrations/storage';
import { BAD_UPLOADS, makeJpeg, makePng, multipartBody } from './support/images';

let app: FastifyInstance;
let root: string;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
}

beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(uploadsPlugin, { storage: new LocalDiskStorage({ public: path.join(root, 'uploads'), private: path.join(root, 'private') }) });
  // a route shaped like the real upload steps: read, store, then the "row" (which may fail)
  app.post('/upload', async (request) => {
    const form = await readMultipartForm(request, { imageFields: ['photo', 'scan'] });
    const images = Object.values(form.images);
    return withStoredImages(app.storage, 'public', 'test', images, async (keys) => {
      if (form.fields.fail === 'yes') throw badRequest('The row could not be written');
      return { urls: keys.map(publicUrl), name: form.fields.name };
    });
  });
  await app.ready();
});

afterEach(() => app.close());

async function upload(fields: Record<string, string>, files: Parameters<typeof multipartBody>[1]) {
  const { payload, headers } = await multipartBody(fields, files);
  return app.inject({ method: 'POST', url: '/upload', payload, headers });
}

it('stores a real png and jpeg under generated names and serves them back with their type and nosniff', async () => {
  const response = await upload({ name: 'Asha' }, { photo: { data: makePng(), filename: 'me.png' }, scan: { data: makeJpeg(), filename: 'scan.jpeg', type: 'image/jpeg' } });
  expect(response.statusCode).toBe(200);
  const { urls, name } = response.json();
  expect(name).toBe('Asha');
  expect(urls).toHaveLength(2);
  for (const url of urls) expect(url).toMatch(/^\/uploads\/test\/[0-9a-f-]{36}\.(png|jpg)$/);
  const served = await app.inject({ method: 'GET', url: urls[1] });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/jpeg');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  // public images are published re-encoded (metadata dropped): the same picture, not the same bytes
  expect(await sharp(served.rawPayload).metadata()).toEqual(expect.objectContaining({ width: 64, height: 64, format: 'jpeg' }));
});

it('takes the type from the content, not from the name', async () => {
  const response = await upload({}, { photo: { data: makeJpeg(), filename: 'looks-like.png', type: 'image/png' } });
  expect(response.statusCode).toBe(200);
  expect(response.json().urls[0]).toMatch(/\.jpg$/);
});

it.each([
  ['an HTML page renamed .png', BAD_UPLOADS.htmlRenamedPng],
  ['an SVG image', BAD_UPLOADS.svg],
  ['a truncated png', BAD_UPLOADS.truncatedPng()],
  ['a png with a page appended', BAD_UPLOADS.polyglot()],
])('refuses %s with 400 and writes nothing', async (_name, data) => {
  const response = await upload({}, { photo: { data, filename: 'photo.png' } });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(UPLOAD_MESSAGES.notAnImage);
  expect(filesUnder(root)).toEqual([]);
});

it('refuses a file over 5 MB with 413 and writes nothing', async () => {
  const response = await upload({}, { photo: { data: BAD_UPLOADS.oversized(), filename: 'big.png' } });
  expect(response.statusCode).toBe(413);
  expect(response.json().message).toBe(UPLOAD_MESSAGES.tooLarge);
  expect(filesUnder(root)).toEqual([]);
});

it.each(['../../etc/passwd.png', 'a\0b.png'])('refuses the file name %j', async (filename) => {
  const response = await upload({}, { photo: { data: makePng(), filename } });
  expect(response.statusCode).toBe(400);
  expect(filesUnder(root)).toEqual([]);
});

it('removes the stored files when the row is not written', async () => {
  const response = await upload({ fail: 'yes' }, { photo: { data: makePng(), filename: 'a.png' }, scan: { data: makeJpeg(), filename: 'b.jpg' } });
  expect(response.statusCode).toBe(400);
  expect(filesUnder(root)).toEqual([]);
});

it('refuses a file in a field the route does not expect', async () => {
  const response = await upload({}, { other: { data: makePng(), filename: 'a.png' } });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe('Unexpected file field other');
});

it('never serves the private area or paths outside the public one', async () => {
  const storage = app.storage;
  await storage.put('private', 'pan/secret.png', makePng(), 'image/png');
  for (const url of ['/uploads/pan/secret.png', '/uploads/../private/pan/secret.png', '/uploads/%2e%2e/private/pan/secret.png']) {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  }
  expect((await storage.get('private', 'pan/secret.png'))?.contentType).toBe('image/png');
});
