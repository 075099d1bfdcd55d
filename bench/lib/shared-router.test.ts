/**
 * The apps share 'react-router-dom' through scripts/webpack/shared/react-router-dom.js, which re-exports
 * only what they use (bundle weight). An app importing a name missing there would get `undefined` in the
 * browser, and one importing 'react-router' directly would get a second router with its own contexts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const APP_DIRS = ['shell', 'mfe-storefront', 'mfe-checkout', 'mfe-patient', 'mfe-doctor', 'mfe-seller', 'shared-lib'];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    // test files run in jest against the real package, not the webpack-shared module
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}testing${path.sep}`)) yield full;
  }
}

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'(react-router(?:-dom)?)'/g;

function appImports() {
  const found: Array<{ file: string; name: string; from: string }> = [];
  for (const dir of APP_DIRS) {
    for (const file of sources(path.join(root, dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (match[1]) continue;
        for (const raw of match[2].split(',')) {
          const name = raw.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) found.push({ file: path.relative(root, file), name, from: match[3] });
        }
      }
    }
  }
  return found;
}

const facade = readFileSync(path.join(root, 'scripts/webpack/shared/react-router-dom.js'), 'utf8');
const exported = new Set((/export\s*\{([^}]*)\}/.exec(facade)?.[1] ?? '').split(',').map((s) => s.trim()).filter(Boolean));

it('shares every router name the apps import, and the apps import it only as react-router-dom', () => {
  const imports = appImports();
  expect(imports.length).toBeGreaterThan(10);
  expect(imports.filter((i) => i.from !== 'react-router-dom')).toEqual([]);
  expect(imports.filter((i) => !exported.has(i.name))).toEqual([]);
});

it('re-exports names that React Router really has', async () => {
  const router = await import('react-router');
  expect([...exported].filter((name) => !(name in router))).toEqual([]);
});
