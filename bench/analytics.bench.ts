// Benchmark: the Dashboard's analytics at newspaper scale, and recording readers' page
// views while the Dashboard is in use.
//
// Data: the People benchmark's 1,000,000 readers and 2,000,000 subscriptions on PostgreSQL
// (100,000 and 200,000 on PGlite; support/list-load.ts), plus 180 published daily editions
// of 16–24 pages and 20,000,000 page views over the last 180 days (2,000,000 on PGlite)
// shaped like a morning paper's (support/analytics-data.ts), written as an import: the
// roll-up trigger off, the rows appended, then analytics_rebuild() once, timed.
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
//  4. Recording: 200 readers sign in as readers do (POST /api/auth/request-otp/, the code
//     read from the server's log, where the default SMS sender writes it, then
//     /api/auth/verify-otp/), on a server started for that with LOG_LEVEL=info and
//     TRUST_PROXY=1, each from its own X-Forwarded-For address (the per-address limit is 20
//     codes per 15 minutes). Half hold a subscription active today and open any page of the
//     two newest editions, the others page 1. Then at full speed over 64 connections
//     (autocannon, 3 s of warm-up, then 25 s measured) while a separate
//     process (support/calls-probe.mjs) asks for the eight analytics calls in turn, one at a
//     time: views recorded per second, the dashboard calls' p95 meanwhile. page_views is
//     counted before the server starts and after it stops: every answered page is a stored
//     row. On PostgreSQL the same again with two API processes on the same database: the
//     readers spread over both (the dashboard probed on the first), then the readers on the
//     first and the dashboard on the second.
//  5. After the load: today's roll-ups recounted from the raw rows; then (BENCH_REBUILD)
//     analytics_rebuild() over everything, timed, and the roll-ups compared row for row with
//     what the triggers kept (rolled back).
//
// Targets (PostgreSQL): p95 ≤ 50 ms for every call at 10 connections; ≥ 5,000 views/s
// recorded while the dashboard calls stay ≤ 50 ms p95; every figure equal to its recount.
// PGlite is reported beside, not judged.
//
// Run (builds if needed):  npm run bench:analytics
//   BENCH_ONLY=postgres|pglite          one database only
//   BENCH_FRESH=1                       regenerate all the data (people and analytics)
//   BENCH_SECONDS=10                    measured seconds per call
//   BENCH_LOAD_SECONDS=25               measured seconds of each recording load
//   BENCH_LOAD_CONNECTIONS=64           connections of the recording load
//   BENCH_READERS=200                   signed-in readers
//   BENCH_LIGHTHOUSE=0                  skip Lighthouse
//   BENCH_REBUILD=1|0                   step 5's rebuild (default: PGlite only; minutes on PostgreSQL)
//   BENCH_DATABASE_URL=postgres://…     the PostgreSQL server (default: the local one)
// The data stays between runs (database epaper_bench_people, folder
// <tmp>/epaper-bench-people-pglite); the analytics part is made again once its newest
// edition is more than a week old.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import type pg from 'pg';
import type {
  ContentAnalytics,
  Overview,
  PopularAnalytics,
  RevenueAnalytics,
  RevenueReport,
  UsageReport,
  UserAnalytics,
} from '../packages/shared/src/analytics.contract.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { assertBuilt, startBuiltProduct, type BuiltProduct } from '../e2e/support/built-product.ts';
import {
  ensureAnalyticsData,
  readGenerationRecord,
  rebuildAndCompare,
  type AnalyticsScale,
  type GenerationRecord,
} from './support/analytics-data.ts';
import { DASHBOARD_PAGE, scorePages } from './support/lighthouse-run.ts';
import {
  type Kind,
  getJson,
  log,
  prepareData,
  printVerdicts,
  runForEachDatabase,
  SCALES,
  SETTLE_SECONDS,
} from './support/list-load.ts';
import { ADMIN_PASSWORD, ADMIN_PHONE, ROOT, WEB_DIST, signIn } from './support/product-server.ts';
import { summarise } from './support/stats.ts';

