// The dashboard works under its Content-Security-Policy as narrowed in app.ts: stylesheets
// from its own origin, the <style> elements two libraries write at run time (sonner's toast
// CSS, react-remove-scroll's scroll lock under a dialog), and no style attribute at all.
// The browser reports every refusal as a securitypolicyviolation event: there must be none.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { gone, openPage, signIn, visible } from './support/app.ts';

const files = useBrowserPerFile();

/** Records the page's CSP refusals of styles from its first script on, in window.__cspViolations. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      // Styles only: zod probes once whether eval works (try/catch, refused as it should be).
      if (!event.effectiveDirective.startsWith('style-src')) return;
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Style elements whose sheet the browser refused to apply (a refused <style> has no sheet). */
const unappliedStyleElements = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('style')).filter((style) => !style.sheet).length);

describe('the Content-Security-Policy', () => {
  it('refuses nothing the dashboard does: sign-in, the profile, a dialog and its scroll lock', async () => {
    const { context, page } = await openPage(files.browser());
    files.track(context);
    const violations = await recordViolations(page);
    const csp = (await page.goto('/signin'))?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("style-src-attr 'none'");
    expect(csp).not.toMatch(/style-src[^;]*https:/);

    await signIn(page);
    await visible(page.getByRole('heading', { name: 'My Profile' }));
    // A Radix dialog: react-remove-scroll writes a <style> that locks the page's scroll.
    await page.keyboard.press('Control+k');
    const dialog = await visible(page.getByRole('dialog', { name: 'Search and commands' }));
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await gone(dialog);

    // sonner's CSS is a <style> written when its module loads.
    expect(await page.evaluate(() => document.head.innerHTML.includes('data-sonner-toaster'))).toBe(true);
    expect(await unappliedStyleElements(page)).toBe(0);
    expect(await violations()).toEqual([]);
  });
});
