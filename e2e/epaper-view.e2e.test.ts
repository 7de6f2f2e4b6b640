// View, Edit and the list of e-papers against the built product: the page viewer, the
// complete PDF's download, publishing from Edit, the list's search and status kept in the
// URL, and axe on each screen. Each journey has its own edition, uploaded and processed
// through the API before the file starts (the upload form, and deleting, are
// epaper-upload.e2e.test.ts's journeys), under a title no other test uses.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Epaper } from '../packages/shared/src/epapers.contract.ts';
import type { Paginated } from '../packages/shared/src/pagination.contract.ts';
import { newspaperPdf } from '../apps/server/src/test/pdf-fixtures.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { signedInEditionApi, type EditionApi } from './support/edition-api.ts';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { gone, isFocused, openSignedIn, STEP_TIMEOUT, visible, waitForPath } from './support/app.ts';

const files = useBrowserPerFile();

const DAY = '2025-03-05';
/** This run's mark in every title, so a search finds this run's editions only. */
const STAMP = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

// ---------------------------------------------------------------------------------------
// Editions made through the API (setup only; what the screen shows is read on the screen)

type Fixture = { id: number; title: string; pdf: Uint8Array; pages: number };
const fixtures: Record<'viewer' | 'download' | 'edit' | 'morning' | 'evening', Fixture> = {} as never;
let api: EditionApi;

beforeAll(async () => {
  api = await signedInEditionApi();
  const titles = {
    viewer: `E2E Viewer ${STAMP}`,
    download: `E2E Download ${STAMP}`,
    edit: `E2E Publish ${STAMP}`,
    morning: `E2E List ${STAMP} Morning`,
    evening: `E2E List ${STAMP} Evening`,
  };
  // Small newspapers, six pages for the viewer and two for the rest: the processor takes them one after another.
  await Promise.all(
    Object.entries(titles).map(async ([key, title], index) => {
      const pages = key === 'viewer' ? 6 : 2;
      const pdf = newspaperPdf({ pages, seed: index + 1 });
      const { id } = await api.upload(title, pdf, DAY);
      fixtures[key as keyof typeof fixtures] = { id, title, pdf, pages };
    }),
  );
  for (const { id } of Object.values(fixtures)) await api.processed(id);
  // The list's journey filters by Published: the morning edition is published.
  const morning = fixtures.morning;
  await api.call('PUT', `/api/epapers/${morning.id}/`, {
    title: morning.title,
    description: `${morning.title}: the morning edition, front page to sport.`,
    publication_date: DAY,
    is_published: true,
  });
});

// ---------------------------------------------------------------------------------------
// Steps on the screen

async function signedIn(options: { acceptDownloads?: boolean } = {}): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser(), options);
  files.track(context);
  // Reading a locator (inputValue, innerText) fails after a step's time, not the test's.
  context.setDefaultTimeout(STEP_TIMEOUT);
  return page;
}

/** Opens an edition's view page and waits for its pages. */
async function openView(page: Page, { id, title, pages }: Fixture): Promise<void> {
  await page.goto(`/epaper-management/view/${id}`);
  await visible(page.getByRole('heading', { name: 'E-Paper Details', level: 1 }));
  await visible(page.getByRole('heading', { name: title, level: 2 }));
  await visible(page.getByRole('heading', { name: `Pages (${pages})`, level: 2 }));
}

const table = (page: Page) => page.getByRole('table', { name: 'All E-Papers' });
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const rowOf = (page: Page, title: string): Locator => rows(page).filter({ hasText: title });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search e-papers' });
const statusSelect = (page: Page) => page.getByRole('combobox', { name: 'Status' });
/** The summary card's badge: the span right under the title. */
const summaryBadge = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, level: 2 }).locator('xpath=following-sibling::span[1]');

async function searchFor(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
}

/** The titles the table shows, top to bottom. */
async function shownTitles(page: Page): Promise<string[]> {
  const cells = await rows(page).locator('td:nth-child(2)').allInnerTexts();
  return cells.map((text) => text.trim());
}

/** The image has loaded (its signed URL answered with a picture). */
const hasLoaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0);

/** The image's width on screen, in CSS pixels. */
const widthOf = (image: Locator) => image.evaluate((element) => element.getBoundingClientRect().width);

