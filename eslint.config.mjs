// ESLint (flat config): typescript-eslint, React hooks, and the import boundaries of ARCHITECTURE.md.
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mfe-storefront', 'mfe-checkout', 'mfe-patient', 'mfe-doctor', 'mfe-seller'];
/** shared-lib's layers, lowest first: a layer may import only the layers before it. */
const LAYERS = ['domain', 'contract', 'http', 'i18n', 'store', 'ui'];
/**
 * The apps whose screens are translated (issue 31): a user-visible string literal in their JSX (a text child,
 * or an aria-label, placeholder, title or alt) fails lint; the texts live in the app's src/i18n/<language>.json.
 * Widen the list as each app is translated.
 */
const TRANSLATED = [
  'shell/src/**/*.tsx',
  'mfe-storefront/src/**/*.tsx',
  'mfe-checkout/src/**/*.tsx',
  'shared-lib/ui/**/*.tsx',
  'mfe-seller/src/**/*.tsx',
  'mfe-patient/src/**/*.tsx',
  'mfe-doctor/src/**/*.tsx',
];
/** Texts that are the same in every language and may stay literal. */
const LITERAL_ALLOWED = ['AyurVeda', 'Bazaar', 'English', 'हिन्दी', 'OK'];
const allowed = LITERAL_ALLOWED.map((text) => `(?!${text}$)`).join('');
const NO_LITERAL_TEXT = [
  {
    selector: `JSXText[value=/^(?!\\s*(${LITERAL_ALLOWED.join('|')})\\s*$)[\\s\\S]*[A-Za-z\\u0900-\\u097F]{2}/]`,
    message: "User-visible text comes from the app's texts (t('key') of src/i18n/en.json and hi.json), not a literal in JSX.",
  },
  {
    selector: `JSXAttribute[name.name=/^(aria-label|placeholder|title|alt)$/] > Literal[value=/^${allowed}.*[A-Za-z\\u0900-\\u097F]{2}/]`,
    message: "User-visible attribute text comes from the app's texts (t('key')), not a literal.",
  },
];
const UI_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'react-toastify', 'sweetalert2', 'dompurify', 'axios'];

/** The shell's first render: what bootstrap.ts and app-start.tsx reach by static imports (lazily loaded parts are not in it). */
const SHELL_FIRST_RENDER = [
  'shell/src/index.ts',
  'shell/src/bootstrap.ts',
  'shell/src/app-start.tsx',
  'shell/src/app/**',
  'shell/src/remotes/**',
  'shell/src/routes/**',
  'shell/src/auth/{after-login,cart-merge,session-expired}.ts',
  'shell/src/layout/{Header,CountButton,MegaMenu,NotFound,icons,lazy-layout,search-suggestions-lazy}.tsx',
].map((glob) => (glob.endsWith('**') ? `${glob}/*.{ts,tsx}` : glob));
/** Browser code takes only types from the full contract (TypeBox and the schemas would ship in every page). */
const BROWSER_CONTRACT_PATHS = [
  { name: 'shared-lib/contract', allowTypeImports: true, message: 'In browser code import only types from shared-lib/contract; values come from shared-lib/contract/paths.' },
  { name: 'typebox', message: 'TypeBox schemas stay on the server: browser code uses the Static<> types of shared-lib/contract.' },
];
/** Nor values from a resource's module of it (each builds its schemas); its schema-free modules are allowed. */
const BROWSER_CONTRACT_PATTERNS = [
  {
    group: ['shared-lib/contract/*', '!shared-lib/contract/paths', '!shared-lib/contract/paths-*', '!shared-lib/contract/first-screen', '!shared-lib/contract/boot-page-config'],
    allowTypeImports: true,
    message: "A resource's contract module builds TypeBox schemas: browser code takes its values from shared-lib/contract/paths, types only from here.",
  },
];

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
  // shared-lib layers point down: domain <- contract <- http <- i18n <- store <- ui (testing may use them all).
  ...LAYERS.map((layer, index) => ({
    target: `./shared-lib/${layer}`,
    from: LAYERS.slice(index + 1).map((upper) => `./shared-lib/${upper}`),
    message: `shared-lib/${layer} may import only ${LAYERS.slice(0, index).join(', ') || 'nothing of shared-lib'} (layers point down: ${LAYERS.join(' <- ')}).`,
  })),
  // a layer's own tests may use the fake API of shared-lib/testing, its code never
  { target: './shared-lib/!(testing)/**/!(*.test).{ts,tsx}', from: './shared-lib/testing', message: 'Only tests import shared-lib/testing.' },
  // The API uses only the pure layers of shared-lib.
  { target: './api', from: ['./shared-lib/http', './shared-lib/store', './shared-lib/ui', './shared-lib/testing'], message: 'The API imports only shared-lib/domain and shared-lib/contract.' },
];

