// Where the embedded cluster lives: DATA_DIR/pgdata. As root, PostgreSQL runs as the OS
// user `postgres`, which must pass through every folder above DATA_DIR; a checkout in a
// private home (`/root` is mode 700) is closed to it. Rather than refuse to start, the
// cluster then lives in a folder of its own under /var/lib/epaper-admin, named after
// DATA_DIR, and the start-up log says so. Backups and restores find it the same way.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { canUserReach, firstClosedFolder, type OsUser } from './os-user.ts';
import type { DatabaseLog } from './database-log.ts';

/** The folder that holds clusters whose DATA_DIR PostgreSQL's user cannot reach. */
export const RELOCATED_ROOT = '/var/lib/epaper-admin';

/** The relocated cluster of `dataDir`: one folder per DATA_DIR, named by a hash of its path. */
function relocatedPgdataOf(dataDir: string): string {
  const name = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(RELOCATED_ROOT, name, 'pgdata');
}

/** The cluster folder of `dataDir` as the server placed it: relocated once, relocated for good. */
export function pgdataOf(dataDir: string): string {
  const relocated = relocatedPgdataOf(dataDir);
  return existsSync(relocated) ? relocated : path.join(dataDir, 'pgdata');
}

/**
 * Decides where the cluster of `dataDir` lives, for a process about to start it. DATA_DIR
 * itself is ours: when only it is closed (a folder made by mkdtemp is 0700) it is opened
 * for passing through (o+x: no listing). A closed folder above it moves the cluster out.
 */
export function placePgdata(dataDir: string, runAs: OsUser | undefined, log: DatabaseLog): string {
  const placed = pgdataOf(dataDir);
  if (!runAs || placed !== path.join(dataDir, 'pgdata') || canUserReach(runAs, dataDir)) return placed;
  const closed = firstClosedFolder(runAs, dataDir) ?? dataDir;
  if (closed === path.resolve(dataDir)) {
    chmodSync(dataDir, statSync(dataDir).mode | 0o001);
    log.info({ dataDir }, `opened ${dataDir} for passing through (o+x), so that PostgreSQL's user reaches its folder`);
    if (canUserReach(runAs, dataDir)) return placed;
  }
  const relocated = relocatedPgdataOf(dataDir);
  mkdirSync(path.dirname(relocated), { recursive: true, mode: 0o755 });
  log.warn(
    { dataDir, pgdata: relocated },
    `PostgreSQL's user ${runAs.name} cannot pass through ${closed}, so the database lives in ${relocated} ` +
      `(the files stay in DATA_DIR). To keep them together, set DATA_DIR to a folder outside ${closed}.`,
  );
  return relocated;
}
