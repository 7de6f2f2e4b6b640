// The analytics benchmark's results (bench/analytics.bench.ts), printed as bench/README.md
// shows them, with the verdicts against the targets.
import type { GenerationRecord } from './analytics-data.ts';
import { CALLS, RANGE_DAYS, type CallResult } from './analytics-calls.ts';
import type { Check } from './analytics-recount.ts';
import { type Kind, KIND_LABELS, printVerdicts, SCALES } from './list-load.ts';
import type { LoadResult } from './reader-load.ts';
import { OPENS_PER_READER, REPEAT_COST, type RepeatCost } from './reader-openings.ts';

/** What one database's run found. */
export type Run = {
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
  /** What a repeat costs beside a first opening; null when it did not run. */
  repeat: RepeatCost | null;
  /**
   * The loads' openings prepared and sent; the page_views rows the run added against those its
   * openings account for (the 200s' new views, openings cut off in flight but written, the
   * repeat measurement's first openings).
   */
  stored: { prepared: number; sent: number; expected: number; counted: number };
  today: Check[];
  /** null: not rebuilt this run (BENCH_REBUILD). */
  rebuild: { seconds: number; differing: Record<string, number> } | null;
};

/** What the report needs of the benchmark's configuration. */
export type ReportSettings = {
  editions: number;
  timing: { warmUp: number; seconds: number };
  connections: number;
  load: { seconds: number; connections: number };
  targetP95Ms: number;
  targetViewsPerSecond: number;
};

const fmt = (n: number) => n.toLocaleString('en');

function printChecks(title: string, checks: Check[]) {
  console.log(`\n${title}\n`);
  console.log('| figure | API / roll-up | recount from raw rows | |');
  console.log('| --- | ---: | ---: | --- |');
  for (const c of checks) console.log(`| ${c.figure} | ${c.api} | ${c.recount} | ${c.ok ? 'equal' : 'DIFFERENT'} |`);
}

