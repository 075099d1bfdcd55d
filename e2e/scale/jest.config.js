// The scale-out topology test (npm run scale-test): PostgreSQL and Redis come from scripts/scale-test.mjs.
const path = require('node:path');

module.exports = {
  rootDir: path.resolve(__dirname, '..', '..'),
  displayName: 'scale',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e/scale'],
  testTimeout: 120000,
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { diagnostics: false, tsconfig: { module: 'commonjs', moduleResolution: 'node', target: 'ES2022', esModuleInterop: true, isolatedModules: true, ignoreDeprecations: '6.0' } },
    ],
  },
  moduleNameMapper: { '^shared-lib/(.*)$': '<rootDir>/shared-lib/$1' },
};
