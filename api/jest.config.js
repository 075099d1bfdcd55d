/** Jest project for the API (run from the repo root: npx jest -c api/jest.config.js). ESM-only dependencies (typebox 1.x, cookie, content-disposition...) go through esbuild. */
const fs = require('node:fs');
const path = require('node:path');

/** Installed packages that ship ESM only ("type": "module", or typebox's .mjs build): jest on Node 20 cannot require them. */
function esmOnlyPackages(nodeModules) {
  const names = ['typebox'];
  const readType = (dir) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).type;
    } catch {
      return undefined;
    }
  };
  for (const entry of fs.readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    const dirs = entry.startsWith('@') ? fs.readdirSync(path.join(nodeModules, entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const name of dirs) if (readType(path.join(nodeModules, name)) === 'module') names.push(name);
  }
  return [...new Set(names)].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

module.exports = {
  displayName: 'api',
  rootDir: path.resolve(__dirname, '..'),
  roots: ['<rootDir>/api/test'],
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: { module: 'commonjs', moduleResolution: 'node', target: 'ES2022', esModuleInterop: true, isolatedModules: true, ignoreDeprecations: '6.0' } }],
    '/node_modules/.+\\.m?js$': '<rootDir>/scripts/jest/esm-to-cjs-transform.cjs',
  },
  // ESM-only dependencies, compiled to CommonJS for jest (Node 20 jest cannot require ESM)
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages(path.resolve(__dirname, '..', 'node_modules')).join('|')})/)`],
  testTimeout: 60000,
};
