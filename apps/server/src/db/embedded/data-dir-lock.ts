// An exclusive lock on DATA_DIR, taken before the embedded PostgreSQL starts: a second app
// learns who holds the folder (and stops) before it touches PostgreSQL's files, and a
// PostgreSQL still running there once we hold it was left by a killed app.
import { closeSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isProcessAlive, processStartTicks } from '../../lib/process-alive.ts';
import { ExplainedError } from '../../lib/explained-error.ts';

/** The file inside the locked folder; its content says who holds it. */
export const LOCK_FILE_NAME = 'epaper.lock';

/** Who holds a lock: enough to tell a live holder from a dead one, and to name it to a person. */
export type LockHolder = {
  pid: number;
  hostname: string;
  /** When the holder took the lock (ISO 8601). */
  startedAt: string;
  /** The holder's entry script, e.g. server.js or demo.ts. */
  command: string;
  /** Linux: the process's start time in clock ticks since boot, so a recycled pid is not taken for the holder. */
  processStart?: number;
};

/** A held lock; `release` is idempotent. */
export type DataDirLock = { path: string; release: () => void };

/** Thrown when another live process holds the folder; the message names it. */
export class DataDirLockedError extends ExplainedError {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder | null,
  ) {
    super(describeHolder(folder, holder));
    this.name = 'DataDirLockedError';
  }
}

function describeHolder(folder: string, holder: LockHolder | null): string {
  if (!holder) return `The embedded database in ${folder} is being opened by another process right now.`;
  const where = holder.hostname === os.hostname() ? 'on this machine' : `on host ${holder.hostname}`;
  return (
    `The embedded database in ${folder} is in use by process ${holder.pid} (${holder.command}) ${where}, ` +
    `since ${holder.startedAt}. Stop that process first, or set DATA_DIR to another folder.` +
    (holder.hostname === os.hostname()
      ? ''
      : ` If that host no longer uses this folder, delete ${path.join(folder, LOCK_FILE_NAME)}.`)
  );
}

function isAlive(holder: LockHolder): boolean {
  if (!isProcessAlive(holder.pid)) return false;
  if (holder.processStart === undefined) return true;
  const current = processStartTicks(holder.pid);
  return current === undefined || current === holder.processStart;
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockHolder>;
    if (typeof holder.pid !== 'number' || typeof holder.hostname !== 'string') return null;
    return holder as LockHolder;
  } catch {
    return null;
  }
}

/** Creates `file` only if it does not exist; false when it does. */
function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** A holder writes its lock within microseconds of creating it; older and still unreadable means it died in between. */
const UNREADABLE_GRACE_MS = 5_000;

/**
 * A live holder touches its lock this often. Another host's process cannot be asked
 * whether it is alive (a container restarted with a new hostname, say), so its lock is
 * stale once it has not been touched for HEARTBEAT_STALE_MS.
 */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_STALE_MS = 60_000;

/** True when the lock's holder is gone: dead on this host, or silent for a minute on another. */
function isStale(holder: LockHolder | null, lockPath: string): boolean {
  if (!holder) return ageMs(lockPath) > UNREADABLE_GRACE_MS;
  if (holder.hostname === os.hostname()) return !isAlive(holder);
  return ageMs(lockPath) > HEARTBEAT_STALE_MS;
}

/**
 * Takes the lock on `folder` (which must exist) or throws DataDirLockedError naming the
 * live holder. A lock left by a dead process on this host is taken over, and so is one
 * from another host that its holder stopped touching a minute ago. Released by
 * `release()` or when this process exits normally; a killed process leaves a lock the
 * next start takes over.
 */
export function lockDataDir(folder: string): DataDirLock {
  const lockPath = path.join(folder, LOCK_FILE_NAME);
  const processStart = processStartTicks(process.pid);
  const mine: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    command: path.basename(process.argv[1] ?? process.argv0),
    ...(processStart !== undefined && { processStart }),
  };
  const content = `${JSON.stringify(mine)}\n`;

  if (!createExclusive(lockPath, content)) {
    const holder = readHolder(lockPath);
    if (!isStale(holder, lockPath)) throw new DataDirLockedError(folder, holder);
    takeOverStaleLock(folder, lockPath, content);
  }

  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockPath, now, now);
    } catch {
      // The folder went away; the next start judges the lock by its holder.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    // Only our own: never delete a lock someone took over after ours was judged stale.
    if (readHolder(lockPath)?.pid === process.pid) removeIfPresent(lockPath);
  };
  process.on('exit', release);
  return { path: lockPath, release };
}

/**
 * Two processes may find the same stale lock at once; if both deleted it and created
 * their own, the second would delete the first's fresh lock. A takeover file, itself
 * created exclusively, lets only one of them do it.
 */
function takeOverStaleLock(folder: string, lockPath: string, content: string): void {
  const takeoverPath = `${lockPath}.takeover`;
  if (!createExclusive(takeoverPath, `${process.pid}\n`)) {
    // A takeover file outlives only a process killed within the takeover's microseconds.
    if (ageMs(takeoverPath) < UNREADABLE_GRACE_MS) throw new DataDirLockedError(folder, null);
    removeIfPresent(takeoverPath);
    if (!createExclusive(takeoverPath, `${process.pid}\n`)) throw new DataDirLockedError(folder, null);
  }
  try {
    const holder = readHolder(lockPath);
    if (holder && !isStale(holder, lockPath)) throw new DataDirLockedError(folder, holder);
    removeIfPresent(lockPath);
    if (!createExclusive(lockPath, content)) throw new DataDirLockedError(folder, readHolder(lockPath));
  } finally {
    removeIfPresent(takeoverPath);
  }
}
