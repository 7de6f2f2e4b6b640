import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findPostgresBinaries } from '../db/embedded/postgres-binaries.ts';
import { postgresRunAs } from '../db/embedded/os-user.ts';

/**
 * Stops the embedded PostgreSQL that a test's SIGKILLed server left running in `dataDir`
 * (a killed app cannot stop it; the next start would), so a test run leaves no server behind.
 */
export async function stopLeftoverPostgres(dataDir: string): Promise<void> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!existsSync(path.join(pgdata, 'postmaster.pid'))) return;
  const runAs = postgresRunAs();
  const { pgCtl } = await findPostgresBinaries(runAs);
  spawnSync(pgCtl, ['stop', '-D', pgdata, '-m', 'immediate', '-w'], {
    ...(runAs && { uid: runAs.uid, gid: runAs.gid }),
    stdio: 'ignore',
  });
}
