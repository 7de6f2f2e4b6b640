import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';

/**
 * One Chromium per test file and a fresh context per test: registers the hooks that
 * launch the browser, close every context a test opened, and close the browser.
 */
export function useBrowserPerFile() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser(): Browser {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    /** Closes this context after the test. */
    track(context: BrowserContext): void {
      contexts.push(context);
    },
  };
}
