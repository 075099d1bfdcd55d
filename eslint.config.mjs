// ESLint (flat config): typescript-eslint, React hooks, and the import boundaries of ARCHITECTURE.md.
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mfe-storefront', 'mfe-checkout', 'mfe-patient', 'mfe-doctor', 'mfe-seller'];
/** shared-lib's layers, lowest first: a layer may import only the layers before it. */
const LAYERS = ['domain', 'contract', 'http', 'store', 'ui'];
const UI_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'react-toastify', 'sweetalert2', 'dompurify', 'axios'];

const zones = [
  // No app imports another app's files (they meet through shared-lib and Module Federation exposes).
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Apps never import each other: share through shared-lib or a Module Federation expose.',
  })),
  // Only tests and bench reach into the API from outside.
  { target: [...APPS.map((app) => `./${app}`), './shared-lib'], from: './api', message: 'Only api tests, e2e and bench may import api/src.' },
  { target: './shared-lib', from: APPS.map((app) => `./${app}`), message: 'shared-lib never imports an app.' },
  // shared-lib layers point down: domain <- contract <- http <- store <- ui (testing may use them all).
  ...LAYERS.map((layer, index) => ({
    target: `./shared-lib/${layer}`,
    from: [...LAYERS.slice(index + 1), 'testing'].map((upper) => `./shared-lib/${upper}`),
    message: `shared-lib/${layer} may import only ${LAYERS.slice(0, index).join(', ') || 'nothing of shared-lib'} (layers point down: ${LAYERS.join(' <- ')}).`,
  })),
  // The API uses only the pure layers of shared-lib.
  { target: './api', from: ['./shared-lib/http', './shared-lib/store', './shared-lib/ui', './shared-lib/testing'], message: 'The API imports only shared-lib/domain and shared-lib/contract.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/*.js', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Browser code takes types from shared-lib/contract and its run-time values from the schema-free
    // shared-lib/contract/paths: TypeBox and the schemas would otherwise ship in every page.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-lib/{http,store,ui}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'shared-lib/contract', allowTypeImports: true, message: 'In browser code import only types from shared-lib/contract; values come from shared-lib/contract/paths.' },
            { name: 'typebox', message: 'TypeBox schemas stay on the server: browser code uses the Static<> types of shared-lib/contract.' },
          ],
        },
      ],
    },
  },
  {
    // A layer's first-render part (shared-lib/store/core, shared-lib/domain/core) is a shared module of its
    // own: the rest of the layer imports it by that name, never by a relative path, or the page would hold
    // a second copy of it (two copies of the store's slices and reducer).
    files: ['shared-lib/{store,domain}/**/*.{ts,tsx}'],
    ignores: ['shared-lib/*/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./core', './core/*', '../core', '../core/*', '../../core', '../../core/*'], message: "Import a layer's core by its name (shared-lib/store/core, shared-lib/domain/core)." }] },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: UI_PACKAGES.map((name) => ({ name, message: 'The API never imports a browser/UI package.' })) }],
    },
  },
  {
    // One home for the environment: config.ts reads, types and defaults every variable (each in the README's
    // configuration table); the rest of the API is handed the values through the app's configuration.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read environment variables in api/src/config.ts only (AppConfig) and pass the value down.' }],
    },
  },
);
