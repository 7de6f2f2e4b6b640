// Benchmark: how much JavaScript the sign-in page costs, and that every screen is a lazy route.
//
// Starts the built product (`node apps/server/dist/server.js`) on a free port with a fresh
// data folder, then in Debian's Chromium (fresh context, cache disabled, the request header
// `accept-encoding: br, gzip`):
//   /signin   first load until the network is idle; every JavaScript response is recorded
//             with the bytes sent (encoded body, the server's pre-compressed .br/.gz), its
//             decoded size, and its gzip size computed here with zlib at level 9;
//   /profile  opened signed in (tokens from a real API sign-in placed in localStorage, as
//             "Keep me logged in" does): which chunks load beyond those of /signin.
// Target: the first load of /signin ≤ 120 kB (120,000 bytes) of gzipped JavaScript, each
// screen in its own chunk that no other screen's first load downloads.
//
// Run: npm run bench:weight   (builds what is stale, then npx tsx bench/web-weight.bench.ts)
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { ROOT, TOKEN_KEYS, signIn, startBuiltServer, type TokenPair } from './support/product-server.ts';

const BUDGET_BYTES = 120_000; // "120 KB of gzipped JavaScript", read as kB (1000 bytes), the stricter reading
const TEMPLATE_GZIP_BYTES = 525_000; // the admin template the spec came from: one 525 KB gzipped chunk (stated, not measured)
const ACCEPT_ENCODING = 'br, gzip';

type Script = {
  url: string;
  encoding: string;
  transferred: number; // encoded body bytes as received (Chromium's count)
  contentLength: number | null; // the content-length header as sent
  raw: number; // decoded body bytes
  gzip9: number; // gzip -9 of the decoded body, computed here
};

type Load = { path: string; finalPath: string; acceptEncodingSent: string; scripts: Script[] };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (scripts: Script[], key: 'transferred' | 'raw' | 'gzip9') => scripts.reduce((t, s) => t + s[key], 0);
const shortName = (url: string) => new URL(url).pathname;

async function describe(request: Request): Promise<Script | null> {
  const response = await request.response();
  if (!response) return null;
  const type = response.headers()['content-type'] ?? '';
  if (request.resourceType() !== 'script' && !type.includes('javascript')) return null;
  const [sizes, headers, body] = await Promise.all([request.sizes(), response.allHeaders(), response.body()]);
  const length = headers['content-length'];
  return {
    url: request.url(),
    encoding: headers['content-encoding'] ?? 'identity',
    transferred: sizes.responseBodySize,
    contentLength: length === undefined ? null : Number(length),
    raw: body.length,
    gzip9: gzipSync(body, { level: 9 }).length,
  };
}

/** Opens `pagePath` in a fresh context with the cache off and records every script of the load. */
async function firstLoad(browser: Browser, baseURL: string, pagePath: string, tokens?: TokenPair): Promise<Load> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'accept-encoding': ACCEPT_ENCODING },
    storageState: tokens && {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: TOKEN_KEYS.access, value: tokens.access },
            { name: TOKEN_KEYS.refresh, value: tokens.refresh },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const pending: Array<Promise<Script | null>> = [];
  let acceptEncodingSent = '';
  page.on('requestfinished', (request) => pending.push(describe(request)));
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !acceptEncodingSent) {
      void request.allHeaders().then((h) => (acceptEncodingSent = h['accept-encoding'] ?? ''));
    }
  });
  page.on('requestfailed', (request) => console.error(`request failed: ${request.url()} ${request.failure()?.errorText}`));

  await page.goto(pagePath, { waitUntil: 'networkidle' });
  const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { path: pagePath, finalPath, acceptEncodingSent, scripts };
}

function printLoad(load: Load, alsoIn?: Set<string>) {
  console.log(`\n${load.path}: ${load.scripts.length} scripts (ended on ${load.finalPath})`);
  const rows = load.scripts.map((s) => ({
    script: shortName(s.url),
    ...(alsoIn ? { 'loaded by /signin too': alsoIn.has(s.url) ? 'yes' : 'NO (extra)' } : {}),
    encoding: s.encoding,
    'sent (B)': s.transferred,
    'content-length': s.contentLength ?? '-',
    'decoded (B)': s.raw,
    'gzip -9 (B)': s.gzip9,
  }));
  console.table(rows);
  console.log(
    `  total: sent ${kB(sum(load.scripts, 'transferred'))}, decoded ${kB(sum(load.scripts, 'raw'))}, ` +
      `gzip -9 ${kB(sum(load.scripts, 'gzip9'))}`,
  );
}

