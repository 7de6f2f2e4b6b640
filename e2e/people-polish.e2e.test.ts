// The everyday polish of the People screens (issue 24, points 1 to 5 and the User Details
// tab bar on a phone), on a product holding real readers (support/demo-product.ts): focus
// after every kind of confirm, one word for a reader's deactivation, who did what in the
// activity log, the open tab kept in the URL, and tables that fit their cards at 1280 px
// and scroll inside them, first column held, at 375 px. Expected figures come from the API;
// everything asserted about the screen is read through the browser.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { focusedElement, gone, openSignedIn, STEP_TIMEOUT, visible, waitForPath } from './support/app.ts';
import { MOBILE, type Viewport } from './support/browser.ts';
import type { BuiltProduct } from './support/built-product.ts';
import { DEMO_SUPER_ADMIN, demoApi, startDemoProduct, type DemoApi } from './support/demo-product.ts';

const files = useBrowserPerFile();

let product: BuiltProduct | undefined;
let api: DemoApi | undefined;

/** Writing ~30,000 readers takes minutes on a busy machine. */
const DEMO_START_TIMEOUT = 360_000;

beforeAll(async () => {
  product = await startDemoProduct(inject('demoTemplate'));
  api = await demoApi(product.baseURL, DEMO_SUPER_ADMIN);
}, DEMO_START_TIMEOUT);

afterAll(async () => {
  await product?.stop();
});

function demo(): { product: BuiltProduct; api: DemoApi } {
  if (!product || !api) throw new Error('the demo product starts in beforeAll');
  return { product, api };
}

type Reader = { id: number; name: string; phone: string; is_active: boolean };
type ListAnswer<Row> = { count: number; results: Row[] };

/** Each journey that changes readers keeps to readers of its own surname. */
const FOCUS_SURNAME = 'Reddy';
const ACTIVITY_SURNAME = 'Menon';

const readers = (query: string) => demo().api.get<ListAnswer<Reader>>(`/api/dashboard/users/?page_size=20&${query}`);

async function signedIn(viewport?: Viewport): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser(), {
    baseURL: demo().product.baseURL,
    credentials: DEMO_SUPER_ADMIN,
    ...(viewport && { viewport }),
  });
  files.track(context);
  return page;
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users List' });
const rowOf = (page: Page, reader: Reader) => usersTable(page).getByRole('row').filter({ hasText: reader.phone });
const confirmDialog = (page: Page) => page.getByRole('alertdialog');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The focused element's accessible label, polled until it settles on `expected`. */
async function expectFocusOn(page: Page, expected: string): Promise<void> {
  await expect.poll(() => focusedElement(page), { timeout: STEP_TIMEOUT }).toBe(expected);
}

async function searchReaders(page: Page, text: string): Promise<void> {
  await page.goto(`/users?search=${encodeURIComponent(text)}`);
  await visible(page.getByRole('heading', { name: 'User Management', level: 1 }));
}

