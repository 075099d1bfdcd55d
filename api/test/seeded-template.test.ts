/** The API suites' seeded template is copied only while fresh and only for its own database kind (test infrastructure). */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshTemplate, MAX_AGE_MS, writtenTemplatePath } from './support/seeded-template';

describe('seeded template', () => {
  const saved = process.env.TEST_SEEDED_TEMPLATE;
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'seeded-template-'));
    process.env.TEST_SEEDED_TEMPLATE = dir;
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.TEST_SEEDED_TEMPLATE;
    else process.env.TEST_SEEDED_TEMPLATE = saved;
  });

  it('is used while fresh, for the kind it was made for', () => {
    writeFileSync(writtenTemplatePath(dir), JSON.stringify({ sqliteFile: path.join(dir, 'marketplace.sqlite'), uploadsDir: path.join(dir, 'uploads') }));
    expect(freshTemplate('sqlite')?.sqliteFile).toBe(path.join(dir, 'marketplace.sqlite'));
    expect(freshTemplate({ postgresServer: 'postgres://postgres@127.0.0.1:5432/postgres' })).toBeNull();
  });

  it('is used only on the PostgreSQL server it was made on (a test file may start a server of its own)', () => {
    const server = 'postgres://postgres@127.0.0.1:5432/postgres';
    writeFileSync(writtenTemplatePath(dir), JSON.stringify({ postgresDatabase: 'seeded_template_1', postgresServer: server, uploadsDir: path.join(dir, 'uploads') }));
    expect(freshTemplate({ postgresServer: server })?.postgresDatabase).toBe('seeded_template_1');
    expect(freshTemplate({ postgresServer: 'postgres://postgres@127.0.0.1:6543/postgres' })).toBeNull();
    expect(freshTemplate('sqlite')).toBeNull();
  });

  it('is not used once older than its maximum age (the seed is relative to now), nor when unnamed or unwritten', () => {
    const server = 'postgres://postgres@127.0.0.1:5432/postgres';
    writeFileSync(writtenTemplatePath(dir), JSON.stringify({ postgresDatabase: 'seeded_template_1', postgresServer: server, uploadsDir: path.join(dir, 'uploads') }));
    expect(freshTemplate({ postgresServer: server })?.postgresDatabase).toBe('seeded_template_1');
    const old = (Date.now() - MAX_AGE_MS - 60_000) / 1000;
    utimesSync(writtenTemplatePath(dir), old, old);
    expect(freshTemplate({ postgresServer: server })).toBeNull();
    rmSync(writtenTemplatePath(dir));
    expect(freshTemplate({ postgresServer: server })).toBeNull();
    delete process.env.TEST_SEEDED_TEMPLATE;
    expect(freshTemplate('sqlite')).toBeNull();
  });
});
