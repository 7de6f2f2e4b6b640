// The embedded database: a real PostgreSQL server that the app runs for itself in
// DATA_DIR/pgdata, reachable only through a Unix socket in a private folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock.ts';
import { createCluster, launchServer, stopLeftoverServer, sweepOrphanSocketDirs } from './cluster-control.ts';
import { findPostgresBinaries } from './postgres-binaries.ts';
import type { PostgresBinaries } from './postgres-binaries.ts';
import { postgresRunAs, type OsUser } from './os-user.ts';
import { placePgdata } from './pgdata-location.ts';
import { carryOverPgliteFolder, finishInterruptedCarryOver, isPgliteFolder } from './pglite-carry-over.ts';
import type { DatabaseLog } from './database-log.ts';

/** A running embedded PostgreSQL. */
export type EmbeddedPostgres = {
  /** A `postgres://` URL over the private socket, for `pg` and pg-boss alike. */
  url: string;
  /** The cluster's folder: DATA_DIR/pgdata, or where pgdata-location.ts placed it. */
  pgdata: string;
  /** The OS user PostgreSQL runs as when this process is root. */
  runAs: OsUser | undefined;
  binaries: PostgresBinaries;
  /** True when this start carried a PGlite folder over: work that was queued there must be sent again. */
  carriedOver: boolean;
  /** Fast shutdown (ends sessions, then a checkpoint); idempotent. */
  stop: () => Promise<void>;
};

/**
 * PostgreSQL refuses a data folder its user does not own. One written by root (a restore,
 * a copy made by hand) is handed to that user before the start.
 */
function ensureOwnedBy(pgdata: string, runAs: OsUser | undefined, log: DatabaseLog): void {
  if (!runAs || statSync(pgdata).uid === runAs.uid) return;
  execFileSync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, pgdata]);
  log.info({ pgdata, user: runAs.name }, `handed ${pgdata} to the OS user ${runAs.name}`);
}

/**
 * Starts the embedded PostgreSQL on `dataDir` (DATA_DIR): takes the folder's lock (a
 * second app exits here, naming the holder), carries over a PGlite folder, creates the
 * cluster on the first start, stops a server a killed app left behind, and starts one
 * that listens on a private socket only.
 */
export async function startEmbeddedPostgres(dataDir: string, log: DatabaseLog): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    const runAs = postgresRunAs();
    const pgdata = placePgdata(dataDir, runAs, log);
    if (runAs) {
      log.info(
        { user: runAs.name, uid: runAs.uid },
        `this server runs as root: PostgreSQL runs as the OS user ${runAs.name}, which owns ${pgdata}`,
      );
    }
    const binaries = await findPostgresBinaries(runAs);
    let carriedOver = false;

    // Earlier releases kept PGlite's folder in DATA_DIR/pgdata, wherever this one's goes.
    const pgliteFolder = path.join(dataDir, 'pgdata');
    finishInterruptedCarryOver(pgdata, log);
    if (isPgliteFolder(pgliteFolder)) {
      await carryOverPgliteFolder({
        from: pgliteFolder,
        to: pgdata,
        log,
        createCluster: (target) => createCluster(target, binaries, runAs),
        launchServer: (target) => launchServer(target, binaries, runAs),
      });
      carriedOver = true;
    } else if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
      const started = performance.now();
      await createCluster(pgdata, binaries, runAs);
      log.info({ pgdata, ms: Math.round(performance.now() - started) }, 'created the embedded PostgreSQL database');
    }
    ensureOwnedBy(pgdata, runAs, log);
    await stopLeftoverServer(pgdata, binaries, runAs, log);
    sweepOrphanSocketDirs();
    const server = await launchServer(pgdata, binaries, runAs);
    log.info({ pgdata, socketDir: server.socketDir }, 'embedded PostgreSQL started');
    return {
      url: server.url,
      pgdata,
      runAs,
      binaries,
      carriedOver,
      stop: () => server.stop().finally(lock.release),
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
