// Add E-Paper over a line that fails, against the built product: the form uploads with
// tus, so a cut in the middle costs only what was in flight. The upload is slowed through
// Chromium's network emulation (loopback would send it at once), then cut by taking the
// page offline: it goes on by itself once the line is back, from the server's offset. And
// after a reload mid-upload, choosing the same file with the same fields goes on from
// where it stopped, saying how far it had come. What went over the wire is watched, not
// changed: one creation per edition, and every PATCH after a cut starts past 0.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeNewspaperPdf } from '../apps/server/src/test/pdf-fixtures.ts';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { openSignedIn, sleep, STEP_TIMEOUT, visible } from './support/app.ts';

const files = useBrowserPerFile();

const MB = 1024 * 1024;
/** About 20 MB: three of the form's 8 MiB chunks, so a cut falls in the middle of the upload. */
let pdf = '';
let totalMb = '';
let folder = '';
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'epaper-e2e-resumable-'));
  pdf = path.join(folder, 'resumable-fixture.pdf');
  writeNewspaperPdf(pdf, { pages: 6, photoPixels: 5_000_000 });
  totalMb = (statSync(pdf).size / MB).toFixed(1);
});
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A title no other test run uses. */
const uniqueTitle = (label: string) => `E2E ${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** This file's day: drafts only, so no upload is asked about a second edition. */
const DAY = '2025-03-07';

/** The tus requests the page sends, as "METHOD offset" (the offset a PATCH starts at). */
function watchUploads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/epapers/uploads/')) return;
    const offset = request.headers()['upload-offset'];
    seen.push(offset === undefined ? request.method() : `${request.method()} ${offset}`);
  });
  return seen;
}

/** About 2 MB/s up, or no line at all. */
async function setLine(cdp: CDPSession, line: 'slow' | 'offline') {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: line === 'offline',
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: line === 'offline' ? -1 : 2 * MB,
  });
}

async function slowLine(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await setLine(cdp, 'slow');
  return cdp;
}

async function openAddForm(page: Page): Promise<void> {
  await page.goto('/epaper-management/add');
  await visible(page.getByRole('heading', { name: 'Add New E-Paper', level: 1 }));
}

/** Fills the form with `title` and the fixture, and presses Upload. */
async function upload(page: Page, title: string): Promise<void> {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill(`${title}: the morning edition, front page to sport.`);
  await page.getByLabel('Publication Date').fill(DAY);
  await page.getByLabel('PDF file').setInputFiles(pdf);
  await visible(page.getByText('resumable-fixture.pdf', { exact: true }));
  await page.getByRole('button', { name: 'Upload E-Paper' }).click();
}

/** The bar's percent, or null once it has gone. */
async function percentSent(page: Page): Promise<number | null> {
  const value = await page
    .getByRole('progressbar', { name: 'Upload progress' })
    .getAttribute('aria-valuenow', { timeout: 1000 })
    .catch(() => null);
  return value === null ? null : Number(value);
}

async function waitForPercent(page: Page, atLeast: number): Promise<void> {
  await expect
    .poll(async () => (await percentSent(page)) ?? 0, { timeout: 30_000, interval: 100 })
    .toBeGreaterThanOrEqual(atLeast);
}

const RESUMING = /^Resuming from (\d+)% \((\d+\.\d) MB of (\d+\.\d) MB already sent\)\.$/;

/** Once uploaded: the list with its toast, the edition on it with the file's size. */
async function expectListed(page: Page, title: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/epaper-management', { timeout: 60_000 });
  await visible(page.getByText('E-paper uploaded. Its pages are being processed.', { exact: true }));
  const row = await visible(
    page.getByRole('table', { name: 'All E-Papers' }).getByRole('row').filter({ hasText: title }),
  );
  await visible(row.getByRole('cell', { name: `${totalMb} MB`, exact: true }));
  await visible(row.getByRole('cell', { name: '7 Mar 2025', exact: true }));
}

describe('Add E-Paper over a line that fails', () => {
  it('goes on by itself after the line drops mid-upload, from where the server had got to', async () => {
    const { context, page } = await openSignedIn(files.browser());
    files.track(context);
    context.setDefaultTimeout(STEP_TIMEOUT);
    await openAddForm(page);
    const sent = watchUploads(page);
    const cdp = await slowLine(page);
    const title = uniqueTitle('Cut line');
    await upload(page, title);

    // About half way: the line drops for a few seconds, then comes back (still slow).
    await waitForPercent(page, 45);
    await setLine(cdp, 'offline');
    await sleep(2500);
    expect(await page.getByRole('button', { name: 'Uploading...' }).isVisible()).toBe(true);
    await setLine(cdp, 'slow');

    const note = await visible(page.getByText(RESUMING));
    const [, percent] = RESUMING.exec(await note.innerText()) ?? [];
    expect(Number(percent)).toBeGreaterThanOrEqual(30);
    await expectListed(page, title);

    // One upload, created once; after the cut tus asked the offset and went on past 0.
    expect(sent.filter((request) => request === 'POST')).toHaveLength(1);
    const asked = sent.indexOf('HEAD');
    expect(asked, sent.join(' | ')).toBeGreaterThan(0);
    const after = sent.slice(asked).filter((request) => request.startsWith('PATCH'));
    expect(after.length).toBeGreaterThan(0);
    expect(
      after.every((request) => Number(request.split(' ')[1]) > 0),
      sent.join(' | '),
    ).toBe(true);
  });

  it('after a reload mid-upload, the same file goes on from where it stopped and says so', async () => {
    const { context, page } = await openSignedIn(files.browser());
    files.track(context);
    context.setDefaultTimeout(STEP_TIMEOUT);
    // Leaving while an upload runs asks first; the admin leaves.
    page.on('dialog', (dialog) => void dialog.accept());
    await openAddForm(page);
    const sent = watchUploads(page);
    const cdp = await slowLine(page);
    const title = uniqueTitle('Reloaded');
    await upload(page, title);
    await waitForPercent(page, 50);
    await page.reload();
    await cdp.detach().catch(() => undefined);

    await visible(page.getByRole('heading', { name: 'Add New E-Paper', level: 1 }));
    const before = sent.length;
    await slowLine(page);
    await upload(page, title);
    const note = await visible(page.getByText(RESUMING));
    const [, percent = '0', done = '', of = ''] = RESUMING.exec(await note.innerText()) ?? [];
    // At least the first 8 MiB chunk had arrived; the bar starts there, not at 0.
    expect(Number(percent)).toBeGreaterThanOrEqual(40);
    expect(Number(done)).toBeGreaterThan(0);
    expect(of).toBe(totalMb);
    expect((await percentSent(page)) ?? 100).toBeGreaterThanOrEqual(Number(percent));
    await expectListed(page, title);

    const again = sent.slice(before);
    expect(again[0], again.join(' | ')).toBe('HEAD');
    expect(again).not.toContain('POST');
    expect(again.filter((request) => request.startsWith('PATCH')).every((request) => !request.endsWith(' 0'))).toBe(
      true,
    );
  });
});
