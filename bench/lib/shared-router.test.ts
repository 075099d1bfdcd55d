/**
 * The apps share 'react-router-dom' through scripts/webpack/shared/react-router-dom.js, which re-exports
 * only what they use (bundle weight). An app importing a name missing there would get `undefined` in the
 * browser, and one importing 'react-router' directly would get a second router with its own contexts.
 */
import { appImports, facadeExports } from './shared-facades';

const exported = facadeExports('react-router-dom.js');

it('shares every router name the apps import, and the apps import it only as react-router-dom', () => {
  const imports = appImports(/react-router(?:-dom)?/);
  expect(imports.length).toBeGreaterThan(10);
  expect(imports.filter((i) => i.from !== 'react-router-dom')).toEqual([]);
  expect(imports.filter((i) => !exported.has(i.name))).toEqual([]);
});

it('re-exports names that React Router really has', async () => {
  const router = await import('react-router');
  expect([...exported].filter((name) => !(name in router))).toEqual([]);
});
