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
  'notifications',
];
// The web's layers, for every file under apps/web (tests too).
const webZones = [
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
];
// The e-papers feature is cut into rooms by job (apps/web/src/features/epapers/<room>/), over a
// shared root of what several rooms use (its own files and api/). A room imports the shared
// root, lib/, components/, config/, its own files and, of another room, only the files that
// room offers here; the shared root imports no room. A folder made there is a room at once,
// offering nothing until it is listed. Tests and their helpers render whole screens, so they
// may cross (see the block that uses epaperRoomZones).
const epapers = './apps/web/src/features/epapers';
const epaperRoomOffers = {
  upload: ['pdf-file-field.tsx', 'upload-progress.tsx', 'api/upload-epaper-resumable.ts'],
  viewer: ['page-viewer.tsx', 'use-page-deep-link.ts'],
  pages: ['epaper-pages-card.tsx', 'api/take-epaper-answer.ts'],
  schedule: [
    'schedule-dialog.tsx',
    'go-live-fields.tsx',
    'schedule-form-schema.ts',
    'schedule-time.ts',
    'epaper-schedule-texts.ts',
    'use-same-day-confirm.tsx',
    'api/schedule-epaper.ts',
  ],
  readiness: ['readiness-card.tsx', 'findings-marker.tsx', 'use-open-findings-confirm.tsx'],
};
const epaperRooms = readdirSync(new URL(`${epapers}/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'api')
  .map((entry) => entry.name);
const epaperRoomZones = [
  {
    target: [`${epapers}/*.{ts,tsx}`, `${epapers}/api/**`],
    from: epaperRooms.map((room) => `${epapers}/${room}`),
    message: 'The e-papers shared root imports no room: the rooms build on it.',
  },
  ...epaperRooms.map((room) => {
    const offers = epaperRoomOffers[room] ?? [];
    return {
      target: epaperRooms.filter((other) => other !== room).map((other) => `${epapers}/${other}`),
      from: `${epapers}/${room}`,
      except: offers.map((file) => `./${file}`),
      message: `Another e-papers room reaches ${room}/ only through what it offers (epaperRoomOffers): ${
        offers.join(', ') || 'nothing'
      }.`,
    };
  }),
];
// Every server module folder: each may reach another only through that module's service.
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A module's sub-folders are its rooms (modules/epapers/intake, …): each reached from outside
// only through its one public service, <room>/<room>.service.ts.
function roomsOf(module) {
  try {
    return readdirSync(new URL(`./apps/server/src/modules/${module}`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    // A module folder a lint-rule test planted, removed since it was listed.
    return [];
  }
}

const server = './apps/server/src';
/**
 * Rooms meet only through their public services: outside a room (its siblings, its
 * module's root, other modules, the demo, tests' support) only <room>.service.ts is
 * imported. The registries that mount routes and jobs (app.ts, jobs/all-jobs.ts and the
 * module's own routes file) may import a room's routes and jobs too. A room never imports
 * its module's root service or routes, which are built on the rooms: the root's other
 * files (the rows, keys, views every room shares) are below the rooms.
 */
const roomZones = serverModules.flatMap((module) => [
  ...roomsOf(module).flatMap((room) => {
    const from = `${server}/modules/${module}/${room}/**`;
    const service = `**/modules/${module}/${room}/${room}.service.ts`;
    const message = `Rooms meet only through their public services: import ${room}/${room}.service.ts.`;
    const outside = [
      `${server}/!(app).ts`,
      `${server}/!(modules|jobs)/**`,
      `${server}/modules/!(${module})/**`,
      `${server}/modules/${module}/!(${room})/**`,
      `${server}/modules/${module}/!(${module}.routes).ts`,
    ];
    return [
      { target: outside, from, except: [service], message },
      // The module's routes file registers each room's routes (under its multipart parser).
      {
        target: `${server}/modules/${module}/${module}.routes.ts`,
        from,
        except: [service, `**/modules/${module}/${room}/*.routes.ts`],
        message,
      },
    ];
  }),
  {
    target: `${server}/modules/${module}/*/**`,
    from: [`${server}/modules/${module}/*.service.ts`, `${server}/modules/${module}/*.routes.ts`],
    message: 'A room never imports its module’s own service or routes: they are built on the rooms.',
  },
]);
// The server's layers, for every file under apps/server (tests too).
const serverZones = [
  {
    target: `${server}/db`,
    from: [`${server}/modules`, `${server}/plugins`, `${server}/jobs`, `${server}/demo`],
    message: 'db is the bottom layer: it imports no module, plugin, job or demo seed.',
  },
  { target: `${server}/lib`, from: [`${server}/modules`, `${server}/plugins`] },
  { target: `${server}/modules/**/*.repository.ts`, from: `${server}/modules/**/*.{service,routes}.ts` },
  { target: `${server}/modules/**/*.service.ts`, from: `${server}/modules/**/*.routes.ts` },
  // A module reaches another only through its service: never its repository or routes.
  ...serverModules.map((name) => ({
    target: `${server}/modules/${name}`,
    from: `${server}/modules/!(${name})/**/*.{repository,routes}.ts`,
    message: 'Modules meet only through services: import the other module’s *.service.ts.',
  })),
  // Each job is defined in its module; the runner reaches it through the registry (all-jobs.ts).
  {
    target: `${server}/modules`,
    from: `${server}/jobs`,
    except: ['./job-definition.ts'],
    message: 'A module imports only jobs/job-definition.ts: the runner finds its jobs through jobs/all-jobs.ts.',
  },
  ...roomZones,
  // The file server serves any module's files; a module registers a producer with it in app.ts.
  {
    target: `${server}/modules/files`,
    from: `${server}/modules`,
    except: ['./files'],
    message: 'The file server imports no other module: app.ts hands it what modules register.',
  },
];
// Only for what ships (see the block that uses them): tests may set up rows and drive jobs.
const serverProductionZones = [
  {
    target: `${server}/plugins`,
    from: [`${server}/modules/**/*.repository.ts`, `${server}/db/schema{.ts,/**}`],
    message: 'A plugin reaches a module through its *.service.ts, never its repository or the tables.',
  },
  {
    target: server,
    from: [`${server}/test`, `${server}/demo`],
    message: 'Only tests, the bench and the demo entry point (demo.ts) import test/ or demo/.',
  },
  {
    target: `${server}/jobs/!(all-jobs).ts`,
    from: `${server}/modules`,
    message: 'The runner imports no module: the modules’ jobs reach it through jobs/all-jobs.ts.',
  },
];

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
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    // What ships of the e-papers feature keeps to its rooms; a test drives whole screens.
    files: ['apps/web/src/features/epapers/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-helper.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...epaperRoomZones] }] },
  },
  {
    files: ['apps/web/src/lib/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    // What ships: tests, their fixtures and support, and the demo seed may import test/ and demo/.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.fixture.ts',
      '**/*-test-support.ts',
      '**/*.test-data.ts',
      'apps/server/src/test/**',
      'apps/server/src/demo/**',
      'apps/server/src/demo.ts',
    ],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...serverProductionZones] }] },
  },
  {
    // Routes validate, authorize, call a service and shape the answer: no SQL, no ORM.
    files: ['apps/server/src/**/*.routes.ts', 'apps/server/src/**/*.job.ts'],
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
  {
    // One direction: routes and endpoints import contracts, never the other way round.
    files: ['packages/shared/**/*.contract.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod$|\\.)', message: 'The shared contract imports only zod.' },
            { regex: '\\.(routes|endpoints)(\\.ts)?$', message: 'A contract never imports routes or endpoints.' },
          ],
        },
      ],
    },
  },
);
