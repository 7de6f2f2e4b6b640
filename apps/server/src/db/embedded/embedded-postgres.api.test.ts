// The embedded PostgreSQL's life, through real processes: its settings, durability across
// a crash of the app and of PostgreSQL itself, the server a killed app leaves running, a
// second app on the same folder, a clean stop on SIGTERM. Only on the embedded project:
// on a PostgreSQL server none of this is ours.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from './data-dir-lock.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { SOCKET_DIR_PREFIX } from './cluster-control.ts';
import { isProcessAlive } from '../../lib/process-alive.ts';
import { isRoot } from './os-user.ts';
import { pgdataOf, RELOCATED_ROOT } from './pgdata-location.ts';
import { killHard, spawnTs, startServerProcess } from '../../test/child-processes.ts';
import { perTestCleanup } from '../../test/per-test-cleanup.ts';
import { SUPER_ADMIN } from '../../test/test-app.ts';

const here = (file: string) => new URL(file, import.meta.url).pathname;
const { cleanups, dataFolder } = perTestCleanup('epaper-embedded-test');

const quiet = { info: () => undefined, warn: () => undefined };
const postmasterPidOf = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[0]);
const socketDirsOf = (pid: number) =>
  readdirSync(os.tmpdir()).filter((name) => name.startsWith(`${SOCKET_DIR_PREFIX}${pid}-`));

/** A child app process that opens the embedded database in `dataDir` and prints `ready`. */
function childWithDatabase(dataDir: string, then = '') {
  return spawnTs(
    `import { openDatabase } from ${JSON.stringify(here('../client.ts'))};
     const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)}, log: { info() {}, warn() {} } });
     console.log('ready');
     ${then}
     setInterval(() => {}, 1000);`,
    'ready',
    cleanups,
  );
}

async function withPool<T>(url: string, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}

