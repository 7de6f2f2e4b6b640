import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** A running embedded database and how to reach it with the `pg` driver. */
export type EmbeddedPostgres = {
  /** Unix-socket directory and port, as `pg` expects them. */
  connection: { host: string; port: number; user: string; database: string };
  stop: () => Promise<void>;
};

const SOCKET_PORT = 5432;

/**
 * Starts PGlite in a worker thread and serves it on a private Unix socket.
 * When running from TypeScript sources (tests, `npm run dev`) the worker loads
 * them through tsx; the bundle in dist/ ships the worker as plain JavaScript.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections = 4): Promise<EmbeddedPostgres> {
  // A short private folder: Unix socket paths are limited to about 100 bytes.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'epaper-pg-'));
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const worker = spawnHost({ dataDir, socketPath, maxConnections });

  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { type: string; message?: string }) => {
      if (message.type === 'ready') resolve();
      if (message.type === 'error') reject(new Error(`Embedded database failed to start: ${message.message}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Embedded database exited with code ${code}`)));
  });

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
    }).finally(() => rmSync(socketDir, { recursive: true, force: true }));
    return stopping;
  };

  return { connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' }, stop };
}

/**
 * The bundle in dist/ ships the host as plain JavaScript. From TypeScript sources
 * (tests, `npm run dev`) Node 20 cannot start a worker on a .ts file, even with a
 * loader flag, so a one-line worker imports it through tsx's API.
 */
function spawnHost(workerData: { dataDir: string; socketPath: string; maxConnections: number }): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-host.js', import.meta.url), { workerData });
  const hostUrl = new URL('./pglite-host.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(hostUrl)}, ${JSON.stringify(hostUrl)}))`;
  return new Worker(bootstrap, { eval: true, workerData });
}
