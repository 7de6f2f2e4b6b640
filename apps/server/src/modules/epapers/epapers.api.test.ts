import { readdirSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';
import {
  EDITION_FIELDS,
  multipartBody,
  uploadEdition,
  waitForProcessing,
  waitForReadingImages,
} from '../../test/epaper-uploads.ts';
import { newspaperPdf } from '../../test/pdf-fixtures.ts';

let t: TestApp;
let access: string;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  pdf = await newspaperPdf({ pages: 3 });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = bearer(access)) =>
  t.app.inject({ method: 'GET', url, headers });

/** Every file the disk store holds, as keys. */
function storedKeys(): string[] {
  const root = path.join(t.dataDir, 'files');
  const walk = (folder: string): string[] => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.relative(root, path.join(folder, entry.name))],
    );
  };
  return walk(root).filter((key) => !key.startsWith('.tmp'));
}

async function epaperRows(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM epapers');
  return rows[0]?.n ?? 0;
}

type Page = { id: number; page_number: number; thumbnail_path: string; image_path: string; pdf_path: string };

describe('an upload, processed into pages', () => {
  let epaper: { id: number; [key: string]: unknown };
  let processed: Awaited<ReturnType<typeof waitForProcessing>>;

  beforeAll(async () => {
    const response = await uploadEdition(t.app, access, EDITION_FIELDS, [{ bytes: pdf }]);
    expect(response.statusCode).toBe(201);
    epaper = response.json();
    processed = await waitForProcessing(t.app, access, epaper.id);
  }, 60_000);

  it('answers at once with a pending, unpublished e-paper of the file’s size and the day in the service’s zone', () => {
    expect(epaper).toMatchObject({
      title: EDITION_FIELDS.title,
      description: EDITION_FIELDS.description,
      publication_date: '2026-11-22',
      processing_status: 'pending',
      is_published: false,
      file_size: pdf.byteLength,
      page_count: 0,
      processing_error: null,
    });
    expect(epaper.original_pdf_path).toMatch(/^\/api\/files\/epapers\/[0-9a-f-]{36}\/original\.pdf\?/);
  });

  it('completes with every page: its own PDF, an image and a thumbnail, and a preview of the edition', async () => {
    expect(processed).toMatchObject({ processing_status: 'completed', page_count: 3, pages_done: 3 });
    const pages = processed.pages as Page[];
    expect(pages.map((page) => page.page_number)).toEqual([1, 2, 3]);
    expect(processed.preview_gif_path).toEqual(expect.stringContaining('/preview.webp?'));
    const list = (await get(`/api/epapers/${epaper.id}/pages/`)).json() as Page[];
    expect(list.map((page) => page.id)).toEqual(pages.map((page) => page.id));
    const one = await get(`/api/epapers/${epaper.id}/pages/${pages[1]?.id}/`);
    expect(one.json()).toMatchObject({ page_number: 2 });
    expect((await get(`/api/epapers/${epaper.id}/pages/999999/`)).statusCode).toBe(404);
  });

  it('then makes each page’s reading image, 1600 px wide', async () => {
    await waitForReadingImages(t.database, epaper.id);
    const folder =
      storedKeys()
        .find((key) => key.endsWith('original.pdf'))
        ?.replace('original.pdf', '') ?? '';
    expect(
      storedKeys()
        .filter((key) => key.startsWith(folder))
        .sort(),
    ).toEqual(
      [
        'original.pdf',
        'preview.webp',
        ...[1, 2, 3].flatMap((n) => [`pages/${n}.pdf`, `pages/${n}.webp`, `pages/${n}-thumb.webp`]),
      ]
        .map((name) => folder + name)
        .sort(),
    );
    for (const page of processed.pages as Page[]) {
      const image = await get(page.image_path, {});
      expect(image.statusCode).toBe(200);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 2400 });
    }
  });

  it('makes a reading image on the spot when a page is opened before its turn', async () => {
    await waitForReadingImages(t.database, epaper.id);
    const page = (processed.pages as Page[])[2];
    if (!page) throw new Error('no page 3');
    // As just after completion: the page has its PDF and thumbnail, not yet its reading image.
    const key = decodeURIComponent(page.image_path.split('?')[0]?.replace('/api/files/', '') ?? '');
    rmSync(path.join(t.dataDir, 'files', key));
    await t.database.pool.query('UPDATE epaper_pages SET image_ready = false WHERE id = $1', [page.id]);

    // Two viewers at once: both get the image.
    const [first, second] = await Promise.all([get(page.image_path, {}), get(page.image_path, {})]);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 1600, height: 2400 });
    }
    expect(storedKeys()).toContain(key);
    const { rows } = await t.database.pool.query('SELECT image_ready FROM epaper_pages WHERE id = $1', [page.id]);
    expect(rows[0]).toEqual({ image_ready: true });
    // Only a missing reading image is made: a missing thumbnail or PDF stays a 404.
    rmSync(path.join(t.dataDir, 'files', key.replace('.webp', '-thumb.webp')));
    expect((await get(page.thumbnail_path, {})).statusCode).toBe(404);
  });

  it('serves the files through signed URLs alone, with types, ETags, ranges and downloads', async () => {
    const [page] = processed.pages as Page[];
    if (!page) throw new Error('no page');
    // No bearer token: the URL's signature is the credential.
    const thumbnail = await get(page.thumbnail_path, {});
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(thumbnail.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    const etag = String(thumbnail.headers.etag);
    expect((await get(page.thumbnail_path, { 'if-none-match': etag })).statusCode).toBe(304);

    const pagePdf = await get(page.pdf_path, {});
    expect(pagePdf.headers['content-type']).toBe('application/pdf');
    expect(pagePdf.headers['content-disposition']).toBe('inline');
    expect(pagePdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const range = await get(page.pdf_path, { range: 'bytes=0-9' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-9/${pagePdf.rawPayload.length}`);
    expect(range.rawPayload.toString()).toBe(pagePdf.rawPayload.subarray(0, 10).toString());
    expect((await get(page.pdf_path, { range: 'bytes=999999999-' })).statusCode).toBe(416);

    const original = await get(String(processed.original_pdf_path), {});
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-disposition']).toBe('attachment; filename="the-morning-chronicle-2026-11-22.pdf"');
    expect(Buffer.compare(original.rawPayload, Buffer.from(pdf))).toBe(0);
  });

  it('refuses a URL that was altered, points at another file, or belongs to a session that ended', async () => {
    const [first, second] = processed.pages as Page[];
    if (!first || !second) throw new Error('pages missing');
    const tampered = first.thumbnail_path.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await get(tampered, {})).statusCode).toBe(403);
    // The signature of page 1 does not open page 2.
    const query = first.thumbnail_path.split('?')[1];
    const otherFile = `${second.thumbnail_path.split('?')[0]}?${query}`;
    expect((await get(otherFile, {})).statusCode).toBe(403);
    expect((await get(first.thumbnail_path.split('?')[0] ?? '', {})).statusCode).toBe(403);

    const session = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
    const mine = (await get(`/api/epapers/${epaper.id}/`, bearer(session.access))).json() as { pages: Page[] };
    const url = mine.pages[0]?.thumbnail_path ?? '';
    expect((await get(url, {})).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: session.refresh } });
    expect((await get(url, {})).statusCode).toBe(401);
  });

  it('publishes only once completed, and records each change in the audit trail', async () => {
    const update = (body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/epapers/${epaper.id}/`, headers: bearer(access), payload: body });
    const published = await update({
      title: 'The Morning Chronicle — City',
      description: 'City edition',
      publication_date: '2026-11-23',
      is_published: true,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ is_published: true, publication_date: '2026-11-23', page_count: 3 });
    const { rows } = await t.database.pool.query(
      "SELECT action, details FROM audit_events WHERE target_type = 'epaper' AND target_id = $1 ORDER BY id",
      [String(epaper.id)],
    );
    expect(rows.map((row) => row.action)).toEqual(['epaper.upload', 'epaper.update']);
    expect(rows[1].details.changes).toMatchObject({ is_published: { before: false, after: true } });
  });
});

