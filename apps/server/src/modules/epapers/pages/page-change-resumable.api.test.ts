// Late page changes through the resumable upload (tus) editions use: the metadata names the
// change, the edition and the page range, checked before a byte is sent; the finished PDF
// changes the pages as the single-request call does, and the last answer names the edition.
import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPAPER_PAGE_TEXTS } from '@epaper/shared/epaper-pages.texts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../../test/fixtures.ts';
import { EDITION_FIELDS, tusMetadata, uploadEdition, waitForProcessing } from '../../../test/epaper-uploads.ts';
import { newspaperPdf } from '../../../test/pdf-fixtures.ts';
import { insertEdition } from '../../../test/reader-fixtures.ts';

let t: TestApp;
let access: string;
let base: string;
let editionId: number;

type Page = { id: number; page_number: number; pdf_path: string; version_count: number };
type Edition = { id: number; page_count: number; pages: Page[] };

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const uploaded = await uploadEdition(t.app, access, EDITION_FIELDS, [{ bytes: newspaperPdf({ pages: 3 }) }]);
  expect(uploaded.statusCode).toBe(201);
  editionId = uploaded.json().id as number;
  await waitForProcessing(t.app, access, editionId);
});
afterAll(async () => t?.close());

const tus = () => ({ 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${access}` });

const create = (fields: Record<string, string>, length: number) =>
  fetch(`${base}/api/epapers/uploads/`, {
    method: 'POST',
    headers: { ...tus(), 'Upload-Length': String(length), 'Upload-Metadata': tusMetadata(fields) },
  });

const append = (location: string, offset: number, bytes: Uint8Array) =>
  fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: { ...tus(), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: bytes,
  });

const edition = async (): Promise<Edition> =>
  (await t.app.inject({ method: 'GET', url: `/api/epapers/${editionId}/`, headers: bearer(access) })).json();

/** The uploads the tus endpoint keeps, unfinished or finished (DATA_DIR/uploads). */
const waitingUploads = () => {
  const folder = path.join(t.dataDir, 'uploads');
  return existsSync(folder) ? readdirSync(folder) : [];
};

async function auditActions(): Promise<string[]> {
  const { rows } = await t.database.pool.query<{ action: string }>(
    "SELECT action FROM audit_events WHERE target_type = 'epaper' AND target_id = $1 ORDER BY id",
    [String(editionId)],
  );
  return rows.map((row) => row.action);
}

describe('late pages through the resumable upload', () => {
  it('replaces a page with an upload cut in the middle, and names the edition at the end', async () => {
    const before = await edition();
    const pdf = newspaperPdf({ pages: 1, masthead: 'LATE NEWS DESK', seed: 3 });
    const fields = { change: 'replace', epaper_id: String(editionId), from_page: '2', filename: 'page-2.pdf' };
    const created = await create(fields, pdf.length);
    expect(created.status, await created.clone().text()).toBe(201);
    const location = created.headers.get('location') ?? '';

    const half = Math.floor(pdf.length / 2);
    expect((await append(location, 0, pdf.subarray(0, half))).status).toBe(204);
    // The line dropped: not finished, so HEAD names no edition yet.
    const head = await fetch(`${base}${location}`, { method: 'HEAD', headers: tus() });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(head.headers.get('epaper-id')).toBeNull();

    const last = await append(location, half, pdf.subarray(half));
    expect(last.status, await last.clone().text()).toBe(204);
    expect(Number(last.headers.get('epaper-id'))).toBe(editionId);
    // A client that missed that answer hears it from HEAD.
    const again = await fetch(`${base}${location}`, { method: 'HEAD', headers: tus() });
    expect(again.headers.get('epaper-id')).toBe(String(editionId));

    const after = await edition();
    expect(after.page_count).toBe(3);
    expect(after.pages.map((page) => page.id)).toEqual(before.pages.map((page) => page.id));
    expect(after.pages[1]).toMatchObject({ page_number: 2, version_count: 2 });
    expect(after.pages[1]!.pdf_path).not.toBe(before.pages[1]!.pdf_path);
    expect(after.pages[0]!.pdf_path).toBe(before.pages[0]!.pdf_path);
    expect((await auditActions()).at(-1)).toBe('epaper.pages_replace');
  });

  it('inserts pages at the front in one upload', async () => {
    const before = await edition();
    const pdf = newspaperPdf({ pages: 2, seed: 9 });
    const created = await create({ change: 'insert', epaper_id: String(editionId), after_page: '0' }, pdf.length);
    expect(created.status).toBe(201);
    const done = await append(created.headers.get('location') ?? '', 0, pdf);
    expect(done.status, await done.clone().text()).toBe(204);
    expect(Number(done.headers.get('epaper-id'))).toBe(editionId);
    const after = await edition();
    expect(after.page_count).toBe(before.page_count + 2);
    expect(after.pages.slice(2).map((page) => page.id)).toEqual(before.pages.map((page) => page.id));
    expect((await auditActions()).at(-1)).toBe('epaper.pages_insert');
  });

  it('refuses a wrong change, edition or range when the upload is created, keeping nothing', async () => {
    const pending = await insertEdition(t.database, {
      title: 'Still rendering',
      publicationDate: '2026-12-01',
      pages: 4,
      isPublished: false,
      processingStatus: 'pending',
    });
    const pageCount = (await edition()).page_count;
    const kept = waitingUploads();
    const cases: [Record<string, string>, number, string, string][] = [
      [{ change: 'remove', epaper_id: String(editionId) }, 400, 'change', 'The change must be replace or insert.'],
      [{ change: 'replace', epaper_id: 'x', from_page: '1' }, 400, 'epaper_id', EPAPER_PAGE_TEXTS.editionInvalid],
      [{ change: 'replace', from_page: '1' }, 400, 'epaper_id', EPAPER_PAGE_TEXTS.editionInvalid],
      [
        { change: 'replace', epaper_id: '99999999999', from_page: '1' },
        400,
        'epaper_id',
        EPAPER_PAGE_TEXTS.editionInvalid,
      ],
      [
        { change: 'replace', epaper_id: String(editionId), from_page: String(pageCount + 1) },
        400,
        'from_page',
        EPAPER_PAGE_TEXTS.fromPageInvalid,
      ],
      [
        { change: 'replace', epaper_id: String(editionId), from_page: '2', to_page: '1' },
        400,
        'to_page',
        EPAPER_PAGE_TEXTS.toPageInvalid,
      ],
      [
        { change: 'insert', epaper_id: String(editionId), after_page: '-1' },
        400,
        'after_page',
        EPAPER_PAGE_TEXTS.afterPageInvalid,
      ],
      [
        { change: 'insert', epaper_id: String(editionId), after_page: '1\u0000' },
        400,
        'after_page',
        EPAPER_PAGE_TEXTS.afterPageInvalid,
      ],
    ];
    for (const [fields, status, field, message] of cases) {
      const refused = await create(fields, 1000);
      expect(refused.status, JSON.stringify(fields)).toBe(status);
      expect(await refused.json()).toMatchObject({ errors: { [field]: [message] } });
    }
    const missing = await create({ change: 'insert', epaper_id: '999999', after_page: '0' }, 1000);
    expect(missing.status).toBe(404);
    const notReady = await create({ change: 'insert', epaper_id: String(pending), after_page: '0' }, 1000);
    expect(notReady.status).toBe(409);
    expect(((await notReady.json()) as { message: string }).message).toBe(EPAPER_PAGE_TEXTS.notCompleted);
    expect(waitingUploads()).toEqual(kept);
  });

  it('refuses a PDF of the wrong number of pages once it has arrived, and the page stays as it was', async () => {
    const before = await edition();
    const kept = waitingUploads();
    const pdf = newspaperPdf({ pages: 2 });
    const created = await create({ change: 'replace', epaper_id: String(editionId), from_page: '1' }, pdf.length);
    expect(created.status).toBe(201);
    const refused = await append(created.headers.get('location') ?? '', 0, pdf);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'validation_error',
      errors: { pdf_file: [EPAPER_PAGE_TEXTS.pageCountMismatch(1, 1, 2)] },
    });
    expect(await edition()).toEqual(before);
    expect(waitingUploads()).toEqual(kept);
  });

  it('ignores the marks a client sends of its own: no edition is named before the upload finished', async () => {
    const created = await create(
      { change: 'insert', epaper_id: String(editionId), after_page: '0', result_epaper_id: '1', finished_at: '2026' },
      1000,
    );
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const head = await fetch(`${base}${location}`, { method: 'HEAD', headers: tus() });
    expect(head.status).toBe(200);
    expect(head.headers.get('epaper-id')).toBeNull();
    expect((await fetch(`${base}${location}`, { method: 'DELETE', headers: tus() })).status).toBe(204);
  });
});