describe('focus after a confirm', () => {
  it('returns to the row control after Cancel, Deactivate and Activate; the next Tab reaches the next row', async () => {
    const listed = await readers(`search=${FOCUS_SURNAME}`);
    const index = listed.results.findIndex((row, i) => row.is_active && i < listed.results.length - 1);
    const reader = listed.results[index];
    const next = listed.results[index + 1];
    if (!reader || !next) throw new Error(`no active reader named ${FOCUS_SURNAME} with a row after it`);

    const page = await signedIn();
    await searchReaders(page, FOCUS_SURNAME);
    const row = rowOf(page, reader);
    const deactivate = row.getByRole('button', { name: `Deactivate ${reader.name}` });
    await visible(deactivate);
    // The row's control is a quiet outlined button with its word on it.
    expect(await deactivate.innerText()).toBe('Deactivate');

    await deactivate.click();
    const asked = await visible(confirmDialog(page));
    await visible(asked.getByRole('heading', { name: 'Deactivate user?' }));
    await visible(
      asked.getByText(
        `Are you sure you want to deactivate ${reader.name}? They are signed out and cannot login until activated.`,
        { exact: true },
      ),
    );
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await gone(confirmDialog(page));
    await expectFocusOn(page, `button Deactivate ${reader.name}`);

    await page.keyboard.press('Enter');
    await (await visible(confirmDialog(page))).getByRole('button', { name: 'Deactivate', exact: true }).click();
    await visible(toast(page, 'User deactivated successfully!'));
    await gone(confirmDialog(page));
    // The same row's control, now Activate, has the focus back; one Tab reaches the next row.
    await expectFocusOn(page, `button Activate ${reader.name}`);
    expect(await row.getByRole('cell').nth(3).innerText()).toBe('Inactive');
    await page.keyboard.press('Tab');
    await expectFocusOn(page, `a View ${next.name}`);

    // Nowhere on the list is a reader "suspended".
    expect(
      await page
        .getByRole('main')
        .getByText(/suspend/i)
        .count(),
    ).toBe(0);

    // User Details: Activate User, then Deactivate User has the focus.
    await page.goto(`/users/${reader.id}`);
    await visible(page.getByText('User is deactivated and cannot login', { exact: true }));
    await page.getByRole('button', { name: 'Activate User' }).click();
    const activate = await visible(confirmDialog(page));
    await visible(activate.getByRole('heading', { name: 'Activate user?' }));
    await activate.getByRole('button', { name: 'Activate', exact: true }).click();
    await visible(toast(page, 'User activated successfully!'));
    await visible(page.getByText('User can login and access the system', { exact: true }));
    await expectFocusOn(page, 'button Deactivate User');
  });

  it('goes to the next row when the confirmed delete removes the row', async () => {
    type Admin = { id: number; name: string; role: string; is_active: boolean };
    const self = await demo().api.get<{ id: number }>('/api/users/profile/');
    const admins = await demo().api.get<ListAnswer<Admin>>('/api/dashboard/admins/?page_size=100');
    const target = admins.results.find((admin) => admin.id !== self.id && admin.role === 'admin');
    if (!target) throw new Error('no plain demo admin to delete');

    const page = await signedIn();
    await page.goto('/admin');
    const table = page.getByRole('table', { name: 'Admins' });
    const row = table.getByRole('row').filter({ hasText: target.name });
    await row.getByRole('button', { name: `Delete ${target.name}` }).click();
    await (await visible(confirmDialog(page))).getByRole('button', { name: 'Delete', exact: true }).click();
    await gone(row);
    // Never the page's body: a control of the table the row was in.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('table')?.querySelector('caption')?.textContent))
      .toBe('Admins');
    expect(await focusedElement(page)).not.toBe('body');
  });
});

describe('who did it', () => {
  it("names the admin on the reader's activity, filters it by type, and keeps the open tab in the URL", async () => {
    const me = await demo().api.get<{ name: string }>('/api/users/profile/');
    const reader = (await readers(`search=${ACTIVITY_SURNAME}&is_active=true`)).results[0];
    if (!reader) throw new Error(`no active reader named ${ACTIVITY_SURNAME}`);

    const page = await signedIn();
    await page.goto(`/users/${reader.id}`);
    await page.getByRole('button', { name: 'Deactivate User' }).click();
    await (await visible(confirmDialog(page))).getByRole('button', { name: 'Deactivate', exact: true }).click();
    await visible(toast(page, 'User deactivated successfully!'));

    await page.getByRole('tab', { name: 'Activity Log' }).click();
    expect(await waitForPath(page, /\?tab=activity$/)).toBe(`/users/${reader.id}?tab=activity`);
    const log = page.getByRole('table', { name: 'Activity Log' });
    const line = log.getByRole('row').filter({ hasText: `Account deactivated by ${me.name}` });
    await visible(line);
    expect(await line.getByRole('cell').first().innerText()).toBe('Account status');

    await page.getByRole('combobox', { name: 'Activity type' }).selectOption({ label: 'Account status' });
    await expect
      .poll(async () => new Set(await log.locator('tbody tr td:first-child').allInnerTexts()), {
        timeout: STEP_TIMEOUT,
      })
      .toEqual(new Set(['Account status']));

    // Reload and Back/Forward keep the tab.
    await page.reload();
    await visible(log);
    expect(await page.getByRole('tab', { name: 'Activity Log' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Subscription History' }).click();
    await waitForPath(page, /\?tab=subscriptions$/);
    await page.goBack();
    await waitForPath(page, /\?tab=activity$/);
    expect(await page.getByRole('tab', { name: 'Activity Log' }).getAttribute('aria-selected')).toBe('true');
    await page.goForward();
    await waitForPath(page, /\?tab=subscriptions$/);
    expect(await page.getByRole('tab', { name: 'Subscription History' }).getAttribute('aria-selected')).toBe('true');
  });
});

/** Every table on the page against the card it sits in: how far its content reaches past it. */
function tableOverflows(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main table')).map((table) => {
      const card = (table.closest('[role="region"]') ?? table.parentElement) as HTMLElement;
      return {
        table: table.querySelector('caption')?.textContent ?? '(no caption)',
        overflow: card.scrollWidth - card.clientWidth,
      };
    }),
  );
}

