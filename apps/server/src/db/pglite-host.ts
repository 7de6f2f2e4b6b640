// Worker-thread entry: owns the embedded PGlite database and serves it over the
// Postgres wire protocol on a Unix socket. PGlite blocks the thread it runs on,
// so it lives here, never on the thread that answers HTTP.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

type HostOptions = { dataDir: string; socketPath: string; maxConnections: number };

async function main(): Promise<void> {
  const { dataDir, socketPath, maxConnections } = workerData as HostOptions;
  mkdirSync(dataDir, { recursive: true });
  // pg_trgm serves the user list's substring search (migration 0003).
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
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
