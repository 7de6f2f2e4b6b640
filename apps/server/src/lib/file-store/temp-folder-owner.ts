// Who wrote a temporary file of the disk store, so that a start can tell a dead process's
// partial files (removed at once) from a live one's (left alone). Every open disk store
// writes its temporary files in a folder of its own under `.tmp/`, named for its process.
//
// Why not simply empty `.tmp/` at start: `files/` is not always one process's. With the
// embedded database the data-dir lock does keep a second process out, but with
// DATABASE_URL an API process and a job worker on one machine (or in two containers sharing
// a volume) may use the same DATA_DIR/files, and one of them starting must not delete the
// upload the other is receiving. So a folder is removed when its process is known dead:
// - in this pid namespace of this host's boot, when no process with its pid (started at
//   its time) runs: at once;
// - on any host, when it stopped touching its folder (every 10 s) a minute ago, which also
//   covers a container that comes back under a new host name.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import os from 'node:os';
import { isProcessAlive, processStartTicks } from '../process-alive.ts';

/** A live store touches its folder this often; untouched for HEARTBEAT_STALE_MS, its process is gone. */
export const HEARTBEAT_MS = 10_000;
export const HEARTBEAT_STALE_MS = 60_000;

/** A link's target, or '' where there is none (no /proc). */
function readLinkOrEmpty(file: string): string {
  try {
    return readlinkSync(file);
  } catch {
    return '';
  }
}

/** A file's text, or '' where there is none. */
function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * Where process ids mean the same thing: the host's name, its boot and the pid namespace,
 * hashed (a folder name has room for it and need not reveal it). Two containers of one pod
 * share a host name but not their process ids: their folders carry different tags, so
 * each judges the other's by its heartbeat only, never by a pid it cannot see.
 */
const PID_SPACE_TAG = createHash('sha256')
  .update(
    [os.hostname(), readOrEmpty('/proc/sys/kernel/random/boot_id'), readLinkOrEmpty('/proc/self/ns/pid')].join('|'),
  )
  .digest('hex')
  .slice(0, 16);

// host-pid-start-random: the random part tells two stores of one process apart.
const OWNER_FOLDER = /^([0-9a-f]{16})-(\d+)-(\d+)-[0-9a-f]{8}$/;

/** The name of a new store's own temporary folder. */
export function ownTempFolderName(): string {
  const start = processStartTicks(process.pid) ?? 0;
  return `${PID_SPACE_TAG}-${process.pid}-${start}-${randomBytes(4).toString('hex')}`;
}

/**
 * Whether the process that owns this temporary folder is gone. `untouchedMs` is how long
 * ago the folder last changed. Undefined when the name is no owner's (a file left by an
 * older version of the store, which wrote straight into `.tmp/`).
 */
export function isOwnerGone(name: string, untouchedMs: number): boolean | undefined {
  const match = OWNER_FOLDER.exec(name);
  if (!match) return undefined;
  if (untouchedMs > HEARTBEAT_STALE_MS) return true;
  if (match[1] !== PID_SPACE_TAG) return false;
  const pid = Number(match[2]);
  if (!isProcessAlive(pid)) return true;
  // 0: the start time could not be read when the folder was named; the pid alone decides.
  const start = Number(match[3]);
  const current = processStartTicks(pid);
  return start !== 0 && current !== undefined && current !== start;
}
