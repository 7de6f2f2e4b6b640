import { defineConfig } from 'vitest/config';

// The API suite runs once on the embedded PostgreSQL (18, from npm) and, when
// TEST_DATABASE_URL names a PostgreSQL server (15 here), once more on it: two majors.
// In CI a missing server is a failure, not a skip.
const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !postgresUrl) {
  throw new Error('CI=true but TEST_DATABASE_URL is unset: the API suite must also run on PostgreSQL.');
}

const apiProject = (kind: 'embedded' | 'postgres') => ({
  test: {
    name: `server-api-${kind}`,
    root: 'apps/server',
    include: ['src/**/*.api.test.ts'],
    // The embedded PostgreSQL's own tests (its cluster, its data folder) mean nothing on a server.
    exclude: kind === 'postgres' ? ['src/db/embedded/**'] : [],
    environment: 'node',
    // The database server of the run and its migrated template database.
    globalSetup: ['src/test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'password-strength',
          root: 'packages/password-strength',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tooling',
          root: 'scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        test: { name: 'server-unit', root: 'apps/server', include: ['src/**/*.unit.test.ts'], environment: 'node' },
      },
      apiProject('embedded'),
      ...(postgresUrl ? [apiProject('postgres')] : []),
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
