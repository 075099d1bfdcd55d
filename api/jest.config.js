/** Jest project for the API (run from the repo root: npx jest -c api/jest.config.js). typebox 1.x ships ESM only, so its .mjs files go through esbuild. */
const path = require('node:path');

module.exports = {
  displayName: 'api',
  rootDir: path.resolve(__dirname, '..'),
  roots: ['<rootDir>/api/test'],
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: { module: 'commonjs', moduleResolution: 'node', target: 'ES2022', esModuleInterop: true, isolatedModules: true, ignoreDeprecations: '6.0' } }],
    '^.+\\.mjs$': '<rootDir>/api/test/support/esm-to-cjs-transform.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
  testTimeout: 60000,
};
