// Benchmark: the Dashboard's analytics at newspaper scale, and recording readers' page
// views while the Dashboard is in use.
//
// Data: the People benchmark's 1,000,000 readers and 2,000,000 subscriptions on a
// PostgreSQL server (100,000 and 200,000 on the embedded PostgreSQL; support/list-load.ts),
// plus 180 published daily editions of 16–24 pages and 20,000,000 page views over the last
// 180 days (2,000,000 on the embedded PostgreSQL) shaped like a morning paper's
// (support/analytics-data.ts), written as an import: the roll-up trigger off, the rows
// appended, then analytics_rebuild() once, timed.
//
// Then, on each database, with the built server (`node apps/server/dist/server.js`, as
// `npm start`):
//  1. Right figures: before the server starts, a few figures are recounted from the raw
//     rows in SQL (views of the 90 days, active readers of yesterday, the most read edition,
//     the range's revenue, readers, today's views); the API's answers must equal them.
//  2. Every analytics and report call (overview, users, revenue, content, popular,
//     reports/subscriptions, reports/usage, reports/revenue; JSON, `days=90`): 2 s on one
//     connection, one request after another (what a call costs alone; also the warm-up),
//     then 10 s at full speed over 10 connections (autocannon), every response's latency
//     kept: throughput, p50, p95, p99.
//  3. Lighthouse (mobile) on /dashboard?range=90 on this data (PostgreSQL only).
//  4. Recording. A page view is a reader opening a page of an edition; the same page again
//     within 30 minutes is the same view (200, nothing stored), and over 120 opens by one
//     reader in a minute answer 429 (README.md, "What a page view is"). So every opening
//     here is a (reader, edition, page) of its own in the run, and no reader opens more
//     than 100 pages in it (support/reader-openings.ts): as many readers as the loads'
//     openings need at the rate expected (BENCH_EXPECTED_VIEWS_PER_SECOND over every
//     load's seconds, 100 each), drawn without a view of the last 30 minutes, sign in as
//     readers do (POST /api/auth/request-otp/, the code read from the server's log, where
//     the default SMS sender writes it, then /api/auth/verify-otp/), on a server started
//     for that with LOG_LEVEL=info and TRUST_PROXY=1, each from its own X-Forwarded-For
//     address (the per-address limit is 20 codes per 15 minutes). Half hold a subscription
//     active today and open pages of the newest editions, the others page 1 of as many.
//     Then at full speed over 256 connections (autocannon, 3 s of warm-up, then 25 s
//     measured), each reader's pages spread over the run, while a separate process
//     (support/calls-probe.mjs) asks for the eight analytics calls in turn, one at a time:
//     new views recorded per second, the dashboard calls' p95 meanwhile. Every answer is
//     kept against its opening and, once the servers stop, against the page_views rows of
//     its (reader, edition, page): a 200 with a row is a new view, one without a repeat;
//     429s are counted apart; by design there are neither. page_views is counted before
//     the first server starts and after the last stops: it must grow by exactly the views
//     the openings account for (the 200s' views, the openings cut off in flight but
//     written, the repeat measurement's first openings). On the PostgreSQL server the same
//     again with two API processes on the same database: the readers spread over both (the
//     dashboard probed on the first), then the readers on the first and the dashboard on
//     the second (one process owns an embedded DATA_DIR). The cores used: the API
//     processes, the PostgreSQL backends serving them (on the embedded PostgreSQL found
//     through the running server's socket), the load generator. After the loads on one
//     process, what a repeat costs: 10 other readers open 50 new pages each, every page
//     twice in a row, on one connection: the first openings' p50/p99 against the repeats'.
//  5. After the load: today's roll-ups recounted from the raw rows; then (BENCH_REBUILD)
//     analytics_rebuild() over everything, timed, and the roll-ups compared row for row with
//     what the triggers kept (rolled back).
//
// Targets (PostgreSQL server): p95 ≤ 50 ms for every call at 10 connections; ≥ 5,000 new
// views/s recorded while the dashboard calls stay ≤ 50 ms p95; every figure equal to its
// recount. The embedded PostgreSQL is reported beside, not judged.
//
// Run (builds if needed):  npm run bench:analytics
//   BENCH_ONLY=postgres|embedded        one database only
//   BENCH_SCALE=embedded                the server at the embedded scale too (100,000 readers,
//                                       2,000,000 page views), in a database of its own
//   BENCH_FRESH=1                       regenerate all the data (people and analytics)
//   BENCH_SECONDS=10                    measured seconds per call
//   BENCH_LOAD_SECONDS=25               measured seconds of each recording load
//   BENCH_LOAD_CONNECTIONS=256          connections of the recording load
//   BENCH_EXPECTED_VIEWS_PER_SECOND=12000
//                                       the rate the readers are drawn for (a faster server runs
//                                       out of openings and repeats them: reported, and failed)
//   BENCH_READERS=…                     signed-in readers (default: what that rate needs)
//   BENCH_LIGHTHOUSE=0                  skip Lighthouse
//   BENCH_REBUILD=1|0                   step 5's rebuild (default: embedded only; minutes on 20,000,000 views)
//   BENCH_DATA_ONLY=1                   only prepare the data (generate it if needed), start no server
//   BENCH_DATABASE_URL=postgres://…     the PostgreSQL server (default: the local one)
// The data stays between runs (database epaper_bench_people, or epaper_bench_people_100k
// with BENCH_SCALE=embedded; DATA_DIR <tmp>/epaper-bench-people-embedded); the analytics
// part is made again once its newest edition is more than a week old.
import type pg from 'pg';
import { assertBuilt, startBuiltProduct, type BuiltProduct } from '../e2e/support/built-product.ts';
import { CALLS, measureCall, pause, type CallResult } from './support/analytics-calls.ts';
import { ensureAnalyticsData, readGenerationRecord, type AnalyticsScale } from './support/analytics-data.ts';
import { rebuildAndCompare } from './support/analytics-rebuild.ts';
import { checkFigures, checkToday, recount, type Check } from './support/analytics-recount.ts';
import { report, type Run } from './support/analytics-report.ts';
import { DASHBOARD_PAGE, scorePages } from './support/lighthouse-run.ts';
import {
  AT_EMBEDDED_SCALE,
  type Kind,
  log,
  prepareData,
  runForEachDatabase,
  SETTLE_SECONDS,
  withBenchDatabase,
} from './support/list-load.ts';
import { ADMIN_PASSWORD, ADMIN_PHONE, WEB_DIST, signIn } from './support/product-server.ts';
import {
  countViews,
  drawReaders,
  recordingLoad,
  SETUPS,
  signInReaders,
  tallyLoads,
  type RecordingRun,
  type SignedInReader,
} from './support/reader-load.ts';
import {
  OPENS_PER_READER,
  pageOpenings,
  REPEAT_COST,
  repeatCost,
  tallyRepeatCost,
  type OpeningQueue,
  type RepeatRun,
} from './support/reader-openings.ts';

