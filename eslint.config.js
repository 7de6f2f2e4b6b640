// One linter for the whole repository. The import-direction rules encode the
// layering of docs/ARCHITECTURE.md: web lib → components → features → app,
// server db → repository → service → routes, and no feature imports another.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const webFeatures = [
  'auth',
  'dashboard',
  'users',
  'admins',
  'plans',
  'subscriptions',
  'user-subscriptions',
  'epapers',
  'profile',
];
// Every server module folder: each may reach another only through that module's service.
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/results/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    // import-x must parse the TypeScript files an import leads to, or no-cycle sees no edges.
    settings: { 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only src/lib/api calls fetch.' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@epaper/server', '@epaper/server/*'],
              message: 'The web app never imports the server.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/components', './apps/web/src/features', './apps/web/src/app'],
            },
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...webFeatures.map((name) => ({
              target: `./apps/web/src/features/${name}`,
              from: './apps/web/src/features',
              except: [`./${name}`],
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/db',
              from: ['./apps/server/src/modules', './apps/server/src/plugins', './apps/server/src/jobs'],
              message: 'db is the bottom layer: it imports no module, plugin or job.',
            },
            { target: './apps/server/src/lib', from: ['./apps/server/src/modules', './apps/server/src/plugins'] },
            {
              target: './apps/server/src/modules/*/*.repository.ts',
              from: './apps/server/src/modules/*/*.{service,routes}.ts',
            },
            { target: './apps/server/src/modules/*/*.service.ts', from: './apps/server/src/modules/*/*.routes.ts' },
            // A module reaches another only through its service: never its repository or routes.
            ...serverModules.map((name) => ({
              target: `./apps/server/src/modules/${name}`,
              from: `./apps/server/src/modules/!(${name})/*.{repository,routes}.ts`,
              message: 'Modules meet only through services: import the other module’s *.service.ts.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Routes validate, authorize, call a service and shape the answer: no SQL, no ORM.
    files: ['apps/server/src/**/*.routes.ts', 'apps/server/src/jobs/**/*.job.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg'], message: 'Only repositories run SQL.' },
            { group: ['**/*.repository.ts', '**/db/schema*'], message: 'Call a service, not a repository.' },
          ],
        },
      ],
    },
  },
  {
    // Services hold the rules and call repositories; SQL lives only in repositories.
    files: ['apps/server/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg'], message: 'Only repositories run SQL.' },
            { group: ['**/db/schema*'], message: 'Only repositories know the tables.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    ignores: ['packages/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'The shared contract imports only zod.' }] },
      ],
    },
  },
);
