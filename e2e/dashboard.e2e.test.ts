// The Dashboard counts what readers really do. On a product of its own (so its figures
// are this file's alone), an admin uploads and publishes an edition; a reader signs in
// through the OTP calls with the code the server wrote to its log, and opens pages; the
// admin's Dashboard then shows the new reader, Today's Views and Popular E-Papers moved.
// Also: the range select kept in the URL, the charts' table alternative, and a report
// downloaded as CSV; today drawn and named "so far", the months of 90 days on the time
// axis, and a custom range drawn beside the previous period of the same length.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '../packages/shared/src/analytics.contract.ts';
import { addDays } from '../packages/shared/src/calendar-date.ts';
import type { Epaper } from '../packages/shared/src/epapers.contract.ts';
import { newspaperPdf } from '../apps/server/src/test/pdf-fixtures.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { openSignedIn, STEP_TIMEOUT, visible, waitForPath, type Credentials } from './support/app.ts';
import { startBuiltProduct, type BuiltProduct } from './support/built-product.ts';

const files = useBrowserPerFile();
const ADMIN: Credentials = { phone: '+919812300001', password: 'Dashboard-Admin-1' };
const READER_PHONE = '+919812355501';
const TITLE = 'The Evening Courier: Harbour edition';

let product: BuiltProduct | undefined;
let adminAccess = '';
let editionId = 0;

function running(): BuiltProduct {
  if (!product) throw new Error('the product starts in beforeAll');
  return product;
}

async function call<Body>(
  path: string,
  init: RequestInit = {},
  access = adminAccess,
): Promise<{ status: number; body: Body }> {
  const headers = new Headers(init.headers);
  if (access) headers.set('authorization', `Bearer ${access}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const answer = await fetch(`${running().baseURL}${path}`, { ...init, headers });
  return { status: answer.status, body: (await answer.json()) as Body };
}

beforeAll(async () => {
  product = await startBuiltProduct({ ADMIN_PHONE: ADMIN.phone, ADMIN_PASSWORD: ADMIN.password });
  const login = await call<{ access: string }>('/api/auth/login/', {
    method: 'POST',
    body: JSON.stringify({ full_phone: ADMIN.phone, password: ADMIN.password, is_admin: true }),
  });
  adminAccess = login.body.access;

  const form = new FormData();
  form.append('title', TITLE);
  form.append('description', 'Three pages of harbour news.');
  form.append('publication_date', new Date().toISOString());
  form.append(
    'pdf_file',
    new Blob([new Uint8Array(newspaperPdf({ pages: 3 }))], { type: 'application/pdf' }),
    'courier.pdf',
  );
  const upload = await call<Epaper>('/api/epapers/upload-paper/', { method: 'POST', body: form });
  editionId = upload.body.id;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { body } = await call<Epaper>(`/api/epapers/${editionId}/`);
    if (body.processing_status === 'completed') break;
    if (body.processing_status === 'failed' || Date.now() > deadline)
      throw new Error(`processing: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const published = await call(`/api/epapers/${editionId}/`, {
    method: 'PUT',
    body: JSON.stringify({
      title: TITLE,
      description: 'Three pages of harbour news.',
      publication_date: new Date().toISOString().slice(0, 10),
      is_published: true,
    }),
  });
  if (published.status !== 200) throw new Error(`publishing answered ${published.status}`);
}, 120_000);

afterAll(async () => {
  await product?.stop();
});

/** The reader's side, through the API as a reading app would call it; the code is read from the server's log. */
async function readerSignsIn(): Promise<string> {
  const requested = await call(
    '/api/auth/request-otp/',
    { method: 'POST', body: JSON.stringify({ phone: READER_PHONE }) },
    '',
  );
  expect(requested.status).toBe(200);
  let code: string | undefined;
  await expect
    .poll(() => (code = new RegExp(`SMS to \\${READER_PHONE}: (\\d{6})`).exec(running().output())?.[1]))
    .toBeTruthy();
  const verified = await call<{ access: string; refresh: string }>(
    '/api/auth/verify-otp/',
    { method: 'POST', body: JSON.stringify({ phone: READER_PHONE, otp: code }) },
    '',
  );
  expect(verified.status).toBe(200);
  return verified.body.access;
}