const EMBEDDED_ANALYTICS_SCALE: AnalyticsScale = { editions: 180, pageViews: 2_000_000, rowsPerStatement: 250_000 };
const ANALYTICS_SCALES: Record<Kind, AnalyticsScale> = {
  postgres: AT_EMBEDDED_SCALE
    ? EMBEDDED_ANALYTICS_SCALE
    : { editions: 180, pageViews: 20_000_000, rowsPerStatement: 2_500_000 },
  embedded: EMBEDDED_ANALYTICS_SCALE,
};
/** Names each database's generation record: the server's at the embedded scale is another database. */
const dataName = (kind: Kind) => (kind === 'postgres' && AT_EMBEDDED_SCALE ? 'postgres-at-embedded-scale' : kind);
const CONNECTIONS = 10;
const TIMING = { warmUp: 2, seconds: Number(process.env.BENCH_SECONDS ?? 10) };
const LOAD = {
  warmUp: 3,
  seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 25),
  connections: Number(process.env.BENCH_LOAD_CONNECTIONS ?? 256),
};
/**
 * The rate the readers are drawn for: every opening is a page its reader has not opened in
 * the run, at most OPENS_PER_READER each, so the loads' seconds at this rate set how many
 * sign in. About 1.4 times the most recorded yet (8,655 views/s, before repeats were
 * deduplicated on 2026-11-26).
 */
