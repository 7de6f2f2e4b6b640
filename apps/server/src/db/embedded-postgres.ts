import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock.ts';
import { isProcessAlive } from '../lib/process-alive.ts';
import type { HostOptions } from './pglite-host.ts';

/** A running embedded database and how to reach it with the `pg` driver. */
export type EmbeddedPostgres = {
  /** Unix-socket directory and port, as `pg` expects them. */
  connection: { host: string; port: number; user: string; database: string };
  stop: () => Promise<void>;
};

const SOCKET_PORT = 5432;

/** Socket folders are named after the process that made them, so a later start can tell whose are orphans. */
export const SOCKET_DIR_PREFIX = 'epaper-pg-';
const OWNED_SOCKET_DIR = new RegExp(`^${SOCKET_DIR_PREFIX}(\\d+)-[A-Za-z0-9]{6}$`);

/**
 * Removes socket folders left in the temp directory by processes that no longer run
 * (killed, or crashed before they could clean up). Another user's folders, which we
 * may not remove, are left alone.
 */
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
      // Not ours to remove; harmless.
    }
  }
}

/**
 * Starts PGlite in a worker thread and serves it on a private Unix socket.
 * Takes the exclusive lock on `dataDir` first: a second process on the same folder
 * fails here, before PGlite touches a file. When running from TypeScript sources
 * (tests, `npm run dev`) the worker loads them through tsx; the bundle in dist/ ships
 * the worker as plain JavaScript.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections = 4): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  sweepOrphanSocketDirs();
  // A short private folder: Unix socket paths are limited to about 100 bytes.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), `${SOCKET_DIR_PREFIX}${process.pid}-`));
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  // process.exit() skips every close path; the lock releases itself the same way.
  process.on('exit', removeSocketDir);
  const cleanUp = () => {
    process.off('exit', removeSocketDir);
    removeSocketDir();
    lock.release();
  };

  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const start = async (initOnly: boolean) => {
    const worker = spawnHost({ dataDir, socketPath, maxConnections, initOnly });
    try {
      await waitUntilReady(worker);
      return worker;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
  };
  let worker: Worker;
  try {
    // Creating the database files (initdb) leaves PGlite holding about 190 MB it never
    // gives back. A thread that only creates them, and ends, takes that memory with it.
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await (await start(true)).terminate();
    worker = await start(false);
  } catch (error) {
    // A failed start leaves nothing behind: no worker, no socket folder, no lock.
    cleanUp();
    throw error;
  }

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 10_000);
      worker.on('message', (message: { type: string }) => {
        if (message.type !== 'stopped') return;
        clearTimeout(timer);
        void worker.terminate().then(() => resolve());
      });
      worker.postMessage({ type: 'stop' });
    }).finally(cleanUp);
    return stopping;
  };

  return { connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' }, stop };
}

function waitUntilReady(worker: Worker): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onMessage = (message: { type: string; message?: string }) => {
      if (message.type === 'ready') resolve();
      if (message.type === 'error') reject(new Error(`Embedded database failed to start: ${message.message}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Embedded database exited with code ${code}`)));
  });
}

/**
 * The bundle in dist/ ships the host as plain JavaScript. From TypeScript sources
 * (tests, `npm run dev`) Node 20 cannot start a worker on a .ts file, even with a
 * loader flag, so a one-line worker imports it through tsx's API.
 */
function spawnHost(workerData: HostOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-host.js', import.meta.url), { workerData });
  const hostUrl = new URL('./pglite-host.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(hostUrl)}, ${JSON.stringify(hostUrl)}))`;
  return new Worker(bootstrap, { eval: true, workerData });
}
