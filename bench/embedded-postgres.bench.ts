// Benchmark: the embedded PostgreSQL against the release before it (PGlite), side by side
// in one run, each started from its own checkout as `npm start` runs it:
//   cold start        spawn to /api/ready, on a fresh data folder and on one with demo data;
//   memory            PSS of the server and the database's processes together, at rest on
//                     the demo data, and at the peak while a 250 MB edition is processed;
//   contention        the signed-in GET /api/users/profile/ while the heaviest report (the
//                     Dashboard's 90 days as one statement) runs back to back beside it;
//   backup, restore   this release only: `npm run backup` of the demo data while the
//                     server runs, and `npm run restore` of it into an empty folder.
// Targets: at rest ≤ 200 MB; peak ≤ 400 MB; the profile call's p99 ≤ 25 ms beside the report.
//
// Run (after npm run build):  npm run bench:embedded
//   BENCH_BEFORE_DIR=/path   a built checkout of the release before (else one is made: a
//                            git worktree of BENCH_BEFORE_COMMIT, installed and built)
//   BENCH_SKIP_LARGE=1       leave out the 250 MB edition
//   BENCH_ONLY=after         this release alone
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { writeNewspaperPdf } from '../apps/server/src/demo/sample-newspaper.ts';
import { assertBuilt, ROOT } from '../e2e/support/built-product.ts';
import { reportAsOneStatement } from './support/dashboard-report.ts';
import { uploadFile } from './support/multipart-upload.ts';
import {
  databaseUrlOf,
  releasePssMb,
  startRelease,
  type Release,
  type RunningRelease,
} from './support/release-server.ts';
import { summarise } from './support/stats.ts';

const run = promisify(execFile);
/** The last commit whose embedded database was PGlite. */
const BEFORE_COMMIT = process.env.BENCH_BEFORE_COMMIT ?? 'c65ab75';
const DEMO_ADMIN = { phone: '+919100000001', password: 'Demo@12345' };
const PROBE = path.join(ROOT, 'bench/support/latency-probe.mjs');
const LARGE_PDF = path.join(os.tmpdir(), 'epaper-bench-pdfs', 'newspaper-250mb.pdf');
const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The release before, built in a worktree of BEFORE_COMMIT unless BENCH_BEFORE_DIR names one. */
function beforeRelease(): Release {
  const given = process.env.BENCH_BEFORE_DIR;
  const root = given ?? path.join(os.tmpdir(), `epaper-before-${BEFORE_COMMIT}`);
  if (!existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    if (given) throw new Error(`${given} is not built: run npm ci && npm run build there`);
    log(`building the release before (${BEFORE_COMMIT}) in ${root}…`);
    if (!existsSync(root))
      execFileSync('git', ['worktree', 'add', '--detach', root, BEFORE_COMMIT], { cwd: ROOT, stdio: 'ignore' });
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'ignore' });
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  }
  return { label: `before (${BEFORE_COMMIT}, PGlite)`, root };
}

async function signIn(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_phone: DEMO_ADMIN.phone, password: DEMO_ADMIN.password, is_admin: true }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

async function probe(url: string, access: string, forSeconds: number): Promise<number[]> {
  const { stdout } = await run(process.execPath, [PROBE, url, String(forSeconds)], {
    maxBuffer: 1 << 24,
    env: { ...process.env, PROBE_AUTHORIZATION: `Bearer ${access}` },
  });
  return JSON.parse(stdout) as number[];
}

/** The profile call's latency alone, then beside the report run back to back on a second connection. */
async function contention(server: RunningRelease, dataDir: string, access: string) {
  const url = `${server.baseURL}/api/users/profile/`;
  const client = new pg.Client({ connectionString: databaseUrlOf(server.child.pid ?? 0) });
  await client.connect();
  try {
    const report = reportAsOneStatement('Asia/Kolkata');
    await client.query(report.text, report.values);
    for (let i = 0; i < 20; i += 1) await fetch(url, { headers: { authorization: `Bearer ${access}` } });
    const idle = summarise(await probe(url, access, 8));
    let busy = true;
    let reports = 0;
    const measuring = probe(url, access, 8).finally(() => (busy = false));
    while (busy) {
      await client.query(report.text, report.values);
      reports += 1;
    }
    return { idle, loaded: summarise(await measuring), reports };
  } finally {
    await client.end();
  }
}

