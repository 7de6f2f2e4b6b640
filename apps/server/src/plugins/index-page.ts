import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The dashboard's index.html as served (also compressed, once), and the CSP hashes of the scripts inlined into it. */
export type IndexPage = { html: string; brotli: Buffer; gzip: Buffer; scriptHashes: string[] };

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';
const CONFIG_SCRIPT_TAG = '<script src="/config.js"></script>';

/**
 * What the SPA reads at run time: where the API is, the service's currency, the largest
 * PDF it takes (UPLOAD_MAX_MB), its time zone (TZ: the one schedules are written in), and
 * where admins get help (SUPPORT_URL; null hides the user menu's Support entry).
 */
export type WebAppConfig = {
  apiBaseUrl: string;
  currency: string;
  uploadMaxMb: number;
  timeZone: string;
  supportUrl: string | null;
};

/** The script that hands the SPA its runtime settings. */
export function appConfigScript(config: WebAppConfig): string {
  // JSON inside a script: escape "<" so a value can never close the tag.
  return `window.__APP_CONFIG__ = ${JSON.stringify(config).replaceAll('<', '\\u003c')};`;
}

const cspHash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/**
 * Reads the built index.html once and inlines its two small head scripts (theme and
 * runtime settings). As files they are render-blocking round trips before the first
 * paint; inline, they cost nothing, and the CSP allows exactly them by hash. The page is compressed once, here, not per request.
 * Null when there is no web build.
 */
export function loadIndexPage(distDir: string, config: WebAppConfig): IndexPage | null {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  let html = readFileSync(indexPath, 'utf8');
  const scriptHashes: string[] = [];
  const inline = (tag: string, code: string) => {
    if (!html.includes(tag)) return;
    html = html.replace(tag, `<script>${code}</script>`);
    scriptHashes.push(cspHash(code));
  };
  const themePath = path.join(distDir, 'theme-init.js');
  if (existsSync(themePath)) inline(THEME_SCRIPT_TAG, readFileSync(themePath, 'utf8'));
  inline(CONFIG_SCRIPT_TAG, appConfigScript(config));
  return { html, brotli: brotliCompressSync(html), gzip: gzipSync(html), scriptHashes };
}
