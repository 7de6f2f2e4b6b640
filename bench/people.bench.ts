// Benchmark: the People calls at newspaper scale. 1,000,000 readers, 2,000,000
// subscriptions and 5,000,000 activity rows on a PostgreSQL server (and 100,000 / 200,000 /
// 500,000 on the embedded PostgreSQL beside it), generated in the database by
// support/people-data.ts. It starts the built server (`node apps/server/dist/server.js`,
// as `npm start`) on that data, signs in, waits 10 s for its start-up work to end, and
// drives each call at 10 concurrent connections: 3 s of warm-up, a full-speed run
// (autocannon: the throughput), then a steady 250 requests/s, evenly spaced
// (support/paced-load.ts: the latency judged). Then it exports every reader as CSV and
// samples the server's resident memory while it streams (the Node process only: the
// embedded PostgreSQL runs in processes of its own).
//
// The reader list numbers its pages as deep as the first 10,000 rows (LIST_DEPTH): its
// calls are page 1, the deepest numbered page (offset 9,980 at 20 a page) and page 1 of
// the reversed order, unfiltered, suspended only and searched; each answer's count is
// checked against a count(*) of the same rows.
//
// Targets (PostgreSQL server): p99 ≤ 20 ms for every list call, each answering its exact
// count; at least 10× the throughput the previous stack served on this machine and data
// (users page 1: 21 requests/s; the `kumar` search: about 1 request/s); the export whole,
// in flat memory. Embedded PostgreSQL, with both at 100,000 readers (BENCH_SCALE=embedded):
// every call's p99 within 1.5× of the server's (a table of the ratios, then PASS or FAIL).
//
// Run (after npm run build):  npm run bench:people
//   BENCH_ONLY=postgres|embedded     one database only
//   BENCH_SCALE=embedded             the server at the embedded scale too (100,000 readers),
//                                    its data in a database of its own: the two compared
//   BENCH_FRESH=1                    regenerate the data even if a previous run left it
//   BENCH_DATABASE_URL=postgres://…  the PostgreSQL server (default: the local one), on which
//                                    the benchmark creates its own database
//   BENCH_SECONDS=10                 measured seconds per call
//   BENCH_BESIDE_DIR=/path           another built checkout, measured call by call beside this
//                                    one on the same data (support/list-beside.ts)
// The data stays between runs (database epaper_bench_people, or epaper_bench_people_100k
// with BENCH_SCALE=embedded; the embedded one in DATA_DIR <tmp>/epaper-bench-people-embedded):
// generating it takes a few minutes.
import { assertBuilt, startBuiltProduct } from '../e2e/support/built-product.ts';
import {
  CONNECTIONS,
  type Kind,
  type KeyedResult,
  getJson,
  KIND_LABELS,
  log,
  measureCall,
  measureExport,
  prepareData,
  printCallTable,
  printRatios,
  printVerdicts,
  runForEachDatabase,
  printExport,
  SCALES,
  SECONDS,
  SETTLE_SECONDS,
  STEADY_RPS,
  withBenchDatabase,
} from './support/list-load.ts';
import { LIST_DEPTH } from '@epaper/shared/list-depth';
import { type Beside, printBeside, startBeside } from './support/list-beside.ts';
import { ADMIN_PASSWORD, ADMIN_PHONE, signIn } from './support/product-server.ts';

const TARGET_P99_MS = 20;
/** What the previous stack served on this machine and data, in requests per second. */
const SOURCE_RPS = { page1: 21, kumar: 1 };
/** The deepest page the list numbers at 20 a page: its first row is the 9,981st. */
const DEEPEST_PAGE = LIST_DEPTH / 20;

