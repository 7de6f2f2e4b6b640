// Benchmark: /api/health stays fast while the attacks of issue 21 run (defects 1 and 7).
//
// Starts the built server (apps/server/bin/run.sh server, as `npm start`; the embedded
// PostgreSQL) and measures GET /api/health one request after another from a separate
// process (support/latency-probe.mjs), four ways:
//   at rest      nothing else;
//   defect 1     four clients sending the body (500,000 nested arrays, 1 MB) to
//                POST /api/auth/login/ back to back, unauthenticated;
//   defect 7     1,000 unauthenticated connections trickling a body to /api/auth/login/
//                a byte a second: half declare the 1 MB, half 1 KB (under the
//                public routes' 4 KB limit, so only the body deadline can end them); each
//                connection the server closes is opened again a second later;
//   both         the two at once.
// The attacks run in this process on raw sockets (support/attack-load.ts) and report what
// the server answered and how long it held each connection.
//
// Target: /api/health p99 ≤ 50 ms under both attacks at once. Before the fix the issue
// measured a median of 1.8 s and a maximum of 5.0 s under defect 1 alone.
//
// Run (after npm run build):  npm run bench:attack
//   BENCH_PROBE_SECONDS   seconds per case (default 10)
//   BENCH_TRICKLERS       trickling connections (default 1,000)
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../e2e/support/built-product.ts';
import { sendNestedBodies, trickleBodies, type Attack, type AttackReport } from './support/attack-load.ts';
import { startBuiltServer } from './support/product-server.ts';
import { summarise } from './support/stats.ts';

const run = promisify(execFile);
const PROBE = path.join(ROOT, 'bench/support/latency-probe.mjs');
const PROBE_SECONDS = Number(process.env.BENCH_PROBE_SECONDS ?? 10);
const TRICKLERS = Number(process.env.BENCH_TRICKLERS ?? 1000);
const SENDERS = 4;
const TARGET_P99_MS = 50;
const LOGIN = '/api/auth/login/';
const log = (line: string) => process.stdout.write(`${line}\n`);

async function probeHealth(baseURL: string): Promise<number[]> {
  const { stdout } = await run(process.execPath, [PROBE, `${baseURL}/api/health`, String(PROBE_SECONDS)], {
    maxBuffer: 1 << 24,
  });
  return JSON.parse(stdout) as number[];
}

type Case = { name: string; attacks: (baseURL: string) => Record<string, Attack> };

const defect1 = (baseURL: string) => ({ 'nested 1 MB': sendNestedBodies(baseURL, LOGIN, SENDERS) });
const defect7 = (baseURL: string) => ({
  'trickle, 1 MB declared': trickleBodies(baseURL, LOGIN, Math.ceil(TRICKLERS / 2), 1_000_000, 1000),
  'trickle, 1 KB declared': trickleBodies(baseURL, LOGIN, Math.floor(TRICKLERS / 2), 1_000, 1000),
});

const CASES: Case[] = [
  { name: 'at rest', attacks: () => ({}) },
  { name: `defect 1: ${SENDERS} senders of nested arrays`, attacks: defect1 },
  { name: `defect 7: ${TRICKLERS} trickling connections`, attacks: defect7 },
  { name: 'defects 1 and 7 at once', attacks: (baseURL) => ({ ...defect1(baseURL), ...defect7(baseURL) }) },
];

const statusesOf = (report: AttackReport) =>
  Object.entries(report.statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');

async function main() {
  log('starting the built server…');
  const server = await startBuiltServer();
  const rows: Array<{ name: string; latency: ReturnType<typeof summarise> }> = [];
  const attackRows: string[] = [];
  try {
    // Warm the route and the connection pool before measuring.
    for (let i = 0; i < 50; i += 1) await (await fetch(`${server.baseURL}/api/health`)).arrayBuffer();
    for (const { name, attacks } of CASES) {
      log(`${name}…`);
      const running = attacks(server.baseURL);
      // Let the attack reach its full size (tricklers open over a second) before measuring.
      if (Object.keys(running).length > 0) await new Promise((resolve) => setTimeout(resolve, 2_000));
      const latencies = await probeHealth(server.baseURL);
      rows.push({ name, latency: summarise(latencies) });
      for (const [attack, handle] of Object.entries(running)) {
        const report = await handle.stop();
        const held = summarise(report.heldMs);
        attackRows.push(
          `| ${name} | ${attack} | ${report.requests} | ${statusesOf(report)} | ` +
            `${held.p50.toFixed(0)} | ${held.p99.toFixed(0)} | ${held.max.toFixed(0)} |`,
        );
      }
    }
  } finally {
    await server.stop();
  }

  log('');
  log('GET /api/health, ms (one request after another from a separate process):');
  log('| case | requests | p50 | p95 | p99 | max |');
  log('| --- | --- | --- | --- | --- | --- |');
  for (const { name, latency } of rows) {
    log(`| ${name} | ${latency.requests} | ${latency.p50} | ${latency.p95} | ${latency.p99} | ${latency.max} |`);
  }
  log('');
  log('What the attacks got (connections held, ms):');
  log('| case | attack | requests | answers | held p50 | held p99 | held max |');
  log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of attackRows) log(row);
  log('');
  const rest = rows[0]?.latency.p99 ?? Number.NaN;
  const underAttack = rows.at(-1)?.latency.p99 ?? Number.NaN;
  const pass = underAttack <= TARGET_P99_MS;
  log(
    `${pass ? 'PASS' : 'FAIL'}  /api/health p99 under both attacks ${underAttack} ms (at rest ${rest} ms); target ≤ ${TARGET_P99_MS} ms`,
  );
  if (!pass) process.exitCode = 1;
}

await main();
