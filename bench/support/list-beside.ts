// BENCH_BESIDE_DIR: another built checkout of the product (the release before, or a
// candidate), started on the same data as this one and measured call by call beside it in
// the same run. The two then share whatever else loads the machine, so their figures are
// compared as ratios.
import path from 'node:path';
import { startBuiltProduct, type BuiltProduct } from '../../e2e/support/built-product.ts';
import { type KeyedResult, log } from './list-load.ts';
import { ADMIN_PASSWORD, ADMIN_PHONE, signIn } from './product-server.ts';
import { summarise } from './stats.ts';

export const BESIDE_DIR = process.env.BENCH_BESIDE_DIR ? path.resolve(process.env.BENCH_BESIDE_DIR) : undefined;

export type Beside = { product: BuiltProduct; access: string };

/** Starts the checkout beside on `env`'s data and signs in; null when none is named. */
export async function startBeside(env: Record<string, string>): Promise<Beside | null> {
  if (!BESIDE_DIR) return null;
  log(`starting the checkout beside (${BESIDE_DIR})…`);
  const product = await startBuiltProduct({ ...env, ADMIN_PHONE, ADMIN_PASSWORD }, BESIDE_DIR);
  return { product, access: (await signIn(product.baseURL)).access };
}

/**
 * Each call on this checkout and on the one beside: full-speed throughput and its ratio,
 * then p50 and p99 at the steady rate (each checkout's own: 80 % of its full speed when
 * that is below STEADY_RPS) and the p99 ratio; the p99 of every judged request pooled,
 * and how many judged calls each had over `targetMs`.
 */
export function printBeside(here: KeyedResult[], beside: KeyedResult[], targetMs: number): void {
  console.log(`\nThis checkout beside ${BESIDE_DIR}, the same calls in one run (ratio: this p99 ÷ beside p99)\n`);
  console.log(
    '| call | count | full speed req/s: this / beside | ratio | steady rate: this / beside | p50 ms: this / beside | p99 ms: this / beside | p99 ratio |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const h of here) {
    const b = beside.find((r) => r.key === h.key);
    if (!b) continue;
    console.log(
      `| ${h.call} | ${h.count?.toLocaleString('en') ?? '–'} | ${h.rps.toLocaleString('en')} / ${b.rps.toLocaleString('en')} | ` +
        `${(h.rps / b.rps).toFixed(2)}× | ${h.rate} / ${b.rate} | ${h.p50} / ${b.p50} | ${h.p99} / ${b.p99} | ${(h.p99 / b.p99).toFixed(2)}× |`,
    );
  }
  const judged = (runs: KeyedResult[]) => runs.filter((r) => r.isJudged);
  const pooled = (runs: KeyedResult[]) => summarise(judged(runs).flatMap((r) => r.latencies));
  const over = (runs: KeyedResult[]) => judged(runs).filter((r) => r.p99 > targetMs).length;
  const [h, b] = [pooled(here), pooled(beside)];
  console.log(
    `\nEvery judged call pooled: this p50 ${h.p50} ms, p99 ${h.p99} ms; beside p50 ${b.p50} ms, p99 ${b.p99} ms ` +
      `(${(h.p99 / b.p99).toFixed(2)}×). Judged calls over ${targetMs} ms: this ${over(here)}, beside ${over(beside)}.`,
  );
}