describe('refused uploads leave nothing behind', () => {
  const fields = EDITION_FIELDS;
  const cases: Array<
    [string, () => Promise<Awaited<ReturnType<typeof uploadEdition>>>, number, Record<string, string>]
  > = [
    [
      'a PNG named .pdf',
      async () =>
        uploadEdition(t.app, access, fields, [
          { bytes: Buffer.from('\x89PNG\r\n\x1a\n' + 'x'.repeat(3000)), name: 'photo.pdf' },
        ]),
      400,
      { pdf_file: 'Only PDF files are allowed.' },
    ],
    [
      'an empty file',
      async () => uploadEdition(t.app, access, fields, [{ bytes: new Uint8Array(0) }]),
      400,
      { pdf_file: 'The PDF file is empty.' },
    ],
    ['no file', async () => uploadEdition(t.app, access, fields), 400, { pdf_file: 'PDF file is required' }],
    [
      'two files',
      async () => uploadEdition(t.app, access, fields, [{ bytes: pdf }, { bytes: pdf, name: 'second.pdf' }]),
      400,
      { pdf_file: 'Upload one PDF file at a time.' },
    ],
    [
      'no fields at all',
      async () => uploadEdition(t.app, access, {}, [{ bytes: pdf }]),
      400,
      {
        title: 'Title is required',
        description: 'Description is required',
        publication_date: 'Publication date is required',
      },
    ],
    [
      'a malformed publication date',
      async () => uploadEdition(t.app, access, { ...fields, publication_date: '22/11/2026' }, [{ bytes: pdf }]),
      400,
      { publication_date: 'Publication date must be a valid date' },
    ],
    [
      'an impossible date',
      async () => uploadEdition(t.app, access, { ...fields, publication_date: '2026-02-30' }, [{ bytes: pdf }]),
      400,
      { publication_date: 'Publication date must be a valid date' },
    ],
    [
      'a title of 10,000 characters',
      async () => uploadEdition(t.app, access, { ...fields, title: 'T'.repeat(10_000) }, [{ bytes: pdf }]),
      400,
      { title: 'Title must be at most 200 characters long' },
    ],
    [
      'a title with a control character',
      async () => uploadEdition(t.app, access, { ...fields, title: 'Morning\u0000Chronicle' }, [{ bytes: pdf }]),
      400,
      { title: 'Title contains characters that are not allowed' },
    ],
  ];

  it.each(cases)('%s: %i with the field’s message', async (_name, upload, status, messages) => {
    const before = { rows: await epaperRows(), files: storedKeys() };
    const response = await upload();
    if (response.statusCode !== status) console.log(response.body);
    expect(response.statusCode).toBe(status);
    const body = response.json();
    for (const [field, message] of Object.entries(messages)) expect(body.errors[field]?.[0]).toBe(message);
    expect(await epaperRows()).toBe(before.rows);
    expect(storedKeys()).toEqual(before.files);
  });

  it('refuses JSON instead of multipart, and a reader’s or a stranger’s upload', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/epapers/upload-paper/',
      headers: bearer(access),
      payload: { title: 'x' },
    });
    expect(json.statusCode).toBe(415);
    // A reader session is made directly: readers cannot sign in to the dashboard.
    const account = await insertAccount(t.database, { phone: '+917000000101', password: 'becomes-reader' });
    const readerAccess = (await signIn(t.app, account.phone, 'becomes-reader')).access;
    await t.database.pool.query(`UPDATE users SET role = 'user' WHERE id = $1`, [account.id]);
    expect((await uploadEdition(t.app, readerAccess, fields, [{ bytes: pdf }])).statusCode).toBe(403);
    expect((await get('/api/epapers/', bearer(readerAccess))).statusCode).toBe(403);
    const { payload, contentType } = await multipartBody(fields, [{ bytes: pdf }]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/epapers/upload-paper/',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