export function report(run: Run, settings: ReportSettings): boolean {
  const people = SCALES[run.kind];
  const record = run.generated ?? run.lastGeneration;
  console.log(
    `\n${KIND_LABELS[run.kind]}: ${fmt(people.readers)} readers, ${fmt(people.subscriptions)} subscriptions, ` +
      `${fmt(settings.editions)} editions, ${fmt(run.viewRows)} page views after this run`,
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
    `\nAnalytics calls, days=${RANGE_DAYS}: alone (1 connection, ${settings.timing.warmUp} s, also the warm-up), then ` +
      `${settings.connections} connections at full speed for ${settings.timing.seconds} s:\n`,
  );
  console.log('| call | answer bytes | alone: p50 ms | requests/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const c of run.calls) {
    console.log(
      `| ${c.call} | ${fmt(c.bytes)} | ${c.aloneP50} | ${fmt(c.rps)} | ${c.p50} | ${c.p95} | ${c.p99} | ${c.errors} |`,
    );
  }

  console.log(
    `\nRecording page views: ${fmt(run.signedIn)} readers signed in with one-time codes in ${run.signInSeconds.toFixed(1)} s, ` +
      `each opening up to ${OPENS_PER_READER} pages it has not opened in the run; ${settings.load.connections} connections ` +
      `at full speed for ${settings.load.seconds} s, the dashboard's calls probed meanwhile. A 200 stored as a page_views ` +
      `row is a new view, one without a repeat; by design there are neither repeats nor 429s (warm-ups included):\n`,
  );
  console.log(
    '| setup | new views recorded/s | page p50 ms | page p99 ms | 200: new views | 200: repeats | 429 | errors | ' +
      'dashboard calls: worst p95 ms | cores: API / PostgreSQL / load generator |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const l of run.loads) {
    const { server, database, generator } = l.cores;
    const o = l.openings;
    console.log(
      `| ${l.setup} | ${fmt(l.viewsPerSecond)} | ${l.pageP50} | ${l.pageP99} | ${fmt(o.views)} | ${fmt(o.repeats)} | ` +
        `${fmt(o.limited)} | ${o.errors + l.probeErrors} | ${Math.max(...l.probe.map((p) => p.p95))} | ` +
        `${server} / ${database ?? '–'} / ${generator} |`,
    );
  }
  const limited = run.loads.reduce((sum, l) => sum + l.openings.limited, 0);
  if (limited > 0) {
    console.log(`\n${fmt(limited)} openings answered 429 rate_limited: a reader opened over 120 pages in a minute.`);
  }
  if (run.stored.sent > run.stored.prepared) {
    console.log(
      `\nThe openings ran out: ${fmt(run.stored.sent)} sent of ${fmt(run.stored.prepared)} prepared, the rest repeats; ` +
        'the server is faster than BENCH_EXPECTED_VIEWS_PER_SECOND: raise it.',
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
  const r = run.repeat;
  if (r) {
    console.log(
      `\nA repeat beside a first opening (${REPEAT_COST.readers} readers, ${fmt(r.pairs)} new pages, each opened twice ` +
        `in a row, one connection, one request after another): first opening p50 / p99 ${r.first.p50} / ${r.first.p99} ms, ` +
        `repeat ${r.repeat.p50} / ${r.repeat.p99} ms (${fmt(r.openings.views)} views stored, ` +
        `${fmt(r.openings.repeats)} repeats, ${r.openings.errors + r.openings.limited} other answers).`,
    );
  }
  const cutOff = run.loads.reduce((sum, l) => sum + l.openings.cutOffStored, 0);
  console.log(
    `\nStored: page_views grew by ${fmt(run.stored.counted)} rows; the openings account for ${fmt(run.stored.expected)}: ` +
      `${fmt(run.loads.reduce((sum, l) => sum + l.openings.views, 0))} new views answered 200, ${fmt(cutOff)} cut off ` +
      `in flight when a run stopped but written, ${fmt(r?.openings.views ?? 0)} first openings of the repeat ` +
      `measurement. Openings sent: ${fmt(run.stored.sent)} of ${fmt(run.stored.prepared)} prepared.`,
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
    [
      'no errors',
      run.calls.every((c) => c.errors === 0) &&
        run.loads.every((l) => l.openings.errors + l.probeErrors === 0) &&
        (r?.openings.errors ?? 0) === 0,
    ],
    [
      'every opening of the loads a new view: no repeats, no 429s',
      run.loads.every((l) => l.openings.repeats === 0 && l.openings.limited === 0),
    ],
    [
      'page_views grew by exactly the views the openings account for, each stored once',
      run.stored.counted === run.stored.expected &&
        run.loads.every((l) => l.openings.rows === l.openings.views + l.openings.cutOffStored) &&
        (!r || (r.openings.views === r.pairs && r.openings.repeats === r.pairs && r.openings.rows === r.pairs)),
    ],
    ["today's roll-ups equal the raw rows after the load", run.today.every((c) => c.ok)],
  ];
  if (run.rebuild) {
    verdicts.push(['a rebuild gives exactly the roll-ups the triggers kept', differing.every(([, n]) => n === 0)]);
  }
  if (run.kind === 'postgres') {
    const one = run.loads[0];
    const probeOk = (l: LoadResult | undefined) => !!l && l.probe.every((p) => p.p95 <= settings.targetP95Ms);
    const met = run.loads.filter((l) => l.viewsPerSecond >= settings.targetViewsPerSecond && probeOk(l));
    const best = [...run.loads].sort((x, y) => y.viewsPerSecond - x.viewsPerSecond)[0];
    verdicts.push(
      [
        `every call p95 ≤ ${settings.targetP95Ms} ms at ${settings.connections} connections`,
        run.calls.every((c) => c.p95 <= settings.targetP95Ms),
      ],
      [
        `≥ ${fmt(settings.targetViewsPerSecond)} views/s on one API process (${fmt(one?.viewsPerSecond ?? 0)})`,
        (one?.viewsPerSecond ?? 0) >= settings.targetViewsPerSecond,
      ],
      [`dashboard calls p95 ≤ ${settings.targetP95Ms} ms meanwhile, on one API process`, probeOk(one)],
      [
        `≥ ${fmt(settings.targetViewsPerSecond)} views/s with the dashboard calls ≤ ${settings.targetP95Ms} ms p95 in some setup ` +
          `(${met[0]?.setup ?? `best: ${best?.setup}, ${fmt(best?.viewsPerSecond ?? 0)} views/s`})`,
        met.length > 0,
      ],
    );
    if (run.lighthouse !== null)
      verdicts.push(['Lighthouse /dashboard with data: Performance ≥ 90, Accessibility 100', run.lighthouse]);
  }
  return printVerdicts(verdicts);
}
