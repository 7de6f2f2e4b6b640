// Axe finds no serious or critical violation, in the light and the dark theme.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { MOBILE, type Viewport } from './support/browser.ts';
import { currentTheme, openPage, openSignedIn, setTheme, userMenuButton, visible, type Theme } from './support/app.ts';
import { startEditing } from './support/profile.ts';

const THEMES: Theme[] = ['light', 'dark'];

const files = useBrowserPerFile();

/**
 * Switches the theme with its button on a freshly loaded page (no menu or drawer covering
 * it), then reloads, so the page is scanned as it first paints in that theme rather than
 * half-way through a colour transition.
 */
async function switchThemeAndReload(page: Page, theme: Theme): Promise<void> {
  await page.reload();
  await setTheme(page, theme);
  await page.reload();
  expect(await currentTheme(page)).toBe(theme);
}

/** Brings the page into the state under test in each theme and scans it. */
async function scanInBothThemes(page: Page, prepare: () => Promise<void>): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const theme of THEMES) {
    await switchThemeAndReload(page, theme);
    await prepare();
    found[theme] = await seriousA11yViolations(page);
  }
  expect(found).toEqual({ light: [], dark: [] });
}

async function signedIn(viewport?: Viewport): Promise<Page> {
  const opened = await openSignedIn(files.browser(), viewport ? { viewport } : {});
  files.track(opened.context);
  return opened.page;
}

describe('accessibility (axe: no serious or critical violation)', () => {
  it('sign-in page', async () => {
    const opened = await openPage(files.browser());
    files.track(opened.context);
    const { page } = opened;
    await page.goto('/signin');
    await scanInBothThemes(page, async () => {
      await visible(page.getByRole('heading', { name: 'Sign In' }));
    });
  });

  it('not-found page', async () => {
    const opened = await openPage(files.browser());
    files.track(opened.context);
    const { page } = opened;
    const found: Record<string, string[]> = {};
    for (const theme of THEMES) {
      await page.goto('/no-such-page');
      await visible(page.getByRole('heading', { name: 'ERROR' }));
      await setTheme(page, theme);
      await page.reload();
      await visible(page.getByRole('heading', { name: 'ERROR' }));
      expect(await currentTheme(page)).toBe(theme);
      found[theme] = await seriousA11yViolations(page);
    }
    expect(found).toEqual({ light: [], dark: [] });
  });

  it('layout with the profile page', async () => {
    const page = await signedIn();
    await scanInBothThemes(page, async () => {
      await visible(page.getByRole('heading', { name: 'Account Information' }));
    });
  });

  it('profile in edit mode', async () => {
    const page = await signedIn();
    await scanInBothThemes(page, async () => {
      await startEditing(page);
    });
  });

  it('open user menu', async () => {
    const page = await signedIn();
    await scanInBothThemes(page, async () => {
      await (await visible(userMenuButton(page))).click();
      await visible(page.getByRole('menuitem', { name: 'Sign out' }));
    });
  });

  it('subscription management hub', async () => {
    const page = await signedIn();
    await page.goto('/subscription-management');
    await scanInBothThemes(page, async () => {
      await visible(page.getByRole('link', { name: /Subscription Plans/ }));
    });
  });

  it('dashboard', async () => {
    const page = await signedIn();
    await page.goto('/dashboard');
    await scanInBothThemes(page, async () => {
      await visible(page.getByRole('heading', { name: 'Popular E-Papers' }));
      await visible(page.getByRole('button', { name: 'Refresh Data' }));
    });
  });

  it('open command palette', async () => {
    const page = await signedIn();
    await scanInBothThemes(page, async () => {
      await visible(page.getByRole('heading', { name: 'My Profile' }));
      await page.keyboard.press('Control+k');
      await visible(page.getByRole('dialog', { name: 'Search and commands' }));
      await page.keyboard.type('man');
      await visible(page.getByRole('option').first());
    });
  });

  it('hovered primary button', async () => {
    const page = await signedIn();
    await scanInBothThemes(page, async () => {
      const edit = await visible(page.getByRole('button', { name: 'Edit Profile' }));
      await edit.click();
      const save = await visible(page.getByRole('button', { name: 'Save Changes' }));
      await save.hover();
      // The hover's colour transition has ended: the scan sees the colours a person sees.
      await save.evaluate((button) => Promise.all(button.getAnimations().map((animation) => animation.finished)));
    });
  });

  it('rail opened over the content at 800px', async () => {
    const page = await signedIn({ width: 800, height: 800 });
    await scanInBothThemes(page, async () => {
      await visible(page.getByRole('heading', { name: 'My Profile' }));
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await visible(page.getByRole('navigation', { name: 'Main navigation' }).getByText('User Management'));
    });
  });

  it('mobile drawer', async () => {
    const page = await signedIn(MOBILE);
    await scanInBothThemes(page, async () => {
      await visible(page.getByRole('heading', { name: 'My Profile' }));
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      const drawer = await visible(page.getByRole('dialog', { name: 'Main menu' }));
      await expect.poll(async () => (await drawer.boundingBox())?.x, { timeout: 5_000 }).toBe(0);
    });
  });
});
