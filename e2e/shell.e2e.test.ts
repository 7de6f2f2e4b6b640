// Where am I, and who is signed in: the sidebar marks the section of every page
// (Subscriptions on its plan and subscription lists, E-Paper on an edition's pages), at
// 1280 px and in the phone's drawer; the header names the admin; the user menu's entries
// each say where they go, with Support only where the service names a help desk
// (SUPPORT_URL, on a product of its own); toasts stand at the bottom, one above the
// other, clear of the header and the page's title.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newspaperPdf } from '../apps/server/src/test/pdf-fixtures.ts';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { MOBILE, type Viewport } from './support/browser.ts';
import { openSignedIn, userMenuButton, visible, type Credentials } from './support/app.ts';
import { startBuiltProduct, type BuiltProduct } from './support/built-product.ts';
import { signedInEditionApi } from './support/edition-api.ts';

const files = useBrowserPerFile();

async function signedIn(viewport?: Viewport): Promise<Page> {
  const opened = await openSignedIn(files.browser(), viewport ? { viewport } : {});
  files.track(opened.context);
  return opened.page;
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The link's background, to tell the highlighted entry from the others. */
const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** Opens `path` and waits for its page title. */
async function openScreen(page: Page, path: string, title: string | RegExp): Promise<void> {
  await page.goto(path);
  await visible(page.getByRole('heading', { name: title, level: 1 }));
}

let editionId = 0;
beforeAll(async () => {
  const api = await signedInEditionApi();
  ({ id: editionId } = await api.upload('Shell Gazette', newspaperPdf({ pages: 1, seed: 24 }), '2032-03-14'));
});

describe('the sidebar marks the section of the page shown', () => {
  it('at 1280 px: Subscriptions on its lists, E-Paper and its link on the add, view and edit pages', async () => {
    const page = await signedIn();
    const nav = mainNavigation(page);
    const subscriptions = nav.getByRole('link', { name: 'Subscriptions', exact: true });
    const idle = nav.getByRole('link', { name: 'Admin Management', exact: true });

    for (const [path, title] of [
      ['/subscription-plans', 'Subscription Plans'],
      ['/user-subscriptions', 'User Subscriptions'],
    ] as const) {
      await openScreen(page, path, title);
      expect(await subscriptions.getAttribute('aria-current'), path).toBe('page');
      expect(await idle.getAttribute('aria-current'), path).toBeNull();
      expect(await background(subscriptions), path).not.toBe(await background(idle));
    }

    const group = nav.getByRole('button', { name: 'E-Paper', exact: true });
    const all = nav.getByRole('link', { name: 'All E-Papers' });
    const add = nav.getByRole('link', { name: 'Add New' });
    await openScreen(page, '/epaper-management/add', 'Add New E-Paper');
    expect(await subscriptions.getAttribute('aria-current')).toBeNull();
    expect(await group.getAttribute('aria-current')).toBe('true');
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    expect(await (await visible(add)).getAttribute('aria-current')).toBe('page');
    expect(await all.getAttribute('aria-current')).toBeNull();

    for (const path of [`/epaper-management/view/${editionId}`, `/epaper-management/edit/${editionId}`]) {
      await openScreen(page, path, /E-Paper Details|Edit E-Paper/);
      expect(await group.getAttribute('aria-current'), path).toBe('true');
      expect(await (await visible(all)).getAttribute('aria-current'), path).toBe('page');
      expect(await add.getAttribute('aria-current'), path).toBeNull();
      expect(await background(group), path).not.toBe(await background(idle));
    }
  });

  it("in a phone's drawer: Subscriptions on User Subscriptions, E-Paper opened on an edition", async () => {
    const page = await signedIn(MOBILE);
    const openDrawer = async () => {
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      return visible(page.getByRole('dialog', { name: 'Main menu' }));
    };

    await openScreen(page, '/user-subscriptions', 'User Subscriptions');
    let drawer = await openDrawer();
    const subscriptions = drawer.getByRole('link', { name: 'Subscriptions', exact: true });
    expect(await (await visible(subscriptions)).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');

    await openScreen(page, `/epaper-management/view/${editionId}`, 'E-Paper Details');
    drawer = await openDrawer();
    const group = drawer.getByRole('button', { name: 'E-Paper', exact: true });
    expect(await group.getAttribute('aria-current')).toBe('true');
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    const all = await visible(drawer.getByRole('link', { name: 'All E-Papers' }));
    expect(await all.getAttribute('aria-current')).toBe('page');
    expect(
      await drawer.getByRole('link', { name: 'Subscriptions', exact: true }).getAttribute('aria-current'),
    ).toBeNull();
  });
});

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box');
  return box;
}

describe('toasts', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { ...MOBILE, height: 667 },
  ]) {
    it(`at ${viewport.width} px: three in a row stand one above the other, clear of the header and the title`, async () => {
      const page = await signedIn(viewport);
      const save = page.getByRole('button', { name: 'Save email choices' });
      const toasts = page.locator('[data-sonner-toast]');
      for (let count = 1; count <= 3; count += 1) {
        await (await visible(save)).click();
        await expect.poll(() => toasts.count()).toBe(count);
        await visible(save);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      const header = await boxOf(page.getByRole('banner'));
      const title = await boxOf(page.getByRole('heading', { name: 'My Profile', level: 1 }));
      for (const toast of await toasts.all()) await visible(toast.getByText('Email choices saved.'));
      // Each slides in from the bottom edge: measured once all are in place.
      const settled = async () => Promise.all((await toasts.all()).map(boxOf));
      await expect.poll(async () => (await settled()).every((box) => box.y + box.height <= viewport.height)).toBe(true);
      const boxes = await settled();
      expect(boxes).toHaveLength(3);
      for (const box of boxes) {
        expect(overlaps(box, header), 'a toast over the header').toBe(false);
        expect(overlaps(box, title), 'a toast over the page title').toBe(false);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      }
      // Stacked: each whole, none over another.
      const [first, second, third] = boxes.toSorted((a, b) => a.y - b.y);
      if (!first || !second || !third) throw new Error('three toasts');
      expect(overlaps(first, second) || overlaps(second, third)).toBe(false);
    });
  }
});

