// The analytics benchmark's results (bench/analytics.bench.ts), printed as bench/README.md
// shows them, with the verdicts against the targets.
import type { GenerationRecord } from './analytics-data.ts';
import { CALLS, RANGE_DAYS, type CallResult } from './analytics-calls.ts';
import type { Check } from './analytics-recount.ts';
import { type Kind, KIND_LABELS, printVerdicts, SCALES } from './list-load.ts';
import type { LoadResult } from './reader-load.ts';

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
  /** page_views rows added by the loads, against the pages answered and the requests sent. */
  stored: { answered: number; sent: number; counted: number };
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
    `\nRecording page views: ${run.signedIn} readers signed in with one-time codes in ${run.signInSeconds.toFixed(1)} s; ` +
      `${settings.load.connections} connections at full speed for ${settings.load.seconds} s, the dashboard's calls probed meanwhile:\n`,
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
        `${Math.max(...l.probe.map((p) => p.p95))} | ${server} / ${database ?? '–'} / ${generator} |`,
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