const ANALYTICS_SCALES: Record<Kind, AnalyticsScale> = {
  postgres: { editions: 180, pageViews: 20_000_000, rowsPerStatement: 2_500_000 },
  pglite: { editions: 180, pageViews: 2_000_000, rowsPerStatement: 250_000 },
};
const RANGE_DAYS = 90;
const CONNECTIONS = 10;
const TIMING = { warmUp: 2, seconds: Number(process.env.BENCH_SECONDS ?? 10) };
const LOAD = {
  warmUp: 3,
  seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 25),
  connections: Number(process.env.BENCH_LOAD_CONNECTIONS ?? 64),
};
const READERS = Number(process.env.BENCH_READERS ?? 200);
const TARGET_P95_MS = 50;
const TARGET_VIEWS_PER_SECOND = 5000;
const PROBE = path.join(ROOT, 'bench/support/calls-probe.mjs');
const SIGN_IN_CONCURRENCY = 8;

const CALLS: Array<[string, string]> = [
  ['overview', '/api/dashboard/analytics/overview/'],
  ['users', `/api/dashboard/analytics/users/?days=${RANGE_DAYS}`],
  ['revenue', `/api/dashboard/analytics/revenue/?days=${RANGE_DAYS}`],
  ['content', `/api/dashboard/analytics/content/?days=${RANGE_DAYS}`],
  ['popular', `/api/dashboard/analytics/popular/?days=${RANGE_DAYS}`],
  ['reports/subscriptions', `/api/dashboard/analytics/reports/subscriptions/?days=${RANGE_DAYS}`],
  ['reports/usage', `/api/dashboard/analytics/reports/usage/?days=${RANGE_DAYS}`],
  ['reports/revenue', `/api/dashboard/analytics/reports/revenue/?days=${RANGE_DAYS}`],
];

const pause = (secs: number) => new Promise((resolve) => setTimeout(resolve, secs * 1000));
const fmt = (n: number) => n.toLocaleString('en');
/** The day `n` days after `day` (yyyy-mm-dd). */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Opens the benchmark's database for the bench itself (PGlite: only while no server holds it). */
async function withPool<T>(env: Record<string, string>, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR ?? '',
    statementTimeoutMs: 0,
  });
  try {
    return await work(database.pool);
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------
// 1. The figures recounted from the raw rows

type Recount = {
  today: string;
  from: string;
  yesterday: string;
  viewsInRange: number;
  activeYesterday: number;
  topEdition: { id: number; views: number };
  revenueInRange: string;
  readers: number;
  viewsToday: number;
};

/** `day`'s first instant in the roll-ups' time zone, as SQL. */
const startOf = (param: string) => `(${param}::date)::timestamp AT TIME ZONE analytics_time_zone()`;

async function recount(pool: pg.Pool): Promise<Recount> {
  const q = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0] ?? {};
  const today = String((await q(`SELECT (now() AT TIME ZONE analytics_time_zone())::date::text AS d`)).d);
  const from = addDays(today, -(RANGE_DAYS - 1));
  const yesterday = addDays(today, -1);
  const inRange = `viewed_at >= ${startOf('$1')} AND viewed_at < ${startOf('$2')}`;
  const range = [from, addDays(today, 1)];
  const viewsInRange = Number((await q(`SELECT count(*) AS n FROM page_views WHERE ${inRange}`, range)).n);
  const activeYesterday = Number(
    (
      await q(
        `SELECT count(*) AS n FROM (
           SELECT user_id FROM page_views WHERE ${inRange}
           UNION
           SELECT a.user_id FROM user_activities a JOIN users u ON u.id = a.user_id AND u.role = 'user'
            WHERE a.activity_type = 'login' AND a.created_at >= ${startOf('$1')} AND a.created_at < ${startOf('$2')}) AS active`,
        [yesterday, today],
      )
    ).n,
  );
  const top = await q(
    `SELECT epaper_id AS id, count(*) AS n FROM page_views WHERE ${inRange} GROUP BY 1 ORDER BY 2 DESC, 1 DESC LIMIT 1`,
    range,
  );
  const revenue = await q(
    `SELECT coalesce(sum(amount_paid), 0)::numeric(16, 2)::text AS total FROM user_subscriptions
      WHERE created_at >= ${startOf('$1')} AND created_at < ${startOf('$2')}`,
    range,
  );
  const readers = Number((await q(`SELECT count(*) AS n FROM users WHERE role = 'user'`)).n);
  const viewsToday = Number(
    (await q(`SELECT count(*) AS n FROM page_views WHERE viewed_at >= ${startOf('$1')}`, [today])).n,
  );
  return {
    today,
    from,
    yesterday,
    viewsInRange,
    activeYesterday,
    topEdition: { id: Number(top.id), views: Number(top.n) },
    revenueInRange: String(revenue.total),
    readers,
    viewsToday,
  };
}

