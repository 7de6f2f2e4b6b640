import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../../test/fixtures.ts';
import { EDITION_FIELDS, uploadEdition, waitForProcessing } from '../../../test/epaper-uploads.ts';
import { absurdPagePdf, decompressionBombPdf, endlessDrawingPdf, noPagesPdf } from '../../../test/pdf-fixtures.ts';

// Files built to hurt a PDF reader, through the whole product: each is accepted as an
// upload (it starts like a PDF), then processing refuses it with a reason an editor can
// read, keeps no page of it, and the server answers other requests all the while.
let t: TestApp;
let access: string;

beforeAll(async () => {
  // A short page limit, so the drawing that never ends is stopped quickly.
  t = await createTestApp({ PDF_PAGE_TIMEOUT_SECONDS: '3' });
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
});
afterAll(async () => t?.close());

function pageFilesOf(originalPath: string): string[] {
  const folder = /epapers\/([0-9a-f-]{36})\//.exec(originalPath)?.[1] ?? '';
  try {
    return readdirSync(path.join(t.dataDir, 'files', 'epapers', folder, 'pages'));
  } catch {
    return [];
  }
}

describe('hostile files', () => {
  it.each([
    ['a PDF with no pages', noPagesPdf, /no pages/],
    ['a page of absurd size', absurdPagePdf, /^Page 1 is too large to render \(200 × 14,400 points\)\.$/],
    ['a decompression bomb', () => decompressionBombPdf(), /^Page 1 contains an image too large to process/],
    ['a drawing that never ends', () => endlessDrawingPdf(), /^Page 1 took too long to render \(over 3 s\)/],
  ])('%s fails with its reason, keeps no page, and never stalls the server', async (_name, make, reason) => {
    const upload = await uploadEdition(t.app, access, EDITION_FIELDS, [{ bytes: make() }]);
    expect(upload.statusCode).toBe(201);
    const { id } = upload.json();
    // Meanwhile the server answers as usual.
    const started = performance.now();
    const list = await t.app.inject({ method: 'GET', url: '/api/epapers/', headers: bearer(access) });
    expect(list.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);

    const failed = await waitForProcessing(t.app, access, id);
    expect(failed.processing_status).toBe('failed');
    expect(failed.processing_error).toMatch(reason);
    expect(failed).toMatchObject({ pages: [], pages_done: 0, preview_gif_path: null });
    expect(pageFilesOf(String(failed.original_pdf_path))).toEqual([]);
  });
});
