// A consistent copy of the embedded PostgreSQL's folder taken while it runs, by
// PostgreSQL's own low-level backup API (the method pg_basebackup uses): pg_backup_start,
// copy the folder, pg_backup_stop, then the write-ahead log written in between. The
// embedded binaries ship no pg_dump, and a copy of the folder restores in seconds.
// https://www.postgresql.org/docs/current/continuous-archiving.html#BACKUP-LOWLEVEL-BASE-BACKUP
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { ArchiveWriter } from './backup-archive.ts';

/** The folder the cluster's files go under in the archive. */
export const CLUSTER_PREFIX = 'pgdata';

/**
 * Left out of the copy, as PostgreSQL's documentation lists them: the running server's
 * own files, the server log, and folders rebuilt at start (their folders are kept, empty).
 * pg_wal's segments are added after the copy, only those the restore needs.
 */
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
  'log',
]);

function isSkipped(relative: string, isFolder: boolean): boolean {
  const parts = relative.split('/');
  const name = parts.at(-1) ?? '';
  if (parts.length > 1 && EMPTIED_FOLDERS.has(parts[0] ?? '')) return true;
  if (name.startsWith('pgsql_tmp') || name === 'pg_internal.init') return true;
  return !isFolder && parts.length === 1 && SKIPPED_FILES.has(name);
}

/** Writes the running cluster at `url` (its folder: `pgdata`) into the archive. */
export async function writeClusterBackup(archive: ArchiveWriter, url: string, pgdata: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, statement_timeout: 0 });
  await client.connect();
  try {
    // A temporary slot keeps every write-ahead log segment from now on until this session
    // ends, however long the copy takes; it goes away with the session, even on a crash.
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [`epaper_backup_${process.pid}`]);
    const start = await client.query<{ wal: string }>(`SELECT pg_walfile_name(pg_backup_start($1, true)) AS wal`, [
      `e-paper backup ${new Date().toISOString()}`,
    ]);
    let stopped = false;
    try {
      await archive.addTree(CLUSTER_PREFIX, pgdata, isSkipped);
      const stop = await client.query<{ labelfile: string; spcmapfile: string | null }>(
        'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
      );
      stopped = true;
      const { labelfile, spcmapfile } = stop.rows[0] ?? { labelfile: '', spcmapfile: null };
      await archive.addText(`${CLUSTER_PREFIX}/backup_label`, labelfile);
      if (spcmapfile) await archive.addText(`${CLUSTER_PREFIX}/tablespace_map`, spcmapfile);
      // Close the segment holding the backup's end, so its copy is whole and on disk.
      const end = await client.query<{ wal: string }>('SELECT pg_walfile_name(pg_switch_wal()) AS wal');
      await addWalSegments(archive, pgdata, start.rows[0]?.wal ?? '', end.rows[0]?.wal ?? '');
    } finally {
      if (!stopped) await client.query('SELECT pg_backup_stop(false)').catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

/** The segments from the backup's first to its last, by name (24 hex digits: timeline, log, segment). */
async function addWalSegments(archive: ArchiveWriter, pgdata: string, first: string, last: string): Promise<void> {
  const walDir = path.join(pgdata, 'pg_wal');
  const segments = (await readdir(walDir))
    .filter((name) => /^[0-9A-F]{24}$/.test(name) && name >= first && name <= last)
    .sort();
  if (segments[0] !== first) throw new Error(`The write-ahead log segment ${first} the backup begins in is missing`);
  for (const segment of segments) {
    if (!(await archive.addFile(`${CLUSTER_PREFIX}/pg_wal/${segment}`, path.join(walDir, segment)))) {
      throw new Error(`The write-ahead log segment ${segment} vanished during the backup`);
    }
  }
}
