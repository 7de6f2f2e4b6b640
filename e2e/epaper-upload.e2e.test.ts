// Add E-Paper against the built product: a real six-page PDF goes through the form with its
// upload progress (the upload throttled through Chromium's network emulation, as loopback
// would send it at once), lands on the list as a Draft, and its view page shows the live
// processing until the six pages appear. Then the form's own checks, the server's refusal
// of a PNG named .pdf, and a truncated PDF that is accepted but fails processing (twice,
// with Retry processing) and is then deleted behind its confirm. Every e-paper here has a
// title no other test uses.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngNamedPdf, truncatedPdf, writeNewspaperPdf } from '../apps/server/src/test/pdf-fixtures.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { gone, isFocused, openSignedIn, STEP_TIMEOUT, visible, waitForPath } from './support/app.ts';

const files = useBrowserPerFile();

/** A folder of PDFs made for this file; removed at the end. */
let folder = '';
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'epaper-e2e-upload-'));
});
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A title no other test run uses. */
const uniqueTitle = (label: string) => `E2E ${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function openAddForm(): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser());
  files.track(context);
  // Reading a locator (inputValue, getAttribute) fails after a step's time, not the test's.
  context.setDefaultTimeout(STEP_TIMEOUT);
  await page.goto('/epaper-management');
  await visible(page.getByRole('heading', { name: 'All E-Papers', level: 1 }));
  await page.getByRole('link', { name: 'Add New E-Paper' }).click();
  await waitForPath(page, /^\/epaper-management\/add$/);
  await visible(page.getByRole('heading', { name: 'Add New E-Paper', level: 1 }));
  return page;
}

function addForm(page: Page) {
  return {
    title: page.getByLabel('Title'),
    description: page.getByLabel('Description'),
    date: page.getByLabel('Publication Date'),
    file: page.getByLabel('PDF file'),
    upload: page.getByRole('button', { name: /^(Upload E-Paper|Uploading\.\.\.)$/ }),
  };
}

/** This file's day: no other file's edition is published on it, so no upload is asked about a second edition. */
const DAY = '2025-03-06';

async function fillDetails(page: Page, title: string, day = DAY): Promise<void> {
  const form = addForm(page);
  await form.title.fill(title);
  await form.description.fill(`${title}: the morning edition, front page to sport.`);
  await form.date.fill(day);
}

const listRow = (page: Page, title: string): Locator =>
  page.getByRole('table', { name: 'All E-Papers' }).getByRole('row').filter({ hasText: title });

/** The value the summary card gives for `label` (Pages, File Size…). */
const fact = (page: Page, label: string): Locator =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

/** From the list, the new edition's row and then its view page; answers the edition's id. */
async function openFromList(page: Page, title: string): Promise<number> {
  await page.getByRole('link', { name: `View ${title}`, exact: true }).click();
  const at = await waitForPath(page, /^\/epaper-management\/view\/\d+$/);
  await visible(page.getByRole('heading', { name: title, level: 2 }));
  return Number(at.split('/').pop());
}

describe('Add E-Paper', () => {
  it('uploads a six-page PDF with its progress, lists it as a Draft and shows its processing until the pages', async () => {
    const title = uniqueTitle('Upload');
    const file = path.join(folder, 'daily-fixture.pdf');
    // Big photographs: about 10 MB, so the throttled upload and the processing both take a while.
    writeNewspaperPdf(file, { pages: 6, photoPixels: 2_500_000 });
    const size = statSync(file).size;
    const totalMb = (size / (1024 * 1024)).toFixed(1);

    const page = await openAddForm();
    const form = addForm(page);
    await fillDetails(page, title);
    await form.file.setInputFiles(file);
    await visible(page.getByText('daily-fixture.pdf', { exact: true }));
    await visible(page.getByRole('button', { name: 'Remove daily-fixture.pdf' }));

    // Loopback would send 10 MB at once: about 4 MB/s makes the upload last a few seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 4 * 1024 * 1024,
    });
    await form.upload.click();
    await visible(page.getByRole('button', { name: 'Uploading...' }));
    const bar = await visible(page.getByRole('progressbar', { name: 'Upload progress' }));
    // Every figure the bar shows reads "{percent}% — x MB of 10.x MB"; a figure between 0 and 100 shows.
    const shown = new Set<string>();
    await expect
      .poll(
        async () => {
          const text = await bar.getAttribute('aria-valuetext', { timeout: 1000 }).catch(() => null);
          if (text) shown.add(text);
          return [...shown].some((t) => /^([1-9]|[1-9]\d)% /.test(t));
        },
        { timeout: STEP_TIMEOUT, interval: 50 },
      )
      .toBe(true);
    for (const text of shown) expect(text).toMatch(new RegExp(`^\\d{1,3}% — \\d+\\.\\d MB of ${totalMb} MB$`));
    await visible(page.getByText(/^\d{1,3}% — \d+\.\d MB of [\d.]+ MB$/));
    // The fields stay still while the bytes go.
    expect(await form.title.isDisabled()).toBe(true);

    await waitForPath(page, /^\/epaper-management$/);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await visible(page.getByText('E-paper uploaded. Its pages are being processed.', { exact: true }));
    const row = await visible(listRow(page, title));
    await visible(row.getByText('Draft', { exact: true }));
    await visible(row.getByRole('cell', { name: `${totalMb} MB`, exact: true }));
    await visible(row.getByRole('cell', { name: '6 Mar 2025', exact: true }));
    await visible(row.getByRole('img', { name: new RegExp(`^(No preview|Preview) of ${title}$`) }));

    // The view page follows the processing live: the bar, then "Processing: x of 6 pages done", then the pages.
    await openFromList(page, title);
    const progress = page.getByRole('progressbar', { name: 'Processing progress' });
    const heading = page.getByRole('heading', { name: 'Pages (6)', level: 2 });
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          if (await progress.isVisible()) {
            const text = await progress.getAttribute('aria-valuetext', { timeout: 1000 }).catch(() => null);
            if (text) seen.add(text);
          }
          return heading.isVisible();
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(true);
    expect(
      [...seen].some((text) => /^Processing: [0-5] of 6 pages done$/.test(text)),
      [...seen].join(' | '),
    ).toBe(true);
    await gone(progress);
    for (let number = 1; number <= 6; number += 1) {
      await visible(page.getByRole('button', { name: `Page ${number}`, exact: true }));
      await visible(page.getByRole('link', { name: `Open PDF of page ${number}`, exact: true }));
    }
    await visible(page.getByRole('img', { name: `Preview of ${title}` }));
    expect(await fact(page, 'Pages').innerText()).toBe('6');
    expect(await fact(page, 'Publication Date').innerText()).toBe('6 Mar 2025');
    expect(await fact(page, 'File Size').innerText()).toBe(`${totalMb} MB`);

    // Back on the list, the row has its page count and still reads Draft.
    await page.getByRole('link', { name: 'Back to Listing' }).click();
    await waitForPath(page, /^\/epaper-management$/);
    await visible(listRow(page, title).getByRole('cell', { name: '6', exact: true }));
    await visible(listRow(page, title).getByText('Draft', { exact: true }));
  });

  it('names every missing field, refuses a file that is not a PDF, and passes axe', async () => {
    const page = await openAddForm();
    const form = addForm(page);
    expect.soft(await seriousA11yViolations(page)).toEqual([]);
    // Tonight's upload is tomorrow's paper: the date starts there.
    expect(await form.date.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await form.date.fill('');

    await form.upload.click();
    for (const message of [
      'Title is required',
      'Description is required',
      'Publication date is required',
      'PDF file is required',
    ]) {
      await visible(page.getByText(message, { exact: true }));
    }
    await expect.poll(() => isFocused(form.title), { timeout: STEP_TIMEOUT }).toBe(true);
    expect(await form.title.getAttribute('aria-invalid')).toBe('true');
    expect.soft(await seriousA11yViolations(page)).toEqual([]);

    // A PNG is named at once, before Upload.
    await form.file.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from(pngNamedPdf()) });
    await visible(page.getByText('Only PDF files are allowed.', { exact: true }));
    await gone(page.getByText('PDF file is required', { exact: true }));

    // A PNG renamed .pdf: its first bytes are not a PDF's, and the form says so before Upload.
    const title = uniqueTitle('Renamed PNG');
    await fillDetails(page, title);
    const png = path.join(folder, 'scan.pdf');
    writeFileSync(png, pngNamedPdf());
    await form.file.setInputFiles(png);
    await visible(page.getByText('This file is not a PDF, although its name ends in .pdf', { exact: true }));
    await gone(page.getByText('Only PDF files are allowed.', { exact: true }));
    await form.upload.click();
    await visible(page.getByText('This file is not a PDF, although its name ends in .pdf', { exact: true }));
    expect(await waitForPath(page, /^\/epaper-management\/add$/)).toBe('/epaper-management/add');

    // Nothing was added.
    await page.goto(`/epaper-management?search=${encodeURIComponent(title)}`);
    await visible(page.getByText('No e-papers found', { exact: true }));
  });

  it('accepts a truncated PDF, shows why processing failed (again after Retry), and deletes it behind its confirm', async () => {
    const title = uniqueTitle('Truncated');
    const file = path.join(folder, 'cut-short.pdf');
    writeFileSync(file, truncatedPdf());
    const page = await openAddForm();
    await fillDetails(page, title);
    await addForm(page).file.setInputFiles(file);
    await addForm(page).upload.click();
    await waitForPath(page, /^\/epaper-management$/);
    await visible(listRow(page, title));

    await openFromList(page, title);
    const failure = page.getByRole('alert').filter({ hasText: 'Processing failed' });
    await failure.waitFor({ state: 'visible', timeout: 30_000 });
    await visible(failure.getByText('The PDF is damaged or incomplete and cannot be read.', { exact: true }));
    await visible(page.getByText('Failed', { exact: true }));
    await visible(page.getByText('No pages found for this e-paper.', { exact: true }));
    expect.soft(await seriousA11yViolations(page)).toEqual([]);

    await failure.getByRole('button', { name: 'Retry processing' }).click();
    await visible(page.getByRole('progressbar', { name: 'Processing progress' }));
    await gone(failure);
    await visible(page.getByText('Pages are being processed. Please check back later.', { exact: true }));
    await failure.waitFor({ state: 'visible', timeout: 30_000 });
    await visible(failure.getByText('The PDF is damaged or incomplete and cannot be read.', { exact: true }));
    await visible(failure.getByRole('button', { name: 'Retry processing' }));

    await page.goto('/epaper-management?status=failed');
    await visible(listRow(page, title).getByText('Failed', { exact: true }));

    // A failed upload is deleted from its view page; Cancel first keeps it.
    const id = await openFromList(page, title);
    const deleteButton = page.getByRole('button', { name: 'Delete E-Paper' });
    await deleteButton.click();
    const confirm = await visible(page.getByRole('alertdialog', { name: 'Delete e-paper' }));
    await visible(
      confirm.getByText(
        'Are you sure you want to delete this e-paper? Its pages and files will be removed. This action cannot be undone.',
        { exact: true },
      ),
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await gone(confirm);
    await expect.poll(() => isFocused(deleteButton), { timeout: STEP_TIMEOUT }).toBe(true);
    await page.reload();
    await visible(page.getByRole('heading', { name: title, level: 2 }));

    await deleteButton.click();
    await (await visible(confirm)).getByRole('button', { name: 'Delete', exact: true }).click();
    await waitForPath(page, /^\/epaper-management$/);
    await visible(page.getByText('E-paper deleted successfully!', { exact: true }));
    await page.getByRole('searchbox', { name: 'Search e-papers' }).fill(title);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await visible(page.getByText('No e-papers found', { exact: true }));
    await page.goto(`/epaper-management/view/${id}`);
    await visible(page.getByText('E-Paper not found.', { exact: true }));
  });
});
