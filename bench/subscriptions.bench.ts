// Benchmark: User Subscriptions and the plans list at newspaper scale, on the People
// benchmark's data (support/people-data.ts): 1,000,000 readers and 2,000,000 subscriptions
// on a PostgreSQL server, 100,000 and 200,000 on the embedded PostgreSQL. It starts the
// built server (as `npm start`), signs in, counts every list's rows with count(*) through
// the server's database (the embedded one through the running server's socket), waits for
// its start-up work to end, and drives each call at 10 connections (support/list-load.ts):
// warm-up, full speed, then a steady 250 requests/s whose p99 is judged. Every list is
// called for each status and for all, unsearched and searched (a common surname, a plan
// title, one reader's email), at page 1, at the deepest page the list numbers (its pages
// reach the first 10,000 rows: offset 9,980 at 20 a page) and at page 1 of the reversed
// order (oldest first); each answer's count is checked against the count(*) of the same
// rows. Then it exports every subscription as CSV.
//
// Targets (PostgreSQL server): p99 ≤ 20 ms for every list call with its exact count; the
// plans list p99 ≤ 5 ms; the export whole, in flat memory. Embedded PostgreSQL, with both
// at 100,000 readers (BENCH_SCALE=embedded): every call's p99 within 1.5× of the server's
// (a table of the ratios, then PASS or FAIL).
//
// Run (after npm run build):  npm run bench:subscriptions
//   BENCH_ONLY=postgres|embedded     one database only
//   BENCH_SCALE=embedded             the server at the embedded scale too (100,000 readers),
//                                    its data in a database of its own: the two compared
//   BENCH_FRESH=1                    regenerate the data even if a previous run left it
//   BENCH_DATABASE_URL=postgres://…  the PostgreSQL server (default: the local one)
//   BENCH_SECONDS=5                  measured seconds per run of a call
//   BENCH_BESIDE_DIR=/path           another built checkout, measured call by call beside this
//                                    one on the same data (support/list-beside.ts)
// The data is the People benchmark's, kept between runs (see bench/people.bench.ts).
import { assertBuilt, startBuiltProduct } from '../e2e/support/built-product.ts';
import {
  CONNECTIONS,
  type Kind,
  type KeyedResult,
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
  SETTLE_SECONDS,
  STEADY_RPS,
  withBenchDatabase,
} from './support/list-load.ts';
import { LIST_DEPTH } from '@epaper/shared/list-depth';
import { type Beside, printBeside, startBeside } from './support/list-beside.ts';
import { ADMIN_PASSWORD, ADMIN_PHONE, signIn } from './support/product-server.ts';

const TARGET_LIST_P99_MS = 20;
const TARGET_PLANS_P99_MS = 5;
const TIMING = { warmUp: 2, seconds: Number(process.env.BENCH_SECONDS ?? 5) };
const STATUSES = ['all', 'active', 'expired', 'cancelled'] as const;
const PAGE_SIZE = 20;

type Search = { label: string; term: string };

/** The service's today, as the server reads it (Asia/Kolkata by default). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

const STATUS_SQL: Record<(typeof STATUSES)[number], string> = {
  all: 'true',
  active: `s.status = 'active' and s.end_date >= '${today}'`,
  expired: `(s.status = 'expired' or (s.status = 'active' and s.end_date < '${today}'))`,
  cancelled: `s.status = 'cancelled'`,
};

/**
 * The terms searched (a common surname, a plan's title, and one reader's email, found in
 * the data) and every list's exact count, by count(*) over the rows it means (the answer
 * is checked against it).
 */
async function searchesAndCounts(
  env: Record<string, string>,
): Promise<{ searches: Search[]; expected: Map<string, number> }> {
  return withBenchDatabase(env, async ({ pool }) => {
    const { rows } = await pool.query<{ email: string }>(
      `select u.email from users u join user_subscriptions s on s.user_id = u.id
        where u.email is not null order by s.id limit 1`,
    );
    const searches = [
      { label: 'a common surname', term: 'kumar' },
      { label: 'a plan title', term: 'quarterly' },
      { label: "a reader's email", term: String(rows[0]?.email) },
    ];
    const expected = new Map<string, number>();
    for (const status of STATUSES) {
      for (const search of [{ label: '', term: '' }, ...searches]) {
        const pattern = `%${search.term.toLowerCase()}%`;
        const searched = search.term ? `(u.search_text like $1 or lower(p.title) like $1)` : `$1::text is not null`;
        const counted = await pool.query<{ n: number }>(
          `select count(*)::int as n from user_subscriptions s join users u on u.id = s.user_id
             join plans p on p.id = s.plan_id where ${STATUS_SQL[status]} and ${searched}`,
          [pattern],
        );
        expected.set(`${status}|${search.term}`, Number(counted.rows[0]?.n));
      }
    }
    return { searches, expected };
  });
}

