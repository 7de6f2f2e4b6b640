// SPEC §2 Main layout: sidebar menu, collapse, search shortcut, user menu, theme, mobile drawer.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { MOBILE } from './support/browser.ts';
import {
  currentTheme,
  gone,
  isFocused,
  openSignedIn,
  profileName,
  setTheme,
  userMenuButton,
  visible,
  waitForPath,
} from './support/app.ts';

const files = useBrowserPerFile();

async function signedIn(viewport?: typeof MOBILE): Promise<Page> {
  const opened = await openSignedIn(files.browser(), viewport ? { viewport } : {});
  files.track(opened.context);
  return opened.page;
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const sidebarToggle = (page: Page) => page.getByRole('button', { name: 'Toggle sidebar' });

/**
 * Waits until the element's rendered width settles near `expected` (the sidebar animates;
 * the nav sits inside the sidebar's 1px border).
 */
async function settledWidth(locator: Locator, expected: number): Promise<void> {
  await expect
    .poll(async () => Math.abs(((await locator.boundingBox())?.width ?? -100) - expected), { timeout: 5_000 })
    .toBeLessThanOrEqual(2);
}

describe('main layout on a desktop', () => {
  it('lists every menu item of the spec with its destination', async () => {
    const page = await signedIn();
    const nav = await visible(mainNavigation(page));

    const links: Array<[string, string]> = [
      ['Dashboard', '/dashboard'],
      ['User Management', '/users'],
      ['Admin Management', '/admin'],
      ['Subscriptions', '/subscription-management'],
      ['Profile', '/profile'],
      ['Logout', '/logout'],
    ];
    for (const [name, href] of links) {
      const link = await visible(nav.getByRole('link', { name, exact: true }));
      expect(await link.getAttribute('href'), name).toBe(href);
    }
    // The current page is marked.
    expect(await nav.getByRole('link', { name: 'Profile', exact: true }).getAttribute('aria-current')).toBe('page');

    // E-Paper is a group: its sub-items show when it is opened.
    const group = nav.getByRole('button', { name: 'E-Paper', exact: true });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'All E-Papers' }).count()).toBe(0);
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    const all = await visible(nav.getByRole('link', { name: 'All E-Papers' }));
    const add = await visible(nav.getByRole('link', { name: 'Add New' }));
    expect(await all.getAttribute('href')).toBe('/epaper-management');
    expect(await add.getAttribute('href')).toBe('/epaper-management/add');
    await group.click();
    await gone(nav.getByRole('link', { name: 'All E-Papers' }));
  });

  it('collapses and expands the sidebar; a collapsed sidebar widens while hovered', async () => {
    const page = await signedIn();
    const nav = await visible(mainNavigation(page));
    const toggle = sidebarToggle(page);

    // Expanded by default: 290px, with visible labels.
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await settledWidth(nav, 290);
    await visible(page.getByText('E-Paper Admin'));

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await settledWidth(nav, 90);
    // Labels stay for screen readers; the links remain reachable by name.
    expect(await nav.getByRole('link', { name: 'Profile', exact: true }).count()).toBe(1);

    await nav.hover();
    await settledWidth(nav, 290);
    await page.mouse.move(900, 500);
    await settledWidth(nav, 90);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await settledWidth(nav, 290);
  });

  it('focuses the header search with Ctrl+K', async () => {
    const page = await signedIn();
    const search = await visible(page.getByRole('searchbox', { name: 'Search' }));
    expect(await isFocused(search)).toBe(false);
    await page.keyboard.press('Control+k');
    expect(await isFocused(search)).toBe(true);
    expect(await search.getAttribute('placeholder')).toBe('Search or type command...');
  });

  it("shows the admin's name, the email fallback and the spec's entries in the user menu", async () => {
    const page = await signedIn();
    const name = await profileName(page);
    const trigger = await visible(userMenuButton(page));
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');

    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    const header = page.getByRole('banner');
    await visible(header.getByText(name, { exact: true }));
    await visible(header.getByText('No email available', { exact: true }));
    const entries: Array<[string, string]> = [
      ['Edit profile', '/profile'],
      ['Account settings', '/profile'],
      ['Support', '/profile'],
      ['Sign out', '/logout'],
    ];
    for (const [entry, href] of entries) {
      const link = await visible(header.getByRole('link', { name: entry }));
      expect(await link.getAttribute('href'), entry).toBe(href);
    }

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await gone(header.getByRole('link', { name: 'Sign out' }));
    expect(await isFocused(trigger)).toBe(true);

    // Sign out from the menu ends the session.
    await trigger.click();
    await header.getByRole('link', { name: 'Sign out' }).click();
    await waitForPath(page, /^\/signin$/);
  });

  it('switches to the dark theme, stores it and keeps it after a reload', async () => {
    const page = await signedIn();
    expect(await currentTheme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).not.toBe('dark');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await currentTheme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await visible(page.getByRole('heading', { name: 'My Profile' }));
    expect(await currentTheme(page)).toBe('dark');
    await visible(page.getByRole('button', { name: 'Switch to light theme' }));

    await setTheme(page, 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(await currentTheme(page)).toBe('light');
  });
});

describe('main layout on a 375px phone', () => {
  it('shows the sidebar as a drawer opened by the menu button and closed by Escape', async () => {
    const page = await signedIn(MOBILE);
    const toggle = await visible(sidebarToggle(page));
    const drawer = page.getByRole('dialog', { name: 'Main menu' });

    // Closed: no dialog, and the menu is off screen to the left.
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await drawer.count()).toBe(0);
    const closedBox = await mainNavigation(page).boundingBox();
    expect((closedBox?.x ?? 0) + (closedBox?.width ?? 0)).toBeLessThanOrEqual(0);

    await toggle.click();
    await visible(drawer);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // It slides in from the left edge.
    await expect.poll(async () => (await drawer.boundingBox())?.x, { timeout: 5_000 }).toBe(0);
    await visible(drawer.getByRole('link', { name: 'User Management' }));
    // Focus moves into the drawer.
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await gone(drawer);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(toggle)).toBe(true);

    // The Close menu button closes it too.
    await toggle.click();
    await visible(drawer);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await gone(drawer);
  });
});
