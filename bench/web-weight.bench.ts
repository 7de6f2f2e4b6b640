// Benchmark: how much JavaScript the sign-in page costs, and that every screen is a lazy route.
//
// Starts the built product (`node apps/server/dist/server.js`) on a free port with a fresh
// data folder, then in Debian's Chromium (fresh context, cache disabled, the request header
// `accept-encoding: br, gzip`):
//   /signin   first load until the network is idle; every JavaScript response is recorded
//             with the bytes sent (encoded body, the server's pre-compressed .br/.gz), its
//             decoded size, and its gzip size computed here with zlib at level 9;
//   /profile  opened signed in (tokens from a real API sign-in placed in localStorage, as
//             "Keep me logged in" does): which chunks load beyond those of /signin;
//   /dashboard opened signed in the same way, 90-day range: its chunks, its charts' among them.
// Then the build's chunk graph (every static and lazy import in apps/web/dist/assets) gives
// the chunks only the Dashboard loads: reachable from its lazy route and from no other
// screen's, nor from the entry. Their gzip size is reported.
// Targets: the first load of /signin ≤ 120 kB (120,000 bytes) of gzipped JavaScript, each
// screen in its own chunk that no other screen's first load downloads; the Dashboard's
// charts chunk (what it loads lazily) ≤ 60 kB gzipped and loaded by no other screen.
//
// Run: npm run bench:weight   (builds what is stale, then npx tsx bench/web-weight.bench.ts)
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { dashboardChunks } from './support/chunk-graph.ts';
import { firstLoad, kB, shortName, sum, type Load } from './support/first-load.ts';
import { ROOT, WEB_DIST, signIn, startBuiltServer } from './support/product-server.ts';

const BUDGET_BYTES = 120_000; // "120 KB of gzipped JavaScript", read as kB (1000 bytes), the stricter reading
const CHART_BUDGET_BYTES = 60_000; // the Dashboard's charts chunk, "60 KB gzipped", read the same way
const DASHBOARD_PATH = '/dashboard?range=90';
const TEMPLATE_GZIP_BYTES = 525_000; // the admin template the spec came from: one 525 KB gzipped chunk (stated, not measured)
const ACCEPT_ENCODING = 'br, gzip';

function printLoad(load: Load, alsoIn?: Set<string>) {
  console.log(
    `\n${load.path} with accept-encoding "${load.acceptEncodingSent}": ${load.scripts.length} scripts ` +
      `(ended on ${load.finalPath})`,
  );
  const rows = load.scripts.map((s) => ({
    script: shortName(s.url),
    ...(alsoIn ? { 'loaded by /signin too': alsoIn.has(s.url) ? 'yes' : 'NO (extra)' } : {}),
    encoding: s.encoding,
    'sent (B)': s.transferred,
    'content-length': s.contentLength ?? '-',
    'decoded (B)': s.raw,
    'gzip -9 (B)': s.gzip9,
    'same as dist file': s.matchesBuild === null ? '-' : s.matchesBuild ? 'yes' : 'NO',
  }));
  console.table(rows);
  for (const error of load.errors) console.log(`  page error: ${error}`);
  console.log(
    `  total: sent ${kB(sum(load.scripts, 'transferred'))}, decoded ${kB(sum(load.scripts, 'raw'))}, ` +
      `gzip -9 ${kB(sum(load.scripts, 'gzip9'))}`,
  );
}

/** Screen chunks of the build: one per lazy route (…-page-<hash>.js, …-screen-<hash>.js, app-layout-<hash>.js). */
function screenChunks(): string[] {
  return readdirSync(path.join(WEB_DIST, 'assets')).filter((f) =>
    /^(.+-page|.+-screen|app-layout)-[\w-]+\.js$/.test(f),
  );
}
const screenOf = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');

type Pair = { signin: Load; profile: Load; dashboard: Load };

async function measure(browser: Browser, baseURL: string, acceptEncoding: string): Promise<Pair> {
  const signin = await firstLoad(browser, baseURL, '/signin', { acceptEncoding });
  const profile = await firstLoad(browser, baseURL, '/profile', { acceptEncoding, tokens: await signIn(baseURL) });
  const dashboard = await firstLoad(browser, baseURL, DASHBOARD_PATH, {
    acceptEncoding,
    tokens: await signIn(baseURL),
    // uPlot draws on a canvas: the charts' chunk has arrived and run.
    waitForSelector: 'canvas',
  });
  return { signin, profile, dashboard };
}

