// Benchmark: Lighthouse scores of the sign-in page and of signed-in screens.
//
// Starts the built product (`node apps/server/dist/server.js`) on a free port with a fresh
// data folder, then runs Lighthouse 12 (default config: mobile emulation, simulated
// throttling; categories performance and accessibility) 3 times on each of
//   /signin     signed out;
//   /profile    signed in: tokens from a real API sign-in are put in localStorage (as
//               "Keep me logged in" does) through puppeteer-core on the same Chrome, and
//               Lighthouse runs with disableStorageReset so it keeps them;
//   /dashboard  signed in, the 90-day range (its charts' chunk included). On this fresh data
//               folder its figures are zeros; analytics.bench.ts scores it on a million
//               readers and 20 million page views.
// Every run gets its own Chrome (chrome-launcher, Debian's Chromium, fresh profile), so no
// run is helped by a cache warmed by the one before (support/lighthouse-run.ts). The medians
// are reported.
// Targets: Performance ≥ 95 (the Dashboard ≥ 90), Accessibility 100. When one is missed, the
// failing audits are listed with their details. Full reports:
// bench/results/lighthouse-<page>-<run>.json.
//
// Run: npm run bench:lighthouse   (builds what is stale, then npx tsx bench/lighthouse.bench.ts)
import { DASHBOARD_PAGE, scorePages, type LighthousePage } from './support/lighthouse-run.ts';
import { startBuiltServer } from './support/product-server.ts';

const PAGES: LighthousePage[] = [
  { path: '/signin', signedIn: false, targets: { performance: 95, accessibility: 100 } },
  { path: '/profile', signedIn: true, targets: { performance: 95, accessibility: 100 } },
  DASHBOARD_PAGE,
];

async function main() {
  const server = await startBuiltServer();
  let ok: boolean;
  try {
    ok = await scorePages(server.baseURL, PAGES, 'lighthouse-summary');
  } finally {
    await server.stop();
  }
  console.log(`Targets: Performance ≥ 95 (/dashboard ≥ 90), Accessibility 100: ${ok ? 'PASS' : 'FAIL'}`);
  process.exitCode = ok ? 0 : 1;
}

await main();
