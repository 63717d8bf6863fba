// The linter holds the architecture (docs/style.md): packages never import apps, web features never
// import each other, shared code never imports features or routes, no import cycles, no `any`,
// and `process.env` is read only in the env modules. scripts/lint-rules.test.ts proves that each
// architecture rule fires, with the fixtures in scripts/lint-fixtures.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `no-restricted-imports` paths and patterns, shared by the blocks below. */
const API = {
  group: ['@painpoint/api', '@painpoint/api/*'],
  message: 'The web app talks to the API over HTTP only.',
};
const APPS = {
  group: ['@painpoint/api', '@painpoint/api/*', '@painpoint/web', '@painpoint/web/*'],
  message: 'Packages never import apps.',
};
const CONTENT = ['@painpoint/content', '@painpoint/content/*'];
const CONTENT_IN_ENGINE = { group: CONTENT, message: 'The engine is pure and knows no content files.' };
const CONTENT_IN_WEB = { group: CONTENT, message: 'The web app gets content from the API.' };
/** Decision 008: the engine is pure and needs no schemas; it takes values from /constants. */
const CONTRACTS_ROOT_VALUES = {
  name: '@painpoint/contracts',
  allowTypeImports: true,
  message:
    'The engine needs no schemas (docs/decisions/008): import values from @painpoint/contracts/constants, and types with `import type`.',
};
/**
 * The contracts' root builds every schema; a page imports the few it needs from
 * `@painpoint/contracts/schemas-account` (or `-diagnosis`), so the others stay out of its code. The
 * build's own render (src/prerender.tsx) and tests run outside the browser and may.
 */
const CONTRACTS_ROOT_VALUES_IN_WEB = {
  name: '@painpoint/contracts',
  allowTypeImports: true,
  message:
    'The root builds every schema: import a schema from @painpoint/contracts/schemas-account or /schemas-diagnosis, constants from @painpoint/contracts/constants (or /account-constants, /languages, /site-markers), and types with `import type`.',
};
/**
 * Decisions 008 and 019: classic zod's schemas carry all their methods and cannot be tree-shaken
 * (about 30 kB gzip in the browser); the contracts are written with zod/mini, which the web app
 * loads with the pages that fetch.
 */
const CLASSIC_ZOD = ['zod', 'zod/v4', 'zod/v3', 'zod/v4/classic'].map((name) => ({
  name,
  message:
    'Classic zod cannot be tree-shaken (docs/decisions/019): use zod/mini, or the schemas of @painpoint/contracts.',
}));

const FEATURES = [
  'home',
  'about',
  'legal',
  'not-found',
  'body-map',
  'assessment',
  'results',
  'history',
  'doctor-summary',
  'auth',
  'account',
  'contact',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '.bench-out/**',
      // Code that breaks the rules on purpose, linted by scripts/lint-rules.test.ts.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips every .ts/.tsx file it reaches: no-cycle and the zones below
      // saw nothing. The TypeScript resolver follows the workspaces' package names (`@painpoint/*`,
      // through their package.json exports) to the source files, so the zones hold for imports by
      // name as well as by relative path.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // The workspaces' tsconfigs only add `lib`/`types` to this one; none maps paths.
          project: 'tsconfig.base.json',
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration in the env module (apps/api/src/env.ts) only.',
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'Packages never import apps.' },
            { target: './packages/contracts', from: './packages/engine', message: 'contracts is the bottom layer.' },
            { target: './packages/contracts', from: './packages/content', message: 'contracts is the bottom layer.' },
            {
              target: './packages/engine',
              from: './packages/content',
              message: 'The engine is pure and knows no content files.',
            },
            { target: './apps/web', from: './apps/api', message: 'The web app talks to the API over HTTP only.' },
            { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/domain',
                './apps/web/src/lib',
                './apps/web/src/locales',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code never imports features or routes (shared → features → app).',
            },
            {
              // Decision 088: lib is infrastructure, the bottom layer; domain code builds on it. (Its
              // tests may check that both agree, e.g. on storage keys.)
              target: './apps/web/src/lib/**/!(*.test).{ts,tsx}',
              from: './apps/web/src/domain',
              message: 'lib/ is infrastructure and never imports domain code (lib → domain → features).',
            },
            {
              // Decision 156: components/ is the site's generic parts (a dialog, a link, a page's
              // frame), which know nothing of the answers; what does (the check's header, its
              // guard, the emergency calls) is domain code built on them (lib → components → domain).
              target: './apps/web/src/components',
              from: './apps/web/src/domain',
              message: 'components/ never imports domain code; put a part that reads the answers in domain/.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features never import the app layer.',
            },
            ...FEATURES.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'Features never import each other; move shared code to components/ or domain/.',
            })),
          ],
        },
      ],
    },
  },
  // Package boundaries by name (the zones above see relative paths and resolved names; these also
  // catch a name whose file does not resolve). Each block lists all the restrictions for its files,
  // since a later block's options replace an earlier one's.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [...CLASSIC_ZOD, CONTRACTS_ROOT_VALUES_IN_WEB],
          patterns: [API, CONTENT_IN_WEB],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/prerender.tsx', 'apps/web/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: CLASSIC_ZOD,
          patterns: [API, CONTENT_IN_WEB],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [APPS] }] },
  },
  {
    files: ['packages/contracts/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: CLASSIC_ZOD, patterns: [APPS] }] },
  },
  {
    files: ['packages/engine/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [CONTRACTS_ROOT_VALUES], patterns: [APPS, CONTENT_IN_ENGINE] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The env modules, the test and bench harnesses and build configs read the environment.
    files: [
      'apps/api/src/env.ts',
      'apps/api/test/test-env.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '**/*.config.{ts,js}',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // What a route answers people is said in their language (apps/api/src/wording, decision 048):
    // a message written in place would be English only, whatever language the site is read in.
    files: ['apps/api/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='message'][value.type=/^(Literal|TemplateLiteral|BinaryExpression)$/]",
          message:
            "A route's message comes from its words in every language: told(request, (w) => w.…) or an error's (w) => w.… (apps/api/src/wording).",
        },
      ],
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
);
