// DATA_DIR's lock, through real processes: a second process on a folder in use fails at
// once naming the holder, and a killed holder blocks nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts';
import { SOCKET_DIR_PREFIX, sweepOrphanSocketDirs } from './cluster-control.ts';
import { killHard, spawnTs } from '../../test/child-processes.ts';
import { perTestCleanup } from '../../test/per-test-cleanup.ts';

const here = (file: string) => new URL(file, import.meta.url).pathname;

const { cleanups, dataFolder: tempFolder } = perTestCleanup('epaper-lock-test');

describe('the data folder lock', { timeout: 120_000 }, () => {
  it('refuses a second holder while the first lives, naming it; a killed holder blocks nothing', async () => {
    const folder = tempFolder();
    const { child, printed } = spawnTs(
      `import { lockDataDir } from ${JSON.stringify(here('./data-dir-lock.ts'))};
       lockDataDir(${JSON.stringify(folder)}); console.log('locked'); setInterval(() => {}, 1000);`,
      'locked',
      cleanups,
    );
    await printed;

    let refusal: unknown;
    try {
      lockDataDir(folder);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`process ${child.pid}`);
    expect((refusal as Error).message).toContain(folder);

    await killHard(child);
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(true); // SIGKILL runs no exit handler
    const lock = lockDataDir(folder);
    expect(JSON.parse(readLock(folder)).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a lock another host keeps touching, and takes over one it stopped touching a minute ago', () => {
    const folder = tempFolder();
    const lockPath = path.join(folder, LOCK_FILE_NAME);
    const otherHost = {
      pid: 1,
      hostname: 'another-container',
      startedAt: new Date().toISOString(),
      command: 'server.js',
    };
    writeFileSync(lockPath, `${JSON.stringify(otherHost)}\n`);
    expect(() => lockDataDir(folder)).toThrow(/in use by process 1 \(server\.js\) on host another-container/);

    // The other host's process died (a container recreated under a new hostname): its lock goes quiet.
    const longAgo = new Date(Date.now() - 5 * 60_000);
    utimesSync(lockPath, longAgo, longAgo);
    const lock = lockDataDir(folder);
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('releases the lock when the holder exits normally', async () => {
    const folder = tempFolder();
    const { child, printed } = spawnTs(
      `import { lockDataDir } from ${JSON.stringify(here('./data-dir-lock.ts'))};
       lockDataDir(${JSON.stringify(folder)}); console.log('locked'); process.exit(0);`,
      'locked',
      cleanups,
    );
    await printed;
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(false);
  });

  it('sweeps only socket folders whose process is gone', () => {
    const tmp = tempFolder();
    const dead = spawnSyncDeadPid();
    for (const name of [`${SOCKET_DIR_PREFIX}${dead}-abcdef`, `${SOCKET_DIR_PREFIX}${process.pid}-abcdef`, 'other-1']) {
      mkdirSync(path.join(tmp, name));
    }
    sweepOrphanSocketDirs(tmp);
    expect(readdirSync(tmp).sort()).toEqual([`${SOCKET_DIR_PREFIX}${process.pid}-abcdef`, 'other-1']);
  });
});

function readLock(folder: string): string {
  return readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8');
}

/** The pid of a process that has already exited. */
function spawnSyncDeadPid(): number {
  const result = spawnSync(process.execPath, ['-e', '0']);
  return result.pid;
}
