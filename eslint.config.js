// The linter holds the architecture (STYLE.md): packages never import apps, web features never
// import each other, shared code never imports features or routes, no import cycles, no `any`,
// and `process.env` is read only in the env modules.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'home',
  'about',
  'legal',
  'not-found',
  'body-map',
  'assessment',
  'results',
  'auth',
  'account',
  'contact',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '.bench-out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
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
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/locales'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code never imports features or routes (shared → features → app).',
              // The i18n module names the lazily loaded catalogues' types; the assessment catalogue mounts
              // the body map's strings.
              except: ['./about/about-en.ts', './legal/legal-en.ts', './body-map/body-map-en.ts'],
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
              message: 'Features never import each other; move shared code to components/ or lib/.',
            })),
          ],
        },
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
      'apps/api/test/helper.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '**/*.config.{ts,js}',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
);
