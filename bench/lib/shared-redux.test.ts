/**
 * The apps share Redux Toolkit through scripts/webpack/shared/reduxjs-toolkit*.js, which re-export only what
 * the apps and RTK Query use (bundle weight, as for React Router). A name missing there would be `undefined`
 * in the browser: this fails when an app, or RTK Query's own modules (which take '@reduxjs/toolkit' and
 * '@reduxjs/toolkit/query' from the shared modules), import one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const APP_DIRS = ['shell', 'mfe-storefront', 'mfe-checkout', 'mfe-patient', 'mfe-doctor', 'mfe-seller', 'shared-lib'];
const FACADES: Record<string, string> = {
  '@reduxjs/toolkit': 'reduxjs-toolkit.js',
  '@reduxjs/toolkit/query': 'reduxjs-toolkit-query.js',
  '@reduxjs/toolkit/query/react': 'reduxjs-toolkit-query-react.js',
};

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    // test files run in jest against the real package, not the webpack-shared module
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}testing${path.sep}`)) yield full;
  }
}

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*["'](@reduxjs\/toolkit(?:\/query(?:\/react)?)?)["']/g;

function importsOf(file: string) {
  const found: Array<{ file: string; name: string; from: string }> = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (match[1]) continue;
    for (const raw of match[2].split(',')) {
      const name = raw.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) found.push({ file: path.relative(root, file), name, from: match[3] });
    }
  }
  return found;
}

const exported = (file: string) => {
  const text = readFileSync(path.join(root, 'scripts/webpack/shared', file), 'utf8');
  return new Set((/export\s*\{([^}]*)\}/.exec(text)?.[1] ?? '').split(',').map((s) => s.trim()).filter(Boolean));
};
const missing = (imports: Array<{ name: string; from: string }>) => imports.filter((i) => !exported(FACADES[i.from]).has(i.name));

it('shares every Redux Toolkit name the apps import', () => {
  const imports = APP_DIRS.flatMap((dir) => [...sources(path.join(root, dir))].flatMap(importsOf));
  expect(imports.length).toBeGreaterThan(3);
  expect(missing(imports)).toEqual([]);
});

it("shares every name RTK Query's own modules take from the shared toolkit and query modules", () => {
  const dist = path.join(root, 'node_modules/@reduxjs/toolkit/dist/query');
  const imports = [path.join(dist, 'rtk-query.modern.mjs'), path.join(dist, 'react/rtk-query-react.modern.mjs')].flatMap(importsOf);
  expect(imports.length).toBeGreaterThan(10);
  expect(missing(imports)).toEqual([]);
});

it('re-exports names that Redux Toolkit really has', async () => {
  const modules: Record<string, object> = {
    '@reduxjs/toolkit': await import('@reduxjs/toolkit'),
    '@reduxjs/toolkit/query': await import('@reduxjs/toolkit/query'),
    '@reduxjs/toolkit/query/react': await import('@reduxjs/toolkit/query/react'),
  };
  for (const [from, file] of Object.entries(FACADES)) expect([...exported(file)].filter((name) => !(name in modules[from]))).toEqual([]);
});
