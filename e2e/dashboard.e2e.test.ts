// The Dashboard counts what readers really do. On a product of its own (so its figures
// are this file's alone), an admin uploads and publishes an edition; a reader signs in
// through the OTP calls with the code the server wrote to its log, and opens pages; the
// admin's Dashboard then shows the new reader, Today's Views and Popular E-Papers moved.
// Also: the range select kept in the URL, the charts' table alternative, and a report
// downloaded as CSV; today drawn and named "so far", every month of 90 days named on the
// time axis at a desk and on a phone, and a custom range drawn beside the previous period
// of the same length.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '../packages/shared/src/analytics.contract.ts';
import { addDays } from '../packages/shared/src/calendar-date.ts';
import type { Epaper } from '../packages/shared/src/epapers.contract.ts';
import { newspaperPdf } from '../apps/server/src/test/pdf-fixtures.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, MOBILE, type Viewport } from './support/browser.ts';
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

async function signedIn(options: { acceptDownloads?: boolean; viewport?: Viewport } = {}): Promise<Page> {
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

  it('names every month 90 days cover on every chart, none touching or cut off, at 1280 and 375 px', async () => {
    const { body } = await call<Overview>('/api/dashboard/analytics/overview/');
    // The last 90 days; 90 days ending on a month's 2nd (4 Sep to 2 Dec: two days of the
    // last month, the range of the issue); and 90 days from a month's last day (one day of
    // the first month), so the partial months are drawn whatever the day the suite runs.
    const secondOf = (day: string) => `${day.slice(0, 8)}02`;
    const second = secondOf(body.today) <= body.today ? secondOf(body.today) : secondOf(monthBefore(body.today));
    const lastDay = addDays(monthBefore(monthBefore(monthBefore(monthBefore(body.today)))), -1);
    const ranges = [
      'range=90',
      `from=${addDays(second, -89)}&to=${second}`,
      `from=${lastDay}&to=${addDays(lastDay, 89)}`,
    ];
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await signedIn({ viewport });
      for (const range of ranges) {
        await page.goto(`/dashboard?${range}`);
        for (const name of ['Revenue', 'New registrations', 'Active users', 'Page views']) {
          await expectEveryMonthNamed(page.getByRole('figure', { name }), `${name}, ${range}, ${viewport.width} px`);
        }
      }
    }
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

/** The first day of the month `day` is in, and of the month before. */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const monthBefore = (day: string) => monthStart(addDays(monthStart(day), -1));

const monthNameFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });
/** "Sept": a month's name as the Dashboard writes it, by its number ("09"). */
const monthName = (month: string) => monthNameFormat.format(Date.parse(`2026-${month}-01T00:00:00Z`));

/** "4 Sept 2026" read back as "2026-09-04". */
function dayOfText(text: string): string {
  const [, day = '', name = '', year = ''] = /^(\d{1,2}) (\S+) (\d{4})$/.exec(text.trim()) ?? [];
  const month = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0')).find(
    (number) => monthName(number) === name,
  );
  if (!month) throw new Error(`not a day: ${text}`);
  return `${year}-${month}-${day.padStart(2, '0')}`;
}

/** The months from `from` to `to` (yyyy-mm-dd), as yyyy-mm. */
function monthsCovered(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = monthStart(from); day <= to; day = monthStart(addDays(day, 31))) months.push(day.slice(0, 7));
  return months;
}

/**
 * The chart's time axis names every month of the range its legend shows, oldest first,
 * each once ("Sept 2026" or "Sept": the year may be left out but is said on the first),
 * no two labels closer than a space, and none beyond the chart's edges.
 */
async function expectEveryMonthNamed(figure: Locator, where: string): Promise<void> {
  await expect.poll(() => figure.getAttribute('aria-busy'), { message: where }).toBeNull();
  const shown = (await figure.getByRole('listitem').first().innerText()).split('–');
  const [from, to] = shown.map(dayOfText);
  if (!from || !to) throw new Error(`${where}: the legend shows no range`);
  expect(addDays(from, 89), where).toBe(to);
  const months = monthsCovered(from, to);
  const labels = figure.locator('[data-chart-axis="time"] span').filter({ hasText: /\S/ });
  // Each label read as the month it names: "Sept 2026" and "Sept" are both September.
  const named = async () =>
    (await labels.allInnerTexts()).map((text) => {
      const [, name, year] = /^(\S+)(?: (\d{4}))?$/.exec(text) ?? [];
      return { name, year };
    });
  await expect
    .poll(async () => (await named()).map((label) => label.name), { message: where })
    .toEqual(months.map((month) => monthName(month.slice(5))));
  const texts = await named();
  expect(texts[0]?.year, where).toBe(months[0]?.slice(0, 4));
  texts.forEach((label, index) => {
    if (label.year !== undefined) expect(label.year, where).toBe(months[index]?.slice(0, 4));
  });

  const chart = await figure.locator('.uplot').boundingBox();
  if (!chart) throw new Error(`${where}: no chart drawn`);
  const boxes = await labels.evaluateAll((spans) =>
    spans.map((span) => {
      const { left, right, bottom } = span.getBoundingClientRect();
      return { left, right, bottom };
    }),
  );
  boxes.forEach((box, index) => {
    expect(box.left, `${where}: label ${index + 1} cut off on the left`).toBeGreaterThanOrEqual(chart.x);
    expect(box.right, `${where}: label ${index + 1} cut off on the right`).toBeLessThanOrEqual(chart.x + chart.width);
    expect(box.bottom, `${where}: label ${index + 1} cut off below`).toBeLessThanOrEqual(chart.y + chart.height);
    const next = boxes[index + 1];
    if (next) {
      expect(next.left - box.right, `${where}: labels ${index + 1} and ${index + 2} touch`).toBeGreaterThanOrEqual(4);
    }
  });
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "27 Nov 2026": a day as the Dashboard writes it. */
const dayText = (day: string) => dayFormat.format(Date.parse(`${day}T00:00:00Z`));
