// Builds a migrated PGlite template once per run; each API test file starts from a
// copy of it (a folder copy takes well under a second, a fresh PGlite several).
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { runMigrations, withStartupLock } from '../db/migrate.ts';
import { TEMPLATE_DIR } from './test-paths.ts';
import { installJobSchema } from '../jobs/job-runner.ts';

export default async function setup(): Promise<void> {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const embedded = await startEmbeddedPostgres(path.join(TEMPLATE_DIR, 'pgdata'));
  const pool = new pg.Pool({ ...embedded.connection, max: 1 });
  try {
    await withStartupLock(pool, runMigrations);
    // pg-boss's tables too: installing them is most of a job runner's first start on PGlite.
    await installJobSchema({ database: { pool, kind: 'pglite' } });
  } finally {
    await pool.end();
    await embedded.stop();
  }
}
