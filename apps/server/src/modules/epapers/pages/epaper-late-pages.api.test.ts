import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../../test/fixtures.ts';
import {
  EDITION_FIELDS,
  multipartBody,
  uploadEdition,
  waitForProcessing,
  waitForReadingImages,
} from '../../../test/epaper-uploads.ts';
import { editionOf, newspaperPdf, pdfPageTexts } from '../../../test/pdf-fixtures.ts';
import { openFileStore } from '../../../lib/file-store/open-file-store.ts';
import { createPdfProcessor } from '../../../lib/pdf/pdf-processor.ts';
import { rebuildCompletePdf } from './complete-pdf.ts';

let t: TestApp;
let access: string;

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
});
afterAll(async () => t?.close());

type Page = { id: number; page_number: number; pdf_path: string; thumbnail_path: string; version_count: number };
type Edition = { id: number; page_count: number; file_size: number; original_pdf_path: string; pages: Page[] };

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(access), ...(payload && { payload }) });

async function processedEdition(pdf: Uint8Array): Promise<Edition> {
  const uploaded = await uploadEdition(t.app, access, EDITION_FIELDS, [{ bytes: pdf }]);
  expect(uploaded.statusCode).toBe(201);
  const id = uploaded.json().id as number;
  await waitForProcessing(t.app, access, id);
  await waitForReadingImages(t.database, id);
  return (await call('GET', `/api/epapers/${id}/`)).json();
}

async function sendPages(id: number, kind: 'replace' | 'insert', fields: Record<string, string>, pdf?: Uint8Array) {
  const { payload, contentType } = await multipartBody(fields, pdf ? [{ bytes: pdf }] : []);
  return t.app.inject({
    method: 'POST',
    url: `/api/epapers/${id}/pages/${kind}/`,
    headers: { ...bearer(access), 'content-type': contentType },
    payload,
  });
}

