// Browser journeys: Debian's Chromium driven by playwright-core against the real server (and nginx).
const path = require('node:path');

module.exports = {
  rootDir: path.resolve(__dirname, '..'),
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e/journeys'],
  testTimeout: 120000,
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { diagnostics: false, tsconfig: { module: 'commonjs', moduleResolution: 'node', target: 'ES2022', esModuleInterop: true, isolatedModules: true, ignoreDeprecations: '6.0' } },
    ],
  },
  moduleNameMapper: { '^shared-lib/(.*)$': '<rootDir>/shared-lib/$1' },
};
