// The operating-system user the embedded PostgreSQL runs as. PostgreSQL refuses to run as
// root; a server started as root runs it as the unprivileged user `postgres` (created when
// missing), which owns the database folder. Any other user runs it as themselves.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

/** An account to run PostgreSQL's programs as. */
export type OsUser = { name: string; uid: number; gid: number };

const POSTGRES_USER = 'postgres';

function idOf(flag: '-u' | '-g', name: string): number | undefined {
  try {
    return Number.parseInt(
      execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
      10,
    );
  } catch {
    return undefined;
  }
}

/** Whether this process runs as root (never on Windows, which has no getuid). */
export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/**
 * The user to run PostgreSQL as: undefined when this process is not root (it runs as us);
 * as root, the `postgres` user, created as a system account without a home or a login
 * shell when it does not exist yet.
 */
export function postgresRunAs(): OsUser | undefined {
  if (!isRoot()) return undefined;
  let uid = idOf('-u', POSTGRES_USER);
  if (uid === undefined) {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', POSTGRES_USER],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    uid = idOf('-u', POSTGRES_USER);
  }
  const gid = idOf('-g', POSTGRES_USER);
  if (uid === undefined || gid === undefined) throw new Error(`Could not find or create the OS user ${POSTGRES_USER}`);
  return { name: POSTGRES_USER, uid, gid };
}

/** Whether `user` may reach `target`: every folder on its path can be searched (and a file run). */
export function canUserReach(user: OsUser, target: string): boolean {
  return spawnSync('test', ['-x', target], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

/** The outermost folder on `target`'s path that `user` cannot search, for the message that says what to change. */
export function firstClosedFolder(user: OsUser, target: string): string | undefined {
  const folders: string[] = [];
  for (let folder = path.resolve(target); ; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (folder === path.dirname(folder)) break;
  }
  return folders.find((folder) => !canUserReach(user, folder));
}