type Check = { figure: string; api: string; recount: string; ok: boolean };

/** The API's answers against the recount. */
async function checkFigures(product: BuiltProduct, access: string, expected: Recount): Promise<Check[]> {
  const get = <T>(i: number) => getJson(product.baseURL, access, CALLS[i]![1]) as Promise<T>;
  const overview = await get<Overview>(0);
  const users = await get<UserAnalytics>(1);
  const revenue = await get<RevenueAnalytics>(2);
  const content = await get<ContentAnalytics>(3);
  const popular = await get<PopularAnalytics>(4);
  const usage = await get<UsageReport>(6);
  const revenueReport = await get<RevenueReport>(7);
  const check = (figure: string, api: unknown, recount: unknown): Check => ({
    figure,
    api: String(api),
    recount: String(recount),
    ok: String(api) === String(recount),
  });
  const top = popular.editions[0];
  return [
    check('range of days=90', `${content.from} … ${content.to}`, `${expected.from} … ${expected.today}`),
    check('page views of the 90 days (content.total_views)', content.total_views, expected.viewsInRange),
    check(
      'page views of the 90 days (reports/usage, sum of days)',
      usage.days.reduce((sum, day) => sum + day.page_views, 0),
      expected.viewsInRange,
    ),
    check(
      `active readers on ${expected.yesterday} (users.active_users)`,
      users.active_users.find((day) => day.date === expected.yesterday)?.active_users,
      expected.activeYesterday,
    ),
    check(
      'most read edition of the 90 days and its views (popular)',
      `#${top?.epaper_id}: ${top?.views}`,
      `#${expected.topEdition.id}: ${expected.topEdition.views}`,
    ),
    check('revenue of the 90 days (revenue.total_revenue)', revenue.total_revenue, expected.revenueInRange),
    check('revenue of the 90 days (reports/revenue)', revenueReport.total_revenue, expected.revenueInRange),
    check('readers (overview.total_users)', overview.total_users, expected.readers),
    check("today's page views (overview.today_page_views)", overview.today_page_views, expected.viewsToday),
  ];
}

// ---------------------------------------------------------------------------------------
// 2. The calls at 10 connections