/** The readers a list query means, by count(*) over the table (each answer is checked against it). */
async function readerCounts(env: Record<string, string>, searches: string[]): Promise<Map<string, number>> {
  return withBenchDatabase(env, async ({ pool }) => {
    const counts = new Map<string, number>();
    const count = async (key: string, where: string, values: string[] = []) => {
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from users where role = 'user' and ${where}`,
        values,
      );
      counts.set(key, Number(rows[0]?.n));
    };
    await count('', 'true');
    await count('is_active=false', 'not is_active');
    for (const term of searches) await count(`search=${term}`, 'search_text like lower($1)', [`%${term}%`]);
    return counts;
  });
}

async function measure(kind: Kind) {
  const env = await prepareData(kind);
  log(`[${kind}] starting the built server…`);
  const product = await startBuiltProduct({ ...env, ADMIN_PHONE, ADMIN_PASSWORD });
  let beside: Beside | null = null;
  try {
    const { access } = await signIn(product.baseURL);
    beside = await startBeside(env);
    // Steady state: the start-up work (the job runner's first upkeep pass, cold caches) is
    // over before anything is measured.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const first = await getJson(product.baseURL, access, '/api/dashboard/users/');
    const total = first.count as number;
    const [reader] = first.results as Array<{ id: number; phone: string }>;
    if (!reader) throw new Error('no readers listed');
    // Six digits of a real number: in a handful of a million random ten-digit numbers.
    const handful = reader.phone.slice(-6);
    log(`[${kind}] counting the lists' rows with count(*)…`);
    const expected = await readerCounts(env, ['kumar', handful]);
    const lists: Array<[string, string]> = [
      ['users', ''],
      ['users, is_active=false', 'is_active=false'],
      ['users, search "kumar"', 'search=kumar'],
      [`users, search "${handful}"`, `search=${handful}`],
    ];
    const calls: Array<[string, string, boolean, number | null]> = [];
    for (const [label, filter] of lists) {
      const count = expected.get(filter) ?? -1;
      const path = (query: string) => `/api/dashboard/users/?${[filter, query].filter(Boolean).join('&')}`;
      calls.push([`${label}, page 1`, path(''), true, count]);
      const deepest = Math.min(DEEPEST_PAGE, Math.ceil(count / 20));
      if (deepest > 1) calls.push([`${label}, page ${deepest} (deepest)`, path(`page=${deepest}`), true, count]);
      if (count > 20) calls.push([`${label}, oldest first, page 1`, path('ordering=date_joined'), true, count]);
    }
    calls.push(
      ['user details', `/api/dashboard/users/${reader.id}/`, false, null],
      ['details: subscriptions tab', `/api/dashboard/users/${reader.id}/subscriptions/`, true, null],
      ['details: activity tab', `/api/dashboard/users/${reader.id}/activity/`, true, null],
      ['admins', '/api/dashboard/admins/', true, null],
    );
    const results: Array<KeyedResult & { countOk: boolean; isList: boolean }> = [];
    const besideResults: KeyedResult[] = [];
    for (const [index, [call, pathAndQuery, isList, count]] of calls.entries()) {
      log(`[${kind}] ${call}…`);
      // The same list of calls on either database: its place names the call.
      const measured = await measureCall(product, access, call, pathAndQuery, isList);
      const countOk = count === null || measured.count === count;
      results.push({ ...measured, key: String(index), countOk, isList });
      if (beside) {
        const measured = await measureCall(beside.product, beside.access, call, pathAndQuery, isList);
        besideResults.push({ ...measured, key: String(index) });
      }
    }
    log(`[${kind}] exporting every reader as CSV…`);
    const exported = await measureExport(product, access, '/api/dashboard/users/?format=csv');
    return { kind, total, results, exported, besideResults };
  } finally {
    await product.stop();
    await beside?.product.stop();
  }
}

function report(run: Awaited<ReturnType<typeof measure>>): boolean {
  const scale = SCALES[run.kind];
  console.log(
    `\n${KIND_LABELS[run.kind]}: ${scale.readers.toLocaleString('en')} readers, ${scale.subscriptions.toLocaleString('en')} subscriptions, ` +
      `${scale.activities.toLocaleString('en')} activities; ${CONNECTIONS} connections, ${SECONDS} s per call\n`,
  );
  printCallTable(run.results);
  const e = run.exported;
  printExport(e);
  if (run.besideResults.length > 0) printBeside(run.results, run.besideResults, TARGET_P99_MS);
  const wrong = run.results.filter((r) => !r.countOk).map((r) => `${r.call}: ${r.count}`);
  const isCountExact = wrong.length === 0;
  if (run.kind !== 'postgres') return run.results.every((r) => r.errors === 0) && e.rows === run.total && isCountExact;

  const verdicts: Array<[string, boolean]> = [
    ['no errors', run.results.every((r) => r.errors === 0)],
    [`every count exact (count(*) of the same rows)${wrong.length ? `: ${wrong.join('; ')}` : ''}`, isCountExact],
    [
      `p99 ≤ ${TARGET_P99_MS} ms at ${STEADY_RPS} requests/s for every list call`,
      run.results.filter((r) => r.isList).every((r) => r.isJudged && r.p99 <= TARGET_P99_MS),
    ],
    [`every call served ≥ ${STEADY_RPS} requests/s at full speed`, run.results.every((r) => r.rps >= STEADY_RPS)],
    [
      `page 1 ≥ 10× ${SOURCE_RPS.page1} requests/s`,
      (run.results.find((r) => r.call === 'users, page 1')?.rps ?? 0) >= 10 * SOURCE_RPS.page1,
    ],
    [
      `"kumar" ≥ 10× ${SOURCE_RPS.kumar} requests/s`,
      (run.results.find((r) => r.call === 'users, search "kumar", page 1')?.rps ?? 0) >= 10 * SOURCE_RPS.kumar,
    ],
    ['export whole', e.rows === run.total],
    ['export in flat memory (< 100 MB growth)', e.rssPeakMb - e.rssBeforeMb < 100],
  ];
  return printVerdicts(verdicts);
}

assertBuilt();
const runs: Partial<Record<Kind, KeyedResult[]>> = {};
await runForEachDatabase(async (kind) => {
  const run = await measure(kind);
  runs[kind] = run.results;
  return report(run);
});
if (!printRatios(runs)) process.exitCode = 1;