/**
 * Where a form schema lives: `<name>-schema.ts` beside its form (a remote's `src/features/<feature>/` or
 * `shell/src/<area>/`), or `shared-lib/domain/forms/` when several apps share it. Only those modules (and
 * tests) import Yup, and a `-schema` module lives nowhere else.
 */
const FORM_SCHEMA_HOME = /^(?:(?:mfe-[a-z]+\/src\/features|shell\/src)\/[\w-]+\/[\w-]+-schema\.ts|shared-lib\/domain\/forms\/[\w-]+\.ts)$/;
const formSchemaHome = {
  meta: { type: 'problem', schema: [], messages: { misplaced: 'Form schemas live in <feature>/<name>-schema.ts beside their form, or in shared-lib/domain/forms/ when shared ({{why}}).' } },
  create(context) {
    const file = path.relative(import.meta.dirname, context.filename).split(path.sep).join('/');
    if (/\.test\.tsx?$/.test(file) || FORM_SCHEMA_HOME.test(file)) return {};
    return {
      Program(node) {
        if (/-schema\.tsx?$/.test(file)) context.report({ node, messageId: 'misplaced', data: { why: 'this schema module is elsewhere' } });
      },
      ImportDeclaration(node) {
        if (node.source.value === 'yup') context.report({ node, messageId: 'misplaced', data: { why: 'this module imports Yup' } });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/*.js', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks, forms: { rules: { 'schema-home': formSchemaHome } } },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // packages cannot import our files back, so import/no-cycle need not parse them
      'import/ignore': ['node_modules'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'forms/schema-home': 'error',
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
      '@typescript-eslint/no-restricted-imports': ['error', { paths: BROWSER_CONTRACT_PATHS, patterns: BROWSER_CONTRACT_PATTERNS }],
    },
  },
  {
    // The shell's first render runs before any page: RTK Query (shared-lib/store) and the full domain (forms,
    // orders, shipments) would weigh on every first paint. It uses their first-render parts,
    // shared-lib/store/core and shared-lib/domain/core; the rest loads with a lazy part (import()).
    files: SHELL_FIRST_RENDER,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...BROWSER_CONTRACT_PATHS,
            { name: 'shared-lib/store', allowTypeImports: true, message: "The shell's first render uses shared-lib/store/core; RTK Query loads later, with a lazy part." },
            { name: 'shared-lib/domain', allowTypeImports: true, message: "The shell's first render uses shared-lib/domain/core, not the full domain." },
            { name: 'shared-lib/ui', allowTypeImports: true, message: "The shell's first render uses shared-lib/ui/core: the full shared-lib/ui brings the full domain." },
          ],
          patterns: BROWSER_CONTRACT_PATTERNS,
        },
      ],
    },
  },
  {
    // A layer's first-render part (shared-lib/store/core, shared-lib/domain/core, shared-lib/ui/core) is a shared module of its
    // own: the rest of the layer imports it by that name, never by a relative path, or the page would hold
    // a second copy of it (two copies of the store's slices and reducer).
    files: ['shared-lib/{store,domain,ui}/**/*.{ts,tsx}'],
    ignores: ['shared-lib/*/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./core', './core/*', '../core', '../core/*', '../../core', '../../core/*'], message: "Import a layer's core by its name (shared-lib/store/core, shared-lib/domain/core)." }] },
      ],
    },
  },
  {
    // Translated apps: no user-visible literal text in JSX (issue 31).
    files: TRANSLATED,
    ignores: ['**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...NO_LITERAL_TEXT] },
  },
  {
    // No import cycles: a module and the modules it needs form a tree, so each can be read (and loaded) on its own.
    files: ['**/*.{ts,tsx}'],
    rules: { 'import/no-cycle': 'error' },
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
