import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { chmod, link, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { lockDataDir } from '../../db/embedded/data-dir-lock.ts';
import type { DatabaseLog } from '../../db/embedded/database-log.ts';
import { startEmbeddedPostgres } from '../../db/embedded/embedded-postgres.ts';
import { placePgdata } from '../../db/embedded/pgdata-location.ts';
import { postgresRunAs } from '../../db/embedded/os-user.ts';
import {
  isSafeEntryName,
  MANIFEST_NAME,
  readArchive,
  readFirstEntry,
  type BackupManifest,
} from '../../lib/backup/backup-archive.ts';
import { CLUSTER_PREFIX } from '../../lib/backup/cluster-backup.ts';
import { DUMP_NAME, restoreDump } from '../../lib/backup/dump-backup.ts';
import { ExplainedError } from '../../lib/explained-error.ts';
import { countRestoredRows, countTables, type RestoredCounts } from './backups.repository.ts';

/** A restore that cannot go ahead; the message says why and what to do. */
export class RestoreRefusedError extends ExplainedError {}

export type RestoreOptions = {
  file: string;
  dataDir: string;
  /** A PostgreSQL server to restore into; the embedded cluster in dataDir when unset. */
  databaseUrl: string | undefined;
  /** The file store's folder, when files live on disk. */
  filesDir: string | undefined;
  /** Replace what is there (a non-empty DATA_DIR, or a database that has tables). */
  force: boolean;
  log: DatabaseLog;
};

/** Reads the manifest (the archive's first entry) and refuses an archive that is not a backup of ours. */
async function readManifest(file: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new RestoreRefusedError(`No backup at ${file}.`);
  const first = await readFirstEntry(file).catch((error: unknown) => {
    throw new RestoreRefusedError(`${file} is not a readable backup archive (${(error as Error).message}).`);
  });
  let manifest: BackupManifest | undefined;
  try {
    if (first?.name === MANIFEST_NAME) manifest = JSON.parse(first.text) as BackupManifest;
  } catch {
    manifest = undefined;
  }
  if (manifest?.format !== 1) throw new RestoreRefusedError(`${file} is not a backup made by npm run backup.`);
  return manifest;
}

/** Writes the archive's entries under `prefix/` into `target` (the rest is skipped). */
async function extract(file: string, prefix: string, target: string): Promise<void> {
  await readArchive(file, async (entry) => {
    if (entry.name !== prefix && !entry.name.startsWith(`${prefix}/`)) {
      for await (const _ of entry.body); // drained
      return;
    }
    if (!isSafeEntryName(entry.name)) throw new RestoreRefusedError(`The archive holds an unsafe name: ${entry.name}`);
    const destination = path.join(target, entry.name.slice(prefix.length + 1));
    if (entry.type === 'link') {
      const first = entry.linkname ?? '';
      if (!isSafeEntryName(first) || !first.startsWith(`${prefix}/`)) {
        throw new RestoreRefusedError(`The archive holds an unsafe link: ${entry.name}`);
      }
      for await (const _ of entry.body);
      await mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
      await link(path.join(target, first.slice(prefix.length + 1)), destination);
      return;
    }
    if (entry.type === 'directory') {
      await mkdir(destination, { recursive: true, mode: 0o700 });
      for await (const _ of entry.body);
      return;
    }
    await mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
    await pipeline(entry.body, createWriteStream(destination, { mode: entry.mode & 0o777 }));
  });
}

/** True when `folder` is missing or has nothing in it. */
function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

/**
 * Restores a backup: into an empty DATA_DIR (the embedded cluster and the files), or into
 * the PostgreSQL server at DATABASE_URL (with pg_restore) and the files folder. Anything
 * already there is replaced only with `force`. Answers what the restored database holds.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoredCounts> {
  const manifest = await readManifest(options.file);
  return options.databaseUrl
    ? restoreIntoServer(options, manifest, options.databaseUrl)
    : restoreIntoDataDir(options, manifest);
}

async function restoreIntoDataDir(options: RestoreOptions, manifest: BackupManifest): Promise<RestoredCounts> {
  const { dataDir, force, log } = options;
  if (manifest.database !== 'cluster') {
    throw new RestoreRefusedError(
      'This backup was taken of a PostgreSQL server (DATABASE_URL): restore it with DATABASE_URL set to an empty database.',
    );
  }
  const wasEmpty = isEmptyFolder(dataDir);
  await mkdir(dataDir, { recursive: true });
  const pgdata = placePgdata(dataDir, postgresRunAs(), log);
  if ((!wasEmpty || existsSync(pgdata)) && !force) {
    throw new RestoreRefusedError(
      `${dataDir} is not empty. Restore into an empty DATA_DIR, or add --force to replace its database and files.`,
    );
  }
  // Refuses while a server or another tool uses the folder, naming it.
  const lock = lockDataDir(dataDir);
  try {
    await rm(pgdata, { recursive: true, force: true });
    if (options.filesDir) await rm(options.filesDir, { recursive: true, force: true });
    log.info({ file: options.file }, 'restoring the database folder');
    await extract(options.file, CLUSTER_PREFIX, pgdata);
    await chmod(pgdata, 0o700);
    if (manifest.hasFiles && options.filesDir) {
      log.info({ filesDir: options.filesDir }, 'restoring the files');
      await extract(options.file, 'files', options.filesDir);
    }
  } finally {
    lock.release();
  }
  // The first start replays the write-ahead log copied with the folder, to the backup's end.
  const embedded = await startEmbeddedPostgres(dataDir, log);
  try {
    return await countRestoredRows(embedded.url);
  } finally {
    await embedded.stop();
  }
}

async function restoreIntoServer(
  options: RestoreOptions,
  manifest: BackupManifest,
  url: string,
): Promise<RestoredCounts> {
  if (manifest.database !== 'dump') {
    throw new RestoreRefusedError(
      'This backup is a copy of the embedded database: restore it without DATABASE_URL, into an empty DATA_DIR.',
    );
  }
  if ((await countTables(url)) > 0 && !options.force) {
    throw new RestoreRefusedError(
      'The database at DATABASE_URL already has tables. Restore into an empty one, or add --force to replace them.',
    );
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'epaper-restore-'));
  try {
    await readArchive(options.file, async (entry) => {
      if (entry.name === DUMP_NAME)
        await pipeline(entry.body, createWriteStream(path.join(folder, DUMP_NAME), { mode: 0o600 }));
      else for await (const _ of entry.body);
    });
    options.log.info({ file: options.file }, 'restoring the database with pg_restore');
    await restoreDump(path.join(folder, DUMP_NAME), url, options.force);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  if (manifest.hasFiles && options.filesDir) {
    await rm(options.filesDir, { recursive: true, force: true });
    options.log.info({ filesDir: options.filesDir }, 'restoring the files');
    await extract(options.file, 'files', options.filesDir);
  }
  return countRestoredRows(url);
}