/** Screen chunks of the build: one per lazy route (…-page-<hash>.js, app-layout-<hash>.js). */
function screenChunks(): string[] {
  return readdirSync(path.join(ROOT, 'apps/web/dist/assets')).filter((f) => /^(.+-page|app-layout)-[\w-]+\.js$/.test(f));
}
const screenOf = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');

async function main() {
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  let signinLoad: Load;
  let profileLoad: Load;
  try {
    signinLoad = await firstLoad(browser, server.baseURL, '/signin');
    profileLoad = await firstLoad(browser, server.baseURL, '/profile', await signIn(server.baseURL));
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(`accept-encoding sent by Chromium: "${signinLoad.acceptEncodingSent}"`);
  printLoad(signinLoad);
  const signinUrls = new Set(signinLoad.scripts.map((s) => s.url));
  printLoad(profileLoad, signinUrls);
  const extra = profileLoad.scripts.filter((s) => !signinUrls.has(s.url));
  console.log(
    `  extra chunks for /profile beyond /signin's: ${extra.map((s) => shortName(s.url)).join(', ') || 'none'} ` +
      `(gzip -9 ${kB(sum(extra, 'gzip9'))}, sent ${kB(sum(extra, 'transferred'))})`,
  );

  // Lazy routes: /signin downloads its own screen chunk and no other; /profile downloads its own and not sign-in's.
  const loadedFiles = (load: Load) => new Set(load.scripts.map((s) => path.basename(new URL(s.url).pathname)));
  const signinFiles = loadedFiles(signinLoad);
  const profileFiles = loadedFiles(profileLoad);
  const problems: string[] = [];
  const chunks = screenChunks();
  console.log('\nscreen chunks (lazy routes):');
  for (const file of chunks) {
    const where = [signinFiles.has(file) && '/signin', profileFiles.has(file) && '/profile'].filter(Boolean);
    console.log(`  ${screenOf(file).padEnd(16)} ${file.padEnd(32)} loaded by: ${where.join(', ') || 'neither'}`);
  }
  const chunkFor = (screen: string) => chunks.find((f) => screenOf(f) === screen);
  for (const [screen, load, files] of [
    ['sign-in-page', '/signin', signinFiles],
    ['profile-page', '/profile', profileFiles],
  ] as const) {
    const own = chunkFor(screen);
    if (!own) problems.push(`no separate ${screen} chunk in the build: the screen is not a lazy route`);
    else if (!files.has(own)) problems.push(`${load} did not load its own chunk ${own}`);
    const others = [...files].filter((f) => chunks.includes(f) && f !== own && screenOf(f) !== 'app-layout');
    if (others.length) problems.push(`${load} also downloaded other screens' chunks: ${others.join(', ')}`);
  }
  if (signinFiles.has(chunkFor('app-layout') ?? '')) problems.push('/signin downloaded the signed-in layout chunk');
  if (profileLoad.finalPath !== '/profile') problems.push(`/profile ended on ${profileLoad.finalPath}: not signed in`);

  const gzipTotal = sum(signinLoad.scripts, 'gzip9');
  const sentTotal = sum(signinLoad.scripts, 'transferred');
  if (gzipTotal > BUDGET_BYTES) problems.push(`/signin first load is ${kB(gzipTotal)} of gzipped JavaScript`);

  console.log(
    `\n/signin first load: ${kB(gzipTotal)} gzipped JavaScript (gzip -9), ${kB(sentTotal)} as sent (server's ` +
      `${[...new Set(signinLoad.scripts.map((s) => s.encoding))].join('/')}); budget ${kB(BUDGET_BYTES)} ` +
      `(${((gzipTotal / BUDGET_BYTES) * 100).toFixed(0)}% used). For comparison, the admin template the spec ` +
      `came from ships ${kB(TEMPLATE_GZIP_BYTES)} gzipped in one chunk (stated figure, not measured here).`,
  );
  for (const problem of problems) console.log(`  problem: ${problem}`);
  console.log(problems.length ? 'FAIL' : 'PASS');

  const resultsDir = path.join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'web-weight.json'),
    JSON.stringify({ date: new Date().toISOString(), budgetBytes: BUDGET_BYTES, signinLoad, profileLoad, problems }, null, 2),
  );
  process.exitCode = problems.length ? 1 : 0;
}

await main();
