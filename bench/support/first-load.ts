// One first load of a page in Chromium with the cache off: every JavaScript response with
// its bytes sent, decoded and gzipped at level 9, whether it is the build's own file, and
// the errors the page raised (used by web-weight.bench.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';
import { TOKEN_KEYS, WEB_DIST, type TokenPair } from './product-server.ts';

export type Script = {
  url: string;
  encoding: string;
  transferred: number; // encoded body bytes as received (Chromium's count)
  contentLength: number | null; // the content-length header as sent
  raw: number; // decoded body bytes
  gzip9: number; // gzip -9 of the decoded body, computed here
  matchesBuild: boolean | null; // decoded body identical to the .js file in apps/web/dist (null: not a file there)
};

export type Load = {
  path: string;
  acceptEncoding: string;
  finalPath: string;
  acceptEncodingSent: string;
  scripts: Script[];
  errors: string[]; // uncaught exceptions and console errors: the screen may not have rendered
};

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const sum = (scripts: Script[], key: 'transferred' | 'raw' | 'gzip9') => scripts.reduce((t, s) => t + s[key], 0);
export const shortName = (url: string) => new URL(url).pathname;

async function describe(request: Request): Promise<Script | null> {
  const response = await request.response();
  if (!response) return null;
  const type = response.headers()['content-type'] ?? '';
  if (request.resourceType() !== 'script' && !type.includes('javascript')) return null;
  const [sizes, headers, body] = await Promise.all([request.sizes(), response.allHeaders(), response.body()]);
  const length = headers['content-length'];
  const built = path.join(WEB_DIST, new URL(request.url()).pathname);
  return {
    url: request.url(),
    encoding: headers['content-encoding'] ?? 'identity',
    transferred: sizes.responseBodySize,
    contentLength: length === undefined ? null : Number(length),
    raw: body.length,
    gzip9: gzipSync(body, { level: 9 }).length,
    matchesBuild: existsSync(built) ? readFileSync(built).equals(body) : null,
  };
}

/** Opens `pagePath` in a fresh context with the cache off and records every script of the load. */
export async function firstLoad(
  browser: Browser,
  baseURL: string,
  pagePath: string,
  options: { tokens?: TokenPair; acceptEncoding: string; waitForSelector?: string },
): Promise<Load> {
  const { tokens, acceptEncoding, waitForSelector } = options;
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'accept-encoding': acceptEncoding },
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
  const errors: string[] = [];
  page.on('requestfailed', (request) =>
    errors.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text().split('\n')[0]}`);
  });

  await page.goto(pagePath, { waitUntil: 'networkidle' });
  if (waitForSelector) {
    // What the screen fetches once its data is in (the Dashboard's charts) may come after a quiet moment.
    await page.waitForSelector(waitForSelector, { timeout: 15_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
  }
  const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { path: pagePath, acceptEncoding, finalPath, acceptEncodingSent, scripts, errors };
}
