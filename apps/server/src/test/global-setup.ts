// Once per API-suite run: the database server the tests use (an embedded PostgreSQL started
// for the run, or the PostgreSQL server at TEST_DATABASE_URL) and a migrated template
// database on it, with pg-boss's tables. Each test app is a copy of the template, far
// quicker than migrating a fresh database.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';
import type { Db } from '../db/client.ts';
import { installJobSchema } from '../jobs/job-runner.ts';
import { databaseUrlOf, runOnServer, type TestDatabaseServer } from './throwaway-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServer: TestDatabaseServer;
  }
}

const quiet = { info: () => undefined, warn: () => undefined };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const isEmbedded = project.name.endsWith('-embedded');
  const clusterDir = isEmbedded ? mkdtempSync(path.join(os.tmpdir(), 'epaper-test-cluster-')) : undefined;
  const embedded = clusterDir ? await startEmbeddedPostgres(clusterDir, quiet) : undefined;
  const serverUrl = embedded?.url ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL API suite');

  const template = `epaper_template_${process.pid}`;
  await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${template}`);
  await runOnServer(serverUrl, `CREATE DATABASE ${template}`);
  const templateUrl = databaseUrlOf(serverUrl, template);
  const pool = new pg.Pool({ connectionString: templateUrl, max: 1 });
  try {
    await runMigrations(drizzle(pool) as unknown as Db);
    await installJobSchema({ database: { url: templateUrl } });
  } finally {
    await pool.end();
  }
  project.provide('testDatabaseServer', { serverUrl, template });

  return async () => {
    await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => undefined);
    await embedded?.stop();
    if (clusterDir) rmSync(clusterDir, { recursive: true, force: true });
  };
}