const EXPECTED_VIEWS_PER_SECOND = Number(process.env.BENCH_EXPECTED_VIEWS_PER_SECOND || 12_000);
const TARGET_P95_MS = 50;
const TARGET_VIEWS_PER_SECOND = 5000;
/** Only prepare the data: no server, no measurement (so no build needed either). */
const DATA_ONLY = process.env.BENCH_DATA_ONLY === '1';

/** The benchmark's database for the bench itself, beside a running server or not (support/list-load.ts). */
const withPool = <T>(env: Record<string, string>, work: (pool: pg.Pool) => Promise<T>): Promise<T> =>
  withBenchDatabase(env, (database) => work(database.pool));

/**
 * Whether to run analytics_rebuild() after the load: by default on the embedded database
 * only (on the server's 20,000,000 views it takes minutes).
 */
const rebuildAfterLoad = (kind: Kind) => (process.env.BENCH_REBUILD ?? (kind === 'embedded' ? '1' : '0')) === '1';

/** The recording setups a database runs: one process owns an embedded DATA_DIR, so two API processes share only the server. */
const setupsOn = (kind: Kind) => SETUPS.filter((setup) => kind === 'postgres' || setup.processes === 1);

/** Readers to sign in: the loads' openings at the expected rate, OPENS_PER_READER each, and the repeat measurement's. */
const readersFor = (kind: Kind) =>
  Number(process.env.BENCH_READERS) ||
  Math.ceil((EXPECTED_VIEWS_PER_SECOND * setupsOn(kind).length * (LOAD.warmUp + LOAD.seconds)) / OPENS_PER_READER) +
    REPEAT_COST.readers;