/** Prints both loads and returns what is wrong with them: errors, mismatching assets, screens not lazy. */
function report({ signin, profile, dashboard }: Pair): string[] {
  printLoad(signin);
  const signinUrls = new Set(signin.scripts.map((s) => s.url));
  for (const load of [profile, dashboard]) {
    printLoad(load, signinUrls);
    const extra = load.scripts.filter((s) => !signinUrls.has(s.url));
    console.log(
      `  extra chunks for ${load.path} beyond /signin's: ${extra.map((s) => shortName(s.url)).join(', ') || 'none'} ` +
        `(gzip -9 ${kB(sum(extra, 'gzip9'))}, sent ${kB(sum(extra, 'transferred'))})`,
    );
  }

  const problems: string[] = [];
  const tag = `[accept-encoding: ${signin.acceptEncoding}]`;
  for (const load of [signin, profile, dashboard]) {
    if (load.errors.length) problems.push(`${tag} ${load.path} threw in the browser: ${load.errors[0]}`);
    for (const s of load.scripts.filter((x) => x.matchesBuild === false)) {
      problems.push(
        `${tag} ${shortName(s.url)} as sent (${s.encoding}) decodes to different bytes than ${path.relative(ROOT, WEB_DIST)}${shortName(s.url)}`,
      );
    }
  }
  // Lazy routes: /signin downloads its own screen chunk and no other; /profile its own and not sign-in's.
  const loadedFiles = (load: Load) => new Set(load.scripts.map((s) => path.basename(new URL(s.url).pathname)));
  const signinFiles = loadedFiles(signin);
  const profileFiles = loadedFiles(profile);
  const dashboardFiles = loadedFiles(dashboard);
  const chunks = screenChunks();
  console.log('\n  screen chunks (lazy routes) in the build:');
  for (const file of chunks) {
    const where = [
      signinFiles.has(file) && '/signin',
      profileFiles.has(file) && '/profile',
      dashboardFiles.has(file) && '/dashboard',
    ].filter(Boolean);
    console.log(`    ${screenOf(file).padEnd(22)} ${file.padEnd(38)} loaded by: ${where.join(', ') || 'none of them'}`);
  }
  const chunkFor = (screen: string) => chunks.find((f) => screenOf(f) === screen);
  for (const [screen, load, files] of [
    ['sign-in-page', signin, signinFiles],
    // Profile is composed in app/routes (it joins two features), so its chunk is the screen's.
    ['profile-screen', profile, profileFiles],
    ['dashboard-page', dashboard, dashboardFiles],
  ] as const) {
    const own = chunkFor(screen);
    if (!own) problems.push(`no separate ${screen} chunk in the build: the screen is not a lazy route`);
    else if (!files.has(own)) problems.push(`${tag} ${load.path} did not load its own chunk ${own}`);
    const others = [...files].filter((f) => chunks.includes(f) && f !== own && screenOf(f) !== 'app-layout');
    if (others.length) problems.push(`${tag} ${load.path} also downloaded other screens' chunks: ${others.join(', ')}`);
  }
  if (signinFiles.has(chunkFor('app-layout') ?? '')) problems.push(`${tag} /signin downloaded the signed-in layout`);
  if (profile.finalPath !== '/profile') problems.push(`${tag} /profile ended on ${profile.finalPath}: not signed in`);
  if (dashboard.finalPath !== '/dashboard') {
    problems.push(`${tag} ${dashboard.path} ended on ${dashboard.finalPath}: not signed in`);
  }

  // The Dashboard's own chunks, from the build's import graph; its charts are what it loads lazily.
  const own = dashboardChunks();
  if (!own.root) {
    problems.push(
      'no dashboard-page chunk among the lazy routes: the Dashboard is not a lazy route (or not built yet)',
    );
    return problems;
  }
  console.log(`\n  chunks only the Dashboard loads (build graph; route ${own.root}):`);
  for (const c of own.only) {
    const loaded = dashboardFiles.has(c.file) ? 'loaded by /dashboard' : 'NOT loaded by /dashboard in this run';
    console.log(
      `    ${c.file.padEnd(38)} gzip -9 ${kB(c.gzip9).padStart(9)}  ${c.lazy ? 'lazy' : 'with the route'}; ${loaded}`,
    );
  }
  // Its charts are the lazy chunks the 90-day view loads; a lazy chunk it does not (the
  // custom range form's schema, fetched when that form opens) is on demand.
  const charts = own.only.filter((c) => c.lazy && dashboardFiles.has(c.file));
  const gzipped = (list: Array<{ gzip9: number }>) => list.reduce((total, c) => total + c.gzip9, 0);
  const chartBytes = gzipped(charts);
  console.log(
    `  Dashboard-only: ${kB(gzipped(own.only))} gzipped in ` +
      `${own.only.length} chunk(s); its charts chunk(s) ${charts.map((c) => c.file).join(', ') || 'none'}: ` +
      `${kB(chartBytes)} gzipped (budget ${kB(CHART_BUDGET_BYTES)})`,
  );
  if (!charts.length) problems.push('the Dashboard loads no chunk of its own lazily: where are its charts?');
  if (chartBytes > CHART_BUDGET_BYTES) {
    problems.push(`the Dashboard's charts chunk(s) are ${kB(chartBytes)} gzipped, over ${kB(CHART_BUDGET_BYTES)}`);
  }
  if (own.shared.length) {
    problems.push(`chunks the Dashboard loads lazily are loaded by other screens too: ${own.shared.join(', ')}`);
  }
  for (const c of own.only.filter((chunk) => chunk.lazy)) {
    for (const load of [signin, profile]) {
      if (loadedFiles(load).has(c.file)) problems.push(`${tag} ${load.path} downloaded the Dashboard's ${c.file}`);
    }
  }
  return problems;
}

