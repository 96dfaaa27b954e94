// One lint configuration for every workspace; formatting is Prettier's job, so its
// conflicting rules are switched off last.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const WORKSPACES = ['packages/contract', 'apps/server', 'apps/web'];
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

/** Each web feature may use its own files, components/ and lib/, but never another feature. */
const webFeatureZones = readdirSync(`${ROOT}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${WEB}/features/${name}/**`,
    from: `${WEB}/features/!(${name})/**`,
    message:
      'Features never import each other: move what both need to components/ or lib/, or let app/ wire them together.',
  }));

// Imports flow one way: app -> features -> components and lib.
const webZones = [
  ...webFeatureZones,
  {
    target: [`${WEB}/components/**`, `${WEB}/lib/**`],
    from: [`${WEB}/features/**`, `${WEB}/app/**`],
    message: 'components/ and lib/ are shared by every feature, so they depend on none of them.',
  },
  {
    target: `${WEB}/features/**`,
    from: `${WEB}/app/**`,
    message: 'app/ composes the features; a feature never reaches back into it.',
  },
  {
    // Everything outside test/ that is not itself a test.
    target: [`${WEB}/!(*.test).{ts,tsx}`, `${WEB}/!(test)/**/!(*.test).{ts,tsx}`],
    from: `${WEB}/test/**`,
    message: 'test/ holds helpers for tests; shipped code does not use them.',
  },
];

// The composition root (app.ts, main.ts, cli.ts) may import anything.
const serverZones = [
  {
    target: [`${SERVER}/plugins/**`, `${SERVER}/lib/**`, `${SERVER}/db/**`],
    from: `${SERVER}/modules/**`,
    message: 'plugins/, lib/ and db/ sit below the feature modules and never import them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Tests read loosely typed JSON replies; strictness there buys nothing.
    files: ['**/test/**/*.ts', '**/e2e/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      // Only runtime imports count (type-only ones are erased); packages are never followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Imports are resolved as TypeScript does, each workspace with its own tsconfig, so `@/` in
  // the web app and `./x.js` naming `./x.ts` in the server reach the real file. One resolver
  // per tsconfig: the resolver's multi-project mode loses `paths` when ESLint runs with a cwd
  // other than the process's (as the lint-rules test does).
  ...WORKSPACES.map((workspace) => ({
    files: [`${workspace}/**`],
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${ROOT}/${workspace}/tsconfig.json` }),
      ],
    },
  })),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: webZones }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: serverZones }] },
  },
  {
    // kebab-case everywhere; `.test`, `.d`, `.config` and the like after the name are free.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{js,mjs,cjs,ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  prettier,
);
