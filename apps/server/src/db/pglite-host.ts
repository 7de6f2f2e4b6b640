// Worker-thread entry: owns the embedded PGlite database and serves it over the
// Postgres wire protocol on a Unix socket. PGlite blocks the thread it runs on,
// so it lives here, never on the thread that answers HTTP.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** `initOnly`: create the database files, close, and report `ready` (see embedded-postgres.ts). */
export type HostOptions = { dataDir: string; socketPath: string; maxConnections: number; initOnly?: boolean };

async function main(): Promise<void> {
  const { dataDir, socketPath, maxConnections, initOnly } = workerData as HostOptions;
  mkdirSync(dataDir, { recursive: true });
  // pg_trgm serves the user list's substring search (migration 0003). Postgres's default
  // 128 MB of shared buffers stays: with 32 MB the process was 90 MB smaller, but a reader's
  // activity tab at 100,000 readers went from 6 to 67 ms p50 (page reads became file reads).
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
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
