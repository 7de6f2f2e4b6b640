import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupStatus } from '@epaper/shared/backups.contract';
import type { Db } from '../../db/client.ts';
import { createArchiveWriter, MANIFEST_NAME, type BackupManifest } from '../../lib/backup/backup-archive.ts';
import { writeClusterBackup } from '../../lib/backup/cluster-backup.ts';
import { writeDumpBackup } from '../../lib/backup/dump-backup.ts';
import type { Settings } from '../../plugins/settings.ts';
import * as repo from './backups.repository.ts';

/** What a backup copies: the database (the embedded cluster's folder, or a server's database) and the file store's folder. */
export type BackupSource = {
  /** Connection to the running database. */
  url: string;
  /** The embedded cluster's folder; undefined for a PostgreSQL server (then pg_dump is used). */
  pgdata: string | undefined;
  /** The file store's folder; undefined for an S3 bucket (its own versioning keeps the files). */
  filesDir: string | undefined;
};

/** The source of the running process: its database, and the disk store's folder when files live on disk. */
export function backupSourceOf(
  settings: Settings,
  database: { url: string; pgdata?: string | undefined },
): BackupSource {
  return {
    url: database.url,
    pgdata: database.pgdata,
    filesDir: settings.fileStore.kind === 'disk' ? settings.fileStore.rootDir : undefined,
  };
}

/** Files in progress under the store's folder (an upload being written) are not part of any backup. */
const skipTemporaryFiles = (relative: string) => relative === '.tmp' || relative.startsWith('.tmp/');

/**
 * Writes one archive of the database and the files to `file`, while the server goes on
 * answering. The database comes first: every row in it refers to files written before it,
 * which the files' copy that follows finds.
 */
export async function writeBackup(
  source: BackupSource,
  file: string,
): Promise<{ file: string; bytes: number; ms: number }> {
  const started = performance.now();
  const archive = await createArchiveWriter(file);
  try {
    const manifest: BackupManifest = {
      format: 1,
      database: source.pgdata ? 'cluster' : 'dump',
      postgresVersion: '',
      createdAt: new Date().toISOString(),
      hasFiles: source.filesDir !== undefined,
    };
    // The manifest leads the archive, so a restore knows what it holds before anything else.
    await archive.addText(
      MANIFEST_NAME,
      JSON.stringify({ ...manifest, postgresVersion: await repo.serverVersion(source.url) }, null, 2),
    );
    if (source.pgdata) await writeClusterBackup(archive, source.url, source.pgdata);
    else await writeDumpBackup(archive, source.url);
    if (source.filesDir) await archive.addTree('files', source.filesDir, skipTemporaryFiles);
    await archive.finish();
  } catch (error) {
    await archive.abort();
    throw error;
  }
  return { file, bytes: (await stat(file)).size, ms: Math.round(performance.now() - started) };
}

/** A daily backup's file name: its moment in UTC, sortable as text. */
export function dailyBackupName(at: Date): string {
  return `epaper-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;
}
const DAILY_BACKUP = /^epaper-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;

/** Removes the oldest daily backups in `dir` beyond the newest `keep`; answers the names removed. */
export async function pruneDailyBackups(dir: string, keep: number): Promise<string[]> {
  const backups = (await readdir(dir)).filter((name) => DAILY_BACKUP.test(name)).sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

type DailyLog = { info: (d: object, m: string) => void; error: (d: object, m: string) => void };

/**
 * The daily backup: an archive in BACKUP_DIR, the oldest beyond BACKUP_KEEP removed, and
 * the run recorded (a failure also logged as an error, and shown to super admins).
 */
export async function runDailyBackup(db: Db, settings: Settings, source: BackupSource, log: DailyLog): Promise<void> {
  const dir = settings.backup.dir;
  if (!dir) return;
  const startedAt = new Date();
  try {
    const written = await writeBackup(source, path.join(dir, dailyBackupName(startedAt)));
    const removed = await pruneDailyBackups(dir, settings.backup.keep);
    await repo.insertBackupRun(db, {
      startedAt,
      ok: true,
      file: path.basename(written.file),
      sizeBytes: written.bytes,
    });
    log.info({ file: written.file, bytes: written.bytes, ms: written.ms, removed }, 'daily backup written');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error({ err: error, dir }, 'daily backup failed');
    await repo.insertBackupRun(db, { startedAt, ok: false, error: message.slice(0, 2000) });
    throw error;
  }
}

/** The daily backups' state for the Dashboard. */
export async function backupStatus(db: Db, settings: Settings): Promise<BackupStatus> {
  const { latest, success } = await repo.latestBackupRuns(db);
  return {
    enabled: settings.backup.dir !== undefined,
    keep: settings.backup.keep,
    last_success: success
      ? { at: success.finishedAt.toISOString(), file: success.file ?? '', size_bytes: success.sizeBytes ?? 0 }
      : null,
    last_failure:
      latest && !latest.ok
        ? { at: latest.finishedAt.toISOString(), message: latest.error ?? 'The backup failed.' }
        : null,
  };
}