/** Every process of the PostgreSQL on `dataDir`: the postmaster and its children. */
function postgresProcesses(postmaster: number): number[] {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

async function waitUntilGone(pids: number[]): Promise<void> {
  for (let tries = 0; tries < 100 && pids.some(isProcessAlive); tries++) await new Promise((r) => setTimeout(r, 50));
}

describe('the embedded PostgreSQL', { timeout: 120_000 }, () => {
  it('runs with durable commits, on a private socket only', async () => {
    const embedded = await startEmbeddedPostgres(dataFolder(), quiet);
    cleanups.push(() => embedded.stop());
    const settings = await withPool(embedded.url, async (pool) => {
      const names = ['fsync', 'synchronous_commit', 'full_page_writes', 'listen_addresses', 'server_encoding'];
      const rows = await Promise.all(
        names.map(async (name) => [name, (await pool.query(`SHOW ${name}`)).rows[0][name]]),
      );
      const { datctype } = (await pool.query('SELECT datctype FROM pg_database WHERE datname = current_database()'))
        .rows[0];
      return { ...Object.fromEntries(rows), datctype } as Record<string, string>;
    });
    expect(settings).toEqual({
      fsync: 'on',
      synchronous_commit: 'on',
      full_page_writes: 'on',
      listen_addresses: '',
      server_encoding: 'UTF8',
      datctype: 'C.UTF-8',
    });
    const socketDir = new URL(embedded.url).searchParams.get('host') ?? '';
    expect(socketDir.startsWith(path.join(os.tmpdir(), SOCKET_DIR_PREFIX))).toBe(true);
    expect(readdirSync(socketDir)).toContain('.s.PGSQL.5432');
    // Only its owner may enter the socket's folder.
    expect((await import('node:fs')).statSync(socketDir).mode & 0o077).toBe(0);
  });

  it('keeps every answered write when the app and PostgreSQL are killed mid-burst', async () => {
    const dataDir = dataFolder();
    const { child, printed, output } = childWithDatabase(
      dataDir,
      `await database.pool.query('CREATE TABLE writes (n int PRIMARY KEY)');
       for (let n = 1; ; n++) { await database.pool.query('INSERT INTO writes VALUES ($1)', [n]); console.log('ack ' + n); }`,
    );
    await printed;
    const acked = () => Math.max(0, ...[...output().matchAll(/^ack (\d+)$/gm)].map((m) => Number(m[1])));
    while (acked() < 300) await new Promise((resolve) => setTimeout(resolve, 20));
    // A crash of the whole machine, as far as one can be staged: nothing gets to shut down.
    const postgres = postgresProcesses(postmasterPidOf(dataDir));
    await killHard(child);
    for (const pid of postgres) if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
    await waitUntilGone(postgres);
    const answered = acked();

    const embedded = await startEmbeddedPostgres(dataDir, quiet);
    cleanups.push(() => embedded.stop());
    const stored = await withPool(embedded.url, async (pool) => (await pool.query('SELECT n FROM writes')).rows);
    const numbers = new Set(stored.map((row: { n: number }) => row.n));
    for (let n = 1; n <= answered; n++) expect(numbers.has(n), `answered write ${n}`).toBe(true);
  });

  it('stops the PostgreSQL a killed app left running, and starts its own', async () => {
    const dataDir = dataFolder();
    const { child, printed } = childWithDatabase(dataDir);
    await printed;
    const leftover = postmasterPidOf(dataDir);
    const childPid = child.pid ?? -1;
    await killHard(child);
    expect(isProcessAlive(leftover)).toBe(true); // what a kill leaves behind
    expect(socketDirsOf(childPid)).toHaveLength(1);

    const lines: string[] = [];
    const embedded = await startEmbeddedPostgres(dataDir, {
      info: () => undefined,
      warn: (_d, msg) => lines.push(msg),
    });
    cleanups.push(() => embedded.stop());
    expect(lines).toContain('stopping the embedded PostgreSQL that a previous run left running');
    expect(isProcessAlive(leftover)).toBe(false);
    expect(postmasterPidOf(dataDir)).not.toBe(leftover);
    expect(socketDirsOf(childPid)).toHaveLength(0);
    expect(await withPool(embedded.url, async (pool) => (await pool.query('SELECT 1 AS one')).rows[0].one)).toBe(1);
  });

  it('leaves no socket folder, no lock and no server after a failed start', async () => {
    const dataDir = dataFolder();
    mkdirSync(path.join(dataDir, 'pgdata'));
    writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '18\n');
    writeFileSync(path.join(dataDir, 'pgdata', 'epaper-cluster'), ''); // a cluster of ours with nothing else in it
    await expect(startEmbeddedPostgres(dataDir, quiet)).rejects.toThrow(/did not start/);
    expect(socketDirsOf(process.pid)).toHaveLength(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it.runIf(isRoot())(
    'moves the database out of a DATA_DIR that PostgreSQL’s user cannot reach, and finds it again',
    async () => {
      const closedParent = dataFolder(); // 0700, as a home folder in /root is
      const dataDir = path.join(closedParent, 'data');
      const warnings: string[] = [];
      const embedded = await startEmbeddedPostgres(dataDir, {
        info: () => undefined,
        warn: (_d, msg) => warnings.push(msg),
      });
      cleanups.push(() => rmSync(path.dirname(embedded.pgdata), { recursive: true, force: true }));
      cleanups.push(() => embedded.stop());
      expect(embedded.pgdata.startsWith(`${RELOCATED_ROOT}/`)).toBe(true);
      expect(warnings.join('\n')).toContain(`cannot pass through ${closedParent}`);
      expect(pgdataOf(dataDir)).toBe(embedded.pgdata);
      await withPool(embedded.url, (pool) => pool.query('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)'));
      await embedded.stop();
      const again = await startEmbeddedPostgres(dataDir, quiet);
      cleanups.push(() => again.stop());
      expect(again.pgdata).toBe(embedded.pgdata);
      expect(await withPool(again.url, async (pool) => (await pool.query('SELECT n FROM kept')).rows[0].n)).toBe(7);
    },
  );

  it('stops on stop(): the socket folder and the lock go with it', async () => {
    const dataDir = dataFolder();
    const embedded = await startEmbeddedPostgres(dataDir, quiet);
    const socketDir = new URL(embedded.url).searchParams.get('host') ?? '';
    const postmaster = postmasterPidOf(dataDir);
    await embedded.stop();
    expect(isProcessAlive(postmaster)).toBe(false);
    expect(existsSync(path.join(dataDir, 'pgdata', 'postmaster.pid'))).toBe(false);
    expect(existsSync(socketDir)).toBe(false);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});

describe('the server on the embedded PostgreSQL', { timeout: 120_000 }, () => {
  const startServer = (dataDir: string) =>
    startServerProcess(
      {
        DATA_DIR: dataDir,
        ADMIN_PHONE: SUPER_ADMIN.phone,
        ADMIN_PASSWORD: SUPER_ADMIN.password,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      },
      cleanups,
    );

  it('stops PostgreSQL cleanly on SIGTERM, and says who runs it', async () => {
    const dataDir = dataFolder();
    const server = startServer(dataDir);
    await server.listening;
    const postmaster = postmasterPidOf(dataDir);
    if (isRoot()) expect(server.output()).toContain('PostgreSQL runs as the OS user postgres');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(isProcessAlive(postmaster)).toBe(false);
    expect(existsSync(path.join(dataDir, 'pgdata', 'postmaster.pid'))).toBe(false);
    // A clean (fast) shutdown ends with a checkpoint: the next start needs no recovery.
    const log = readdirSync(path.join(dataDir, 'pgdata', 'log'))
      .filter((name) => name.startsWith('postgresql-'))
      .map((name) => readFileSync(path.join(dataDir, 'pgdata', 'log', name), 'utf8'))
      .join('\n');
    expect(log).toContain('database system is shut down');
  });

  it('refuses a second app on the same folder at once, naming the holder; the first keeps serving', async () => {
    const dataDir = dataFolder();
    const embedded = await startEmbeddedPostgres(dataDir, quiet);
    cleanups.push(() => embedded.stop());
    const started = performance.now();
    const second = startServer(dataDir);
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`in use by process ${process.pid}`);
    expect(second.output()).toContain(dataDir);
    // At once: it does not wait for the folder (most of this is loading the server's TypeScript).
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(await withPool(embedded.url, async (pool) => (await pool.query('SELECT 1 AS one')).rows[0].one)).toBe(1);
  });
});
