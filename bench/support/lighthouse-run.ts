// Lighthouse as the browser benchmarks run it (lighthouse.bench.ts, and analytics.bench.ts
// for the Dashboard with data): every run its own Chromium with a fresh profile, Lighthouse
// 12's default config (mobile emulation, simulated throttling; categories performance and
// accessibility, plus the errors-in-console audit), medians over the runs, and the failing
// audits of the median run when a target is missed. A signed-in page gets the tokens of a
// real API sign-in in localStorage first (puppeteer-core on the same Chromium, from
// /api/health, which loads none of the app) and Lighthouse keeps them (disableStorageReset).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/browser.ts';
import { ROOT, TOKEN_KEYS, signIn, type TokenPair } from './product-server.ts';

export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
export type Targets = { performance: number; accessibility: number };
/** A page to score: its path (with any query), whether it is opened signed in, and its targets. */
export type LighthousePage = { path: string; signedIn: boolean; targets: Targets };
/** The Dashboard over its widest range (lighthouse.bench.ts on a fresh folder, analytics.bench.ts with data). */
export const DASHBOARD_PAGE: LighthousePage = {
  path: '/dashboard?range=90',
  signedIn: true,
  targets: { performance: 90, accessibility: 100 },
};
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  'Speed Index': 'speed-index',
} as const;
type MetricName = keyof typeof METRICS;
const RESULTS_DIR = path.join(ROOT, 'bench/results');

type Run = {
  scores: Record<keyof Targets, number>;
  metrics: Record<MetricName, number>;
  consoleErrors: string[];
  lhr: Result;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Puts the tokens in the origin's localStorage from a page that loads none of the app. */
async function storeTokens(port: number, baseURL: string, tokens: TokenPair): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/api/health`);
    await page.evaluate(
      (keys, values) => {
        localStorage.setItem(keys.access, values.access);
        localStorage.setItem(keys.refresh, values.refresh);
      },
      TOKEN_KEYS,
      tokens,
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function runOnce(baseURL: string, pagePath: string, signedIn: boolean): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    if (signedIn) await storeTokens(chrome.port, baseURL, await signIn(baseURL));
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Not scored here, but an error in the console may mean the scores describe an error screen.
      onlyAudits: ['errors-in-console'],
      // Signed in: keep the tokens just stored (the profile is fresh, so the cache is empty anyway).
      disableStorageReset: signedIn,
    };
    const result = await lighthouse(`${baseURL}${pagePath}`, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath}: ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== new URL(pagePath, baseURL).pathname)
      throw new Error(`${pagePath} ended on ${finalPath}${signedIn ? ': not signed in' : ''}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
    ) as Record<MetricName, number>;
    const consoleItems = (lhr.audits['errors-in-console']?.details as { items?: Item[] } | undefined)?.items ?? [];
    const consoleErrors = consoleItems.map(
      (item) => `${String(item.source)}: ${String(item.description).split('\n')[0]}`,
    );
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility') },
      metrics,
      consoleErrors,
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