type CallResult = {
  call: string;
  bytes: number;
  /** One connection, one request after another: what a call costs on its own. */
  aloneP50: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

/** Full speed over `connections` connections to one URL or several, every response's latency kept. */
async function fullSpeed(options: {
  urls: string[];
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  next?: () => { path: string; authorization: string };
}) {
  const latencies: number[] = [];
  // Without a callback autocannon returns its run's event emitter, which is also a promise of the result.
  const instance = autocannon({
    // autocannon spreads the connections over several URLs (its types say one string).
    url: options.urls as unknown as string,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    ...(options.next && {
      requests: [
        {
          method: 'GET',
          setupRequest: (request: autocannon.Request) => {
            const next = options.next!();
            return { ...request, path: next.path, headers: { ...request.headers, authorization: next.authorization } };
          },
        },
      ],
    }),
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  const errors = result.errors + result.non2xx + result.timeouts;
  return { result, latencies, errors, ok: result['2xx'] };
}

async function measureCall(product: BuiltProduct, access: string, call: string, pathAndQuery: string) {
  const headers = { authorization: `Bearer ${access}` };
  const urls = [`${product.baseURL}${pathAndQuery}`];
  const { length } = JSON.stringify(await getJson(product.baseURL, access, pathAndQuery));
  const alone = await fullSpeed({ urls, connections: 1, seconds: TIMING.warmUp, headers });
  const run = await fullSpeed({ urls, connections: CONNECTIONS, seconds: TIMING.seconds, headers });
  const stats = summarise(run.latencies);
  return {
    call,
    bytes: length,
    aloneP50: summarise(alone.latencies).p50,
    rps: Math.round(run.ok / TIMING.seconds),
    p50: stats.p50,
    p95: stats.p95,
    p99: stats.p99,
    errors: run.errors + alone.errors,
  } satisfies CallResult;
}

// ---------------------------------------------------------------------------------------
// 4. Readers signed in, and the recording load

type Reader = { phone: string; subscribed: boolean };
type SignedInReader = Reader & { access: string };
type Edition = { id: number; pageCount: number };

/** Readers to sign in: half with a subscription active today, half without; drawn anew each run. */
async function drawReaders(pool: pg.Pool, today: string): Promise<{ readers: Reader[]; editions: Edition[] }> {
  const half = Math.ceil(READERS / 2);
  const subscribed = await pool.query<{ phone: string }>(
    `SELECT u.phone FROM users u
      WHERE u.role = 'user' AND u.is_active
        AND u.id IN (SELECT user_id FROM user_subscriptions
                      WHERE status = 'active' AND start_date <= $1::date AND end_date >= $1::date)
      ORDER BY random() LIMIT $2`,
    [today, half],
  );
  const free = await pool.query<{ phone: string }>(
    `SELECT u.phone FROM users u TABLESAMPLE SYSTEM (5)
      WHERE u.role = 'user' AND u.is_active
        AND NOT EXISTS (SELECT 1 FROM user_subscriptions s WHERE s.user_id = u.id AND s.status = 'active'
                           AND s.start_date <= $1::date AND s.end_date >= $1::date)
      ORDER BY random() LIMIT $2`,
    [today, READERS - half],
  );
  const editions = await pool.query<{ id: number; page_count: number }>(
    `SELECT id, page_count FROM epapers WHERE is_published ORDER BY publication_date DESC, id DESC LIMIT 2`,
  );
  return {
    readers: [
      ...subscribed.rows.map((row) => ({ phone: row.phone, subscribed: true })),
      ...free.rows.map((row) => ({ phone: row.phone, subscribed: false })),
    ],
    editions: editions.rows.map((row) => ({ id: row.id, pageCount: row.page_count })),
  };
}

async function post(product: BuiltProduct, route: string, body: unknown, address: string) {
  const response = await fetch(`${product.baseURL}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The code the default SMS sender logged for `phone` after `offset` of the server's output. */
async function codeFromLog(product: BuiltProduct, phone: string, offset: number): Promise<string> {
  const pattern = new RegExp(`SMS to \\${phone}: (\\d{6}) is your e-paper sign-in code`);
  for (let waited = 0; waited < 5000; waited += 20) {
    const match = pattern.exec(product.output().slice(offset));
    if (match) return match[1]!;
    await pause(0.02);
  }
  throw new Error(`no sign-in code for ${phone} in the server's log`);
}

/** Signs the readers in as the reader app does, each from its own address (TRUST_PROXY=1). */
async function signInReaders(product: BuiltProduct, readers: Reader[]): Promise<SignedInReader[]> {
  const signedIn: SignedInReader[] = [];
  // Random addresses: a run soon after another must not meet its per-address counts.
  const base = Math.floor(Math.random() * 200);
  let next = 0;
  const worker = async () => {
    while (next < readers.length) {
      const i = next++;
      const reader = readers[i]!;
      const address = `10.${base + 20}.${i >> 8}.${(i & 255) + 1}`;
      const offset = product.output().length;
      await post(product, '/api/auth/request-otp/', { phone: reader.phone }, address);
      const otp = await codeFromLog(product, reader.phone, offset);
      const tokens = await post(product, '/api/auth/verify-otp/', { phone: reader.phone, otp }, address);
      signedIn.push({ ...reader, access: String(tokens.access) });
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, worker));
  return signedIn;
}

/**
 * The pages readers open, in a fixed shuffled order: a subscribed reader any page of the
 * newest edition (80 %) or the one before, the others page 1.
 */
function pageOpenings(readers: SignedInReader[], editions: Edition[]): Array<{ path: string; authorization: string }> {
  const openings: Array<{ path: string; authorization: string }> = [];
  for (let i = 0; i < 20_000; i += 1) {
    const reader = readers[Math.floor(Math.random() * readers.length)]!;
    const edition = editions[Math.random() < 0.8 || editions.length < 2 ? 0 : 1]!;
    const page = reader.subscribed ? 1 + Math.floor(Math.random() * edition.pageCount) : 1;
    openings.push({
      path: `/api/reader/epapers/${edition.id}/pages/${page}/`,
      authorization: `Bearer ${reader.access}`,
    });
  }
  return openings;
}

type ProbeResult = { latencies: Record<string, number[]>; errors: number };

/** The analytics calls asked in turn, one at a time, from a separate process, for `duration` seconds. */
function probeCalls(baseURL: string, access: string, duration: number): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [PROBE, String(duration), ...CALLS.map(([, pathAndQuery]) => `${baseURL}${pathAndQuery}`)],
      { env: { ...process.env, PROBE_AUTHORIZATION: `Bearer ${access}` }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as ProbeResult) : reject(new Error(`probe exited with ${code}`)),
    );
  });
}

