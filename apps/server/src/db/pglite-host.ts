// Worker-thread entry: owns the embedded PGlite database and serves it over the
// Postgres wire protocol on a Unix socket. PGlite blocks the thread it runs on,
// so it lives here, never on the thread that answers HTTP.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const SHARED_BUFFERS = '64MB';

/** `initOnly`: create the database files, close, and report `ready` (see embedded-postgres.ts). */
export type HostOptions = { dataDir: string; socketPath: string; maxConnections: number; initOnly?: boolean };

async function main(): Promise<void> {
  const { dataDir, socketPath, maxConnections, initOnly } = workerData as HostOptions;
  mkdirSync(dataDir, { recursive: true });
  // pg_trgm serves the user list's substring search (migration 0003). Shared buffers are
  // 64 MB instead of Postgres's 128 MB: PGlite zero-fills them at start, so all of them are
  // resident from the first second, and they were a quarter of the server's memory. At
  // 100,000 readers the People calls kept their p50 with 64 MB, with p99 up to 1.7 times
  // and full-speed throughput up to 15 % lower on some lists (bench/README.md); with 32 MB a
  // reader's activity tab went from 6 to 67 ms p50 (page reads became file reads).
  const db = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
  if (initOnly) {
    await db.close();
    parentPort?.postMessage({ type: 'ready' });
    return;
  }
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
  await server.start();
  parentPort?.postMessage({ type: 'ready' });
  parentPort?.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort?.postMessage({ type: 'stopped' });
  });
}

main().catch((error: unknown) => {
  parentPort?.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
});
