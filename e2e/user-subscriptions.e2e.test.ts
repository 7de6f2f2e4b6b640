// User Subscriptions on a product holding real subscriptions. The suite's product starts
// empty, so this file starts its own on demo data (support/demo-product.ts: ~30,000
// readers, ~23,000 subscriptions in every status) and walks the list's filter, search and
// pages (kept in the URL, the pager with the total), a subscription's details (the reader's
// name opening User Details, payment methods named alike everywhere), cancelling one, the
// CSV export (times in the service's zone with the offset), a phone's width (Close before
// Cancel subscription) and axe in both themes. Expected figures (counts, which rows) come
// from the API; everything asserted about the screen is read through the browser.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIST_DEPTH, lastNumberedPage } from '@epaper/shared/list-depth';
import { paymentMethodLabel } from '@epaper/shared/user-subscriptions.texts';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { MOBILE, type Viewport } from './support/browser.ts';
import { seriousA11yViolations } from './support/axe.ts';
import {
  currentTheme,
  gone,
  isFocused,
  openSignedIn,
  setTheme,
  STEP_TIMEOUT,
  visible,
  waitForPath,
  type Theme,
} from './support/app.ts';
import type { BuiltProduct } from './support/built-product.ts';
import { DEMO_SUPER_ADMIN, demoApi, startDemoProduct, type DemoApi } from './support/demo-product.ts';

const files = useBrowserPerFile();

let product: BuiltProduct | undefined;
let api: DemoApi | undefined;

beforeAll(async () => {
  product = await startDemoProduct(inject('demoTemplate'));
  api = await demoApi(product.baseURL, DEMO_SUPER_ADMIN);
});

afterAll(async () => {
  await product?.stop();
});

function demo(): { product: BuiltProduct; api: DemoApi } {
  if (!product || !api) throw new Error('the demo product starts in beforeAll');
  return { product, api };
}

// Searches each journey keeps to: the one that cancels picks a reader none of them finds.
/** The search journey looks for this surname, alone and with a status. */
const SEARCH_SURNAME = 'Sharma';
/** …and for a plan's title. */
const SEARCH_PLAN = 'Quarterly';
/** The export journey downloads this surname's expired subscriptions. */
const EXPORT_SURNAME = 'Iyer';

const PAGE_SIZE = 20;
const PATH = '/user-subscriptions';
const STATUS_LABELS = { active: 'Active', expired: 'Expired', cancelled: 'Cancelled' } as const;
const STATUS_OPTIONS = ['All Statuses', 'Active', 'Expired', 'Cancelled'];
const COLUMNS = ['User', 'Plan', 'Period', 'Status', 'Payment', 'Actions'];
const CANCEL_CONFIRM = 'Are you sure you want to cancel this subscription? It ends at once and cannot be resumed.';

// ---------------------------------------------------------------------------------------
// What the API says (expected figures only)

type Status = keyof typeof STATUS_LABELS;
type Subscription = {
  id: number;
  user: { id: number; name: string; email: string | null; phone: string };
  plan: { title: string; price: string };
  start_date: string;
  end_date: string;
  status: Status;
  amount_paid: string;
  payment_method: string;
  auto_renewal: boolean;
  created_at: string;
};
type ListAnswer = { count: number; results: Subscription[] };
type ListQuery = { search?: string; status?: Status; page?: number; page_size?: number };

function subscriptions(query: ListQuery = {}): Promise<ListAnswer> {
  const params = new URLSearchParams({ page_size: String(PAGE_SIZE) });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return demo().api.get(`/api/user-subscriptions/?${params}`);
}

/** The pages the pager numbers: as many as reach the first LIST_DEPTH rows. */
const pagesOf = (count: number, size = PAGE_SIZE) => lastNumberedPage(count, size);
/** What the pager says: "Page 2 of 50 · 987 subscriptions", the total grouped the Indian way. */
const pagerText = (page: number, pages: number, count: number) =>
  `Page ${page} of ${pages} · ${new Intl.NumberFormat('en-IN').format(count)} ${count === 1 ? 'subscription' : 'subscriptions'}`;

// ---------------------------------------------------------------------------------------
// Steps on the screen