/** CPU seconds a process has used (Linux /proc, 100 ticks a second); 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** This process's CPU seconds (the load generator). */
const ownCpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

type LoadResult = {
  setup: string;
  /** Cores used during the measured run: the API processes, PostgreSQL's backends serving them, the load generator. */
  cores: { server: number; database: number | null; generator: number };
  viewsPerSecond: number;
  pageP50: number;
  pageP99: number;
  errors: number;
  /** Pages answered 2xx, and requests sent, over the warm-up and the measured run. */
  answered: number;
  sent: number;
  probe: Array<{ call: string; requests: number; p50: number; p95: number; p99: number }>;
  probeErrors: number;
};

/**
 * How the processes are used: every process takes readers (`readersOn` all) or the first
 * only, and the dashboard is probed on `dashboardOn`.
 */
type Setup = { label: string; processes: number; readersOn: 'all' | 'first'; dashboardOn: number };
const SETUPS: Setup[] = [
  { label: '1 process: readers and dashboard', processes: 1, readersOn: 'all', dashboardOn: 0 },
  {
    label: '2 processes: readers spread over both, dashboard on the first',
    processes: 2,
    readersOn: 'all',
    dashboardOn: 0,
  },
  {
    label: '2 processes: readers on the first, dashboard on the second',
    processes: 2,
    readersOn: 'first',
    dashboardOn: 1,
  },
];

/** The recording load on the given servers (already settled), the dashboard probed meanwhile. */
async function recordingLoad(
  setup: Setup,
  products: BuiltProduct[],
  admin: string,
  openings: Array<{ path: string; authorization: string }>,
  /** PostgreSQL's backends serving the bench database (none on PGlite, which runs inside the server). */
  backendPids: () => Promise<number[]>,
): Promise<LoadResult> {
  let i = 0;
  const next = () => openings[i++ % openings.length]!;
  const urls = (setup.readersOn === 'all' ? products : products.slice(0, 1)).map((product) => product.baseURL);
  const dashboard = products[setup.dashboardOn]!.baseURL;
  const warm = await fullSpeed({ urls, connections: LOAD.connections, seconds: LOAD.warmUp, next });
  const backends = await backendPids();
  const serverPids = products.map((product) => product.child.pid ?? 0);
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuSeconds(pid), 0);
  const before = {
    server: sum(serverPids),
    database: sum(backends),
    generator: ownCpuSeconds(),
    at: performance.now(),
  };
  // The probe starts a second in and stops a second before the end: it sees the load only.
  const probe = pause(1).then(() => probeCalls(dashboard, admin, LOAD.seconds - 2));
  const run = await fullSpeed({ urls, connections: LOAD.connections, seconds: LOAD.seconds, next });
  const elapsed = (performance.now() - before.at) / 1000;
  const cores = {
    server: Number(((sum(serverPids) - before.server) / elapsed).toFixed(2)),
    database: backends.length ? Number(((sum(backends) - before.database) / elapsed).toFixed(2)) : null,
    generator: Number(((ownCpuSeconds() - before.generator) / elapsed).toFixed(2)),
  };
  const probed = await probe;
  const stats = summarise(run.latencies);
  return {
    setup: setup.label,
    cores,
    viewsPerSecond: Math.round(run.ok / LOAD.seconds),
    pageP50: stats.p50,
    pageP99: stats.p99,
    errors: run.errors + warm.errors,
    answered: run.ok + warm.ok,
    sent: run.result.requests.sent + warm.result.requests.sent,
    probe: CALLS.map(([call, pathAndQuery]) => {
      const latencies = probed.latencies[`${dashboard}${pathAndQuery}`] ?? [];
      const s = summarise(latencies);
      return { call, requests: latencies.length, p50: s.p50, p95: s.p95, p99: s.p99 };
    }),
    probeErrors: probed.errors,
  };
}

// ---------------------------------------------------------------------------------------

/** page_views rows now (the highest id: rows are only ever appended). */
async function countViews(env: Record<string, string>): Promise<{ rows: number; maxId: number }> {
  return withPool(env, async (pool) => {
    const { rows } = await pool.query<{ n: string; max: string }>(
      'SELECT count(*) AS n, coalesce(max(id), 0) AS max FROM page_views',
    );
    return { rows: Number(rows[0]?.n), maxId: Number(rows[0]?.max) };
  });
}

