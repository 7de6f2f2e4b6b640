// The analytics benchmark's readers (bench/analytics.bench.ts): drawn from the data,
// signed in through the one-time-code calls, then opening pages at full speed while a
// separate process probes the dashboard's calls. Under the server's rules (README.md,
// "What a page view is") the readers are drawn so that every opening is a new view: each
// opens pages it has not opened in the run, and no more than OPENS_PER_READER of them
// (support/reader-openings.ts).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { BuiltProduct } from '../../e2e/support/built-product.ts';
import { PAGE_VIEW_RULES } from '../../apps/server/src/modules/analytics/page-views.service.ts';
import { CALLS, pause } from './analytics-calls.ts';
import { ROOT } from './product-server.ts';
import {
  addTallies,
  OPENS_PER_READER,
  openPages,
  tally,
  type Answers,
  type OpeningQueue,
  type OpeningTally,
} from './reader-openings.ts';
import { summarise } from './stats.ts';

const PROBE = path.join(ROOT, 'bench/support/calls-probe.mjs');
const SIGN_IN_CONCURRENCY = 8;

type Reader = { id: number; phone: string; subscribed: boolean };
export type SignedInReader = Reader & { access: string };
export type Edition = { id: number; pageCount: number };

/**
 * `count` readers to sign in: half with a subscription active today, half without; drawn
 * anew each run, none with a view counted in the last 30 minutes or pages opened in the
 * last minute (a run just before), whose openings would repeat a view or meet its minute.
 * With them the newest published editions, enough for OPENS_PER_READER pages each.
 */
export async function drawReaders(
  pool: pg.Pool,
  today: string,
  count: number,
): Promise<{ readers: Reader[]; editions: Edition[] }> {
  const half = Math.ceil(count / 2);
  const fresh = `NOT EXISTS (SELECT 1 FROM page_view_windows w
                              WHERE w.user_id = u.id AND w.counted_at > now() - make_interval(secs => $3))
             AND NOT EXISTS (SELECT 1 FROM reader_page_open_rates r
                              WHERE r.user_id = u.id AND r.minute_started_at > now() - interval '1 minute')`;
  const subscribed = await pool.query<{ id: number; phone: string }>(
    `SELECT u.id, u.phone FROM users u
      WHERE u.role = 'user' AND u.is_active AND ${fresh}
        AND u.id IN (SELECT user_id FROM user_subscriptions
                      WHERE status = 'active' AND start_date <= $1::date AND end_date >= $1::date)
      ORDER BY random() LIMIT $2`,
    [today, half, PAGE_VIEW_RULES.sameViewSeconds],
  );
  // The whole table, not a sample: thousands are drawn, and a sample of the embedded scale's
  // 100,000 readers could hold fewer.
  const free = await pool.query<{ id: number; phone: string }>(
    `SELECT u.id, u.phone FROM users u
      WHERE u.role = 'user' AND u.is_active AND ${fresh}
        AND NOT EXISTS (SELECT 1 FROM user_subscriptions s WHERE s.user_id = u.id AND s.status = 'active'
                           AND s.start_date <= $1::date AND s.end_date >= $1::date)
      ORDER BY random() LIMIT $2`,
    [today, count - half, PAGE_VIEW_RULES.sameViewSeconds],
  );
  const editions = await pool.query<{ id: number; page_count: number }>(
    `SELECT id, page_count FROM epapers WHERE is_published ORDER BY publication_date DESC, id DESC LIMIT $1`,
    [OPENS_PER_READER],
  );
  return {
    readers: [
      ...subscribed.rows.map((row) => ({ id: row.id, phone: row.phone, subscribed: true })),
      ...free.rows.map((row) => ({ id: row.id, phone: row.phone, subscribed: false })),
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
export async function signInReaders(product: BuiltProduct, readers: Reader[]): Promise<SignedInReader[]> {
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

/** A recording load as it ran: its answers are tallied against the stored rows once the servers stop (tallyLoad). */
export type RecordingRun = {
  setup: string;
  /** Cores used during the measured run: the API processes, PostgreSQL's backends serving them, the load generator. */
  cores: { server: number; database: number | null; generator: number };
  seconds: number;
  pageP50: number;
  pageP99: number;
  /** The warm-up's answers, then the measured run's. */
  runs: [Answers, Answers];
  probe: Array<{ call: string; requests: number; p50: number; p95: number; p99: number }>;
  probeErrors: number;
};

export type LoadResult = Omit<RecordingRun, 'runs'> & {
  /** New views per second of the measured run: its 200s less the repeats among them. */
  viewsPerSecond: number;
  /** The warm-up's and the measured run's openings together. */
  openings: OpeningTally;
};

/**
 * How the processes are used: every process takes readers (`readersOn` all) or the first
 * only, and the dashboard is probed on `dashboardOn`.
 */
type Setup = { label: string; processes: number; readersOn: 'all' | 'first'; dashboardOn: number };
export const SETUPS: Setup[] = [
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
export async function recordingLoad(
  setup: Setup,
  products: BuiltProduct[],
  admin: string,
  queue: OpeningQueue,
  /** PostgreSQL's backends serving the bench database, on the server or the embedded one alike. */
  backendPids: () => Promise<number[]>,
  /** Seconds of warm-up, measured seconds, connections. */
  load: { warmUp: number; seconds: number; connections: number },
): Promise<RecordingRun> {
  const urls = (setup.readersOn === 'all' ? products : products.slice(0, 1)).map((product) => product.baseURL);
  const dashboard = products[setup.dashboardOn]!.baseURL;
  const warm = await openPages(queue, { urls, connections: load.connections, seconds: load.warmUp });
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
  const probe = pause(1).then(() => probeCalls(dashboard, admin, load.seconds - 2));
  const run = await openPages(queue, { urls, connections: load.connections, seconds: load.seconds });
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
    seconds: load.seconds,
    pageP50: stats.p50,
    pageP99: stats.p99,
    runs: [warm, run],
    probe: CALLS.map(([call, pathAndQuery]) => {
      const latencies = probed.latencies[`${dashboard}${pathAndQuery}`] ?? [];
      const s = summarise(latencies);
      return { call, requests: latencies.length, p50: s.p50, p95: s.p95, p99: s.p99 };
    }),
    probeErrors: probed.errors,
  };
}

/**
 * The loads' openings against the rows stored since `afterId` (countViews before the run),
 * the servers stopped; in one tally, so that a page sent again by a later load (a queue run
 * out) counts as the repeat it is.
 */
export async function tallyLoads(
  pool: pg.Pool,
  afterId: number,
  queue: OpeningQueue,
  recordings: RecordingRun[],
): Promise<LoadResult[]> {
  const tallies = await tally(
    pool,
    afterId,
    queue,
    recordings.flatMap((recording) => recording.runs),
  );
  return recordings.map(({ runs: _, ...load }, index) => {
    const [warm, run] = [tallies[2 * index]!, tallies[2 * index + 1]!];
    return { ...load, viewsPerSecond: Math.round(run.views / load.seconds), openings: addTallies(warm, run) };
  });
}

/** page_views rows now (the highest id: rows are only ever appended). */
export async function countViews(pool: pg.Pool): Promise<{ rows: number; maxId: number }> {
  const { rows } = await pool.query<{ n: string; max: string }>(
    'SELECT count(*) AS n, coalesce(max(id), 0) AS max FROM page_views',
  );
  return { rows: Number(rows[0]?.n), maxId: Number(rows[0]?.max) };
}
