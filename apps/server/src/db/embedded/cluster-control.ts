// PostgreSQL's own programs, run for the embedded database: initdb creates a cluster, and
// pg_ctl starts it on a private socket (waiting until it accepts connections) and stops
// it, also the one a killed app left running.
import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isProcessAlive } from '../../lib/process-alive.ts';
import type { PostgresBinaries } from './postgres-binaries.ts';
import type { OsUser } from './os-user.ts';
import type { DatabaseLog } from './database-log.ts';
import { NATIVE_CLUSTER_MARK } from './pglite-carry-over.ts';

/**
 * The server's settings, given on every start so an upgrade's changes apply. fsync,
 * full_page_writes and synchronous_commit are PostgreSQL's defaults, stated so that no
 * configuration file can turn them off: a commit is answered only once it is on disk.
 */
function serverSettings(socketDir: string): string[] {
  const settings: Record<string, string> = {
    listen_addresses: "''",
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    fsync: 'on',
    full_page_writes: 'on',
    synchronous_commit: 'on',
    timezone: 'UTC',
    log_timezone: 'UTC',
    logging_collector: 'on',
    log_directory: 'log',
    // One file a weekday, overwritten a week later: a week of the server's own log at most.
    log_filename: 'postgresql-%a.log',
    log_truncate_on_rotation: 'on',
    log_rotation_age: '1d',
    log_rotation_size: '0',
  };
  return Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
}

/** Socket folders are named after the process that made them, so a later start can tell whose are orphans. */
export const SOCKET_DIR_PREFIX = 'epaper-pg-';
const OWNED_SOCKET_DIR = new RegExp(`^${SOCKET_DIR_PREFIX}(\\d+)-[A-Za-z0-9]{6}$`);

/** Removes socket folders left in the temp directory by processes that no longer run. */
export function sweepOrphanSocketDirs(tmpDir = os.tmpdir()): void {
  let names: string[];
  try {
    names = readdirSync(tmpDir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = OWNED_SOCKET_DIR.exec(name)?.[1];
    if (pid === undefined || Number(pid) === process.pid || isProcessAlive(Number(pid))) continue;
    try {
      rmSync(path.join(tmpDir, name), { recursive: true, force: true });
    } catch {
      // Another user's folder, not ours to remove; harmless.
    }
  }
}

/** Runs one of PostgreSQL's programs (as `runAs` when set); resolves with its output, rejects with it. */
function runProgram(
  program: string,
  args: string[],
  runAs: OsUser | undefined,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    // stdout/stderr are ignored by pg_ctl's server (it writes to its log file), so 'exit' is the end.
    const child = spawn(program, args, {
      ...(runAs && { uid: runAs.uid, gid: runAs.gid }),
      // Messages in English, whatever the machine's locale: the log and our errors quote them.
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: os.tmpdir(),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, output: output.trim() }));
  });
}

async function runOrThrow(what: string, program: string, args: string[], runAs: OsUser | undefined): Promise<string> {
  const { code, output } = await runProgram(program, args, runAs);
  if (code !== 0) throw new Error(`${what} failed (exit ${code}): ${output}`);
  return output;
}

export function chownTo(target: string, runAs: OsUser | undefined): void {
  if (runAs) chownSync(target, runAs.uid, runAs.gid);
}

/**
 * Creates the cluster in a side folder and renames it into place, so a start killed
 * half-way leaves no half-made `pgdata` behind. UTF-8 with the C.UTF-8 locale: code-point
 * ordering that does not depend on the machine's locales, and Unicode-aware case and
 * character classes (the readers' search). Only local socket connections are accepted.
 */