const formatMetric = (name: MetricName, value: number) =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value).toLocaleString('en-US')} ms`;

type Item = Record<string, unknown>;
/** One line per detail item: the parts a developer needs to find and fix it. */
function describeItem(item: Item): string {
  const node = item.node as Item | undefined;
  const parts: string[] = [];
  if (node) {
    if (node.selector) parts.push(`selector ${String(node.selector)}`);
    if (node.snippet) parts.push(`snippet ${String(node.snippet)}`);
    if (node.explanation) parts.push(String(node.explanation).replace(/\s+/g, ' '));
  }
  for (const key of ['groupLabel', 'phase', 'percent', 'url', 'source', 'label', 'description']) {
    const value = item[key];
    if (typeof value === 'string') parts.push(`${key} ${value}`);
    else if (value && typeof value === 'object' && 'url' in value) parts.push(`${key} ${String(value.url)}`);
  }
  for (const key of ['totalBytes', 'wastedBytes', 'transferSize']) {
    if (typeof item[key] === 'number') parts.push(`${key} ${Math.round(item[key] as number)}`);
  }
  for (const key of ['wastedMs', 'duration', 'timing', 'blockingTime', 'total', 'scripting']) {
    if (typeof item[key] === 'number') parts.push(`${key} ${Math.round(item[key] as number)} ms`);
  }
  return parts.join(' | ') || JSON.stringify(item).slice(0, 300);
}

type Chain = { url: string; navStartToEndTime: number; transferSize: number; children?: Record<string, Chain> };

/** The critical request chains of network-dependency-tree-insight, one request a line, indented by depth. */
function chainLines(chains: Record<string, Chain>, depth = 0): string[] {
  return Object.values(chains).flatMap((chain) => [
    `${'  '.repeat(depth)}${chain.url} (ends at ${Math.round(chain.navStartToEndTime)} ms, ${chain.transferSize} B)`,
    ...chainLines(chain.children ?? {}, depth + 1),
  ]);
}

function detailLines(audit: Result['audits'][string]): string[] {
  const details = audit.details as { type?: string; items?: Item[]; chains?: Record<string, Chain> } | undefined;
  if (details?.type === 'network-tree' && details.chains) return chainLines(details.chains);
  const lines: string[] = [];
  for (const item of Array.isArray(details?.items) ? details.items.slice(0, 8) : []) {
    // Some insights nest tables: one line per inner row.
    if (item.type === 'table' && Array.isArray(item.items)) {
      lines.push(...(item.items as Item[]).slice(0, 8).map(describeItem));
      continue;
    }
    const value = item.value as { type?: string; chains?: Record<string, Chain> } | undefined;
    if (item.type === 'list-section' && value?.type === 'network-tree' && value.chains) {
      lines.push(...chainLines(value.chains));
      continue;
    }
    lines.push(describeItem(item));
    // Accessibility audits group failing nodes under subItems.
    const sub = (item.subItems as { items?: Item[] } | undefined)?.items ?? [];
    for (const s of sub.slice(0, 5)) lines.push(`  ${describeItem(s)}`);
  }
  return lines;
}

/** The audits that cost the category points, with their details. */
function failingAudits(lhr: Result, category: keyof Targets): string[] {
  const out: string[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) continue;
    const failing =
      category === 'accessibility'
        ? ref.weight > 0 && audit.score < 1
        : audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable';
    if (!failing) continue;
    out.push(
      `[${category}] ${audit.id}: ${audit.title}` +
        `${audit.displayValue ? ` (${audit.displayValue})` : ''} score ${audit.score.toFixed(2)}` +
        `${ref.weight > 0 ? `, weight ${ref.weight}` : ''}`,
    );
    for (const line of detailLines(audit)) out.push(`    ${line}`);
  }
  return out;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is repeated, at most twice. */
async function withRetry(run: () => Promise<Run>): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !message.startsWith('Lighthouse failed')) throw error;
      console.error(`  ${message}; running it again`);
    }
  }
}

const slug = (pagePath: string) => pagePath.slice(1).replace(/[^\w-]+/g, '-');

/** Scores each page RUNS times on the server at baseURL, prints the medians and the misses; true when every target is met. */
export async function scorePages(baseURL: string, pages: LighthousePage[], summaryName: string): Promise<boolean> {
  const results: Array<{ page: LighthousePage; runs: Run[] }> = [];
  for (const page of pages) {
    const runs: Run[] = [];
    for (let i = 1; i <= RUNS; i += 1) {
      console.error(`Lighthouse ${page.path} run ${i}/${RUNS}…`);
      runs.push(await withRetry(() => runOnce(baseURL, page.path, page.signedIn)));
    }
    results.push({ page, runs });
  }

  mkdirSync(RESULTS_DIR, { recursive: true });
  const missed: string[] = [];
  const failing: string[] = [];
  const rows: Record<string, Record<string, string | number>> = {};
  const first = results[0]?.runs[0]?.lhr;
  for (const { page, runs } of results) {
    const pagePath = page.path;
    runs.forEach((run, i) =>
      writeFileSync(
        path.join(RESULTS_DIR, `lighthouse-${slug(pagePath)}-${i + 1}.json`),
        JSON.stringify(run.lhr, null, 1),
      ),
    );
    const scores = {
      performance: median(runs.map((r) => r.scores.performance)),
      accessibility: median(runs.map((r) => r.scores.accessibility)),
    };
    const row: Record<string, string | number> = {
      Performance: `${scores.performance} (${runs.map((r) => r.scores.performance).join(', ')})`,
      Accessibility: `${scores.accessibility} (${runs.map((r) => r.scores.accessibility).join(', ')})`,
    };
    for (const name of Object.keys(METRICS) as MetricName[]) {
      row[name] = formatMetric(name, median(runs.map((r) => r.metrics[name])));
    }
    row.Targets = `≥ ${page.targets.performance} / ${page.targets.accessibility}`;
    rows[pagePath] = row;
    const consoleErrors = [...new Set(runs.flatMap((r) => r.consoleErrors))];
    if (consoleErrors.length) {
      missed.push(`${pagePath} logged errors in the console, so its scores may describe an error screen`);
      failing.push(`${pagePath}:`, ...consoleErrors.map((e) => `  [errors-in-console] ${e}`));
    }

    // Details from the run whose performance score is the median one.
    const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
    const medianRun = byPerformance[Math.floor(byPerformance.length / 2)]!;
    for (const category of Object.keys(page.targets) as Array<keyof Targets>) {
      if (scores[category] >= page.targets[category]) continue;
      missed.push(`${pagePath} ${category} ${scores[category]} < ${page.targets[category]}`);
      failing.push(`${pagePath}:`, ...failingAudits(medianRun.lhr, category).map((l) => `  ${l}`));
    }
  }

  console.log(
    `Lighthouse ${first?.lighthouseVersion}, ${first?.configSettings.formFactor} emulation, ` +
      `${first?.configSettings.throttlingMethod} throttling, ${first?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}; ` +
      `median of ${RUNS} runs (each run's score in brackets)`,
  );
  console.table(rows);
  if (failing.length) console.log(`\nFailing audits (median run):\n${failing.join('\n')}`);
  for (const line of missed) console.log(`  missed: ${line}`);
  writeFileSync(
    path.join(RESULTS_DIR, `${summaryName}.json`),
    JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows, missed, failing }, null, 2),
  );
  return missed.length === 0;
}