async function signedIn(options: { viewport?: Viewport; acceptDownloads?: boolean } = {}): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser(), {
    baseURL: demo().product.baseURL,
    credentials: DEMO_SUPER_ADMIN,
    ...options,
  });
  files.track(context);
  return page;
}

const table = (page: Page) => page.getByRole('table', { name: 'User subscriptions' });
/** The subscription rows: the ones with a "View details" button (not the header, nor the empty text). */
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^View details/ }) });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search subscriptions' });
const statusSelect = (page: Page) => page.getByRole('combobox', { name: 'Status' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const pageSizeSelect = (page: Page) => pager(page).getByRole('combobox', { name: 'Rows per page' });
const pagerButton = (page: Page, name: 'Prev' | 'Next') => pager(page).getByRole('button', { name, exact: true });
/** The "View details" button of the first row. */
const firstViewButton = (page: Page) =>
  rows(page)
    .first()
    .getByRole('button', { name: /^View details/ });
const details = (page: Page) => page.getByRole('dialog', { name: 'Subscription Details' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
/** The value under a label of the details (a dt and its dd). */
const detail = (dialog: Locator, label: string) =>
  dialog
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

/** Fails unless the element lies wholly within a phone's screen. */
async function expectOnPhoneScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const inside = box && box.x >= 0 && box.y >= 0 && box.x + box.width <= MOBILE.width;
  expect(inside && box.y + box.height <= MOBILE.height, JSON.stringify(box)).toBe(true);
}

async function openList(page: Page, query = ''): Promise<void> {
  await page.goto(`${PATH}${query}`);
  await visible(page.getByRole('heading', { name: 'User Subscriptions', level: 1 }));
  await visible(rows(page).first());
}

/** What is wrong between the rows on screen and the API's, in order ([] when they agree). */
async function rowMismatches(page: Page, expected: Subscription[]): Promise<string[]> {
  const shown = (await rows(page).allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
  if (shown.length !== expected.length) return [`${shown.length} rows shown, ${expected.length} expected`];
  return expected.flatMap((row, index) =>
    [row.user.name.trim(), row.user.email ?? row.user.phone, row.plan.title, STATUS_LABELS[row.status]]
      .filter((part) => !shown[index]!.includes(part.replace(/\s+/g, ' ')))
      .map((part) => `row ${index + 1} lacks "${part}": ${shown[index]}`),
  );
}

/**
 * Waits until the table shows the API's page for `query` (the previous page stays on
 * screen while the next loads, so the rows themselves are compared) and the pager reads
 * "Page x of y"; answers that page.
 */
async function expectListed(page: Page, query: ListQuery = {}): Promise<ListAnswer> {
  const answer = await subscriptions(query);
  await expect.poll(() => rowMismatches(page, answer.results), { timeout: STEP_TIMEOUT }).toEqual([]);
  const pages = pagesOf(answer.count, query.page_size);
  await visible(pager(page).getByText(pagerText(query.page ?? 1, pages, answer.count), { exact: true }));
  return answer;
}

/** The text of one column in every row, found by the column's header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const index = (await table(page).getByRole('columnheader').allTextContents()).indexOf(header);
  return rows(page)
    .locator(`xpath=td[${index + 1}]`)
    .allInnerTexts();
}

/** The first row's text under `header`, its spaces and line breaks as single spaces. */
const topCell = async (page: Page, header: string) => (await columnTexts(page, header))[0]?.replace(/\s+/g, ' ');

// Money and days as India writes them (₹1,499.00; 5 Sept 2026), the days read as local ones.
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dayText = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00`));

/** A minimal RFC 4180 reader: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  for (const [match, cell = '', end] of text.matchAll(/("(?:[^"]|"")*"|[^",\r\n]*)(,|\r?\n|$)/g)) {
    record.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
    if (end === ',') continue;
    // The empty match after the last line break is no record.
    if (match !== '' || record.length > 1) records.push(record);
    record = [];
    if (end === '') break;
  }
  return records;
}

// ---------------------------------------------------------------------------------------

describe('User Subscriptions: the list', () => {
  it('shows 20 of every subscription with its controls and columns, and filters by status in the URL', async () => {
    const page = await signedIn();
    await openList(page);
    const everyone = await expectListed(page);
    expect(everyone.count).toBeGreaterThan(10_000);
    expect(await rows(page).count()).toBe(PAGE_SIZE);
    expect(await statusSelect(page).getByRole('option').allTextContents()).toEqual(STATUS_OPTIONS);
    expect(await statusSelect(page).inputValue()).toBe('all');
    expect(await searchBox(page).getAttribute('placeholder')).toBe('Search by user name, email or plan...');
    expect(await table(page).getByRole('columnheader').allTextContents()).toEqual(COLUMNS);
    // The top row's plan with its price, its period and what was paid, as the API has them.
    const top = everyone.results[0]!;
    const [plan, period, paid] = await Promise.all(
      ['Plan', 'Period', 'Payment'].map((column) => topCell(page, column)),
    );
    expect(plan).toBe(`${top.plan.title} ${rupees.format(Number(top.plan.price))}`);
    expect(period).toBe(`${dayText(top.start_date)} – ${dayText(top.end_date)}`);
    expect(paid).toContain(rupees.format(Number(top.amount_paid)));
    // Payment methods read as the shared labels (UPI, Card, Net banking, Wallet), never the stored codes.
    const labels = new Set(everyone.results.map((row) => paymentMethodLabel(row.payment_method)));
    expect([...labels].every((label) => ['UPI', 'Card', 'Net banking', 'Wallet'].includes(label))).toBe(true);
    const methods = (await columnTexts(page, 'Payment')).map((cell) => cell.split('\n')[0]!.trim());
    expect(methods).toEqual(everyone.results.map((row) => paymentMethodLabel(row.payment_method)));

    await statusSelect(page).selectOption({ label: 'Expired' });
    expect(await waitForPath(page, /status=/)).toBe(`${PATH}?status=expired`);
    const expired = await expectListed(page, { status: 'expired' });
    expect(expired.count).toBeLessThan(everyone.count);
    expect(new Set(await columnTexts(page, 'Status'))).toEqual(new Set(['Expired']));

    await page.reload();
    await expectListed(page, { status: 'expired' });
    expect(await statusSelect(page).inputValue()).toBe('expired');

    await page.goBack();
    expect(await waitForPath(page, /^[^?]*$/)).toBe(PATH);
    await expectListed(page);
    expect(await statusSelect(page).inputValue()).toBe('all');
  });

  it('searches as you type by reader or plan, with a status too; a reload keeps both; no match says so', async () => {
    const page = await signedIn();
    await openList(page);
    await searchBox(page).pressSequentially(SEARCH_SURNAME, { delay: 20 });
    expect(await waitForPath(page, new RegExp(`search=${SEARCH_SURNAME}$`))).toBe(`${PATH}?search=${SEARCH_SURNAME}`);
    const found = await expectListed(page, { search: SEARCH_SURNAME });
    expect(found.count).toBeGreaterThan(PAGE_SIZE);
    for (const text of await rows(page).allInnerTexts())
      expect(text.toLowerCase()).toContain(SEARCH_SURNAME.toLowerCase());

    await statusSelect(page).selectOption({ label: 'Expired' });
    expect(await waitForPath(page, /status=/)).toBe(`${PATH}?search=${SEARCH_SURNAME}&status=expired`);
    const expired = await expectListed(page, { search: SEARCH_SURNAME, status: 'expired' });
    expect(expired.count).toBeLessThan(found.count);
    expect(new Set(await columnTexts(page, 'Status'))).toEqual(new Set(['Expired']));
    await page.reload();
    await expectListed(page, { search: SEARCH_SURNAME, status: 'expired' });
    expect(await searchBox(page).inputValue()).toBe(SEARCH_SURNAME);
    expect(await statusSelect(page).inputValue()).toBe('expired');

    await statusSelect(page).selectOption({ label: 'All Statuses' });
    await searchBox(page).fill(SEARCH_PLAN);
    expect(await waitForPath(page, new RegExp(`search=${SEARCH_PLAN}$`))).toBe(`${PATH}?search=${SEARCH_PLAN}`);
    await expectListed(page, { search: SEARCH_PLAN });
    for (const plan of await columnTexts(page, 'Plan')) expect(plan).toContain(SEARCH_PLAN);

    await searchBox(page).fill('Nobody Zyxwvut');
    await waitForPath(page, /search=Nobody/);
    const empty = await visible(table(page).getByRole('cell', { name: 'No subscriptions found.' }));
    expect(await empty.innerText()).toBe('No subscriptions found.');
    expect(await rows(page).count()).toBe(0);
  });

  it('pages 50 rows at a time with Prev and Next, each disabled at its end; a reload keeps the page', async () => {
    const page = await signedIn();
    await openList(page);
    await pageSizeSelect(page).selectOption({ label: '50 per page' });
    expect(await waitForPath(page, /page_size=/)).toBe(`${PATH}?page_size=50`);
    const first = await expectListed(page, { page_size: 50 });
    const pages = pagesOf(first.count, 50);
    expect(await rows(page).count()).toBe(50);
    expect(await pagerButton(page, 'Prev').getAttribute('aria-disabled')).toBe('true');

    await pagerButton(page, 'Next').click();
    expect(await waitForPath(page, /page=2/)).toBe(`${PATH}?page=2&page_size=50`);
    const second = await expectListed(page, { page: 2, page_size: 50 });
    expect(second.results.some((row) => first.results.some((other) => other.id === row.id))).toBe(false);
    await page.reload();
    await expectListed(page, { page: 2, page_size: 50 });
    expect(await pageSizeSelect(page).inputValue()).toBe('50');

    await pagerButton(page, 'Prev').click();
    expect(await waitForPath(page, /^[^?]*\?page_size=50$/)).toBe(`${PATH}?page_size=50`);
    await expectListed(page, { page_size: 50 });
    expect(await pagerButton(page, 'Prev').getAttribute('aria-disabled')).toBe('true');
    expect(await pagerButton(page, 'Next').getAttribute('aria-disabled')).toBeNull();

    // The last page, from a shared link: Next, pressed from the keyboard, does nothing
    // there and keeps the focus (it is aria-disabled, which a pointer cannot click).
    await openList(page, `?page=${pages}&page_size=50`);
    const last = await expectListed(page, { page: pages, page_size: 50 });
    expect(last.results).toHaveLength(Math.min(first.count, LIST_DEPTH) - (pages - 1) * 50);
    // Past the numbered pages, the pager says how to reach the rest.
    if (first.count > LIST_DEPTH) await visible(pager(page).getByText(/^Showing the first 10,000 of /));
    const next = pagerButton(page, 'Next');
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    await next.focus();
    await page.keyboard.press('Enter');
    expect(await isFocused(next)).toBe(true);
    await visible(pager(page).getByText(pagerText(pages, pages, last.count), { exact: true }));
    expect(new URL(page.url()).search).toBe(`?page=${pages}&page_size=50`);
  });
});

describe('User Subscriptions: details and cancelling', () => {
  it('shows a subscription in a dialog that Escape and the overlay close, giving the focus back', async () => {
    const page = await signedIn();
    await openList(page);
    const [subscription] = (await expectListed(page)).results;
    if (!subscription) throw new Error('the demo has no subscription');
    const opener = firstViewButton(page);
    await opener.click();
    const dialog = await visible(details(page));
    const { user, plan } = subscription;
    await visible(dialog.getByText(user.name.trim(), { exact: true }));
    if (user.email) await visible(dialog.getByText(user.email, { exact: true }));
    expect(await detail(dialog, 'Plan').innerText()).toBe(`${plan.title}\n${rupees.format(Number(plan.price))}`);
    expect(await detail(dialog, 'Plan').innerText()).toMatch(/\n₹[\d,]+\.\d\d$/);
    expect(await detail(dialog, 'Start Date').innerText()).toBe(dayText(subscription.start_date));
    expect(await detail(dialog, 'End Date').innerText()).toBe(dayText(subscription.end_date));
    expect(await detail(dialog, 'Status').innerText()).toBe(STATUS_LABELS[subscription.status]);
    expect(await detail(dialog, 'Auto Renewal').innerText()).toBe(subscription.auto_renewal ? 'Yes' : 'No');
    expect(await detail(dialog, 'Payment Method').innerText()).toBe(paymentMethodLabel(subscription.payment_method));

    await page.keyboard.press('Escape');
    await gone(details(page));
    await expect.poll(() => isFocused(opener), { timeout: STEP_TIMEOUT }).toBe(true);

    await opener.click();
    await visible(details(page));
    // The overlay covers the page: a click at the corner, far from the centred dialog, lands on it.
    await page.mouse.click(8, 8);
    await gone(details(page));
    await expect.poll(() => isFocused(opener), { timeout: STEP_TIMEOUT }).toBe(true);

    // The reader's name opens User Details.
    await opener.click();
    await (await visible(details(page).getByRole('link', { name: user.name.trim(), exact: true }))).click();
    expect(await waitForPath(page, /^\/users\/\d+$/)).toBe(`/users/${user.id}`);
    await gone(details(page));
    await visible(page.getByText(user.phone).first());
  });

  it('cancels an active subscription after a confirm: the dialog, the row and the API say Cancelled', async () => {
    // An active, auto-renewing subscription, the only active one its reader's email finds,
    // of a reader no other journey searches.
    const { results } = await subscriptions({ status: 'active', page_size: 50 });
    let target: (Subscription & { user: { email: string } }) | undefined;
    for (const row of results) {
      const { name, email } = row.user;
      if (!row.auto_renewal || !email || [SEARCH_SURNAME, EXPORT_SURNAME].some((other) => name.includes(other)))
        continue;
      if ((await subscriptions({ status: 'active', search: email })).count !== 1) continue;
      target = { ...row, user: { ...row.user, email } };
      break;
    }
    if (!target) throw new Error('no active auto-renewing subscription of a reader with an email of their own');
    const { email } = target.user;

    const page = await signedIn();
    await openList(page, '?status=active');
    await searchBox(page).fill(email);
    await searchBox(page).press('Enter');
    await waitForPath(page, /search=/);
    await expectListed(page, { status: 'active', search: email });
    await firstViewButton(page).click();
    const dialog = await visible(details(page));
    expect(await detail(dialog, 'Auto Renewal').innerText()).toBe('Yes');

    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = await visible(page.getByRole('alertdialog', { name: 'Cancel subscription?' }));
    await visible(confirm.getByText(CANCEL_CONFIRM, { exact: true }));
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await visible(toast(page, 'Subscription cancelled successfully!'));
    await gone(confirm);
    await expect.poll(() => detail(dialog, 'Status').innerText(), { timeout: STEP_TIMEOUT }).toBe('Cancelled');
    expect(await detail(dialog, 'Auto Renewal').innerText()).toBe('No');
    expect(await dialog.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    // The button that opened the confirm is gone: the focus stays in the details, not lost.
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), { timeout: STEP_TIMEOUT })
      .toBe(true);
    await page.keyboard.press('Escape');
    await gone(dialog);
    await expect.poll(() => isFocused(firstViewButton(page)), { timeout: STEP_TIMEOUT }).toBe(true);
    // The row stays where it was, now Cancelled, until the list is next fetched.
    expect(await columnTexts(page, 'Status')).toEqual(['Cancelled']);

    await page.reload();
    await visible(table(page).getByRole('cell', { name: 'No subscriptions found.' }));
    await statusSelect(page).selectOption({ label: 'Cancelled' });
    await waitForPath(page, /status=cancelled/);
    const cancelled = await expectListed(page, { status: 'cancelled', search: email });
    expect(cancelled.results.map((row) => row.id)).toContain(target.id);
    const stored = await demo().api.get<Subscription>(`/api/user-subscriptions/${target.id}/`);
    expect([stored.status, stored.auto_renewal]).toEqual(['cancelled', false]);
  });
});

describe('User Subscriptions: export, phone and accessibility', () => {
  it('exports the subscriptions of the current search and status as CSV, one line each', async () => {
    const query = { search: EXPORT_SURNAME, status: 'expired' } as const;
    const expected = await subscriptions({ ...query, page_size: 50 });
    expect(expected.count).toBeGreaterThan(0);
    expect(expected.count).toBeLessThan(500);
    const page = await signedIn({ acceptDownloads: true });
    await openList(page, `?search=${EXPORT_SURNAME}&status=expired`);
    await expectListed(page, query);

    const downloading = page.waitForEvent('download', { timeout: STEP_TIMEOUT });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
    await visible(toast(page, `Subscriptions exported to ${download.suggestedFilename()}`));
    const [header, ...lines] = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(header?.slice(0, 5)).toEqual(['ID', 'User', 'Email', 'Phone', 'Plan']);
    expect(lines).toHaveLength(expected.count);
    const [status = -1, method = -1, created = -1] = ['Status', 'Payment method', 'Created'].map((name) =>
      header!.indexOf(name),
    );
    // The service's time zone, as the dashboard is told it, decides the wall clock and offset of Created.
    const timeZone = await page.evaluate(
      () => (window as unknown as { __APP_CONFIG__: { timeZone: string } }).__APP_CONFIG__.timeZone,
    );
    const byId = new Map(expected.results.map((row) => [row.id, row]));
    for (const line of lines) {
      expect(line[status]).toBe('expired');
      expect(line.slice(1, 5).join(' ').toLowerCase()).toContain(EXPORT_SURNAME.toLowerCase());
      expect(['UPI', 'Card', 'Net banking', 'Wallet']).toContain(line[method]);
      expect(line[created]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
      const row = byId.get(Number(line[0]));
      if (row) {
        expect(new Date(line[created]!).getTime()).toBe(Math.floor(Date.parse(row.created_at) / 1000) * 1000);
        expect(line[created]!.slice(0, 10)).toBe(
          new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(row.created_at)),
        );
      }
    }
    const ids = new Set(lines.map(([id]) => Number(id)));
    for (const row of expected.results) expect(ids.has(row.id)).toBe(true);
  });

  it('fits a phone: no sideways page scroll, filters and pager usable, the details dialog on screen', async () => {
    const page = await signedIn({ viewport: MOBILE });
    await openList(page);
    await expectListed(page);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(MOBILE.width);
    for (const control of [searchBox(page), statusSelect(page), pageSizeSelect(page), pagerButton(page, 'Next')]) {
      await control.scrollIntoViewIfNeeded();
      await expectOnPhoneScreen(control);
    }
    await statusSelect(page).selectOption({ label: 'Active' });
    await waitForPath(page, /status=active/);
    await expectListed(page, { status: 'active' });
    await pagerButton(page, 'Next').click();
    await waitForPath(page, /page=2/);
    await expectListed(page, { status: 'active', page: 2 });
    expect(await pageWidth()).toBeLessThanOrEqual(MOBILE.width);

    const opener = firstViewButton(page);
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const dialog = await visible(details(page));
    const cancel = await visible(dialog.getByRole('button', { name: 'Cancel subscription' }));
    await expectOnPhoneScreen(dialog);
    // Close comes first, stacked above; the red Cancel subscription is the last control, in
    // reading order and on screen.
    const close = dialog.getByRole('button', { name: 'Close', exact: true });
    const [closeBox, cancelBox] = [await close.boundingBox(), await cancel.boundingBox()];
    expect(closeBox!.y + closeBox!.height).toBeLessThanOrEqual(cancelBox!.y);
    expect((await dialog.getByRole('button').allTextContents()).map((text) => text.trim()).at(-1)).toBe(
      'Cancel subscription',
    );
    // Its confirm the same way: Keep subscription above, the red Cancel subscription last.
    await cancel.click();
    const confirm = await visible(page.getByRole('alertdialog'));
    const keep = await visible(confirm.getByRole('button', { name: 'Keep subscription' }));
    const destroy = confirm.getByRole('button', { name: 'Cancel subscription' });
    const [keepBox, destroyBox] = [await keep.boundingBox(), await destroy.boundingBox()];
    expect(keepBox!.y + keepBox!.height).toBeLessThanOrEqual(destroyBox!.y);
    await keep.click();
    await gone(confirm);
    await page.keyboard.press('Escape');
    await gone(dialog);
  });

  it('has no serious axe violation, list and details dialog, in the light and the dark theme', async () => {
    const page = await signedIn();
    await openList(page, '?status=active');
    const found: Record<string, string[]> = {};
    for (const theme of ['light', 'dark'] satisfies Theme[]) {
      // Switched on a fresh page, then reloaded: scanned as it first paints in that theme.
      await page.reload();
      await setTheme(page, theme);
      await page.reload();
      expect(await currentTheme(page)).toBe(theme);
      await expectListed(page, { status: 'active' });
      found[`${theme} list`] = await seriousA11yViolations(page);
      await firstViewButton(page).click();
      await visible(details(page));
      found[`${theme} details`] = await seriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await gone(details(page));
    }
    expect(found).toEqual({ 'light list': [], 'light details': [], 'dark list': [], 'dark details': [] });
  });
});
