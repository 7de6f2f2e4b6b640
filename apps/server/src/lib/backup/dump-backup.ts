// The database part of a backup on a PostgreSQL server (DATABASE_URL): pg_dump's custom
// format, and pg_restore to put it back, run from the PATH. They come with the server's
// client packages (postgresql-client), whose major must be at least the server's.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ExplainedError } from '../explained-error.ts';
import type { ArchiveWriter } from './backup-archive.ts';

/** The dump's name inside the archive. */
export const DUMP_NAME = 'database.dump';

/** Thrown when pg_dump or pg_restore is not on the PATH. */
export class MissingClientToolError extends ExplainedError {
  constructor(tool: string) {
    super(
      `${tool} was not found on the PATH. Backups of a PostgreSQL server (DATABASE_URL) use the server's own ` +
        `client tools: install them (Debian and Ubuntu: apt-get install postgresql-client), in a version at least the server's.`,
    );
  }
}

/**
 * The connection as libpq's environment variables: on the command line the password would
 * be visible to every user of the machine (`ps`).
 */
export function libpqEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  const set = (name: string, value: string | null | undefined) => {
    if (value) env[name] = value;
  };
  set('PGHOST', url.searchParams.get('host') ?? decodeURIComponent(url.hostname));
  set('PGPORT', url.port || url.searchParams.get('port'));
  set('PGUSER', decodeURIComponent(url.username));
  set('PGPASSWORD', decodeURIComponent(url.password));
  set('PGDATABASE', decodeURIComponent(url.pathname.slice(1)));
  set('PGSSLMODE', url.searchParams.get('sslmode'));
  return env;
}

/** Runs `tool` with `args`; rejects with what it printed when it fails. */
function run(tool: string, args: string[], databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...libpqEnvironment(databaseUrl) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new MissingClientToolError(tool) : error),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** Dumps the database at `databaseUrl` into the archive (through a private temporary file). */
export async function writeDumpBackup(archive: ArchiveWriter, databaseUrl: string): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'epaper-dump-'));
  try {
    const file = path.join(folder, DUMP_NAME);
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], databaseUrl);
    await archive.addFile(DUMP_NAME, file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Restores a dump into the (empty, or to be cleaned) database at `databaseUrl`. */
export async function restoreDump(file: string, databaseUrl: string, clean: boolean): Promise<void> {
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(clean ? ['--clean', '--if-exists'] : []),
      `--dbname=${libpqEnvironment(databaseUrl).PGDATABASE ?? ''}`,
      file,
    ],
    databaseUrl,
  );
}