describe('on a product with a help desk and a named admin', () => {
  const ADMIN: Credentials = { phone: '+919812300024', password: 'Shell-Admin-Pass-24' };
  const SUPPORT_URL = 'https://help.example.com/desk';
  let product: BuiltProduct | undefined;

  beforeAll(async () => {
    product = await startBuiltProduct({
      ADMIN_PHONE: ADMIN.phone,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: 'Meera Iyer',
      ADMIN_EMAIL: 'meera.iyer@example.in',
      SUPPORT_URL,
    });
  });
  afterAll(async () => {
    await product?.stop();
  });

  it("shows the admin's name in the header, and Support as a link to the help desk", async () => {
    if (!product) throw new Error('the product starts in beforeAll');
    const opened = await openSignedIn(files.browser(), { credentials: ADMIN, baseURL: product.baseURL });
    files.track(opened.context);
    const { page } = opened;
    const banner = page.getByRole('banner');
    await visible(banner.getByText('Meera Iyer', { exact: true }));
    expect(await banner.getByText('meera.iyer', { exact: true }).count()).toBe(0);

    await (await visible(userMenuButton(page))).click();
    const menu = await visible(page.getByRole('menu'));
    await visible(menu.getByText('meera.iyer@example.in'));
    const entries = menu.getByRole('menuitem');
    expect(await entries.allInnerTexts()).toEqual(['Profile', 'Support\n(opens in a new tab)', 'Sign out']);
    const support = menu.getByRole('menuitem', { name: 'Support' });
    expect(await support.getAttribute('href')).toBe(SUPPORT_URL);
    expect(await support.getAttribute('target')).toBe('_blank');
    expect(await support.getAttribute('rel')).toContain('noopener');
  });
});
