import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium; a test tool's own browser download cannot work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Running as root in a container with no network: these flags keep Chromium quiet and alive.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const MOBILE: Viewport = { width: 375, height: 812 };

/** A fresh browser profile (no storage) pointed at the running product; `options` adds to the context's. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = DESKTOP,
  options: Omit<BrowserContextOptions, 'baseURL' | 'viewport'> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, baseURL, viewport });
  const page = await context.newPage();
  return { context, page };
}
