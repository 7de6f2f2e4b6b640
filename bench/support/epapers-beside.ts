// bench:epapers with BENCH_BESIDE_DIR: this checkout and another built one (the release
// before, or a candidate) each started on their own data, then given the same 48-page
// edition in turn, round after round, the order swapped every round. Whatever else loads
// the machine then falls on both, and the ratio of the two is the figure to read. Each
// upload waits for the last one's reading images, so every edition starts on an idle server.
import os from 'node:os';
import type { BuiltProduct } from '../../e2e/support/built-product.ts';
import { startBeside } from './list-beside.ts';
import { percentile } from './stats.ts';

/** One edition's figures, as processOnServer gives them. */
export type Processed = { seconds: number; readingSeconds: number };
type Side = { name: string; product: BuiltProduct; access: string; runs: Array<Processed & { load: number }> };

const log = (line: string) => process.stdout.write(`${line}\n`);
const median = (values: number[]) => percentile(values, 50);
const list = (values: number[], digits = 1) => values.map((value) => value.toFixed(digits)).join(', ');

/**
 * `rounds` editions on each side, A then B, then B then A, and so on; the load average
 * (one minute) is noted as each starts. `here` is this checkout, already started.
 */
export async function compareBeside(
  here: { product: BuiltProduct; access: string },
  rounds: number,
  processEdition: (product: BuiltProduct, access: string) => Promise<Processed>,
): Promise<void> {
  const beside = await startBeside({});
  if (!beside) throw new Error('BENCH_BESIDE_DIR names no checkout');
  const sides: Side[] = [
    { name: 'this checkout', ...here, runs: [] },
    { name: 'beside', ...beside, runs: [] },
  ];
  try {
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        const load = os.loadavg()[0]!;
        const run = await processEdition(side.product, side.access);
        side.runs.push({ ...run, load });
        log(`round ${round + 1}, ${side.name}: completed in ${run.seconds.toFixed(2)} s (load ${load.toFixed(2)})`);
      }
    }
  } finally {
    await beside.product.stop();
  }
  const [a, b] = sides as [Side, Side];
  log(
    '\n| 48 pages | runs: upload’s answer → completed, s | median s | → reading images, median s | load at each start |',
  );
  log('| --- | --- | ---: | ---: | --- |');
  for (const side of sides) {
    const seconds = side.runs.map((run) => run.seconds);
    const reading = side.runs.map((run) => run.seconds + run.readingSeconds);
    const loads = side.runs.map((run) => run.load);
    log(
      `| ${side.name} | ${list(seconds, 2)} | ${median(seconds).toFixed(2)} | ${median(reading).toFixed(1)} | ${list(loads, 2)} |`,
    );
  }
  const roundRatios = a.runs.map((run, index) => run.seconds / b.runs[index]!.seconds);
  log(
    `\nthis ÷ beside, upload’s answer → completed: ${(median(a.runs.map((run) => run.seconds)) / median(b.runs.map((run) => run.seconds))).toFixed(2)}× ` +
      `(medians); round by round ${list(roundRatios, 2)} (median ${median(roundRatios).toFixed(2)}×)`,
  );
}
