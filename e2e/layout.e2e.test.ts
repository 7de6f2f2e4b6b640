// Main layout: sidebar menu, collapse (remembered), rail, user menu, theme, mobile
// drawer, skip link; sidebar widths.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { MOBILE, type Viewport } from './support/browser.ts';
import {
  currentTheme,
  focusedElement,
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

const RAIL: Viewport = { width: 800, height: 800 };

async function signedIn(viewport?: Viewport): Promise<Page> {
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
  it('lists every menu item with its destination', async () => {
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

    // The collapsed state is remembered.
    await page.reload();
    await visible(page.getByRole('heading', { name: 'My Profile' }));
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await settledWidth(nav, 90);

    // Keyboard focus on a rail item shows its name in a tooltip.
    await nav.getByRole('link', { name: 'Profile', exact: true }).focus();
    await visible(page.getByRole('tooltip', { name: 'Profile' }));

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await settledWidth(nav, 290);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'My Profile' }));
    await settledWidth(nav, 290);
  });

  it('has a skip link that shows as a real button when focused', async () => {
    const page = await signedIn();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await isFocused(skip)).toBe(true);
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(36);
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await isFocused(page.locator('#main-content'))).toBe(true);
  });

  it("shows the admin's name in the header and the menu, and entries that each say where they go", async () => {
    const page = await signedIn();
    const name = await profileName(page);
    const trigger = await visible(userMenuButton(page));
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect((await trigger.textContent())?.trim()).toContain(name);

    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = await visible(page.getByRole('menu'));
    await visible(menu.getByText(name, { exact: true }));
    await visible(menu.getByText('No email available', { exact: true }));
    const entries: Array<[string, string]> = [
      ['Profile', '/profile'],
      ['Sign out', '/logout'],
    ];
    for (const [entry, href] of entries) {
      const item = await visible(menu.getByRole('menuitem', { name: entry }));
      expect(await item.getAttribute('href'), entry).toBe(href);
    }
    // One entry per destination; no Support entry where the service names no help desk.
    expect(await menu.getByRole('menuitem').count()).toBe(2);

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await gone(menu);
    expect(await isFocused(trigger)).toBe(true);

    // Sign out from the menu ends the session.
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await waitForPath(page, /^\/signin$/);
  });

  it('closes the user menu when the focus leaves it (Tab) or a click lands outside', async () => {
    const page = await signedIn();
    const trigger = await visible(userMenuButton(page));
    await trigger.click();
    const menu = await visible(page.getByRole('menu'));
    await page.keyboard.press('ArrowDown');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // Tab moves on in the page, as from the button, and leaves no open menu behind.
    await page.keyboard.press('Tab');
    await gone(menu);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    // Focus settles on the next control a moment after the menu closes: poll, a busy
    // machine may take a frame or two.
    await expect.poll(() => focusedElement(page)).not.toBe('body');
    expect(await isFocused(trigger)).toBe(false);

    await trigger.click();
    await visible(page.getByRole('menu'));
    await page.getByRole('heading', { name: 'My Profile' }).click();
    await gone(page.getByRole('menu'));
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

    // Closed: no dialog and no menu on the page.
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await drawer.count()).toBe(0);
    expect(await mainNavigation(page).count()).toBe(0);

    await toggle.click();
    await visible(drawer);
    // A modal drawer hides the rest of the page from assistive technology, the toggle included.
    const hiddenToggle = page.getByRole('button', { name: 'Toggle sidebar', includeHidden: true });
    expect(await hiddenToggle.getAttribute('aria-expanded')).toBe('true');
    // It slides in from the left edge.
    await expect.poll(async () => (await drawer.boundingBox())?.x, { timeout: 5_000 }).toBe(0);
    await visible(drawer.getByRole('link', { name: 'User Management' }));
    // Focus moves into the drawer.
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // Tab and Shift+Tab stay inside the open drawer.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement)), `step ${step}`).toBe(true);
    }

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

describe('main layout on a phone: header', () => {
  it('shows the brand and a search button that opens the palette', async () => {
    const page = await signedIn(MOBILE);
    const header = page.getByRole('banner');
    await visible(header.getByRole('link', { name: 'E-Paper Admin' }));
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await visible(page.getByRole('dialog', { name: 'Search and commands' }));
    // Nothing in the header overflows the 375px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

describe('main layout from 768 to 1023px', () => {
  it('starts as the 90px rail with tooltips, and opens over the content', async () => {
    const page = await signedIn(RAIL);
    const nav = await visible(mainNavigation(page));
    const toggle = sidebarToggle(page);
    const content = page.getByRole('heading', { name: 'My Profile' });
    await settledWidth(nav, 90);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const contentX = (await content.boundingBox())?.x;

    // Hovering an item names it; the rail does not widen by itself.
    await nav.getByRole('link', { name: 'User Management' }).hover();
    await visible(page.getByRole('tooltip', { name: 'User Management' }));
    await settledWidth(nav, 90);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await settledWidth(nav, 290);
    // Over the content: the page does not move.
    expect((await content.boundingBox())?.x).toBe(contentX);
    await visible(nav.getByText('User Management', { exact: true }));

    await page.keyboard.press('Escape');
    await settledWidth(nav, 90);
    expect(await isFocused(toggle)).toBe(true);

    // Choosing an entry closes it too.
    await toggle.click();
    await settledWidth(nav, 290);
    await nav.getByRole('link', { name: 'Admin Management' }).click();
    await waitForPath(page, /^\/admin$/);
    await settledWidth(nav, 90);
  });
});