export async function createCluster(
  pgdata: string,
  binaries: PostgresBinaries,
  runAs: OsUser | undefined,
): Promise<void> {
  const building = `${pgdata}.initdb`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { mode: 0o700 });
  chownTo(building, runAs);
  await runOrThrow(
    'Creating the embedded database (initdb)',
    binaries.initdb,
    [
      `--pgdata=${building}`,
      '--username=postgres',
      '--auth-local=trust',
      '--auth-host=reject',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-instructions',
    ],
    runAs,
  );
  writeFileSync(
    path.join(building, NATIVE_CLUSTER_MARK),
    `created by the e-paper server on ${new Date().toISOString()}\n`,
  );
  chownTo(path.join(building, NATIVE_CLUSTER_MARK), runAs);
  renameSync(building, pgdata);
}

/** The first line of postmaster.pid: the process id of the server that runs (or ran) on this folder. */
function postmasterPid(pgdata: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A server still running on our folder while we hold DATA_DIR's lock was left by an app
 * that was killed (SIGKILL skips every close path): it is stopped the way a clean stop
 * would, then started afresh with this release's settings. A pid file whose server is gone
 * is removed: PostgreSQL would take a recycled or unreaped pid for a live server.
 */
export async function stopLeftoverServer(
  pgdata: string,
  binaries: PostgresBinaries,
  runAs: OsUser | undefined,
  log: DatabaseLog,
) {
  const pid = postmasterPid(pgdata);
  if (pid === undefined) return;
  if (!isProcessAlive(pid)) {
    rmSync(path.join(pgdata, 'postmaster.pid'), { force: true });
    log.warn(
      { pid, pgdata },
      'the embedded PostgreSQL did not stop cleanly last time; it recovers from its write-ahead log',
    );
    return;
  }
  log.warn({ pid, pgdata }, 'stopping the embedded PostgreSQL that a previous run left running');
  await runOrThrow(
    'Stopping the PostgreSQL left by a previous run',
    binaries.pgCtl,
    ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '120'],
    runAs,
  );
}

function tailOfStartLog(pgdata: string): string {
  try {
    return readFileSync(path.join(pgdata, 'log', 'startup.log'), 'utf8')
      .trim()
      .split('\n')
      .slice(-5)
      .join('\n');
  } catch {
    return '';
  }
}

/** A server started on one cluster folder, and how to stop it. */
export type RunningServer = { url: string; socketDir: string; stop: () => Promise<void> };

/** Starts PostgreSQL on `pgdata` with pg_ctl (which waits until it accepts connections), on a fresh private socket folder. */
export async function launchServer(
  pgdata: string,
  binaries: PostgresBinaries,
  runAs: OsUser | undefined,
): Promise<RunningServer> {
  // A short private folder: Unix socket paths are limited to about 100 bytes.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), `${SOCKET_DIR_PREFIX}${process.pid}-`));
  chownTo(socketDir, runAs);
  const logDir = path.join(pgdata, 'log');
  mkdirSync(logDir, { recursive: true, mode: 0o700 });
  chownTo(logDir, runAs);
  const settings = serverSettings(socketDir).join(' ');
  const started = await runProgram(
    binaries.pgCtl,
    ['start', '-D', pgdata, '-w', '-t', '300', '-l', path.join(logDir, 'startup.log'), '-o', settings],
    runAs,
  );
  if (started.code !== 0) {
    rmSync(socketDir, { recursive: true, force: true });
    throw new Error(`The embedded PostgreSQL did not start: ${tailOfStartLog(pgdata) || started.output}`);
  }
  const stopArgs = ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '120'];
  // process.exit() skips every close path: the server is stopped on the way out all the same.
  const stopOnExit = () => {
    spawnSync(binaries.pgCtl, stopArgs, { ...(runAs && { uid: runAs.uid, gid: runAs.gid }), stdio: 'ignore' });
    rmSync(socketDir, { recursive: true, force: true });
  };
  process.on('exit', stopOnExit);
  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    socketDir,
    stop: () => {
      stopping ??= runOrThrow('Stopping the embedded PostgreSQL', binaries.pgCtl, stopArgs, runAs).then(() => {
        process.off('exit', stopOnExit);
        rmSync(socketDir, { recursive: true, force: true });
      });
      return stopping;
    },
  };
}