const listPath = (status: string, term: string, page: number, isOldestFirst = false) => {
  const query = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE) });
  if (status !== 'all') query.set('status', status);
  if (term) query.set('search', term);
  if (isOldestFirst) query.set('ordering', 'created_at');
  return `/api/user-subscriptions/?${query}`;
};

async function measure(kind: Kind) {
  const env = await prepareData(kind);
  log(`[${kind}] starting the built server…`);
  const product = await startBuiltProduct({ ...env, ADMIN_PHONE, ADMIN_PASSWORD });
  let beside: Beside | null = null;
  try {
    const { access } = await signIn(product.baseURL);
    beside = await startBeside(env);
    log(`[${kind}] counting every list's rows with count(*)…`);
    const { searches, expected } = await searchesAndCounts(env);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const results: Array<KeyedResult & { countOk: boolean; isPlans: boolean }> = [];
    const besideResults: KeyedResult[] = [];
    /** Measures the call on this checkout and, when there is one, on the checkout beside. */
    const measureBoth = async (call: string, pathAndQuery: string, key: string) => {
      const result = await measureCall(product, access, call, pathAndQuery, true, TIMING);
      if (beside) {
        const measured = await measureCall(beside.product, beside.access, call, pathAndQuery, true, TIMING);
        besideResults.push({ ...measured, key });
      }
      return result;
    };
    log(`[${kind}] plans list…`);
    const plans = await measureBoth('plans list', '/api/plans/', 'plans');
    results.push({ ...plans, key: 'plans', countOk: true, isPlans: true });
    for (const status of STATUSES) {
      for (const search of [{ label: '', term: '' }, ...searches]) {
        const count = expected.get(`${status}|${search.term}`) ?? -1;
        const deepest = Math.max(1, Math.ceil(Math.min(count, LIST_DEPTH) / PAGE_SIZE));
        const pages: Array<[number, 'first' | 'deepest' | 'oldest first']> = [[1, 'first']];
        if (deepest > 1) pages.push([deepest, 'deepest'], [1, 'oldest first']);
        for (const [page, which] of pages) {
          const where = which === 'oldest first' ? 'oldest first, page 1' : `page ${page.toLocaleString('en')}`;
          const call = `${status}${search.term ? `, "${search.term}" (${search.label})` : ''}, ${where}`;
          log(`[${kind}] ${call}…`);
          // The email and the deepest page differ between the databases' data; what is searched and where does not.
          const key = `${status}|${search.label}|${which}`;
          const result = await measureBoth(call, listPath(status, search.term, page, which === 'oldest first'), key);
          results.push({ ...result, key, countOk: result.count === count, isPlans: false });
        }
      }
    }
    log(`[${kind}] exporting every subscription as CSV…`);
    const exported = await measureExport(product, access, '/api/user-subscriptions/?format=csv');
    const total = expected.get('all|') ?? -1;
    return { kind, results, exported, total, besideResults };
  } finally {
    await product.stop();
    await beside?.product.stop();
  }
}

function report(run: Awaited<ReturnType<typeof measure>>): boolean {
  const scale = SCALES[run.kind];
  console.log(
    `\n${KIND_LABELS[run.kind]}: ${scale.readers.toLocaleString('en')} readers, ${scale.subscriptions.toLocaleString('en')} subscriptions; ` +
      `${CONNECTIONS} connections, ${TIMING.seconds} s per run\n`,
  );
  printCallTable(run.results);
  const e = run.exported;
  printExport(e);
  if (run.besideResults.length > 0) printBeside(run.results, run.besideResults, TARGET_LIST_P99_MS);
  const lists = run.results.filter((r) => !r.isPlans);
  const plans = run.results.filter((r) => r.isPlans);
  const wrong = lists.filter((r) => !r.countOk).map((r) => `${r.call}: ${r.count}`);
  const verdicts: Array<[string, boolean]> = [
    ['no errors', run.results.every((r) => r.errors === 0)],
    [`every count exact (count(*) of the same rows)${wrong.length ? `: ${wrong.join('; ')}` : ''}`, wrong.length === 0],
    ['export whole', e.rows === run.total],
    ['export in flat memory (< 100 MB growth)', e.rssPeakMb - e.rssBeforeMb < 100],
  ];
  if (run.kind === 'postgres') {
    verdicts.push(
      [
        `lists: p99 ≤ ${TARGET_LIST_P99_MS} ms at ${STEADY_RPS} requests/s`,
        lists.every((r) => r.isJudged && r.p99 <= TARGET_LIST_P99_MS),
      ],
      [
        `plans list: p99 ≤ ${TARGET_PLANS_P99_MS} ms at ${STEADY_RPS} requests/s`,
        plans.every((r) => r.isJudged && r.p99 <= TARGET_PLANS_P99_MS),
      ],
    );
  }
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