/** Today's roll-ups against the raw rows of today (the rows the triggers wrote under load). */
async function checkToday(pool: pg.Pool, today: string): Promise<Check[]> {
  const q = async (text: string) => (await pool.query(text, [today])).rows[0] ?? {};
  const dayViews = `SELECT * FROM page_views WHERE viewed_at >= ${startOf('$1')} AND viewed_at < ${startOf('$1')} + interval '1 day'`;
  const totals = await q(`SELECT page_views, active_readers FROM daily_totals WHERE day = $1::date`);
  const raw = await q(`SELECT count(*) AS n FROM (${dayViews}) AS v`);
  const active = await q(
    `SELECT count(*) AS n FROM (SELECT user_id FROM (${dayViews}) AS v UNION
       SELECT a.user_id FROM user_activities a JOIN users u ON u.id = a.user_id AND u.role = 'user'
        WHERE a.activity_type = 'login' AND a.created_at >= ${startOf('$1')}
          AND a.created_at < ${startOf('$1')} + interval '1 day') AS x`,
  );
  const pages = await q(
    `SELECT count(*) AS n FROM (
       (SELECT epaper_id, page_number, views FROM daily_page_views WHERE day = $1::date
        EXCEPT SELECT epaper_id, page_number, count(*) FROM (${dayViews}) AS v GROUP BY 1, 2)
       UNION ALL
       (SELECT epaper_id, page_number, count(*) FROM (${dayViews}) AS v GROUP BY 1, 2
        EXCEPT SELECT epaper_id, page_number, views FROM daily_page_views WHERE day = $1::date)) AS d`,
  );
  const editions = await q(
    `SELECT count(*) AS n FROM (
       (SELECT epaper_id, views, readers FROM daily_epaper_views WHERE day = $1::date
        EXCEPT SELECT epaper_id, count(*), count(DISTINCT user_id) FROM (${dayViews}) AS v GROUP BY 1)
       UNION ALL
       (SELECT epaper_id, count(*), count(DISTINCT user_id) FROM (${dayViews}) AS v GROUP BY 1
        EXCEPT SELECT epaper_id, views, readers FROM daily_epaper_views WHERE day = $1::date)) AS d`,
  );
  return [
    { figure: `page views on ${today} (daily_totals)`, api: String(totals.page_views), recount: String(raw.n) },
    {
      figure: `active readers on ${today} (daily_totals)`,
      api: String(totals.active_readers),
      recount: String(active.n),
    },
    { figure: `pages' views on ${today}: rows differing`, api: String(pages.n), recount: '0' },
    { figure: `editions' views and readers on ${today}: rows differing`, api: String(editions.n), recount: '0' },
  ].map((c) => ({ ...c, ok: c.api === c.recount }));
}

type Run = {
  kind: Kind;
  generated: GenerationRecord | null;
  lastGeneration: GenerationRecord | null;
  viewRows: number;
  figures: Check[];
  calls: CallResult[];
  lighthouse: boolean | null;
  signedIn: number;
  signInSeconds: number;
  loads: LoadResult[];
  /** page_views rows added by the loads, against the pages answered and the requests sent. */
  stored: { answered: number; sent: number; counted: number };
  today: Check[];
  /** null: not rebuilt this run (BENCH_REBUILD). */
  rebuild: { seconds: number; differing: Record<string, number> } | null;
};

/** Whether to run analytics_rebuild() after the load: by default on PGlite only (on PostgreSQL it takes minutes). */
const rebuildAfterLoad = (kind: Kind) => (process.env.BENCH_REBUILD ?? (kind === 'pglite' ? '1' : '0')) === '1';