/** One database's run; null when BENCH_DATA_ONLY=1 stops it once the data is ready. */
async function measure(kind: Kind): Promise<Run | null> {
  const env = await prepareData(kind);
  const generated = await withPool(env, (pool) =>
    ensureAnalyticsData(pool, dataName(kind), ANALYTICS_SCALES[kind], log),
  );
  if (DATA_ONLY) {
    log(`[${kind}] the data is ready (${generated ? 'made now' : 'reused'}); stopping there (BENCH_DATA_ONLY=1)`);
    return null;
  }
  log(`[${kind}] recounting the figures from the raw rows…`);
  const { expected, drawn } = await withPool(env, async (pool) => {
    const expected = await recount(pool);
    return { expected, drawn: await drawReaders(pool, expected.today, readersFor(kind)) };
  });
  const before = await withPool(env, countViews);
  const serverEnv = { ...env, ADMIN_PHONE, ADMIN_PASSWORD, WEB_DIST_DIR: WEB_DIST };

  // 1–3: the figures, the calls, Lighthouse.
  log(`[${kind}] starting the built server…`);
  let product = await startBuiltProduct(serverEnv);
  let figures: Check[];
  const calls: CallResult[] = [];
  let lighthouse: boolean | null = null;
  try {
    const { access } = await signIn(product.baseURL);
    await pause(SETTLE_SECONDS);
    figures = await checkFigures(product, access, expected);
    for (const [call, pathAndQuery] of CALLS) {
      log(`[${kind}] ${call}…`);
      calls.push(await measureCall(product, access, call, pathAndQuery, TIMING, CONNECTIONS));
    }
    if (kind === 'postgres' && process.env.BENCH_LIGHTHOUSE !== '0') {
      lighthouse = await scorePages(product.baseURL, [DASHBOARD_PAGE], 'lighthouse-dashboard-with-data-summary');
    }
  } finally {
    await product.stop();
  }

  // 4: readers sign in on a server that logs their codes and trusts X-Forwarded-For.
  log(`[${kind}] signing ${drawn.readers.length} readers in with one-time codes…`);
  product = await startBuiltProduct({ ...serverEnv, LOG_LEVEL: 'info', TRUST_PROXY: '1' });
  let readers: SignedInReader[];
  const signInStarted = performance.now();
  try {
    readers = await signInReaders(product, drawn.readers);
  } finally {
    await product.stop();
  }
  const signInSeconds = (performance.now() - signInStarted) / 1000;
  // The repeat measurement's readers open none of the loads' pages: their minute is their own.
  const repeatOpenings = pageOpenings(
    readers.slice(0, REPEAT_COST.readers),
    drawn.editions,
    REPEAT_COST.pagesPerReader,
  );
  const queue: OpeningQueue = { openings: pageOpenings(readers.slice(REPEAT_COST.readers), drawn.editions), sent: 0 };

  const recordings: RecordingRun[] = [];
  let repeated: RepeatRun | null = null;
  const setups = setupsOn(kind);
  for (const processes of [...new Set(setups.map((setup) => setup.processes))]) {
    log(`[${kind}] recording page views on ${processes} API process(es)…`);
    const products: BuiltProduct[] = [];
    try {
      for (let p = 0; p < processes; p += 1) products.push(await startBuiltProduct(serverEnv));
      await pause(SETTLE_SECONDS);
      for (const setup of setups.filter((s) => s.processes === processes)) {
        const { access } = await signIn(products[setup.dashboardOn]!.baseURL);
        log(`[${kind}]   ${setup.label}…`);
        // The embedded database is reached through the running server's socket (runningServerUrl).
        const backendPids = async () =>
          withPool(env, async (pool) =>
            (
              await pool.query<{ pid: number }>(
                'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
              )
            ).rows.map((row) => row.pid),
          );
        recordings.push(await recordingLoad(setup, products, access, queue, backendPids, LOAD));
      }
      if (processes === 1) {
        log(`[${kind}]   what a repeat costs beside a first opening…`);
        repeated = await repeatCost(products[0]!, repeatOpenings);
      }
    } finally {
      for (const p of products) await p.stop();
    }
  }

  // 5: what the load stored, today's roll-ups, and a rebuild against the triggers' roll-ups.
  log(
    `[${kind}] counting the stored views, recounting today${rebuildAfterLoad(kind) ? ', rebuilding every roll-up' : ''}…`,
  );
  // Every server has stopped, so each has written every opening it took: the answers against the rows.
  const after = await withPool(env, countViews);
  const { loads, repeat, today, rebuild } = await withPool(env, async (pool) => {
    return {
      loads: await tallyLoads(pool, before.maxId, queue, recordings),
      repeat: repeated && (await tallyRepeatCost(pool, before.maxId, repeated)),
      today: await checkToday(pool, expected.today),
      rebuild: rebuildAfterLoad(kind) ? await rebuildAndCompare(pool) : null,
    };
  });
  return {
    kind,
    generated,
    lastGeneration: readGenerationRecord(dataName(kind)),
    viewRows: after.rows,
    figures,
    calls,
    lighthouse,
    signedIn: readers.length,
    signInSeconds,
    loads,
    repeat,
    stored: {
      prepared: queue.openings.length,
      sent: queue.sent,
      expected:
        loads.reduce((sum, l) => sum + l.openings.views + l.openings.cutOffStored, 0) + (repeat?.openings.views ?? 0),
      counted: after.rows - before.rows,
    },
    today,
    rebuild,
  };
}

if (!DATA_ONLY) assertBuilt();
await runForEachDatabase(async (kind) => {
  const run = await measure(kind);
  return run
    ? report(run, {
        editions: ANALYTICS_SCALES[kind].editions,
        timing: TIMING,
        connections: CONNECTIONS,
        load: LOAD,
        targetP95Ms: TARGET_P95_MS,
        targetViewsPerSecond: TARGET_VIEWS_PER_SECOND,
      })
    : true;
});
