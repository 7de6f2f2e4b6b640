// An open-loop load at a steady rate: one request every 1/rate seconds, evenly spaced,
// over a fixed number of keep-alive connections. autocannon's `overallRate` is not this:
// each connection sends its share of a second back to back at the start of the second
// and then waits, so "250 requests/s" is full speed for a tenth of a second and idle for
// the rest, and its p99 is the full-speed p99. Here each latency is measured from the
// moment the request was due (not when a connection became free), so a server that falls
// behind shows it in full instead of slowing the generator down (no coordinated omission).
import { Agent, request } from 'node:http';
import { summarise } from './stats.ts';

export type PacedLoadOptions = {
  url: string;
  headers?: Record<string, string>;
  /** Requests per second, sent evenly spaced. */
  rate: number;
  seconds: number;
  connections: number;
};

export type PacedLoadResult = ReturnType<typeof summarise> & {
  errors: number;
  sentPerSecond: number;
  /** Every request's latency in ms, for pooling runs. */
  latencies: number[];
};

function send(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

export async function pacedLoad(options: PacedLoadOptions): Promise<PacedLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(options.url);
  const headers = options.headers ?? {};
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  let errors = 0;
  const started = performance.now();
  let next = 0;
  while (next < total) {
    const now = performance.now();
    // Every request whose time has come goes now, timed from when it was due.
    while (next < total && started + next * interval <= now) {
      const due = started + next * interval;
      inFlight.push(
        send(agent, url, headers).then(
          (status) => {
            latencies.push(performance.now() - due);
            if (status < 200 || status >= 300) errors += 1;
          },
          () => {
            errors += 1;
          },
        ),
      );
      next += 1;
    }
    const wait = started + next * interval - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(wait, interval))));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { ...summarise(latencies), errors, sentPerSecond: Math.round(total / elapsed), latencies };
}
