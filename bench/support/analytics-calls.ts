// The analytics benchmark's calls (bench/analytics.bench.ts), and how a call is measured:
// at full speed with autocannon, every response's latency kept.
import autocannon from 'autocannon';
import type { BuiltProduct } from '../../e2e/support/built-product.ts';
import { getJson } from './list-load.ts';
import { summarise } from './stats.ts';

export const RANGE_DAYS = 90;

export const CALLS: Array<[string, string]> = [
  ['overview', '/api/dashboard/analytics/overview/'],
  ['users', `/api/dashboard/analytics/users/?days=${RANGE_DAYS}`],
  ['revenue', `/api/dashboard/analytics/revenue/?days=${RANGE_DAYS}`],
  ['content', `/api/dashboard/analytics/content/?days=${RANGE_DAYS}`],
  ['popular', `/api/dashboard/analytics/popular/?days=${RANGE_DAYS}`],
  ['reports/subscriptions', `/api/dashboard/analytics/reports/subscriptions/?days=${RANGE_DAYS}`],
  ['reports/usage', `/api/dashboard/analytics/reports/usage/?days=${RANGE_DAYS}`],
  ['reports/revenue', `/api/dashboard/analytics/reports/revenue/?days=${RANGE_DAYS}`],
];

export const pause = (secs: number) => new Promise((resolve) => setTimeout(resolve, secs * 1000));

export type CallResult = {
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

/**
 * Full speed over `connections` connections to one URL or several, for `seconds` or until
 * `amount` requests are answered, every 2xx response's latency kept. `requests`: what each
 * request is (the readers' openings, support/reader-load.ts).
 */
export async function fullSpeed(options: {
  urls: string[];
  connections: number;
  seconds?: number;
  amount?: number;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
}) {
  const latencies: number[] = [];
  // Without a callback autocannon returns its run's event emitter, which is also a promise of the result.
  const instance = autocannon({
    // autocannon spreads the connections over several URLs (its types say one string).
    url: options.urls as unknown as string,
    connections: options.connections,
    ...(options.amount === undefined ? { duration: options.seconds } : { amount: options.amount }),
    headers: options.headers,
    ...(options.requests && { requests: options.requests }),
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  const errors = result.errors + result.non2xx + result.timeouts;
  return { result, latencies, errors, ok: result['2xx'] };
}

/** One call alone (1 connection, `timing.warmUp` s, also the warm-up), then over `connections` for `timing.seconds`. */
export async function measureCall(
  product: BuiltProduct,
  access: string,
  call: string,
  pathAndQuery: string,
  timing: { warmUp: number; seconds: number },
  connections: number,
) {
  const headers = { authorization: `Bearer ${access}` };
  const urls = [`${product.baseURL}${pathAndQuery}`];
  const { length } = JSON.stringify(await getJson(product.baseURL, access, pathAndQuery));
  const alone = await fullSpeed({ urls, connections: 1, seconds: timing.warmUp, headers });
  const run = await fullSpeed({ urls, connections, seconds: timing.seconds, headers });
  const stats = summarise(run.latencies);
  return {
    call,
    bytes: length,
    aloneP50: summarise(alone.latencies).p50,
    rps: Math.round(run.ok / timing.seconds),
    p50: stats.p50,
    p95: stats.p95,
    p99: stats.p99,
    errors: run.errors + alone.errors,
  } satisfies CallResult;
}