/** Uploads the 250 MB edition and samples memory until it is processed; the peak, in MB. */
async function peakWhileProcessing(server: RunningRelease, dataDir: string, access: string): Promise<number> {
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, releasePssMb(server, dataDir).total);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const upload = await uploadFile(`${server.baseURL}/api/epapers/upload-paper/`, access, LARGE_PDF, {
    title: 'The Benchmark Times',
    description: '250 MB',
    publication_date: '2026-11-20',
  });
  const id = upload.body.id as number;
  for (;;) {
    const edition = (await (
      await fetch(`${server.baseURL}/api/epapers/${id}/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { processing_status: string };
    if (edition.processing_status !== 'pending') break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  sampling = false;
  await sampler;
  return peak;
}

async function measure(release: Release) {
  const figures: Record<string, string> = {};
  const fresh = mkdtempSync(path.join(os.tmpdir(), 'epaper-bench-fresh-'));
  const demo = mkdtempSync(path.join(os.tmpdir(), 'epaper-bench-demo-'));
  try {
    log(`[${release.label}] cold start on a fresh folder…`);
    const first = await startRelease(release, fresh, {
      ADMIN_PHONE: '+919000000001',
      ADMIN_PASSWORD: 'bench-password-1',
    });
    figures['cold start, fresh folder'] = seconds(first.readyMs);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    figures['memory at rest, fresh (MB)'] = releasePssMb(first, fresh).total.toFixed(0);
    await first.stop();

    log(`[${release.label}] npm run demo…`);
    const demoStarted = performance.now();
    await run(process.execPath, ['--import', 'tsx', 'src/demo.ts'], {
      cwd: path.join(release.root, 'apps/server'),
      env: { ...process.env, DATA_DIR: demo, INIT_CWD: '' },
      maxBuffer: 1 << 24,
    });
    figures['demo data written'] = seconds(performance.now() - demoStarted);

    log(`[${release.label}] cold start on the demo data…`);
    const server = await startRelease(release, demo);
    let backup: string | undefined;
    try {
      figures['cold start, demo data'] = seconds(server.readyMs);
      const access = await signIn(server.baseURL);
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      const rest = releasePssMb(server, demo);
      figures['memory at rest, demo data (MB)'] =
        `${rest.total.toFixed(0)} (app ${rest.app.toFixed(0)} + database ${rest.database.toFixed(0)})`;
      log(`[${release.label}] the profile call beside the report…`);
      const c = await contention(server, demo, access);
      figures['profile p99 idle (ms)'] = String(c.idle.p99);
      figures['profile p99 beside the report (ms)'] = `${c.loaded.p99} (p50 ${c.loaded.p50}, ${c.reports} reports)`;
      if (release.root === ROOT) backup = await backupWhileRunning(demo, figures);
      if (!process.env.BENCH_SKIP_LARGE) {
        log(`[${release.label}] a 250 MB edition…`);
        figures['memory peak, 250 MB edition (MB)'] = (await peakWhileProcessing(server, demo, access)).toFixed(0);
      }
    } finally {
      await server.stop();
    }
    if (backup) await restoreInto(backup, figures);
  } finally {
    rmSync(fresh, { recursive: true, force: true });
    rmSync(demo, { recursive: true, force: true });
  }
  return figures;
}

const serverDir = path.join(ROOT, 'apps/server');

/** This release's backup of the demo data, taken as an operator would: `npm run backup` while the server runs. */
async function backupWhileRunning(dataDir: string, figures: Record<string, string>): Promise<string> {
  log('[this release] npm run backup of the demo data, the server running…');
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'epaper-bench-backup-')), 'demo.tar.gz');
  const started = performance.now();
  await run(process.execPath, ['--import', 'tsx', 'src/backup.ts', file], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);
  figures['backup of the demo data (server running)'] = `${seconds(performance.now() - started)}, ${megabytes} MB`;
  return file;
}

/** `npm run restore` of that backup into an empty folder, to the restored database's first answer. */
async function restoreInto(file: string, figures: Record<string, string>): Promise<void> {
  const target = mkdtempSync(path.join(os.tmpdir(), 'epaper-bench-restore-'));
  try {
    log('[this release] npm run restore into an empty folder…');
    rmSync(target, { recursive: true, force: true });
    const started = performance.now();
    await run(process.execPath, ['--import', 'tsx', 'src/restore.ts', file], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: target },
    });
    figures['restore into an empty folder'] = seconds(performance.now() - started);
  } finally {
    rmSync(path.dirname(file), { recursive: true, force: true });
    rmSync(target, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  assertBuilt();
  if (!process.env.BENCH_SKIP_LARGE && !existsSync(LARGE_PDF)) {
    log('generating the 250 MB edition (once; kept for the next run)…');
    mkdirSync(path.dirname(LARGE_PDF), { recursive: true });
    writeNewspaperPdf(LARGE_PDF, { pages: 120, photoPixels: 3_000_000, masthead: 'The Benchmark Times', seed: 120 });
  }
  const before = beforeRelease();
  const after: Release = { label: 'this release (embedded PostgreSQL)', root: ROOT };
  // BENCH_ONLY=after measures this release alone (to repeat a run quickly).
  const results = {
    [before.label]: process.env.BENCH_ONLY === 'after' ? {} : await measure(before),
    [after.label]: await measure(after),
  };
  const rows = [...new Set(Object.values(results).flatMap((figures) => Object.keys(figures)))];
  log(`\n| | ${before.label} | ${after.label} |`);
  log('| --- | ---: | ---: |');
  for (const row of rows)
    log(`| ${row} | ${results[before.label]?.[row] ?? '–'} | ${results[after.label]?.[row] ?? '–'} |`);

  const ours = results[after.label] ?? {};
  const verdict = (pass: boolean, text: string) => log(`${pass ? 'PASS' : 'FAIL'}  ${text}`);
  const number = (text: string | undefined) => Number.parseFloat(text ?? 'NaN');
  log('');
  verdict(number(ours['memory at rest, demo data (MB)']) <= 200, 'at rest ≤ 200 MB (app + PostgreSQL)');
  if (ours['memory peak, 250 MB edition (MB)'])
    verdict(
      number(ours['memory peak, 250 MB edition (MB)']) <= 400,
      'peak ≤ 400 MB while a 250 MB edition is processed',
    );
  verdict(number(ours['profile p99 beside the report (ms)']) <= 25, 'signed-in p99 ≤ 25 ms beside the heaviest report');
}

await main();