async function measure(kind: Kind): Promise<Run> {
  const env = await prepareData(kind);
  const generated = await withPool(env, (pool) => ensureAnalyticsData(pool, kind, ANALYTICS_SCALES[kind], log));
  log(`[${kind}] recounting the figures from the raw rows…`);
  const { expected, drawn } = await withPool(env, async (pool) => {
    const expected = await recount(pool);
    return { expected, drawn: await drawReaders(pool, expected.today) };
  });
  const before = await countViews(env);
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
      calls.push(await measureCall(product, access, call, pathAndQuery));
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
  const openings = pageOpenings(readers, drawn.editions);

  const loads: LoadResult[] = [];
  const setups = SETUPS.filter((setup) => kind === 'postgres' || setup.processes === 1);
  for (const processes of [...new Set(setups.map((setup) => setup.processes))]) {
    log(`[${kind}] recording page views on ${processes} API process(es)…`);
    const products: BuiltProduct[] = [];
    try {
      for (let p = 0; p < processes; p += 1) products.push(await startBuiltProduct(serverEnv));
      await pause(SETTLE_SECONDS);
      for (const setup of setups.filter((s) => s.processes === processes)) {
        const { access } = await signIn(products[setup.dashboardOn]!.baseURL);
        log(`[${kind}]   ${setup.label}…`);
        const backendPids = async () =>
          kind === 'postgres'
            ? withPool(env, async (pool) =>
                (
                  await pool.query<{ pid: number }>(
                    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
                  )
                ).rows.map((row) => row.pid),
              )
            : [];
        loads.push(await recordingLoad(setup, products, access, openings, backendPids));
      }
    } finally {
      for (const p of products) await p.stop();
    }
  }

  // 5: what the load stored, today's roll-ups, and a rebuild against the triggers' roll-ups.
  log(
    `[${kind}] counting the stored views, recounting today${rebuildAfterLoad(kind) ? ', rebuilding every roll-up' : ''}…`,
  );
  const after = await countViews(env);
  const { today, rebuild } = await withPool(env, async (pool) => ({
    today: await checkToday(pool, expected.today),
    rebuild: rebuildAfterLoad(kind) ? await rebuildAndCompare(pool) : null,
  }));
  return {
    kind,
    generated,
    lastGeneration: readGenerationRecord(kind),
    viewRows: after.rows,
    figures,
    calls,
    lighthouse,
    signedIn: readers.length,
    signInSeconds,
    loads,
    stored: {
      answered: loads.reduce((sum, l) => sum + l.answered, 0),
      sent: loads.reduce((sum, l) => sum + l.sent, 0),
      counted: after.rows - before.rows,
    },
    today,
    rebuild,
  };
}

function printChecks(title: string, checks: Check[]) {
  console.log(`\n${title}\n`);
  console.log('| figure | API / roll-up | recount from raw rows | |');
  console.log('| --- | ---: | ---: | --- |');
  for (const c of checks) console.log(`| ${c.figure} | ${c.api} | ${c.recount} | ${c.ok ? 'equal' : 'DIFFERENT'} |`);
}

