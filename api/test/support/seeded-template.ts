/**
 * A migrated and seeded database made once per API suite run, which each test file copies instead of
 * migrating and seeding its own (about 1-2 s a file on SQLite, several on PostgreSQL). `npm test` makes it
 * (`make-seeded-template.ts`) right before each API suite and names it in TEST_SEEDED_TEMPLATE; without that
 * variable, or when the template is older than MAX_AGE_MS, createTestApp migrates and seeds as before. The seed is
 * relative to now (the demo patient's next consultation is the doctor's second slot after now, orders are days
 * ago), so a copy is only as good as it is fresh: a suite of a few minutes stays well inside one slot.
 */
import { cpSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const MAX_AGE_MS = 10 * 60_000;
const MANIFEST = 'template.json';

export interface SeededTemplate {
  /** SQLite: the database file to copy */
  sqliteFile?: string;
  /** PostgreSQL: the database to name as TEMPLATE (no connection to it stays open), on this server */
  postgresDatabase?: string;
  postgresServer?: string;
  /** the seed's pictures, copied into the test's uploads folder */
  uploadsDir: string;
}

export function writtenTemplatePath(dir: string): string {
  return path.join(dir, MANIFEST);
}

/**
 * The template named by TEST_SEEDED_TEMPLATE for this database (SQLite, or the PostgreSQL server's URL), when fresh
 * enough to copy. A test file that starts a server of its own (postgres-restart) finds no template there.
 */
export function freshTemplate(database: 'sqlite' | { postgresServer: string }, now = Date.now()): SeededTemplate | null {
  const dir = process.env.TEST_SEEDED_TEMPLATE;
  if (!dir) return null;
  const manifest = writtenTemplatePath(dir);
  if (!existsSync(manifest) || now - statSync(manifest).mtimeMs > MAX_AGE_MS) return null;
  const template = JSON.parse(readFileSync(manifest, 'utf8')) as SeededTemplate;
  if (database === 'sqlite' ? !template.sqliteFile : !template.postgresDatabase || template.postgresServer !== database.postgresServer) return null;
  return template;
}

export function copyTemplateUploads(template: SeededTemplate, uploadsDir: string): void {
  if (existsSync(template.uploadsDir)) cpSync(template.uploadsDir, uploadsDir, { recursive: true });
}
