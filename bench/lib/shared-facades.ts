/**
 * Shared packages whose webpack-shared module re-exports only the names the apps use
 * (scripts/webpack/shared/*.js): what the apps import from them, and what each facade exports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
const APP_DIRS = ['shell', 'mfe-storefront', 'mfe-checkout', 'mfe-patient', 'mfe-doctor', 'mfe-seller', 'shared-lib'];

export interface NamedImport {
  file: string;
  name: string;
  from: string;
}

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    // test files run in jest against the real package, not the webpack-shared module
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}testing${path.sep}`)) yield full;
  }
}

/** The value names (not types) `file` imports from a module whose name `modules` matches whole. */
export function namedImports(file: string, modules: RegExp): NamedImport[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*["'](${modules.source})["']`, 'g');
  const found: NamedImport[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
    if (match[1]) continue;
    for (const raw of match[2].split(',')) {
      const name = raw.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) found.push({ file: path.relative(repoRoot, file), name, from: match[3] });
    }
  }
  return found;
}

/** What every app's and shared-lib's own sources (tests left out) import from `modules`. */
export function appImports(modules: RegExp): NamedImport[] {
  return APP_DIRS.flatMap((dir) => [...sources(path.join(repoRoot, dir))].flatMap((file) => namedImports(file, modules)));
}

/** The names a facade in scripts/webpack/shared re-exports. */
export function facadeExports(file: string): Set<string> {
  const text = readFileSync(path.join(repoRoot, 'scripts/webpack/shared', file), 'utf8');
  return new Set((/export\s*\{([^}]*)\}/.exec(text)?.[1] ?? '').split(',').map((s) => s.trim()).filter(Boolean));
}
