// One jest run with a project per kind of code: pure/shared (jsdom), API (node), apps (jsdom).
const tsJest = [
  'ts-jest',
  {
    diagnostics: false,
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node',
      target: 'ES2022',
      jsx: 'react-jsx',
      esModuleInterop: true,
      isolatedModules: true,
      resolveJsonModule: true,
      ignoreDeprecations: '6.0',
    },
  },
];

const shared = {
  transform: {
    // typebox 1.x (used by shared-lib/contract) ships ESM only: compiled to CommonJS for jest
    '/node_modules/.+\\.mjs$': '<rootDir>/scripts/jest/esm-to-cjs-transform.cjs',
    // the release compatibility rule (plain ESM, run by the ops commands) is also the shell's (release-fallback.ts)
    '/scripts/ops/[^/]+\\.mjs$': '<rootDir>/scripts/jest/esm-to-cjs-transform.cjs',
    '^.+\\.(t|j)sx?$': tsJest,
  },
  transformIgnorePatterns: ['/node_modules/(?!(typebox)/)'],
  moduleNameMapper: {
    '^shared-lib/(.*)$': '<rootDir>/shared-lib/$1',
    '\\.module\\.css$': '<rootDir>/scripts/jest/css-module-mock.js',
    '\\.css$': '<rootDir>/scripts/jest/empty-mock.js',
    '\\.(png|jpe?g|svg|webp)$': '<rootDir>/scripts/jest/empty-mock.js',
  },
};

module.exports = {
  // Global (a project's own testTimeout is ignored when run from here): the API suites start a server per file.
  testTimeout: 60000,
  projects: [
    {
      ...shared,
      displayName: 'shared-lib',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared-lib', '<rootDir>/bench'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.ts'],
    },
    {
      ...shared,
      displayName: 'apps',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shell/src', '<rootDir>/mfe-storefront/src', '<rootDir>/mfe-checkout/src', '<rootDir>/mfe-patient/src', '<rootDir>/mfe-doctor/src', '<rootDir>/mfe-seller/src'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.ts'],
    },
    '<rootDir>/api/jest.config.js',
    {
      ...shared,
      displayName: 'ops',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts/ops'],
    },
  ],
};
