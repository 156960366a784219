// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { folderCycles } from './eslint/folder-cycles.js';

/** Packages meet only at their public entries. */
const packageBoundaries = [
  {
    group: ['@creators/*/src/*', '@creators/*/dist/*'],
    message: 'Import a package through its public entry only.',
  },
  {
    group: [
      '../../packages/*',
      '../packages/*',
      '../../projections/*',
      '../projections/*',
      '../backend/*',
      '../../backend/*',
    ],
    message: 'Import another package by its name.',
  },
];

/**
 * Backend layers: platform/ (what every context relies on) under the bounded contexts, each of
 * which imports only itself and platform/; onboarding/ is where accounts and creators meet, privacy/
 * where a person's leaving (or taking their data) reaches every context; app/
 * and demo/ compose everything. A relative import that climbs into another top-level folder of
 * backend/src is another context.
 */
const BACKEND_CONTEXTS = [
  'accounts',
  'catalog',
  'commerce',
  'creators',
  'experts',
  'feed',
  'health',
  'history',
  'insights',
  'links',
  'marketplace',
  'media',
  'moderation',
  'monitoring',
  'web',
];
const COMPOSERS = ['app', 'demo', 'onboarding', 'privacy'];
// Integration tests start the whole gateway, so they compose contexts as app/ does.
const TESTS = ['**/*.spec.ts', '**/testing/**'];
/**
 * The files of one backend folder may not import the other folders named.
 * @param {string} folder
 * @param {readonly string[]} forbidden
 * @param {string} message
 * @returns {import('typescript-eslint').ConfigArray[number]}
 */
const backendFolder = (folder, forbidden, message) => ({
  files: [`backend/src/${folder}/**/*.ts`],
  ignores: TESTS,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [...packageBoundaries, { regex: `^(\\.\\./)+(${forbidden.join('|')})/`, message }] },
    ],
  },
});
const backendBoundaries = [
  backendFolder(
    'platform',
    [...BACKEND_CONTEXTS, ...COMPOSERS],
    'platform/ imports no context: invert the dependency.',
  ),
  ...BACKEND_CONTEXTS.map((context) =>
    backendFolder(
      context,
      [...BACKEND_CONTEXTS.filter((other) => other !== context), ...COMPOSERS],
      'Contexts never import each other: share through platform/, a read model of @creators/projections, or a command sent from onboarding/.',
    ),
  ),
  backendFolder(
    'onboarding',
    [...BACKEND_CONTEXTS.filter((other) => other !== 'accounts' && other !== 'creators'), 'app', 'demo'],
    'Onboarding joins accounts and creators only.',
  ),
  backendFolder(
    'privacy',
    ['app', 'demo', 'onboarding'],
    'Privacy (leaving, and taking one’s data) reaches every context through its commands and read models; it composes nothing else.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-types/**',
      'test-results/**',
      'playwright-report/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Synchronous adapters (better-sqlite3) implement asynchronous ports.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Nest modules and DTO classes are classes by design.
      '@typescript-eslint/no-extraneous-class': 'off',
      'no-restricted-imports': ['error', { patterns: packageBoundaries }],
    },
  },
  {
    // Frontend layers (bulletproof-react): app/ over features/<name>/{api,components,utils} over
    // the shared components/ and lib/. A feature file reaching `../../<other>` is another feature.
    files: ['frontend/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packageBoundaries,
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\./)',
              message: 'Features never import each other: move what both need to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/components/**/*.{ts,tsx}', 'frontend/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packageBoundaries,
            { regex: '/(features|app)/', message: 'Shared components and lib never import features or the app.' },
          ],
        },
      ],
    },
  },
  ...backendBoundaries,
  {
    // The folders of each package's src/ form no cycle (tests, which compose everything, aside).
    files: ['projections/src/**/*.ts', 'packages/*/src/**/*.ts', 'backend/src/**/*.ts'],
    plugins: { local: folderCycles },
    rules: { 'local/no-folder-cycles': 'error' },
  },
  {
    // Benchmarks, configs and test helpers written as JavaScript: checked by tsc through JSDoc
    // (bench/tsconfig.json), linted here without the type-aware rules.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
    // Jest's asymmetric matchers (expect.any, expect.objectContaining) are typed `any`.
    rules: { '@typescript-eslint/unbound-method': 'off', '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  prettier,
);