// ---------------------------------------------------------------------------------------

describe('View E-Paper', () => {
  it('opens a page in the viewer, turns pages with the arrow keys, zooms, and Escape gives the focus back', async () => {
    const page = await signedIn();
    const fixture = fixtures.viewer;
    await openView(page, fixture);
    for (let number = 1; number <= 6; number += 1) {
      await visible(page.getByRole('button', { name: `Page ${number}`, exact: true }));
    }
    expect.soft(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Page 1', exact: true }).click();
    await visible(page.getByRole('dialog', { name: 'Page 1 of 6' }));
    const viewer = page.getByRole('dialog');
    const image = viewer.getByRole('img', { name: 'Page 1', exact: true });
    await expect.poll(() => hasLoaded(image), { timeout: STEP_TIMEOUT }).toBe(true);
    expect(await viewer.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    await visible(viewer.getByRole('link', { name: 'Open PDF of page 1' }));
    expect.soft(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowRight');
    await visible(page.getByRole('dialog', { name: 'Page 2 of 6' }));
    const secondPage = viewer.getByRole('img', { name: 'Page 2', exact: true });
    await expect.poll(() => hasLoaded(secondPage), { timeout: STEP_TIMEOUT }).toBe(true);
    const zoom = viewer.getByRole('status', { name: 'Zoom' });
    expect(await zoom.innerText()).toBe('100%');
    const fitted = await widthOf(secondPage);
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => zoom.innerText()).toBe('150%');
    await page.keyboard.press('+');
    await expect.poll(() => zoom.innerText()).toBe('200%');
    await expect.poll(() => widthOf(secondPage)).toBeCloseTo(2 * fitted, -1);
    // Zoomed, the page is taller than the view: it pans by scrolling.
    const area = viewer.getByRole('region', { name: 'Page image' });
    expect(await area.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await visible(page.getByRole('dialog', { name: 'Page 1 of 6' }));
    // Each page opens fitted.
    await expect.poll(() => zoom.innerText()).toBe('100%');
    await page.keyboard.press('ArrowRight');
    await visible(page.getByRole('dialog', { name: 'Page 2 of 6' }));

    await page.keyboard.press('Escape');
    await gone(viewer);
    // The focus is on the thumbnail of the page last shown.
    await expect
      .poll(() => isFocused(page.getByRole('button', { name: 'Page 2', exact: true })), { timeout: STEP_TIMEOUT })
      .toBe(true);
  });

  it('downloads the complete PDF as the file that was uploaded', async () => {
    const page = await signedIn({ acceptDownloads: true });
    const fixture = fixtures.download;
    await openView(page, fixture);

    const downloading = page.waitForEvent('download', { timeout: STEP_TIMEOUT });
    await page.getByRole('link', { name: 'Download Complete PDF' }).click();
    const download = await downloading;
    const slug = fixture.title.toLowerCase().replace(/\s+/g, '-');
    expect(download.suggestedFilename()).toBe(`${slug}-${DAY}.pdf`);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(fixture.pdf.length);
    expect(bytes.equals(Buffer.from(fixture.pdf))).toBe(true);
    // The page stays where it was.
    expect(await waitForPath(page, /^\/epaper-management\/view\/\d+$/)).toBe(`/epaper-management/view/${fixture.id}`);
  });
});

describe('Edit E-Paper', () => {
  it('publishes the e-paper: the view page and the list then read Published', async () => {
    const page = await signedIn();
    const fixture = fixtures.edit;
    await openView(page, fixture);
    expect(await summaryBadge(page, fixture.title).innerText()).toBe('Draft');

    await page.getByRole('link', { name: 'Edit E-Paper' }).click();
    await waitForPath(page, new RegExp(`^/epaper-management/edit/${fixture.id}$`));
    await visible(page.getByRole('heading', { name: 'Edit E-Paper', level: 1 }));
    const title = page.getByLabel('Title');
    await expect.poll(() => title.inputValue(), { timeout: STEP_TIMEOUT }).toBe(fixture.title);
    expect(await page.getByLabel('Publication Date').inputValue()).toBe(DAY);
    const published = page.getByLabel('Published (visible to users)');
    expect(await published.isChecked()).toBe(false);
    await visible(page.getByRole('img', { name: `Preview of ${fixture.title}` }));
    expect(await page.getByText('Processing in Progress').count()).toBe(0);
    expect.soft(await seriousA11yViolations(page)).toEqual([]);

    await published.check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // The morning edition of the same day is published: the desk is asked first, naming it.
    const question = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await visible(question.getByText(`“${fixtures.morning.title}” (Published)`, { exact: false }));
    await question.getByRole('button', { name: 'Publish anyway' }).click();
    await waitForPath(page, new RegExp(`^/epaper-management/view/${fixture.id}$`));
    await visible(page.getByText('E-paper updated.', { exact: true }));
    await expect.poll(() => summaryBadge(page, fixture.title).innerText(), { timeout: STEP_TIMEOUT }).toBe('Published');

    await page.getByRole('link', { name: 'Back to Listing' }).click();
    await waitForPath(page, /^\/epaper-management$/);
    await visible(rowOf(page, fixture.title).getByText('Published', { exact: true }));
  });
});

describe('All E-Papers', () => {
  it('searches by title and filters by status, kept in the URL across reload, and says when nothing matches', async () => {
    const page = await signedIn();
    await page.goto('/epaper-management');
    await visible(page.getByRole('heading', { name: 'All E-Papers', level: 1 }));
    await visible(rowOf(page, fixtures.morning.title));
    expect(await page.title()).toBe('All E-Papers · E-Paper Admin');
    for (const header of [
      'Thumbnail',
      'Title',
      'Description',
      'Publication Date',
      'Pages',
      'Size',
      'Status',
      'Actions',
    ]) {
      await visible(page.getByRole('columnheader', { name: header, exact: true }));
    }
    await visible(page.getByRole('link', { name: `View ${fixtures.morning.title}`, exact: true }));
    await visible(page.getByRole('link', { name: `Edit ${fixtures.morning.title}`, exact: true }));
    await visible(page.getByRole('img', { name: `Preview of ${fixtures.morning.title}` }));
    expect.soft(await seriousA11yViolations(page)).toEqual([]);
    // Fewer than 21 editions on this product: no pager.
    const total = (await api.call<Paginated<Epaper>>('GET', '/api/epapers/?page_size=1')).count;
    if (total <= 20) expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);

    const listSearch = `List ${STAMP}`;
    await searchFor(page, listSearch);
    expect(await waitForPath(page, /\?search=/)).toBe(
      `/epaper-management?search=${encodeURIComponent(listSearch).replace(/%20/g, '+')}`,
    );
    await expect.poll(() => shownTitles(page), { timeout: STEP_TIMEOUT }).toHaveLength(2);
    expect((await shownTitles(page)).sort()).toEqual([fixtures.evening.title, fixtures.morning.title].sort());
    await visible(rowOf(page, fixtures.morning.title).getByText('Published', { exact: true }));
    await visible(rowOf(page, fixtures.evening.title).getByText('Draft', { exact: true }));

    await page.reload();
    await expect.poll(() => shownTitles(page), { timeout: STEP_TIMEOUT }).toHaveLength(2);
    expect(await searchBox(page).inputValue()).toBe(listSearch);

    await statusSelect(page).selectOption({ label: 'Published' });
    await waitForPath(page, /[?&]status=published/);
    await expect.poll(() => shownTitles(page), { timeout: STEP_TIMEOUT }).toEqual([fixtures.morning.title]);
    await page.reload();
    await expect.poll(() => shownTitles(page), { timeout: STEP_TIMEOUT }).toEqual([fixtures.morning.title]);
    expect(await statusSelect(page).inputValue()).toBe('published');
    expect(await searchBox(page).inputValue()).toBe(listSearch);

    await statusSelect(page).selectOption({ label: 'Draft' });
    await expect.poll(() => shownTitles(page), { timeout: STEP_TIMEOUT }).toEqual([fixtures.evening.title]);
    await page.goBack();
    await waitForPath(page, /[?&]status=published/);
    await expect.poll(() => shownTitles(page), { timeout: STEP_TIMEOUT }).toEqual([fixtures.morning.title]);

    await searchFor(page, `Nothing ${STAMP}`);
    await visible(page.getByText('No e-papers found', { exact: true }));
    expect(
      await table(page)
        .getByRole('link', { name: /^View / })
        .count(),
    ).toBe(0);
  });
});
