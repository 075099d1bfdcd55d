/** The S3-compatible storage adapter against a local S3 server (s3rver), and the seed writing its images through it. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectSqlite } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedIfEmpty } from '../src/db/seed';
import { S3Storage } from '../src/integrations/storage';
import { makePng } from './support/images';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => { run(): Promise<{ port: number }>; close(): Promise<void> };

const BUCKET = 'ayurveda-test';
let server: InstanceType<typeof S3rver>;
let dir: string;
let endpoint: string;
const storages: S3Storage[] = [];
const storage = (prefix = '') => {
  const created = new S3Storage({ bucket: BUCKET, endpoint, region: 'us-east-1', forcePathStyle: true, prefix });
  storages.push(created);
  return created;
};

beforeAll(async () => {
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
  dir = mkdtempSync(path.join(os.tmpdir(), 's3-test-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
  endpoint = `http://127.0.0.1:${(await server.run()).port}`;
});

afterAll(async () => {
  for (const s of storages) s.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

test('put, get and remove a file; a missing key is null; the type follows the key', async () => {
  const s3 = storage();
  const png = makePng();
  await s3.put('public', 'doctors/a1b2.png', png, 'image/png');
  expect(await s3.get('public', 'doctors/a1b2.png')).toEqual({ data: png, contentType: 'image/png' });
  expect(await s3.get('private', 'doctors/a1b2.png')).toBeNull(); // the areas are separate
  await s3.remove('public', 'doctors/a1b2.png');
  expect(await s3.get('public', 'doctors/a1b2.png')).toBeNull();
  await expect(s3.remove('public', 'doctors/never-there.png')).resolves.toBeUndefined();
});

test('keys that are not ours are refused before reaching the store', async () => {
  const s3 = storage();
  await expect(s3.put('public', '../escape.png', makePng(), 'image/png')).rejects.toThrow('Invalid storage key');
  expect(await s3.get('public', 'a/../../b.png')).toBeNull();
});

test('a prefix keeps one shop in its own folder of the bucket', async () => {
  await storage('shop-a').put('public', 'x/one.png', makePng(), 'image/png');
  expect(await storage('shop-b').get('public', 'x/one.png')).toBeNull();
  expect(await storage('shop-a').get('public', 'x/one.png')).not.toBeNull();
});

test('seeding with an object store writes every seed image into it, and no row points at a missing file', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seed-s3-'));
  const { db } = connectSqlite(path.join(dataDir, 'marketplace.sqlite'));
  try {
    await migrateToLatest(db);
    const s3 = storage('seeded');
    expect(await seedIfEmpty(db, path.join(dataDir, 'uploads'), s3)).toBe(true);
    const images = [
      ...(await db.selectFrom('products').select('image').limit(3).execute()).map((r) => r.image),
      ...(await db.selectFrom('brands').select('image').limit(2).execute()).map((r) => r.image),
    ];
    for (const url of images) {
      expect(url).toMatch(/^\/uploads\/seed\//);
      const object = await s3.get('public', String(url).replace('/uploads/', ''));
      expect(object?.contentType).toBe('image/webp');
      // a WebP file: RIFF....WEBP
      expect(object?.data.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(object?.data.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    expect(await seedIfEmpty(db, path.join(dataDir, 'uploads'), s3)).toBe(false);
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