/** Waits for the page's main table to show real rows. */
async function rowsShown(table: Locator): Promise<void> {
  await visible(table.locator('tbody tr td').first());
  await expect.poll(() => table.getAttribute('aria-busy'), { timeout: STEP_TIMEOUT }).toBeNull();
}

describe('tables', () => {
  it('fit their card at 1280 px on every list screen; at 375 px they scroll inside it, first column held', async () => {
    const subscriptions = await demo().api.get<ListAnswer<{ user: { id: number } }>>(
      '/api/user-subscriptions/?page_size=10',
    );
    const subscriber = subscriptions.results[0]?.user.id;
    if (!subscriber) throw new Error('no subscription in the demo');
    const screens: [string, string][] = [
      ['/users', 'Users List'],
      ['/admin', 'Admins'],
      ['/subscription-plans', 'Subscription Plans'],
      ['/user-subscriptions', 'User subscriptions'],
      ['/epaper-management', 'All E-Papers'],
      [`/users/${subscriber}?tab=subscriptions`, 'Subscription History'],
      [`/users/${subscriber}?tab=activity`, 'Activity Log'],
    ];

    const desktop = await signedIn();
    for (const [path, caption] of screens) {
      await desktop.goto(path);
      await rowsShown(desktop.getByRole('table', { name: caption }));
      for (const { table, overflow } of await tableOverflows(desktop)) {
        expect(overflow, `${table} on ${path} at 1280 px`).toBeLessThanOrEqual(0);
      }
    }

    const phone = await signedIn(MOBILE);
    // The e-paper list shows cards on a phone, not a table.
    for (const [path, caption] of screens.filter(([path]) => path !== '/epaper-management')) {
      await phone.goto(path);
      const table = phone.getByRole('table', { name: caption });
      await rowsShown(table);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      // Scrolled to its far end inside its card, the first column is still at the card's left edge.
      const { held, share, lastColumnEnd } = await table.evaluate((element) => {
        const region = element.closest('[role="region"]') as HTMLElement;
        region.scrollLeft = region.scrollWidth;
        const cell = element.querySelector('tbody tr td') as HTMLElement;
        const headers = element.querySelectorAll('thead th');
        const card = region.getBoundingClientRect();
        const first = cell.getBoundingClientRect();
        return {
          held: Math.round(first.left - card.left),
          // How much of the card the held column takes: the rest scroll past it.
          share: first.width / region.clientWidth,
          // The last column, scrolled into view, ends inside the card, beside the held one.
          lastColumnEnd: Math.round(headers[headers.length - 1]!.getBoundingClientRect().right - card.right),
        };
      });
      expect(held, `first column on ${path} at 375 px`).toBeLessThanOrEqual(1);
      expect(held, `first column on ${path} at 375 px`).toBeGreaterThanOrEqual(0);
      // It leaves at least a quarter of the card for the columns that scroll past it.
      expect(share, `first column's share of the card on ${path} at 375 px`).toBeLessThanOrEqual(0.75);
      expect(lastColumnEnd, `last column on ${path} at 375 px`).toBeLessThanOrEqual(1);
    }
  });
});

describe('User Details on a phone', () => {
  it('reaches Activity Log from the tab bar at 375 px', async () => {
    const reader = (await readers('search=Nair')).results[0];
    if (!reader) throw new Error('no reader named Nair');
    const page = await signedIn(MOBILE);
    await page.goto(`/users/${reader.id}`);
    const tab = await visible(page.getByRole('tab', { name: 'Activity Log' }));
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    // The three tabs share one row (three columns), none left alone on a line of its own.
    const tops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((each) => each.getBoundingClientRect().top));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
    await tab.click();
    await waitForPath(page, /\?tab=activity$/);
    await visible(page.getByRole('table', { name: 'Activity Log' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });
});
