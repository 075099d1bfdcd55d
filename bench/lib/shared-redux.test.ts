/**
 * The apps share Redux Toolkit through scripts/webpack/shared/reduxjs-toolkit*.js, which re-export only what
 * the apps and RTK Query use (bundle weight, as for React Router). A name missing there would be `undefined`
 * in the browser: this fails when an app, or RTK Query's own modules (which take '@reduxjs/toolkit' and
 * '@reduxjs/toolkit/query' from the shared modules), import one.
 */
import path from 'node:path';
import { appImports, facadeExports as exported, namedImports, repoRoot as root, type NamedImport } from './shared-facades';

const REDUX_TOOLKIT = /@reduxjs\/toolkit(?:\/query(?:\/react)?)?/;
const FACADES: Record<string, string> = {
  '@reduxjs/toolkit': 'reduxjs-toolkit.js',
  '@reduxjs/toolkit/query': 'reduxjs-toolkit-query.js',
  '@reduxjs/toolkit/query/react': 'reduxjs-toolkit-query-react.js',
};

const missing = (imports: NamedImport[]) => imports.filter((i) => !exported(FACADES[i.from]).has(i.name));

it('shares every Redux Toolkit name the apps import', () => {
  const imports = appImports(REDUX_TOOLKIT);
  expect(imports.length).toBeGreaterThan(3);
  expect(missing(imports)).toEqual([]);
});

it("shares every name RTK Query's own modules take from the shared toolkit and query modules", () => {
  const dist = path.join(root, 'node_modules/@reduxjs/toolkit/dist/query');
  const imports = [path.join(dist, 'rtk-query.modern.mjs'), path.join(dist, 'react/rtk-query-react.modern.mjs')].flatMap((file) => namedImports(file, REDUX_TOOLKIT));
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
