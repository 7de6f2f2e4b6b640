// Does the runner starve requests? An interactive query through the app's pool, timed
// with no runner, with the runner idle at its production intervals, and with it draining
// a backlog.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInFailures } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import { allJobs } from './all-jobs.ts';
import { defineJob } from './job-definition.ts';
import { startJobRunner } from './job-runner.ts';
import { createTestDatabase, memoryLog, probePayload } from './job-test-support.ts';

const SAMPLES = 200;
/** Spread over about 2 s, so the samples meet the runner's statements rather than slip between them. */
const SPACING_MS = 10;

let database: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  ({ database, close } = created);
});

afterAll(async () => close());

type Figures = { p50: number; p99: number; max: number };

async function sampleSelectOne(): Promise<Figures> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await database.pool.query('SELECT 1');
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 100) / 100;
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

/** A small write per job, as a real handler's bookkeeping would be; two at a time, polled every half second. */
const busyJob = defineJob({
  name: 'probe-latency',
  payload: probePayload,
  concurrency: 2,
  pollingIntervalSeconds: 0.5,
  handler: async ({ label }, { db }) => {
    await db.insert(signInFailures).values({ key: `probe:${label}` });
  },
});

it('keeps an interactive query fast while the runner polls and works', async () => {
  const figures: Record<string, Figures> = {};
  figures['no runner'] = await sampleSelectOne();

  const runner = await startJobRunner({
    database,
    jobs: [...allJobs, busyJob],
    log: memoryLog(),
    work: true,
  });
  try {
    figures['runner idle'] = await sampleSelectOne();

    await runner.boss.insert(
      busyJob.name,
      Array.from({ length: 400 }, (_, i) => ({ data: { label: `latency-${i}` } })),
    );
    figures['runner working a backlog'] = await sampleSelectOne();
    const done = await database.db.$count(signInFailures, like(signInFailures.key, 'probe:latency-%'));
    process.stdout.write(
      `\nSELECT 1 through the app pool (${database.kind}), ms over ${SAMPLES} samples:\n` +
        Object.entries(figures)
          .map(([name, f]) => `  ${name.padEnd(26)} p50 ${f.p50}  p99 ${f.p99}  max ${f.max}`)
          .join('\n') +
        `\n  (jobs completed while sampling the last: ${done} of 400)\n`,
    );
  } finally {
    await runner.stop();
  }
  // Starvation (the session held across a job) would slow most samples, so the median says it;
  // the tail of a shared 2-core machine is noise (it moves as much with no runner at all).
  const baseline = figures['no runner']?.p50 ?? 0;
  for (const f of Object.values(figures)) {
    expect(f.p50).toBeLessThan(baseline + 5);
    expect(f.p99).toBeLessThan(1_000);
  }
}, 60_000);