function report(run: Run): boolean {
  const people = SCALES[run.kind];
  const record = run.generated ?? run.lastGeneration;
  console.log(
    `\n${run.kind}: ${fmt(people.readers)} readers, ${fmt(people.subscriptions)} subscriptions, ` +
      `${fmt(ANALYTICS_SCALES[run.kind].editions)} editions, ${fmt(run.viewRows)} page views after this run`,
  );
  if (record) {
    console.log(
      `Data ${run.generated ? 'made now' : `made ${record.generatedAt}`}: ${fmt(record.pageViews)} page views ` +
        `appended in ${record.insertSeconds.toFixed(1)} s; analytics_rebuild() ${record.rebuildSeconds.toFixed(1)} s ` +
        `(roll-up rows: ${Object.entries(record.rollUpRows)
          .map(([table, n]) => `${table} ${fmt(n)}`)
          .join(', ')})`,
    );
  }
  printChecks('Figures against a recount of the raw rows (before any load):', run.figures);

  console.log(
    `\nAnalytics calls, days=${RANGE_DAYS}: alone (1 connection, ${TIMING.warmUp} s, also the warm-up), then ` +
      `${CONNECTIONS} connections at full speed for ${TIMING.seconds} s:\n`,
  );
  console.log('| call | answer bytes | alone: p50 ms | requests/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const c of run.calls) {
    console.log(
      `| ${c.call} | ${fmt(c.bytes)} | ${c.aloneP50} | ${fmt(c.rps)} | ${c.p50} | ${c.p95} | ${c.p99} | ${c.errors} |`,
    );
  }

  console.log(
    `\nRecording page views: ${run.signedIn} readers signed in with one-time codes in ${run.signInSeconds.toFixed(1)} s; ` +
      `${LOAD.connections} connections at full speed for ${LOAD.seconds} s, the dashboard's calls probed meanwhile:\n`,
  );
  console.log(
    '| setup | views recorded/s | page p50 ms | page p99 ms | errors | dashboard calls: worst p95 ms | ' +
      'cores: API / PostgreSQL / load generator |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const l of run.loads) {
    const { server, database, generator } = l.cores;
    console.log(
      `| ${l.setup} | ${fmt(l.viewsPerSecond)} | ${l.pageP50} | ${l.pageP99} | ${l.errors + l.probeErrors} | ` +
        `${Math.max(...l.probe.map((p) => p.p95))} | ${server} / ${database ?? 'in the API'} / ${generator} |`,
    );
  }
  console.log('\nThe dashboard calls meanwhile, one at a time from a separate process: p50 / p95 ms (calls made)\n');
  console.log(`| call | ${run.loads.map((l) => l.setup).join(' | ')} |`);
  console.log(`| --- | ${run.loads.map(() => '---:').join(' | ')} |`);
  for (const [index, [call]] of CALLS.entries()) {
    const cells = run.loads.map((l) => {
      const p = l.probe[index]!;
      return `${p.p50} / ${p.p95} (${p.requests})`;
    });
    console.log(`| ${call} | ${cells.join(' | ')} |`);
  }
  console.log(
    `\nStored: ${fmt(run.stored.counted)} new page_views rows for ${fmt(run.stored.answered)} pages answered ` +
      `and ${fmt(run.stored.sent)} requests sent (warm-ups included; a run stops with requests in flight).`,
  );
  printChecks("Today's roll-ups against the raw rows, after the load:", run.today);
  const differing = Object.entries(run.rebuild?.differing ?? {});
  if (run.rebuild) {
    console.log(
      `\nanalytics_rebuild() after the load: ${run.rebuild.seconds.toFixed(1)} s; rows differing from what the ` +
        `triggers kept: ${differing.map(([table, n]) => `${table} ${n}`).join(', ')}`,
    );
  } else {
    console.log('\nanalytics_rebuild() after the load: not run (BENCH_REBUILD=1 runs it)');
  }

  const verdicts: Array<[string, boolean]> = [
    ['every figure equals its recount from the raw rows', run.figures.every((c) => c.ok)],
    ['no errors', run.calls.every((c) => c.errors === 0) && run.loads.every((l) => l.errors + l.probeErrors === 0)],
    [
      'every answered page view is a stored row (answered ≤ rows ≤ sent)',
      run.stored.answered <= run.stored.counted && run.stored.counted <= run.stored.sent,
    ],
    ["today's roll-ups equal the raw rows after the load", run.today.every((c) => c.ok)],
  ];
  if (run.rebuild) {
    verdicts.push(['a rebuild gives exactly the roll-ups the triggers kept', differing.every(([, n]) => n === 0)]);
  }
  if (run.kind === 'postgres') {
    const one = run.loads[0];
    const probeOk = (l: LoadResult | undefined) => !!l && l.probe.every((p) => p.p95 <= TARGET_P95_MS);
    const met = run.loads.filter((l) => l.viewsPerSecond >= TARGET_VIEWS_PER_SECOND && probeOk(l));
    const best = [...run.loads].sort((x, y) => y.viewsPerSecond - x.viewsPerSecond)[0];
    verdicts.push(
      [
        `every call p95 ≤ ${TARGET_P95_MS} ms at ${CONNECTIONS} connections`,
        run.calls.every((c) => c.p95 <= TARGET_P95_MS),
      ],
      [
        `≥ ${fmt(TARGET_VIEWS_PER_SECOND)} views/s on one API process (${fmt(one?.viewsPerSecond ?? 0)})`,
        (one?.viewsPerSecond ?? 0) >= TARGET_VIEWS_PER_SECOND,
      ],
      [`dashboard calls p95 ≤ ${TARGET_P95_MS} ms meanwhile, on one API process`, probeOk(one)],
      [
        `≥ ${fmt(TARGET_VIEWS_PER_SECOND)} views/s with the dashboard calls ≤ ${TARGET_P95_MS} ms p95 in some setup ` +
          `(${met[0]?.setup ?? `best: ${best?.setup}, ${fmt(best?.viewsPerSecond ?? 0)} views/s`})`,
        met.length > 0,
      ],
    );
    if (run.lighthouse !== null)
      verdicts.push(['Lighthouse /dashboard with data: Performance ≥ 90, Accessibility 100', run.lighthouse]);
  }
  return printVerdicts(verdicts);
}

assertBuilt();
await runForEachDatabase(async (kind) => report(await measure(kind)));
