import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';
import {
  EDITION_FIELDS,
  multipartBody,
  sendResumable,
  uploadLeftovers,
  uploadEdition,
  waitForProcessing,
  waitForReadingImages,
} from '../../test/epaper-uploads.ts';
import { newspaperPdf, pdfPageTexts, pngNamedPdf } from '../../test/pdf-fixtures.ts';
import { startS3TestServer, TEST_BUCKET, TEST_S3_CREDENTIALS, type S3TestServer } from '../../test/s3-test-server.ts';

// The same calls as epapers.api.test.ts, with the files in an S3-compatible bucket: the
// code path a newspaper takes when it runs several API and worker processes.
let s3: S3TestServer;
let t: TestApp;
let access: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp({
    S3_BUCKET: TEST_BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
    S3_PREFIX: 'newsroom',
  });
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** The keys the bucket holds (s3rver keeps each object as `<key>._S3rver_object` beside its metadata). */
function objectsInBucket(): string[] {
  const root = path.join(s3.directory, TEST_BUCKET);
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const inner = path.join(folder, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('._S3rver') ? [] : walk(inner);
      return entry.name.endsWith('._S3rver_object')
        ? [path.relative(root, inner).replace(/\._S3rver_object$/, '')]
        : [];
    });
  try {
    return walk(root);
  } catch {
    return [];
  }
}

describe('e-papers on an S3-compatible store', () => {
  it('uploads, processes, serves and deletes through the bucket, and nothing lands on local disk', async () => {
    const pdf = newspaperPdf({ pages: 2 });
    const upload = await uploadEdition(t.app, access, EDITION_FIELDS, [{ bytes: pdf }]);
    expect(upload.statusCode).toBe(201);
    const done = await waitForProcessing(t.app, access, upload.json().id);
    expect(done).toMatchObject({ processing_status: 'completed', page_count: 2 });
    await waitForReadingImages(t.database, upload.json().id);
    const stored = objectsInBucket();
    expect(stored.some((key) => key.startsWith('newsroom/epapers/') && key.includes('original.pdf'))).toBe(true);
    expect(stored.filter((key) => key.includes('/pages/'))).toHaveLength(6);

    const pages = done.pages as Array<{ image_path: string; pdf_path: string }>;
    const image = await t.app.inject({ method: 'GET', url: pages[0]?.image_path ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const range = await t.app.inject({ method: 'GET', url: pages[1]?.pdf_path ?? '', headers: { range: 'bytes=0-4' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('%PDF-');
    const original = await t.app.inject({ method: 'GET', url: String(done.original_pdf_path) });
    expect(Buffer.compare(original.rawPayload, Buffer.from(pdf))).toBe(0);

    let localFiles: string[] = [];
    try {
      localFiles = readdirSync(path.join(t.dataDir, 'files'));
    } catch {
      // No folder at all: nothing went to disk.
    }
    expect(localFiles).toEqual([]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/epapers/${upload.json().id}/`,
      headers: bearer(access),
    });
    expect(removed.statusCode).toBe(200);
    expect(objectsInBucket()).toEqual([]);
  });

  it('refuses a non-PDF while streaming, leaving no object behind', async () => {
    const before = objectsInBucket();
    const response = await uploadEdition(t.app, access, EDITION_FIELDS, [{ bytes: pngNamedPdf(), name: 'scan.pdf' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.pdf_file).toEqual(['Only PDF files are allowed.']);
    expect(objectsInBucket()).toEqual(before);
  });

  it('replaces a late page, rebuilds the complete PDF and rolls back, all through the bucket', async () => {
    const upload = await uploadEdition(t.app, access, EDITION_FIELDS, [{ bytes: newspaperPdf({ pages: 3 }) }]);
    const id = upload.json().id as number;
    await waitForProcessing(t.app, access, id);
    await waitForReadingImages(t.database, id);
    const range: Record<string, string> = { from_page: '2' };
    const { payload, contentType } = await multipartBody(range, [
      { bytes: newspaperPdf({ pages: 1, masthead: 'LATE FINAL', seed: 4 }) },
    ]);
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/epapers/${id}/pages/replace/`,
      headers: { ...bearer(access), 'content-type': contentType },
      payload,
    });
    expect(replaced.statusCode).toBe(200);
    const complete = await t.app.inject({ method: 'GET', url: String(replaced.json().original_pdf_path) });
    const texts = pdfPageTexts(complete.rawPayload);
    expect(texts.map((text) => text.includes('LATE FINAL'))).toEqual([false, true, false]);
    // The uploaded original gave way to the rebuilt one; the old page's files stay for its history.
    const stored = objectsInBucket();
    expect(stored.filter((key) => key.endsWith('original.pdf'))).toEqual([]);
    expect(stored.filter((key) => /\/complete-\d+-[0-9a-f]{8}\.pdf$/.test(key))).toHaveLength(1);
    expect(stored.filter((key) => key.includes('/pages/v/'))).toHaveLength(3);

    const page = replaced.json().pages[1] as { id: number };
    const versions = (
      await t.app.inject({
        method: 'GET',
        url: `/api/epapers/${id}/pages/${page.id}/versions/`,
        headers: bearer(access),
      })
    ).json();
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/epapers/${id}/pages/${page.id}/versions/${versions[1].id}/restore/`,
      headers: bearer(access),
    });
    expect(restored.statusCode).toBe(200);
    const back = await t.app.inject({ method: 'GET', url: String(restored.json().original_pdf_path) });
    expect(pdfPageTexts(back.rawPayload).some((text) => text.includes('LATE FINAL'))).toBe(false);
    await t.app.inject({ method: 'DELETE', url: `/api/epapers/${id}/`, headers: bearer(access) });
    expect(objectsInBucket()).toEqual([]);
  });

  it('takes an edition and a late page by resumable upload, their files in the bucket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const fields = { ...EDITION_FIELDS, publication_date: '2026-11-30', filename: 'edition.pdf' };
    const sent = await sendResumable(base, access, fields, newspaperPdf({ pages: 2 }));
    expect(sent.status, await sent.clone().text()).toBe(204);
    const id = Number(sent.headers.get('epaper-id'));
    await waitForProcessing(t.app, access, id);
    const late = { change: 'replace', epaper_id: String(id), from_page: '1', filename: 'front.pdf' };
    const replaced = await sendResumable(base, access, late, newspaperPdf({ pages: 1, masthead: 'TUS LATE', seed: 6 }));
    expect(replaced.status, await replaced.clone().text()).toBe(204);
    const edition = (await t.app.inject({ method: 'GET', url: `/api/epapers/${id}/`, headers: bearer(access) })).json();
    expect(edition.pages[0]).toMatchObject({ page_number: 1, version_count: 2 });
    const complete = await t.app.inject({ method: 'GET', url: String(edition.original_pdf_path) });
    expect(pdfPageTexts(complete.rawPayload).map((text) => text.includes('TUS LATE'))).toEqual([true, false]);
    // Both pages' files and the front page's new version, in the bucket.
    expect(objectsInBucket().filter((key) => key.includes('/pages/v/'))).toHaveLength(3);
    expect(uploadLeftovers(t.dataDir)).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: `/api/epapers/${id}/`, headers: bearer(access) });
  });
});