async function main() {
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  let compressed: Pair;
  let identity: Pair | null = null;
  let problems: string[];
  let identityProblems: string[] = [];
  try {
    compressed = await measure(browser, server.baseURL, ACCEPT_ENCODING);
    console.log('=== As served to a browser (pre-compressed assets) ===');
    problems = report(compressed);
    if (problems.length) {
      // Something is broken as served compressed: load the build's own .js files (no compression) too,
      // so the budget is checked against the app that the build meant to ship.
      identity = await measure(browser, server.baseURL, 'identity');
      console.log("\n=== The same pages with accept-encoding: identity (the build's .js files as they are) ===");
      identityProblems = report(identity);
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const budgetLoad = (identity ?? compressed).signin;
  const gzipTotal = sum(budgetLoad.scripts, 'gzip9');
  const sentTotal = sum(compressed.signin.scripts, 'transferred');
  const encodings = [...new Set(compressed.signin.scripts.map((s) => s.encoding))].join('/');
  const all = [...new Set([...problems, ...identityProblems])];
  if (gzipTotal > BUDGET_BYTES) all.push(`/signin first load is ${kB(gzipTotal)} of gzipped JavaScript`);

  console.log(
    `\n/signin first load: ${kB(gzipTotal)} of JavaScript gzipped (-9)${identity ? ' (identity run)' : ''}; ` +
      `${kB(sentTotal)} sent with the server's compression (${encodings}); budget ${kB(BUDGET_BYTES)} ` +
      `(${((gzipTotal / BUDGET_BYTES) * 100).toFixed(0)}% used). For comparison, the admin template the spec ` +
      `came from ships ${kB(TEMPLATE_GZIP_BYTES)} gzipped in one chunk (stated figure, not measured here).`,
  );
  for (const problem of all) console.log(`  problem: ${problem}`);
  console.log(all.length ? 'FAIL' : 'PASS');

  const resultsDir = path.join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'web-weight.json'),
    JSON.stringify(
      { date: new Date().toISOString(), budgetBytes: BUDGET_BYTES, compressed, identity, problems: all },
      null,
      2,
    ),
  );
  process.exitCode = all.length ? 1 : 0;
}

await main();
