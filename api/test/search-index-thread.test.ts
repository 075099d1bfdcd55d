/**
 * The search index is built in a worker thread (services/search/index-build-thread.ts): the index it hands
 * back is the one a build in the request thread makes, on either engine, with no fall-back to the request
 * thread; a database handle the worker cannot reach (no address) is built in this thread; a build under way
 * stops with its app, and the worker never creates a database file of its own.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { connectSqlite } from '../src/db/connect';
import { buildSearchIndexOffThread, stopSearchIndexBuilds } from '../src/services/search/index-build-thread';
import { buildSearchIndex } from '../src/services/search/memory-index';
import { textAt } from '../src/services/search/memory-join';
import type { Database } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('hands back the index the request thread would build, without falling back to it', async () => {
  const warn = jest.spyOn(console, 'warn');
  try {
    const fromWorker = await buildSearchIndexOffThread(t.db);
    expect(warn).not.toHaveBeenCalled();
    const here = await buildSearchIndex(t.db);
    expect(fromWorker).not.toBeNull();
    expect(fromWorker).toEqual(here);
    // what a suggestion shows: the names as written and the pictures
    const product = await t.db.selectFrom('products').where('on_sale', '=', 1).select(['id', 'name', 'image']).orderBy('id').executeTakeFirstOrThrow();
    const row = fromWorker!.shown.rowOfId[product.id];
    expect(textAt(fromWorker!.shown.names, row)).toBe(product.name);
    expect(fromWorker!.shown.pictures[fromWorker!.shown.pictureOfRow[row]]).toBe(product.image);
  } finally {
    warn.mockRestore();
  }
}, 60_000);

it('builds in this thread for a handle the worker cannot open', async () => {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  try {
    // no catalogue tables: the build in this thread fails as a query would, rather than in a worker
    await expect(buildSearchIndexOffThread(db)).rejects.toMatchObject({ message: expect.stringMatching(/no such table/) });
  } finally {
    await db.destroy();
  }
});

it('stops a build under way when asked (an app closing), answering no index and building none in this thread', async () => {
  const warn = jest.spyOn(console, 'warn');
  try {
    const building = buildSearchIndexOffThread(t.db);
    await stopSearchIndexBuilds(t.db);
    await expect(building).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
    // the handle stays usable, and a later build runs as ever
    await expect(buildSearchIndexOffThread(t.db)).resolves.not.toBeNull();
  } finally {
    warn.mockRestore();
  }
}, 60_000);

it("opens another thread's connection only to a database file that exists, creating neither it nor its folder", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'index-worker-'));
  rmSync(folder, { recursive: true });
  expect(() => connectSqlite(path.join(folder, 'marketplace.sqlite'), { mustExist: true })).toThrow(/unable to open database file|directory does not exist/);
  expect(existsSync(folder)).toBe(false);
});
