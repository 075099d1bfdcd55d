/**
 * The catalogue's answer cache (services/catalogue/answer-cache.ts): an answer is computed once per catalogue
 * version and key; the bound in bytes (CATALOGUE_CACHE_MB) and in entries lets the least recently used go
 * first; a new version empties it; a bound of 0 keeps nothing.
 */
import { sql } from 'kysely';
import { cachedCatalogueAnswer, clearCatalogueCache } from '../src/services/catalogue/answer-cache';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => clearCatalogueCache(t.db));

/** Asks for `key` (an answer of `size` characters); answers whether it was computed (not from the cache). */
async function ask(key: string, maxBytes: number, size = 100): Promise<boolean> {
  let computed = false;
  const body = await cachedCatalogueAnswer(
    t.db,
    key,
    async () => {
      computed = true;
      return key.padEnd(size, '.');
    },
    maxBytes,
  );
  expect(body.toString()).toBe(key.padEnd(size, '.'));
  return computed;
}

it('computes an answer once per version and key', async () => {
  expect(await ask('a', 10_000)).toBe(true);
  expect(await ask('a', 10_000)).toBe(false);
  expect(await ask('b', 10_000)).toBe(true);
  await sql`update catalogue_version set version = version + 1 where id = 1`.execute(t.db);
  expect(await ask('a', 10_000)).toBe(true);
});

it('lets the least recently used answers go first when the bytes are full', async () => {
  // room for three answers of 100 characters
  for (const key of ['a', 'b', 'c']) expect(await ask(key, 300)).toBe(true);
  expect(await ask('a', 300)).toBe(false); // a is now the most recently used
  expect(await ask('d', 300)).toBe(true); // b goes
  expect(await ask('a', 300)).toBe(false);
  expect(await ask('c', 300)).toBe(false);
  expect(await ask('b', 300)).toBe(true);
});

it('keeps at most 5000 answers however small', async () => {
  for (let k = 0; k < 5001; k++) await ask(`key ${k}`, 64 * 1024 * 1024, 10);
  expect(await ask('key 5000', 64 * 1024 * 1024, 10)).toBe(false);
  expect(await ask('key 0', 64 * 1024 * 1024, 10)).toBe(true);
});

it('keeps nothing with a bound of 0 bytes (CATALOGUE_CACHE_MB=0), and no answer larger than the bound', async () => {
  expect(await ask('a', 0)).toBe(true);
  expect(await ask('a', 0)).toBe(true);
  expect(await ask('big', 300, 301)).toBe(true);
  expect(await ask('big', 300, 301)).toBe(true);
});
