// Late pages and the checks before publishing against the built product, as a desk editor
// works them: replace page 3 of a processed edition with a late PDF, see it in the page's
// history, and roll it back; see a blank and a duplicate page flagged (in the list and on
// the edition), open a flagged page from its finding, be asked before publishing, and
// accept both findings. At 1280 px light and 375 px dark.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpaperWithPages } from '../packages/shared/src/epapers.contract.ts';
import { editionOf, newspaperPdf, pdfPageTexts } from '../apps/server/src/test/pdf-fixtures.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { MOBILE } from './support/browser.ts';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { signedInEditionApi, type EditionApi } from './support/edition-api.ts';
import { baseURL, gone, isFocused, openSignedIn, setTheme, STEP_TIMEOUT, visible, type Theme } from './support/app.ts';

const files = useBrowserPerFile();
const STAMP = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const LATE_MASTHEAD = 'LATE CITY FINAL';
let api: EditionApi;

beforeAll(async () => {
  api = await signedInEditionApi();
});

async function openEdition(id: number, viewport: { width: number; height: number }, theme: Theme): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser(), { viewport });
  files.track(context);
  context.setDefaultTimeout(STEP_TIMEOUT);
  await setTheme(page, theme);
  await page.goto(`/epaper-management/view/${id}`);
  return page;
}

/** The text of each page of the edition's complete PDF, as a reader downloading it gets it. */
async function completePdfTexts(id: number): Promise<string[]> {
  const edition = await api.call<EpaperWithPages>('GET', `/api/epapers/${id}/`);
  const answer = await fetch(new URL(edition.original_pdf_path!, baseURL()));
  expect(answer.status).toBe(200);
  return pdfPageTexts(new Uint8Array(await answer.arrayBuffer()));
}

describe('late pages', () => {
  it('replaces page 3 with a late PDF and rolls it back from its history (1280 px, light)', async () => {
    const title = `E2E Late pages ${STAMP}`;
    const { id } = await api.upload(title, newspaperPdf({ pages: 4, seed: 3 }), '2031-06-02');
    await api.processed(id);
    const page = await openEdition(id, { width: 1280, height: 900 }, 'light');
    await visible(page.getByRole('heading', { name: title, level: 2 }));

    await page.getByRole('button', { name: 'Page 3 actions' }).click();
    await page.getByRole('menuitem', { name: 'Replace…' }).click();
    const replace = page.getByRole('dialog', { name: 'Replace pages' });
    await visible(replace);
    expect(await replace.getByLabel('From page').inputValue()).toBe('3');
    expect(await replace.getByLabel('To page').inputValue()).toBe('3');
    await replace.getByLabel('PDF of the new pages').setInputFiles({
      name: 'late-page-3.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(newspaperPdf({ pages: 1, masthead: LATE_MASTHEAD, seed: 11 })),
    });
    await replace.getByRole('button', { name: 'Replace', exact: true }).click();
    await visible(page.getByText('Page 3 replaced'));
    await gone(replace);
    const texts = await completePdfTexts(id);
    expect(texts).toHaveLength(4);
    expect(texts[2]).toContain(LATE_MASTHEAD);

    await page.getByRole('button', { name: 'Page 3 actions' }).click();
    await page.getByRole('menuitem', { name: 'History…' }).click();
    const history = page.getByRole('dialog', { name: 'Page 3 history' });
    await visible(history);
    await visible(history.getByText('Current', { exact: true }));
    const restore = history.getByRole('button', { name: 'Restore this version' });
    expect(await restore.count()).toBe(1);
    expect.soft(await seriousA11yViolations(page)).toEqual([]);
    await restore.click();
    await visible(page.getByText(/^Page 3 restored to the version of /));
    const restored = await completePdfTexts(id);
    expect(restored).toHaveLength(4);
    expect(restored[2]).not.toContain(LATE_MASTHEAD);
    const after = await api.call<EpaperWithPages>('GET', `/api/epapers/${id}/`);
    expect(after.pages[2]!.version_count).toBe(2);
  });
});

describe('checks before publishing', () => {
  it('flags a blank and a duplicate page, links to them, asks before publishing, and accepts them (375 px, dark)', async () => {
    const title = `E2E Findings ${STAMP}`;
    const { id } = await api.upload(title, editionOf([0, 1, 'blank', 1], { seed: 5 }), '2031-06-03');
    await api.processed(id);
    const page = await openEdition(id, MOBILE, 'dark');
    await visible(page.getByRole('heading', { name: title, level: 2 }));

    const report = page.getByRole('region', { name: 'Checks before publishing' });
    await visible(report.getByText('2 findings to review'));
    await visible(report.getByText('Page 3 is blank or nearly blank.'));
    await visible(report.getByText('Pages 2 and 4: the same image twice.'));

    // A finding's page opens in the viewer.
    await report.getByRole('link', { name: 'Page 3', exact: true }).click();
    await visible(page.getByRole('dialog', { name: 'Page 3 of 4' }));
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog', { name: 'Page 3 of 4' }));

    // Publishing with open findings asks first and names them; Cancel publishes nothing.
    await page.getByRole('button', { name: 'Publish now' }).click();
    const question = page.getByRole('alertdialog', { name: 'Publish with open findings?' });
    await visible(question);
    await visible(question.getByText('Page 3 is blank or nearly blank.'));
    await question.getByRole('button', { name: 'Cancel' }).click();
    await gone(question);
    await expect
      .poll(() => isFocused(page.getByRole('button', { name: 'Publish now' })), { timeout: STEP_TIMEOUT })
      .toBe(true);
    expect((await api.call<EpaperWithPages>('GET', `/api/epapers/${id}/`)).is_published).toBe(false);

    await report.getByRole('button', { name: 'Accept Blank pages' }).click();
    await visible(report.getByText('1 finding to review'));
    await report.getByRole('button', { name: 'Accept Duplicate pages' }).click();
    await visible(report.getByText('All findings accepted'));
    expect.soft(await seriousA11yViolations(page)).toEqual([]);
    const after = await api.call<EpaperWithPages>('GET', `/api/epapers/${id}/`);
    expect(after.open_findings).toBe(0);
    expect(after.findings.map((finding) => finding.accepted)).toEqual([true, true]);
  });

  it('the list marks an edition with open findings', async () => {
    const title = `E2E Marked ${STAMP}`;
    const { id } = await api.upload(title, editionOf([0, 'blank'], { seed: 9 }), '2031-06-04');
    await api.processed(id);
    const page = await openEdition(id, { width: 1280, height: 900 }, 'light');
    await page.goto(`/epaper-management?search=${encodeURIComponent(title)}`);
    await visible(page.getByRole('link', { name: `1 finding to review in ${title}` }));
  });
});