async function signedIn(options: { acceptDownloads?: boolean } = {}): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser(), {
    credentials: ADMIN,
    baseURL: running().baseURL,
    ...options,
  });
  files.track(context);
  context.setDefaultTimeout(STEP_TIMEOUT);
  return page;
}

/** The figure a card shows under its name. */
function card(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Overview' })
    .locator('div')
    .filter({ has: page.getByText(name, { exact: true }) })
    .getByRole('definition');
}

function popular(page: Page): Locator {
  return page.getByRole('table', { name: /Most read e-papers/ });
}

describe('the Dashboard counts what readers do', () => {
  it('shows a new reader, Today’s Views and Popular E-Papers moving after a reader opens pages', async () => {
    const page = await signedIn();
    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    await expect.poll(() => card(page, "Today's Views").first().innerText()).toBe('0');
    await expect.poll(() => card(page, 'Total Users').first().innerText()).toBe('0');
    await visible(page.getByText('No page views in this range yet.'));

    const access = await readerSignsIn();
    const list = await call<{ results: Array<{ id: number; title: string }> }>('/api/reader/epapers/', {}, access);
    expect(list.body.results.map((edition) => edition.title)).toContain(TITLE);
    expect((await call(`/api/reader/epapers/${editionId}/pages/1/`, {}, access)).status).toBe(200);
    // The same page opened again within 30 minutes is the same view.
    expect((await call(`/api/reader/epapers/${editionId}/pages/1/`, {}, access)).status).toBe(200);
    // Without a subscription, page 2 is refused, and a refusal is not a view.
    const locked = await call<{ message: string }>(`/api/reader/epapers/${editionId}/pages/2/`, {}, access);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toMatch(/Subscribe/);
    // An admin's token is refused on the reader's calls, and does not count.
    expect((await call(`/api/reader/epapers/${editionId}/pages/1/`)).status).toBe(403);

    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await expect.poll(() => card(page, "Today's Views").first().innerText()).toBe('1');
    await expect.poll(() => card(page, 'Total Users').first().innerText()).toBe('1');
    await visible(popular(page).getByRole('link', { name: TITLE }));
    const row = popular(page)
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: TITLE }) });
    expect(await row.getByRole('cell').last().innerText()).toBe('1');
    // The link opens the edition.
    await popular(page).getByRole('link', { name: TITLE }).click();
    expect(await waitForPath(page, /^\/epaper-management\/view\/\d+$/)).toBe(`/epaper-management/view/${editionId}`);
  });

  it('keeps the range in the URL, offers each chart as a table, and passes axe', async () => {
    const page = await signedIn();
    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { name: 'Popular E-Papers' }));
    const range = page.getByRole('combobox', { name: 'Date range' });
    await range.selectOption('90');
    await expect.poll(() => new URL(page.url()).searchParams.get('range')).toBe('90');
    await page.reload();
    await expect.poll(() => range.inputValue()).toBe('90');

    const views = page.getByRole('table', { name: /^Page views per day/ });
    await expect.poll(async () => (await views.getByRole('row').count()) > 90).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('downloads a report as CSV for the chosen range', async () => {
    const page = await signedIn({ acceptDownloads: true });
    await page.goto('/dashboard?range=7');
    await visible(page.getByRole('heading', { name: 'Popular E-Papers' }));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Usage report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^usage-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toBe('Date,Edition,Edition ID,Page views,Active readers');
    // Seven days, each with its total row; today's also has the edition read.
    expect(csv.filter((line) => /^\d{4}-\d{2}-\d{2},All editions,/.test(line))).toHaveLength(7);
    expect(csv.some((line) => line.includes(TITLE))).toBe(true);
  });

  it('draws today as "so far": in the legend, the table and the tooltip', async () => {
    const page = await signedIn();
    const { body } = await call<Overview>('/api/dashboard/analytics/overview/');
    await page.goto('/dashboard?range=7');
    const views = page.getByRole('figure', { name: 'Page views' });
    await visible(views.getByText(`Today, ${dayText(body.today)} (so far)`));
    const rows = views.getByRole('table', { name: /^Page views per day/ }).getByRole('row');
    await expect
      .poll(() => rows.last().getByRole('cell').first().textContent())
      .toBe(`${dayText(body.today)} (so far)`);
    expect(await rows.nth(1).getByRole('cell').first().textContent()).toBe(dayText(addDays(body.today, -6)));

    // A pointer over the chart's last day: the tooltip names the day "so far".
    const plot = views.locator('.u-over');
    await plot.scrollIntoViewIfNeeded();
    const box = await plot.boundingBox();
    if (!box) throw new Error('no chart drawn');
    await plot.hover({ position: { x: box.width - 2, y: box.height / 2 } });
    await visible(plot.getByText(`${dayText(body.today)} (so far)`, { exact: true }));
    // Beside it, the same day of the previous period.
    await visible(plot.getByText(`Previous period: ${dayText(addDays(body.today, -7))}, 0`));
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('names each month of the last 90 days on the time axis', async () => {
    const page = await signedIn();
    const { body } = await call<Overview>('/api/dashboard/analytics/overview/');
    await page.goto('/dashboard?range=90');
    const axis = page.getByRole('figure', { name: 'Page views' }).locator('[data-chart-axis="time"]');
    await expect.poll(async () => (await axis.innerText()).length).toBeGreaterThan(0);
    const labels = (await axis.locator('span').allInnerTexts()).filter((text) => text !== '');
    // Every month with at least a fortnight in the range is named, oldest first, the Indian way.
    const days = Array.from({ length: 90 }, (_, index) => addDays(body.today, index - 89));
    const months = [...new Set(days.map((day) => day.slice(0, 7)))].filter(
      (month) => days.filter((day) => day.startsWith(month)).length >= 14,
    );
    expect(months.length).toBeGreaterThanOrEqual(3);
    const expected = months.map((month) => monthText(`${month}-01`));
    expect(labels.filter((label) => expected.includes(label))).toEqual(expected);
    expect(labels.every((label) => /^[A-Z][a-z]{2,3} \d{4}$/.test(label))).toBe(true);
  });

  it('shows a custom range beside the previous period, refuses one it cannot show, and keeps it in the URL', async () => {
    const page = await signedIn();
    const { body } = await call<Overview>('/api/dashboard/analytics/overview/');
    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { name: 'Popular E-Papers' }));
    await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Custom range…' });
    const form = page.getByRole('form', { name: 'Custom range' });
    const from = form.getByLabel('From', { exact: true });
    const to = form.getByLabel('To', { exact: true });
    const apply = form.getByRole('button', { name: 'Apply' });

    await from.fill(addDays(body.today, -800));
    await to.fill(body.today);
    await apply.click();
    await visible(form.getByText('A range can cover at most 2 years (731 days)'));
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    await from.fill(addDays(body.today, -3));
    await to.fill(addDays(body.today, -5));
    await apply.click();
    await visible(form.getByText('The start date must be on or before the end date'));
    await to.fill(addDays(body.today, 1));
    await apply.click();
    await visible(form.getByText('The end date cannot be after today'));
    expect(new URL(page.url()).search).toBe('');

    const start = addDays(body.today, -9);
    await from.fill(start);
    await to.fill(body.today);
    await apply.click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?from=${start}&to=${body.today}`);
    const views = page.getByRole('figure', { name: 'Page views' });
    const previous = `Previous period, ${dayText(addDays(start, -10))} – ${dayText(addDays(start, -1))}`;
    await visible(views.getByText(previous));
    await visible(page.getByText(`${dayText(start)} – ${dayText(body.today)}`).first());
    const table = views.getByRole('table', { name: /^Page views per day/ });
    await expect
      .poll(() => table.getByRole('columnheader').allTextContents())
      .toEqual(['Date', 'Views', 'Previous period']);
    await expect.poll(() => table.getByRole('row').count()).toBe(11);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await visible(views.getByText(previous));
    expect(await page.getByRole('combobox', { name: 'Date range' }).inputValue()).toBe('custom');
    expect(
      await page.getByRole('form', { name: 'Custom range' }).getByLabel('From', { exact: true }).inputValue(),
    ).toBe(start);
  });
});

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "27 Nov 2026": a day as the Dashboard writes it. */
const dayText = (day: string) => dayFormat.format(Date.parse(`${day}T00:00:00Z`));
/** "Nov 2026": a month as the time axis of a long range writes it. */
const monthText = (day: string) => monthFormat.format(Date.parse(`${day}T00:00:00Z`));