/** Fetches a signed file URL of the API, as a browser would. */
async function fetchFile(signedUrl: string) {
  const url = new URL(signedUrl, 'http://localhost');
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

/** The text each page of the complete PDF shows (its "Page n" line tells which page it was). */
async function completePdfPages(edition: Edition): Promise<string[]> {
  const file = await fetchFile(edition.original_pdf_path);
  expect(file.statusCode).toBe(200);
  return pdfPageTexts(file.rawPayload);
}

/** A distinct masthead tells a replacement from the original page. */
const LATE = 'LATE NEWS DESK';

describe('late pages', () => {
  it('replaces page 3, keeps its earlier version, rolls back, and the complete PDF follows', async () => {
    const edition = await processedEdition(newspaperPdf({ pages: 4 }));
    const page3 = edition.pages[2]!;

    const replaced = await sendPages(
      edition.id,
      'replace',
      { from_page: '3' },
      newspaperPdf({ pages: 1, masthead: LATE, seed: 7 }),
    );
    expect(replaced.statusCode).toBe(200);
    const after: Edition = replaced.json();
    expect(after.page_count).toBe(4);
    expect(after.pages.map((page) => page.id)).toEqual(edition.pages.map((page) => page.id));
    expect(after.pages[2]).toMatchObject({ id: page3.id, page_number: 3, version_count: 2 });
    expect(after.pages[2]!.pdf_path).not.toBe(page3.pdf_path);
    const texts = await completePdfPages(after);
    expect(texts).toHaveLength(4);
    expect(texts[2]).toContain(LATE);
    expect(texts[1]).not.toContain(LATE);

    const versions = (await call('GET', `/api/epapers/${edition.id}/pages/${page3.id}/versions/`)).json();
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({ is_current: true, created_by_name: expect.any(String) });
    expect(versions[1]).toMatchObject({ is_current: false });
    // The earlier version's files are kept for its preview.
    expect((await fetchFile(versions[1].thumbnail_path)).statusCode).toBe(200);

    const restored = await call(
      'POST',
      `/api/epapers/${edition.id}/pages/${page3.id}/versions/${versions[1].id}/restore/`,
    );
    expect(restored.statusCode).toBe(200);
    const back: Edition = restored.json();
    expect(back.pages[2]).toMatchObject({ version_count: 2 });
    expect((await completePdfPages(back))[2]).not.toContain(LATE);
    const audit = await t.database.pool.query<{ action: string }>(
      `SELECT action FROM audit_events WHERE target_type = 'epaper' AND target_id = $1 ORDER BY id`,
      [String(edition.id)],
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'epaper.upload',
      'epaper.pages_replace',
      'epaper.page_restore',
    ]);
  });

  it('draws the preview again when the front page changes, and back when it is restored', async () => {
    const edition = await processedEdition(newspaperPdf({ pages: 2 }));
    const previewOf = async (path: string) => (await fetchFile(path)).rawPayload;
    const before = (await call('GET', `/api/epapers/${edition.id}/`)).json().preview_gif_path as string;
    const replaced = await sendPages(
      edition.id,
      'replace',
      { from_page: '1' },
      newspaperPdf({ pages: 1, masthead: LATE, seed: 7 }),
    );
    const after = replaced.json().preview_gif_path as string;
    expect(after).not.toBe(before);
    const drawn = await fetchFile(after);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(drawn.rawPayload, await previewOf(before))).not.toBe(0);
    // Page 2 changing leaves the front page's preview alone.
    const second = await sendPages(edition.id, 'replace', { from_page: '2' }, newspaperPdf({ pages: 1, seed: 8 }));
    expect(second.json().preview_gif_path).toBe(after);
    const front = replaced.json().pages[0] as Page;
    const versions = (await call('GET', `/api/epapers/${edition.id}/pages/${front.id}/versions/`)).json();
    const restored = await call(
      'POST',
      `/api/epapers/${edition.id}/pages/${front.id}/versions/${versions[1].id}/restore/`,
    );
    expect(restored.json().preview_gif_path).toBe(before);
    expect((await fetchFile(before)).statusCode).toBe(200);
    expect((await fetchFile(after)).statusCode).toBe(404);
  });

  it('replaces a range with a PDF of as many pages, and refuses another count naming the field', async () => {
    const edition = await processedEdition(newspaperPdf({ pages: 4 }));
    const wrong = await sendPages(edition.id, 'replace', { from_page: '2', to_page: '3' }, newspaperPdf({ pages: 1 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.pdf_file).toEqual(['The PDF has 1 pages; replacing pages 2–3 needs a PDF of 2 pages.']);
    const beyond = await sendPages(edition.id, 'replace', { from_page: '5' }, newspaperPdf({ pages: 1 }));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors.from_page).toBeDefined();
    const backwards = await sendPages(
      edition.id,
      'replace',
      { from_page: '3', to_page: '2' },
      newspaperPdf({ pages: 1 }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to_page).toBeDefined();
    const notPdf = await sendPages(edition.id, 'replace', { from_page: '1' }, new TextEncoder().encode('hello'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().errors.pdf_file).toBeDefined();
    const noFile = await sendPages(edition.id, 'replace', { from_page: '1' });
    expect(noFile.statusCode).toBe(400);

    const range = await sendPages(
      edition.id,
      'replace',
      { from_page: '2', to_page: '3' },
      newspaperPdf({ pages: 2, masthead: LATE, seed: 7 }),
    );
    expect(range.statusCode).toBe(200);
    const texts = await completePdfPages(range.json());
    expect(texts.map((text) => text.includes(LATE))).toEqual([false, true, true, false]);
  });

  it('inserts, moves and removes pages; count, order and the complete PDF follow', async () => {
    const edition = await processedEdition(newspaperPdf({ pages: 3 }));
    const ids = edition.pages.map((page) => page.id);

    const inserted = await sendPages(
      edition.id,
      'insert',
      { after_page: '1' },
      newspaperPdf({ pages: 2, masthead: LATE, seed: 7 }),
    );
    expect(inserted.statusCode).toBe(200);
    const withNew: Edition = inserted.json();
    expect(withNew.page_count).toBe(5);
    expect(withNew.pages.map((page) => page.page_number)).toEqual([1, 2, 3, 4, 5]);
    expect(withNew.pages[0]!.id).toBe(ids[0]);
    expect(withNew.pages[3]!.id).toBe(ids[1]);
    expect((await completePdfPages(withNew)).map((text) => text.includes(LATE))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);

    const order = withNew.pages.map((page) => page.id).reverse();
    const moved = await call('PUT', `/api/epapers/${edition.id}/pages/order/`, { page_ids: order });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as Edition).pages.map((page) => page.id)).toEqual(order);

    const badOrder = await call('PUT', `/api/epapers/${edition.id}/pages/order/`, { page_ids: order.slice(1) });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().errors.page_ids).toEqual(['Page order must list every page of this edition once.']);
    const repeated = await call('PUT', `/api/epapers/${edition.id}/pages/order/`, {
      page_ids: [...order.slice(1), order[1]],
    });
    expect(repeated.statusCode).toBe(400);

    const removed = await call('DELETE', `/api/epapers/${edition.id}/pages/${order[0]}/`);
    expect(removed.statusCode).toBe(200);
    const fewer: Edition = removed.json();
    expect(fewer.page_count).toBe(4);
    expect(fewer.pages.map((page) => page.page_number)).toEqual([1, 2, 3, 4]);
    expect(await completePdfPages(fewer)).toHaveLength(4);
    expect((await call('DELETE', `/api/epapers/${edition.id}/pages/${order[0]}/`)).statusCode).toBe(404);
  });

  it('keeps the last page, refuses pages of another edition, and changes nothing while processing is not done', async () => {
    const one = await processedEdition(newspaperPdf({ pages: 1 }));
    const last = await call('DELETE', `/api/epapers/${one.id}/pages/${one.pages[0]!.id}/`);
    expect(last.statusCode).toBe(409);
    const other = await processedEdition(newspaperPdf({ pages: 2 }));
    expect((await call('DELETE', `/api/epapers/${one.id}/pages/${other.pages[0]!.id}/`)).statusCode).toBe(404);
    expect((await call('GET', `/api/epapers/${one.id}/pages/${other.pages[0]!.id}/versions/`)).statusCode).toBe(404);
    const { rows } = await t.database.pool.query<{ id: number }>(
      `INSERT INTO epapers (storage_id, title, publication_date, processing_status) VALUES (gen_random_uuid(), 'Pending', '2026-11-20', 'pending') RETURNING id`,
    );
    const pending = rows[0]!.id;
    const refused = await sendPages(pending, 'insert', { after_page: '0' }, newspaperPdf({ pages: 1 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Pages can be changed once processing has completed.');
  });

  it('five replacements of one page at once all land, each as a version', async () => {
    const edition = await processedEdition(newspaperPdf({ pages: 2 }));
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        sendPages(edition.id, 'replace', { from_page: '2' }, newspaperPdf({ pages: 1, masthead: `${LATE} ${index}` })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const versions = (await call('GET', `/api/epapers/${edition.id}/pages/${edition.pages[1]!.id}/versions/`)).json();
    expect(versions).toHaveLength(6);
    expect(versions.filter((version: { is_current: boolean }) => version.is_current)).toHaveLength(1);
    const final: Edition = (await call('GET', `/api/epapers/${edition.id}/`)).json();
    expect(await completePdfPages(final)).toHaveLength(2);
  });
});

describe('the rebuild-complete-pdf job', () => {
  it('rebuilds a complete PDF that a killed change left behind, and leaves one that follows the pages alone', async () => {
    const edition = await processedEdition(newspaperPdf({ pages: 3 }));
    const pdf = createPdfProcessor({ threads: 1 });
    const deps = {
      db: t.database.db,
      files: openFileStore({ kind: 'disk', rootDir: path.join(t.dataDir, 'files') }),
      pdf,
    };
    try {
      // Nothing changed since processing: the uploaded PDF is the complete one.
      expect(await rebuildCompletePdf(deps, edition.id)).toBe(true);
      expect((await call('GET', `/api/epapers/${edition.id}/`)).json().original_pdf_path).toBe(
        edition.original_pdf_path,
      );
      // A change committed (pages moved), and its process died before the rebuild.
      const reversed = [...edition.pages].reverse();
      for (const [index, page] of reversed.entries()) {
        await t.database.pool.query('UPDATE epaper_pages SET page_number = $1 WHERE id = $2', [-(index + 1), page.id]);
      }
      await t.database.pool.query('UPDATE epaper_pages SET page_number = -page_number WHERE epaper_id = $1', [
        edition.id,
      ]);
      await t.database.pool.query('UPDATE epapers SET pages_revision = pages_revision + 1 WHERE id = $1', [edition.id]);
      expect(await rebuildCompletePdf(deps, edition.id)).toBe(true);
      const rebuilt: Edition = (await call('GET', `/api/epapers/${edition.id}/`)).json();
      expect(rebuilt.original_pdf_path).not.toBe(edition.original_pdf_path);
      const texts = await completePdfPages(rebuilt);
      expect(texts.map((text) => /Page (\d)/.exec(text)?.[1])).toEqual(['3', '2', '1']);
    } finally {
      await pdf.close();
    }
  });
});

describe('checks before publishing', () => {
  it('finds a blank and a duplicate page, naming them, and keeps an acceptance while they stay', async () => {
    const uploaded = await uploadEdition(t.app, access, EDITION_FIELDS, [{ bytes: editionOf([0, 1, 'blank', 1]) }]);
    const id = uploaded.json().id as number;
    await waitForProcessing(t.app, access, id);
    const edition = (await call('GET', `/api/epapers/${id}/`)).json();
    expect(edition.readiness_checked).toBe(true);
    const kinds = edition.findings.map((finding: { kind: string }) => finding.kind);
    expect(kinds).toEqual(['blank', 'duplicate']);
    expect(edition.findings[0]).toMatchObject({
      pages: [3],
      message: 'Page 3 is blank or nearly blank.',
      accepted: false,
    });
    expect(edition.findings[1]).toMatchObject({ pages: [2, 4], message: 'Pages 2 and 4: the same image twice.' });
    expect(edition.open_findings).toBe(2);
    const listed = (await call('GET', '/api/epapers/?page_size=50')).json();
    expect(listed.results.find((row: { id: number }) => row.id === id).open_findings).toBe(2);

    const accepted = await call('PUT', `/api/epapers/${id}/findings/${edition.findings[0].id}/`, { accepted: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ open_findings: 1 });
    expect(accepted.json().findings[0]).toMatchObject({ accepted: true, accepted_by: expect.any(Number) });

    // The same request five times at once changes nothing more: the first acceptance keeps
    // its time, and the audit trail holds one line per real change.
    const findingUrl = `/api/epapers/${id}/findings/${edition.findings[0].id}/`;
    const firstAcceptedAt = accepted.json().findings[0].accepted_at;
    const fiveTimes = (value: boolean) =>
      Promise.all(Array.from({ length: 5 }, () => call('PUT', findingUrl, { accepted: value })));
    const again = await fiveTimes(true);
    expect(again.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(again.map((response) => response.json().findings[0].accepted_at)).toEqual(Array(5).fill(firstAcceptedAt));
    const reopened = await fiveTimes(false);
    expect(reopened.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(reopened.map((response) => response.json().findings[0].accepted)).toEqual(Array(5).fill(false));
    expect((await call('PUT', findingUrl, { accepted: true })).json().open_findings).toBe(1);
    const findingAudit = await t.database.pool.query<{ action: string; details: unknown }>(
      `SELECT action, details FROM audit_events WHERE target_type = 'epaper' AND target_id = $1 AND action LIKE 'epaper.finding_%' ORDER BY id`,
      [String(id)],
    );
    expect(findingAudit.rows.map((row) => row.action)).toEqual([
      'epaper.finding_accept',
      'epaper.finding_reopen',
      'epaper.finding_accept',
    ]);
    expect(findingAudit.rows[1]?.details).toMatchObject({
      changes: { accepted: { before: true, after: false }, finding: { before: 'blank', after: 'blank' } },
    });
    expect((await call('PUT', `/api/epapers/${id}/findings/999999/`, { accepted: true })).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/epapers/${id}/findings/${edition.findings[0].id}/`, { accepted: 'yes' })).statusCode,
    ).toBe(400);

    // Replacing the duplicate clears that finding; the accepted blank page stays accepted.
    const fixed = await sendPages(
      id,
      'replace',
      { from_page: '4' },
      newspaperPdf({ pages: 1, masthead: LATE, seed: 7 }),
    );
    expect(fixed.statusCode).toBe(200);
    expect(
      fixed.json().findings.map((finding: { kind: string; accepted: boolean }) => [finding.kind, finding.accepted]),
    ).toEqual([['blank', true]]);
    expect(fixed.json().open_findings).toBe(0);

    const notices = await t.database.pool.query<{ kind: string }>(
      `SELECT kind FROM notifications WHERE epaper_id = $1 ORDER BY id`,
      [id],
    );
    expect(notices.rows.map((row) => row.kind)).toContain('edition_findings');
  });

  it('compares the page count with the last published editions of the same weekday', async () => {
    const upload = async (day: string, pages: number) => {
      const answer = await uploadEdition(t.app, access, { ...EDITION_FIELDS, publication_date: day }, [
        { bytes: newspaperPdf({ pages }) },
      ]);
      const id = answer.json().id as number;
      await waitForProcessing(t.app, access, id);
      // The checks run just after processing completes: their findings count from then on.
      for (const until = Date.now() + 30_000; !(await call('GET', `/api/epapers/${id}/`)).json().readiness_checked;) {
        if (Date.now() > until) throw new Error(`The checks of edition ${id} never ran`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return id;
    };
    // Mondays: two published of 3 pages, a draft of 5 (not what readers were given).
    for (const day of ['2030-01-07', '2030-01-14']) {
      const id = await upload(day, 3);
      expect((await call('POST', `/api/epapers/${id}/publish/`, {})).statusCode).toBe(200);
    }
    await upload('2030-01-21', 5);
    const unusual = (await call('GET', `/api/epapers/${await upload('2030-01-28', 4)}/`)).json();
    expect(unusual.findings).toEqual([
      expect.objectContaining({
        kind: 'page_count',
        pages: [],
        message: 'This edition has 4 pages; the last 2 published editions of the same weekday usually had 3.',
      }),
    ]);
    // Another weekday has no usual yet.
    expect((await call('GET', `/api/epapers/${await upload('2030-01-29', 4)}/`)).json().findings).toEqual([]);
  });

  it('a newspaper of ordinary pages has no findings', async () => {
    const edition = await processedEdition(newspaperPdf({ pages: 4 }));
    const full = (await call('GET', `/api/epapers/${edition.id}/`)).json();
    expect(full).toMatchObject({ readiness_checked: true, open_findings: 0, findings: [] });
  });
});
