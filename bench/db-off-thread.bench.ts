// Benchmark: the embedded database does not freeze the HTTP thread.
//
// What it does not measure: /api/health touches no database, so this says nothing about
// how long a signed-in request waits for the embedded database's one session while
// another statement runs. db-contention.bench.ts measures that.
//
// Starts the real app on a fresh PGlite (in its worker thread, as `npm start`
// does), then measures GET /api/health from a separate process three ways, side
// by side in one run:
//   idle       nothing else happening;
//   off-thread the slow query runs through the app's own database (worker thread);
//   in-thread  the same query on a PGlite opened on the HTTP thread, the design we
//              avoid, to show what the worker thread buys.
// Target: p99 of /api/health under 50 ms while the slow query runs off-thread.
//
// Run: npx tsx bench/db-off-thread.bench.ts
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { loadSettings } from '../apps/server/src/plugins/settings.ts';
import { startApp } from '../apps/server/src/startup.ts';
import { summarise } from './support/stats.ts';

const run = promisify(execFile);
const PROBE = path.join(path.dirname(new URL(import.meta.url).pathname), 'support/latency-probe.mjs');
const PROBE_SECONDS = 6;
// Deliberately slow: a few seconds of CPU inside Postgres, no I/O.
const SLOW_QUERY = 'SELECT count(*) FROM generate_series(1, 1500000) AS a WHERE md5(a::text) LIKE $1';

async function probe(url: string): Promise<number[]> {
  const { stdout } = await run(process.execPath, [PROBE, url, String(PROBE_SECONDS)], { maxBuffer: 1 << 24 });
  return JSON.parse(stdout) as number[];
}

/** Runs `query` back to back until `stop` resolves, counting how many finished. */
async function keepBusy(query: () => Promise<unknown>, stop: Promise<unknown>): Promise<number> {
  let finished = 0;
  let done = false;
  void stop.then(() => (done = true));
  while (!done) {
    await query();
    finished += 1;
    // Let timers and sockets run between queries, or an in-thread PGlite starves them for good.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return finished;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'epaper-bench-db-'));
  const settings = loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PHONE: '+919000000001',
    ADMIN_PASSWORD: 'bench-password-1',
    TOKEN_SECRET: 'bench-signing-secret-that-is-long-enough-000',
  });
  const { app, database } = await startApp(settings);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/health`;

  console.error('measuring idle…');
  const idle = await probe(url);
  console.error('measuring with the slow query off-thread…');

  const offProbe = probe(url);
  const offQueries = await keepBusy(() => database.pool.query(SLOW_QUERY, ['%abc%']), offProbe);
  const offThread = await offProbe;

  console.error('measuring with the slow query on the HTTP thread…');
  const inThreadDb = await PGlite.create(); // in memory, on this (the HTTP) thread
  const inProbe = probe(url);
  const inQueries = await keepBusy(() => inThreadDb.query(SLOW_QUERY, ['%abc%']), inProbe);
  const inThread = await inProbe;
  await inThreadDb.close();

  await app.close();
  rmSync(dataDir, { recursive: true, force: true });

  const rows = {
    idle: summarise(idle),
    'slow query off-thread (shipped design)': { ...summarise(offThread), slowQueriesFinished: offQueries },
    'slow query on the HTTP thread (avoided design)': { ...summarise(inThread), slowQueriesFinished: inQueries },
  };
  console.table(rows);
  const p99 = rows['slow query off-thread (shipped design)'].p99;
  const ratio = rows['slow query on the HTTP thread (avoided design)'].p99 / p99;
  console.log(
    `p99 of /api/health during slow queries: ${p99} ms off-thread (target < 50 ms); in-thread is ${ratio.toFixed(1)}× worse.`,
  );
  console.log(p99 < 50 ? 'PASS' : 'FAIL');
  process.exitCode = p99 < 50 ? 0 : 1;
}

await main();
