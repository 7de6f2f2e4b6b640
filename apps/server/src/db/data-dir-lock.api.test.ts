// The embedded database's folder lock and socket folders, through real processes: a
// second process on a folder in use fails at once naming the holder, a killed holder
// blocks nothing and leaves nothing behind. PGlite only: PostgreSQL has its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts';
import { SOCKET_DIR_PREFIX, startEmbeddedPostgres, sweepOrphanSocketDirs } from './embedded-postgres.ts';

const SERVER_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const here = (file: string) => new URL(file, import.meta.url).pathname;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'epaper-lock-test-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** Runs TypeScript `code` in a child Node process; resolves once it prints `line`. */
function spawnTs(code: string, waitFor: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => void (child.exitCode === null && child.kill('SIGKILL')));
  let output = '';
  const printed = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith(waitFor));
      if (line) resolve(line);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`child exited with ${code} before "${waitFor}":\n${output}`)));
  });
  return { child, printed };
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Socket folders in the temp directory made by process `pid`. */
const socketDirsOf = (pid: number) =>
  readdirSync(os.tmpdir()).filter((name) => name.startsWith(`${SOCKET_DIR_PREFIX}${pid}-`));

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the embedded database folder lock', () => {
  it('refuses a second holder while the first lives, naming it; a killed holder blocks nothing', async () => {
    const folder = tempFolder();
    const { child, printed } = spawnTs(
      `import { lockDataDir } from ${JSON.stringify(here('./data-dir-lock.ts'))};
       lockDataDir(${JSON.stringify(folder)}); console.log('locked'); setInterval(() => {}, 1000);`,
      'locked',
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
    );
    await printed;
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(false);
  });

  it('stops `npm run demo` at once against a running database, which keeps serving', async () => {
    const dataDir = tempFolder();
    const embedded = await startEmbeddedPostgres(path.join(dataDir, 'pgdata'));
    cleanups.push(() => embedded.stop());
    const pool = new pg.Pool({ ...embedded.connection, max: 1 });
    cleanups.push(() => pool.end());
    await pool.query('CREATE TABLE writes (n int)');
    await pool.query('INSERT INTO writes VALUES (1)');

    const started = performance.now();
    const demo = spawn(process.execPath, ['--import', 'tsx', 'src/demo.ts'], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    demo.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => demo.once('exit', resolve));
    const elapsedMs = performance.now() - started;

    expect(code).toBe(1);
    expect(stderr).toContain(`in use by process ${process.pid}`);
    // Opening PGlite alone takes seconds: this failed before touching the folder.
    expect(elapsedMs).toBeLessThan(6_000);
    await pool.query('INSERT INTO writes VALUES (2)');
    expect((await pool.query('SELECT count(*)::int AS n FROM writes')).rows[0].n).toBe(2);
  });

  it('opens a folder whose holder was killed, and sweeps the socket folder it left', async () => {
    const dataDir = tempFolder();
    const pgdata = path.join(dataDir, 'pgdata');
    const { child, printed } = spawnTs(
      `import { startEmbeddedPostgres } from ${JSON.stringify(here('./embedded-postgres.ts'))};
       await startEmbeddedPostgres(${JSON.stringify(pgdata)}); console.log('ready');`,
      'ready',
    );
    await printed;
    const childPid = child.pid ?? -1;
    expect(socketDirsOf(childPid)).toHaveLength(1);
    await killHard(child);
    expect(socketDirsOf(childPid)).toHaveLength(1); // what a kill leaves behind

    const embedded = await startEmbeddedPostgres(pgdata);
    cleanups.push(() => embedded.stop());
    const pool = new pg.Pool({ ...embedded.connection, max: 1 });
    cleanups.push(() => pool.end());
    expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    expect(socketDirsOf(childPid)).toHaveLength(0);
  });

  it('leaves no socket folder and no lock after a failed start', async () => {
    const pgdata = path.join(tempFolder(), 'pgdata');
    mkdirSync(pgdata);
    writeFileSync(path.join(pgdata, 'PG_VERSION'), '9\n'); // a data folder PGlite cannot open
    await expect(startEmbeddedPostgres(pgdata)).rejects.toThrow(/failed to start/);
    expect(socketDirsOf(process.pid)).toHaveLength(0);
    expect(existsSync(path.join(pgdata, LOCK_FILE_NAME))).toBe(false);
  });

  it('removes the socket folder when the database stops', async () => {
    const embedded = await startEmbeddedPostgres(path.join(tempFolder(), 'pgdata'));
    expect(existsSync(embedded.connection.host)).toBe(true);
    await embedded.stop();
    expect(existsSync(embedded.connection.host)).toBe(false);
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
