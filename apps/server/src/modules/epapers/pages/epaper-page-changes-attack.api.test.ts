// The late-pages endpoints under attack: ids of another edition, page numbers that are not
// page numbers, broken bodies and files, the same change five times at once, changes racing
// each other and the edition's deletion, callers who are not admins. Each refusal is a 4xx
// with a code (and the field's message where a field is at fault), never a 500; a refused
// change leaves no row, no version, no audit row and no file; whatever wins a race, the
// edition stays whole (pages 1..n, one current version each, the complete PDF following).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { EPAPER_PAGE_LIMITS, EPAPER_PAGE_TEXTS } from '@epaper/shared/epaper-pages.texts';
import { READINESS_TEXTS } from '@epaper/shared/epaper-readiness.texts';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../../test/fixtures.ts';
import {
  EDITION_FIELDS,
  uploadEdition,
  waitForProcessing,
  waitForReadingImages,
} from '../../../test/epaper-uploads.ts';
import {
  editionOf,
  emptyFile,
  encryptedPdf,
  newspaperPdf,
  noPagesPdf,
  pngNamedPdf,
  truncatedPdf,
} from '../../../test/pdf-fixtures.ts';
import { insertEdition, signInReader, smsInbox } from '../../../test/reader-fixtures.ts';

const inbox = smsInbox();
let t: TestApp;
let access: string;

type Kind = 'replace' | 'insert';
type EditionRow = {
  page_count: number;
  pages_revision: number;
  complete_pdf_revision: number;
  original_pdf_key: string | null;
  preview_key: string | null;
  storage_id: string;
};
type PageRow = {
  id: number;
  page_number: number;
  version_id: number | null;
  pdf_key: string;
  image_key: string;
  thumbnail_key: string;
};
type VersionRow = { id: number; page_id: number; pdf_key: string; image_key: string; thumbnail_key: string };

/** Small photographs: rendering stays cheap, and every file stays under the 1 MB upload limit of this app. */
const onePage = (seed: number) => newspaperPdf({ pages: 1, photoPixels: 20_000, seed, masthead: `LATE ${seed}` });

/** A PDF of one line of text per page, on pages of these sizes (points), made by MuPDF: cheap however many. */
function textPagesPdf(boxes: mupdf.Rect[]): Uint8Array {
  const doc = new mupdf.PDFDocument();
  try {
    const font = doc.addObject({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' });
    for (const [index, box] of boxes.entries()) {
      doc.insertPage(
        -1,
        doc.addPage(box, 0, { Font: { F1: font } }, `BT /F1 24 Tf 50 50 Td (Page ${index + 1}) Tj ET`),
      );
    }
    return doc.saveToBuffer('garbage,compress').asUint8Array().slice();
  } finally {
    doc.destroy();
  }
}

const A4: mupdf.Rect = [0, 0, 595, 842];
const plainPagesPdf = (count: number) => textPagesPdf(Array.from({ length: count }, () => A4));
/** An ordinary page, then one of 200 × 14,400 points, which the renderer refuses to draw. */
const secondPageTooLargePdf = () => textPagesPdf([A4, [0, 0, 200, 14_400]]);

/** A file that starts like a PDF and is `bytes` long: enough for the checks made while it streams. */
const pdfLike = (bytes: number) => {
  const file = Buffer.alloc(bytes, 0x20);
  file.write('%PDF-1.7\n');
  return file;
};

// ---- multipart written by hand, so a field may come twice, after the file, or broken ----

const BOUNDARY = '----EpaperPageChangeAttack7MA4YWxkTrZu0gW';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
type Part = { name: string; value: string } | { name: string; file: Uint8Array; filename?: string };

const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const filePartHead = (name: string, filename = 'pages.pdf') =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
const CLOSING = Buffer.from(`--${BOUNDARY}--\r\n`);

function multipart(parts: Part[], { closed = true } = {}): Buffer {
  const chunks = parts.map((part) =>
    'value' in part
      ? fieldPart(part.name, part.value)
      : Buffer.concat([filePartHead(part.name, part.filename), part.file, Buffer.from('\r\n')]),
  );
  return Buffer.concat([...chunks, closed ? CLOSING : Buffer.alloc(0)]);
}

/** The fields as the dashboard sends them, then the PDF. */
const change = (fields: Record<string, string>, file: Uint8Array) =>
  multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'pdf_file', file }]);

function post(
  id: number,
  kind: Kind,
  payload: Buffer | PassThrough,
  contentType = MULTIPART,
  headers: Record<string, string> = bearer(access),
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/epapers/${id}/pages/${kind}/`,
    headers: {
      ...headers,
      'content-type': contentType,
      ...(payload instanceof PassThrough && { 'transfer-encoding': 'chunked' }),
    },
    payload,
  });
}

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(access), ...(payload && { payload }) });

const putRaw = (url: string, contentType: string | undefined, payload: string | Buffer) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { ...bearer(access), ...(contentType !== undefined && { 'content-type': contentType }) },
    payload,
  });

// ---- what the database and the file store hold ----

async function rows<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  return (await t.database.pool.query(text, values)).rows as Row[];
}

const editionRow = async (id: number) =>
  (
    await rows<EditionRow>(
      'SELECT page_count, pages_revision, complete_pdf_revision, original_pdf_key, preview_key, storage_id::text FROM epapers WHERE id = $1',
      [id],
    )
  )[0];
const pageRows = (id: number) =>
  rows<PageRow>(
    'SELECT id, page_number, version_id, pdf_key, image_key, thumbnail_key FROM epaper_pages WHERE epaper_id = $1 ORDER BY page_number',
    [id],
  );
const versionRows = (id: number) =>
  rows<VersionRow>(
    `SELECT v.id, v.page_id, v.pdf_key, v.image_key, v.thumbnail_key
       FROM epaper_page_versions v JOIN epaper_pages p ON p.id = v.page_id
      WHERE p.epaper_id = $1 ORDER BY v.id`,
    [id],
  );

/** Every file under a folder of the store, as keys ("epapers/<storage>/pages/1.pdf"). */
function filesUnder(key: string): string[] {
  const root = path.join(t.dataDir, 'files');
  const folder = path.join(root, ...key.split('/'));
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Files and folders left under an edition's folder once it is gone: none, not even an empty folder. */
function everythingUnder(storageId: string): string[] {
  const folder = path.join(t.dataDir, 'files', 'epapers', storageId);
  if (!existsSync(folder)) return [];
  return ['(the folder itself)', ...readdirSync(folder, { recursive: true }).map(String)].sort();
}

/** Partial files of puts under way or abandoned (the disk store writes there first). */
const tempFiles = () => filesUnder('.tmp');

/**
 * All a change could have touched: the edition's counters, its pages and versions, every
 * page and version row of the app, its audit rows and its files.
 */
async function snapshot(id: number) {
  const edition = await editionRow(id);
  const [totals] = await rows<{ pages: number; versions: number; audit: number }>(
    `SELECT (SELECT count(*)::int FROM epaper_pages) AS pages,
            (SELECT count(*)::int FROM epaper_page_versions) AS versions,
            (SELECT count(*)::int FROM audit_events WHERE target_type = 'epaper' AND target_id = $1) AS audit`,
    [String(id)],
  );
  return {
    edition,
    pages: await pageRows(id),
    versions: await versionRows(id),
    totals,
    files: edition ? filesUnder(`epapers/${edition.storage_id}`) : [],
  };
}

async function expectUnchanged(id: number, before: Awaited<ReturnType<typeof snapshot>>) {
  expect(await snapshot(id)).toEqual(before);
  expect(tempFiles()).toEqual([]);
}

function pdfPageCount(key: string): number {
  const doc = mupdf.Document.openDocument(
    readFileSync(path.join(t.dataDir, 'files', ...key.split('/'))),
    'application/pdf',
  );
  try {
    return doc.countPages();
  } finally {
    doc.destroy();
  }
}

/** The edition's files no row refers to (nothing should be), and the keys its rows name that are not stored. */
async function storeAgainstRows(id: number) {
  const edition = (await editionRow(id))!;
  const rowsOf = [...(await pageRows(id)), ...(await versionRows(id))];
  const referenced = new Set(
    [
      edition.original_pdf_key,
      edition.preview_key,
      ...rowsOf.flatMap((row) => [row.pdf_key, row.image_key, row.thumbnail_key]),
    ].filter((key): key is string => key !== null),
  );
  const stored = filesUnder(`epapers/${edition.storage_id}`);
  return {
    unreferenced: stored.filter((key) => !referenced.has(key)),
    missing: [...referenced].filter((key) => !stored.includes(key)),
  };
}

/**
 * The edition is whole: pages numbered 1..n, page_count n, each page showing exactly one
 * of its own versions (or none yet), the complete PDF built from the pages as they are,
 * with n pages, and the store holding exactly the files the rows name: no upload left in
 * changes/, no page or complete PDF that nothing refers to (beyond `leftBefore`, what
 * earlier tests left, so each test answers for its own), nothing referred to missing.
 */
async function expectWhole(id: number, leftBefore: string[]) {
  const edition = (await editionRow(id))!;
  const pages = await pageRows(id);
  const versions = await versionRows(id);
  expect(pages.map((page) => page.page_number)).toEqual(pages.map((_, index) => index + 1));
  expect(edition.page_count).toBe(pages.length);
  for (const page of pages) {
    const own = versions.filter((version) => version.page_id === page.id);
    if (own.length === 0) {
      expect(page.version_id).toBeNull();
      continue;
    }
    const current = own.filter((version) => version.id === page.version_id);
    expect(current, `page ${page.id} shows one of its versions`).toHaveLength(1);
    expect(page).toMatchObject({
      pdf_key: current[0]!.pdf_key,
      image_key: current[0]!.image_key,
      thumbnail_key: current[0]!.thumbnail_key,
    });
  }
  const answer = await call('GET', `/api/epapers/${id}/`);
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ page_count: pages.length });
  expect(answer.json().pages.map((page: { id: number }) => page.id)).toEqual(pages.map((page) => page.id));

  expect(edition.complete_pdf_revision).toBe(edition.pages_revision);
  expect(pdfPageCount(edition.original_pdf_key!)).toBe(pages.length);
  const { unreferenced, missing } = await storeAgainstRows(id);
  expect(
    unreferenced.filter((key) => !leftBefore.includes(key)),
    'files nothing refers to',
  ).toEqual([]);
  expect(missing, 'files referred to but missing').toEqual([]);
  expect(tempFiles()).toEqual([]);
}

/** What earlier tests left in the edition's folder that no row refers to. */
const leftovers = async (id: number) => (await storeAgainstRows(id)).unreferenced;

/** A 4xx with our code, never a framework's; with `field`, its message under that field. */
function expectRefused(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  field?: string,
  message?: string | RegExp,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.code).toBe(code);
  expect(body.message).toEqual(expect.any(String));
  if (field === undefined) return;
  expect(Object.keys(body.errors ?? {}), response.body).toEqual([field]);
  if (message !== undefined) expect(body.errors[field][0]).toMatch(message);
}

/** Sends `requests` one after another while the edition's row is locked, so they take the lock in this order. */
async function inTurn<T>(id: number, requests: (() => Promise<T>)[]): Promise<T[]> {
  const client = await t.database.pool.connect();
  const answers: Promise<T>[] = [];
  try {
    await client.query('BEGIN');
    await client.query('SELECT id FROM epapers WHERE id = $1 FOR UPDATE', [id]);
    for (const [index, request] of requests.entries()) {
      answers.push(request());
      await waitersAtLeast(index + 1);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return Promise.all(answers);
}

/** Waits until `count` statements on the epapers table wait for a lock (the requests queued behind ours). */
async function waitersAtLeast(count: number) {
  const until = Date.now() + 8_000;
  for (;;) {
    const [row] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%"epapers"%'`,
    );
    if ((row?.n ?? 0) >= count) return;
    if (Date.now() > until) throw new Error(`${count} requests never queued for the edition's lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function processed(pdf: Uint8Array) {
  const uploaded = await uploadEdition(t.app, access, EDITION_FIELDS, [{ bytes: pdf }]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = uploaded.json().id as number;
  const state = await waitForProcessing(t.app, access, id);
  expect(state.processing_status).toBe('completed');
  await waitForReadingImages(t.database, id);
  return id;
}

/** The edition most tests attack (six pages), and another whose ids they send it. */
let A: number;
let B: number;
let bPage: number;
let bVersion: number;
let bFinding: number;

beforeAll(async () => {
  // A 1 MB upload limit, so "too large" costs little; every file of this test is smaller.
  t = await createTestApp({ UPLOAD_MAX_MB: '1' }, { sms: inbox });
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  [A, B] = await Promise.all([
    processed(newspaperPdf({ pages: 6, photoPixels: 20_000 })),
    // A blank second page: B has a finding.
    processed(editionOf([0, 'blank'], { photoPixels: 20_000 })),
  ]);
  const replaced = await post(B, 'replace', change({ from_page: '1' }, onePage(90)));
  expect(replaced.statusCode, replaced.body).toBe(200);
  const b = replaced.json();
  bPage = b.pages[0].id;
  bFinding = b.findings.find((finding: { kind: string }) => finding.kind === 'blank').id;
  const versions = (await call('GET', `/api/epapers/${B}/pages/${bPage}/versions/`)).json();
  expect(versions).toHaveLength(2);
  bVersion = versions[1].id;
});
afterAll(async () => t?.close());

describe('page numbers that are not page numbers', () => {
  /** A's pages are six while these run (the changes below come later). */
  const PAST_THE_LAST = '7';
  const NOT_NUMBERS = [
    '\u0000',
    '\u200b3',
    '3\u0000',
    '\ufeff\u200b',
    '-1',
    '99999999999',
    '2.5',
    '1e3',
    '0x3',
    '٣',
    '',
    ' ',
    '+3',
    '3 4',
    'NaN',
  ];

  it.each([...NOT_NUMBERS, '0', '100000', PAST_THE_LAST])(
    'from_page %j is refused naming from_page, changing nothing',
    async (value) => {
      const before = await snapshot(A);
      const response = await post(A, 'replace', change({ from_page: value }, onePage(1)));
      expectRefused(response, 400, ERROR_CODES.validation, 'from_page', EPAPER_PAGE_TEXTS.fromPageInvalid);
      await expectUnchanged(A, before);
    },
  );

  it.each([...NOT_NUMBERS, '0', '1', PAST_THE_LAST])(
    'to_page %j (from page 2) is refused naming to_page, changing nothing',
    async (value) => {
      const before = await snapshot(A);
      const response = await post(A, 'replace', change({ from_page: '2', to_page: value }, onePage(1)));
      expectRefused(response, 400, ERROR_CODES.validation, 'to_page', EPAPER_PAGE_TEXTS.toPageInvalid);
      await expectUnchanged(A, before);
    },
  );

  it.each([...NOT_NUMBERS, PAST_THE_LAST])(
    'after_page %j is refused naming after_page, changing nothing',
    async (value) => {
      const before = await snapshot(A);
      const response = await post(A, 'insert', change({ after_page: value }, onePage(1)));
      expectRefused(response, 400, ERROR_CODES.validation, 'after_page', EPAPER_PAGE_TEXTS.afterPageInvalid);
      await expectUnchanged(A, before);
    },
  );

  it.each([
    ['replace', 'from_page', '-1'],
    ['replace', 'from_page', '\u0000'],
    ['insert', 'after_page', '2.5'],
  ] as const)('%s with %s %j sent after the file: the stored file is removed', async (kind, field, value) => {
    const before = await snapshot(A);
    const response = await post(
      A,
      kind,
      multipart([
        { name: 'pdf_file', file: onePage(1) },
        { name: field, value },
      ]),
    );
    expectRefused(response, 400, ERROR_CODES.validation, field);
    await expectUnchanged(A, before);
  });

  it.each([
    ['replace', 'from_page', ['1', '2']],
    ['replace', 'from_page', ['2', '2']],
    ['insert', 'after_page', ['0', '5']],
  ] as const)('%s with %s sent twice (%j) is refused naming it, changing nothing', async (kind, field, values) => {
    const before = await snapshot(A);
    const parts: Part[] = [...values.map((value) => ({ name: field, value })), { name: 'pdf_file', file: onePage(1) }];
    const response = await post(A, kind, multipart(parts));
    expectRefused(response, 400, ERROR_CODES.validation, field);
    await expectUnchanged(A, before);
  });

  it('a replacement without from_page is refused naming it, its stored file removed', async () => {
    const before = await snapshot(A);
    const response = await post(A, 'replace', change({ to_page: '2' }, onePage(1)));
    expectRefused(response, 400, ERROR_CODES.validation, 'from_page', EPAPER_PAGE_TEXTS.fromPageInvalid);
    await expectUnchanged(A, before);
  });

  it('a page number with spaces around it is that page (the contract trims)', async () => {
    const leftBefore = await leftovers(A);
    const before = await pageRows(A);
    const response = await post(A, 'replace', change({ from_page: ' 3 ' }, onePage(3)));
    expect(response.statusCode, response.body).toBe(200);
    const after = await pageRows(A);
    expect(after.map((page) => page.id)).toEqual(before.map((page) => page.id));
    expect(after.map((page) => page.pdf_key !== before[page.page_number - 1]!.pdf_key)).toEqual(
      before.map((_, index) => index === 2),
    );
    await expectWhole(A, leftBefore);
  });
});

describe('bodies that are not a page change', () => {
  const file = () => onePage(2);
  const kinds: Kind[] = ['replace', 'insert'];
  const fieldOf = (kind: Kind): Record<string, string> =>
    kind === 'replace' ? { from_page: '1' } : { after_page: '0' };
  const fieldPartOf = (kind: Kind): Part =>
    kind === 'replace' ? { name: 'from_page', value: '1' } : { name: 'after_page', value: '0' };

  describe.each(kinds)('%s', (kind) => {
    it.each([
      ['with no boundary', 'multipart/form-data', () => change(fieldOf(kind), file())],
      [
        'with another boundary than the body uses',
        'multipart/form-data; boundary=SomethingElse',
        () => change(fieldOf(kind), file()),
      ],
      ['cut inside the PDF', MULTIPART, () => change(fieldOf(kind), pdfLike(200 * 1024)).subarray(0, 120 * 1024)],
      [
        'cut before its closing boundary',
        MULTIPART,
        () => multipart([fieldPartOf(kind), { name: 'pdf_file', file: file() }], { closed: false }),
      ],
      [
        'cut inside a field',
        MULTIPART,
        () => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="fro`),
      ],
      ['that is JSON under a multipart type', MULTIPART, () => Buffer.from('{"from_page":1}')],
    ])('a body %s is refused 400 bad_request, keeping nothing', async (_name, contentType, body) => {
      const before = await snapshot(A);
      const response = await post(A, kind, body(), contentType);
      expectRefused(response, 400, ERROR_CODES.badRequest);
      await expectUnchanged(A, before);
    });

    it.each([
      [
        'two files',
        () => [fieldPartOf(kind), { name: 'pdf_file', file: file() }, { name: 'pdf_file', file: file() }],
        EPAPER_TEXTS.oneFileOnly,
      ],
      [
        'the file under another field name',
        () => [fieldPartOf(kind), { name: 'file', file: file() }],
        EPAPER_TEXTS.oneFileOnly,
      ],
      [
        'a second file under another name',
        () => [fieldPartOf(kind), { name: 'pdf_file', file: file() }, { name: 'x', file: file() }],
        EPAPER_TEXTS.oneFileOnly,
      ],
      ['no file', () => [fieldPartOf(kind)], EPAPER_TEXTS.pdfRequired],
      [
        'the PDF as a text field',
        () => [fieldPartOf(kind), { name: 'pdf_file', value: '%PDF-1.7 not a file' }],
        EPAPER_TEXTS.pdfRequired,
      ],
    ] as [string, () => Part[], string][])(
      '%s is refused naming pdf_file, keeping nothing',
      async (_name, parts, message) => {
        const before = await snapshot(A);
        const response = await post(A, kind, multipart(parts()));
        expectRefused(response, 400, ERROR_CODES.validation, 'pdf_file', message);
        await expectUnchanged(A, before);
      },
    );

    it('too many parts is refused 413, keeping nothing', async () => {
      const before = await snapshot(A);
      const parts: Part[] = [
        fieldPartOf(kind),
        ...Array.from({ length: 40 }, (_, index) => ({ name: `x${index}`, value: 'x' })),
        { name: 'pdf_file', file: file() },
      ];
      const response = await post(A, kind, multipart(parts));
      expectRefused(response, 413, ERROR_CODES.payloadTooLarge);
      await expectUnchanged(A, before);
    });

    it('a field of 300 KB is refused with a code, keeping nothing', async () => {
      const before = await snapshot(A);
      const name = kind === 'replace' ? 'from_page' : 'after_page';
      const response = await post(A, kind, change({ [name]: '1'.repeat(300 * 1024) }, file()));
      expectRefused(response, 400, ERROR_CODES.validation, name);
      await expectUnchanged(A, before);
    });

    it('JSON is refused 415', async () => {
      const before = await snapshot(A);
      const response = await post(A, kind, Buffer.from(JSON.stringify(fieldOf(kind))), 'application/json');
      expectRefused(response, 415, ERROR_CODES.unsupportedMediaType);
      await expectUnchanged(A, before);
    });
  });
});

describe('files that are not the pages', () => {
  describe.each(['replace', 'insert'] as Kind[])('%s', (kind) => {
    const fields: Record<string, string> = kind === 'replace' ? { from_page: '1' } : { after_page: '0' };
    it.each([
      ['text', () => new TextEncoder().encode('hello, these are not pages'), 400, EPAPER_TEXTS.onlyPdf],
      ['a PNG named .pdf', pngNamedPdf, 400, EPAPER_TEXTS.onlyPdf],
      ['an empty file', emptyFile, 400, /empty/],
      ['an encrypted PDF', encryptedPdf, 400, /password/i],
      ['a truncated PDF', truncatedPdf, 400, /damaged|incomplete/i],
      ['a PDF with no pages', noPagesPdf, 400, /no pages/i],
      [
        `a PDF of more than ${EPAPER_PAGE_LIMITS.maxPagesPerChange} pages`,
        () => plainPagesPdf(EPAPER_PAGE_LIMITS.maxPagesPerChange + 1),
        400,
        EPAPER_PAGE_TEXTS.tooManyPages(EPAPER_PAGE_LIMITS.maxPagesPerChange),
      ],
      ['a file over the upload limit', () => pdfLike(1.2 * 1024 * 1024), 413, /^File size exceeds 1MB/],
    ] as [string, () => Uint8Array, number, string | RegExp][])(
      '%s is refused naming pdf_file, keeping nothing',
      async (_name, make, status, message) => {
        const before = await snapshot(A);
        const response = await post(A, kind, change(fields, make()));
        expectRefused(
          response,
          status,
          status === 413 ? ERROR_CODES.payloadTooLarge : ERROR_CODES.validation,
          'pdf_file',
          message,
        );
        await expectUnchanged(A, before);
      },
    );
  });

  it('a PDF of another page count than the range is refused naming pdf_file, its pages not kept', async () => {
    const before = await snapshot(A);
    const response = await post(A, 'replace', change({ from_page: '1', to_page: '2' }, plainPagesPdf(3)));
    expectRefused(response, 400, ERROR_CODES.validation, 'pdf_file', EPAPER_PAGE_TEXTS.pageCountMismatch(1, 2, 3));
    await expectUnchanged(A, before);
  });

  it('a PDF whose second page the renderer refuses keeps none of its pages, the first one rendered included', async () => {
    const before = await snapshot(A);
    const response = await post(A, 'replace', change({ from_page: '1', to_page: '2' }, secondPageTooLargePdf()));
    expectRefused(response, 400, ERROR_CODES.validation, 'pdf_file', /^Page 2 is too large to render/);
    await expectUnchanged(A, before);
  });
});

describe('ids of another edition', () => {
  it('are not found on this one, and leave the other untouched', async () => {
    const beforeA = await snapshot(A);
    const beforeB = await snapshot(B);
    const aPages = await pageRows(A);
    const bFindingBefore = (await call('GET', `/api/epapers/${B}/`)).json().findings;

    expectRefused(await call('DELETE', `/api/epapers/${A}/pages/${bPage}/`), 404, ERROR_CODES.notFound);
    expectRefused(await call('GET', `/api/epapers/${A}/pages/${bPage}/versions/`), 404, ERROR_CODES.notFound);
    expectRefused(
      await call('POST', `/api/epapers/${A}/pages/${bPage}/versions/${bVersion}/restore/`),
      404,
      ERROR_CODES.notFound,
    );
    expectRefused(
      await call('POST', `/api/epapers/${A}/pages/${aPages[0]!.id}/versions/${bVersion}/restore/`),
      404,
      ERROR_CODES.notFound,
    );
    const finding = await call('PUT', `/api/epapers/${A}/findings/${bFinding}/`, { accepted: true });
    expectRefused(finding, 404, ERROR_CODES.notFound);
    expect(finding.json().message).toBe(READINESS_TEXTS.findingNotFound);
    const mixed = aPages.map((page) => page.id);
    mixed[0] = bPage;
    expectRefused(
      await call('PUT', `/api/epapers/${A}/pages/order/`, { page_ids: mixed }),
      400,
      ERROR_CODES.validation,
      'page_ids',
    );
    expectRefused(
      await call('PUT', `/api/epapers/${A}/pages/order/`, { page_ids: [...aPages.map((page) => page.id), bPage] }),
      400,
      ERROR_CODES.validation,
      'page_ids',
    );

    await expectUnchanged(A, beforeA);
    await expectUnchanged(B, beforeB);
    expect((await call('GET', `/api/epapers/${B}/`)).json().findings).toEqual(bFindingBefore);
  });

  it('a version of another page of the same edition is not found', async () => {
    const before = await snapshot(A);
    const pages = await pageRows(A);
    const replaced = pages.find((page) => page.version_id !== null)!;
    const other = pages.find((page) => page.id !== replaced.id)!;
    const versions = (await call('GET', `/api/epapers/${A}/pages/${replaced.id}/versions/`)).json();
    const response = await call('POST', `/api/epapers/${A}/pages/${other.id}/versions/${versions[1].id}/restore/`);
    expectRefused(response, 404, ERROR_CODES.notFound);
    expect(response.json().message).toBe(EPAPER_PAGE_TEXTS.versionNotFound);
    await expectUnchanged(A, before);
  });

  it.each(['0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'abc', '%00', '%E2%80%8B1', '00'])(
    'a path id %j is not found on any of the endpoints, never a 500',
    async (bad) => {
      const before = await snapshot(A);
      const page = (await pageRows(A))[0]!.id;
      const answers = await Promise.all([
        call('DELETE', `/api/epapers/${A}/pages/${bad}/`),
        call('GET', `/api/epapers/${A}/pages/${bad}/versions/`),
        call('POST', `/api/epapers/${A}/pages/${bad}/versions/1/restore/`),
        call('POST', `/api/epapers/${A}/pages/${page}/versions/${bad}/restore/`),
        call('PUT', `/api/epapers/${A}/findings/${bad}/`, { accepted: true }),
        call('PUT', `/api/epapers/${bad}/pages/order/`, { page_ids: [page] }),
        call('PUT', `/api/epapers/${bad}/findings/${bFinding}/`, { accepted: true }),
        call('DELETE', `/api/epapers/${bad}/pages/${page}/`),
        t.app.inject({
          method: 'POST',
          url: `/api/epapers/${bad}/pages/replace/`,
          headers: { ...bearer(access), 'content-type': MULTIPART },
          payload: change({ from_page: '1' }, onePage(1)),
        }),
      ]);
      for (const answer of answers) expectRefused(answer, 404, ERROR_CODES.notFound);
      await expectUnchanged(A, before);
    },
  );
});

describe('JSON bodies', () => {
  const orderUrl = () => `/api/epapers/${A}/pages/order/`;
  const ids = async () => (await pageRows(A)).map((page) => page.id);

  it.each([
    ['strings', (order: number[]) => order.map(String)],
    ['floats', (order: number[]) => order.map((id, index) => (index === 0 ? id + 0.5 : id))],
    ['negatives', (order: number[]) => order.map((id, index) => (index === 0 ? -id : id))],
    ['a null', (order: number[]) => [...order.slice(1), null]],
    ['a duplicate in place of a page', (order: number[]) => [...order.slice(1), order[1]]],
    ['a duplicate on top of every page', (order: number[]) => [...order, order[0]]],
    [
      '100,000 entries',
      (order: number[]) => Array.from({ length: 100_000 }, (_, index) => order[index % order.length]),
    ],
    ['nested objects', (order: number[]) => order.map((id) => ({ id }))],
    ['nested arrays', (order: number[]) => order.map((id) => [id])],
    ['too large a number', (order: number[]) => [...order.slice(1), 2 ** 31]],
    ['1e308', (order: number[]) => [...order.slice(1), 1e308]],
    ['nothing', () => []],
    ['a string', (order: number[]) => order.join(',')],
    ['an object', (order: number[]) => Object.fromEntries(order.map((id, index) => [index, id]))],
    ['null', () => null],
  ] as [string, (order: number[]) => unknown][])(
    'page_ids with %s is refused naming page_ids, changing nothing',
    async (_name, make) => {
      const before = await snapshot(A);
      const response = await call('PUT', orderUrl(), { page_ids: make((await ids()).reverse()) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe(ERROR_CODES.validation);
      const fields = Object.keys(response.json().errors);
      expect(fields.length).toBeGreaterThan(0);
      expect(fields.every((field) => field === 'page_ids' || field.startsWith('page_ids.'))).toBe(true);
      await expectUnchanged(A, before);
    },
  );

  it.each([['true'], [1], [0], [null], ['yes'], [[]], [{}], [undefined]])(
    'accepted %j is refused naming accepted, the finding unchanged',
    async (accepted) => {
      const before = (await call('GET', `/api/epapers/${B}/`)).json().findings;
      const response = await call('PUT', `/api/epapers/${B}/findings/${bFinding}/`, { accepted });
      expectRefused(response, 400, ERROR_CODES.validation, 'accepted');
      expect((await call('GET', `/api/epapers/${B}/`)).json().findings).toEqual(before);
    },
  );

  const deep = (levels: number) => `{"page_ids":${'['.repeat(levels)}1${']'.repeat(levels)}}`;
  it.each([
    ['not JSON', 'application/json', '{', 400, ERROR_CODES.invalidJson],
    ['cut JSON', 'application/json', '{"page_ids":[1,', 400, ERROR_CODES.invalidJson],
    ['empty', 'application/json', '', 400, undefined],
    ['a JSON array', 'application/json', '[]', 400, ERROR_CODES.validation],
    ['a JSON array of the body', 'application/json', '[{"page_ids":[1],"accepted":true}]', 400, ERROR_CODES.validation],
    ['a JSON string', 'application/json', '"page_ids"', 400, ERROR_CODES.validation],
    ['JSON null', 'application/json', 'null', 400, ERROR_CODES.validation],
    ['too deep JSON', 'application/json', deep(40), 400, ERROR_CODES.jsonTooDeep],
    ['very deep JSON', 'application/json', deep(50_000), 400, ERROR_CODES.jsonTooDeep],
    ['a prototype key', 'application/json', '{"__proto__":{"accepted":true,"page_ids":[1]}}', 400, undefined],
    ['text', 'text/plain', '{"accepted":true}', 415, ERROR_CODES.unsupportedMediaType],
    ['a form', 'application/x-www-form-urlencoded', 'accepted=true&page_ids=1', 415, ERROR_CODES.unsupportedMediaType],
    [
      'multipart',
      MULTIPART,
      multipart([
        { name: 'accepted', value: 'true' },
        { name: 'page_ids', value: '1' },
      ]),
      400,
      undefined,
    ],
    ['no content type', undefined, '{"accepted":true}', 415, ERROR_CODES.unsupportedMediaType],
    [
      'over a megabyte',
      'application/json',
      `{"page_ids":[${'1,'.repeat(600_000)}1]}`,
      413,
      ERROR_CODES.payloadTooLarge,
    ],
  ] as [string, string | undefined, string | Buffer, number, string | undefined][])(
    'a body that is %s is refused with a code on both JSON endpoints, changing nothing',
    async (_name, contentType, payload, status, code) => {
      const beforeA = await snapshot(A);
      const beforeFindings = (await call('GET', `/api/epapers/${B}/`)).json().findings;
      for (const url of [orderUrl(), `/api/epapers/${B}/findings/${bFinding}/`]) {
        const response = await putRaw(url, contentType, payload);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
        const body = response.json();
        expect(Object.values(ERROR_CODES)).toContain(body.code);
        if (code) expect(body.code).toBe(code);
      }
      await expectUnchanged(A, beforeA);
      expect((await call('GET', `/api/epapers/${B}/`)).json().findings).toEqual(beforeFindings);
    },
  );
});

describe('the same change five times at once', () => {
  const auditCount = async (action: string) =>
    (
      await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_events WHERE target_type = 'epaper' AND target_id = $1 AND action = $2`,
        [String(A), action],
      )
    )[0]!.n;
  const fiveTimes = <T>(request: () => Promise<T>) => Promise.all(Array.from({ length: 5 }, request));

  it('five replacements of page 2 each land as a version, one of them current', async () => {
    const leftBefore = await leftovers(A);
    const page = (await pageRows(A))[1]!;
    const versionsBefore = (await call('GET', `/api/epapers/${A}/pages/${page.id}/versions/`)).json().length as number;
    const pdf = onePage(20);
    const audited = await auditCount('epaper.pages_replace');
    const answers = await fiveTimes(() => post(A, 'replace', change({ from_page: '2' }, pdf)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const versions = (await call('GET', `/api/epapers/${A}/pages/${page.id}/versions/`)).json();
    // A page never replaced lists its processed self as its one version: five more either way.
    expect(versions).toHaveLength(versionsBefore + 5);
    expect(versions.filter((version: { is_current: boolean }) => version.is_current)).toHaveLength(1);
    expect((await pageRows(A))[1]!.id).toBe(page.id);
    expect(await auditCount('epaper.pages_replace')).toBe(audited + 5);
    await expectWhole(A, leftBefore);
  });

  it('five restores of one version make it current once, and change nothing more', async () => {
    const leftBefore = await leftovers(A);
    const page = (await pageRows(A))[1]!;
    const versions = (await call('GET', `/api/epapers/${A}/pages/${page.id}/versions/`)).json();
    const oldest = versions.at(-1);
    const [revision] = await rows<{ r: number }>('SELECT pages_revision AS r FROM epapers WHERE id = $1', [A]);
    const audited = await auditCount('epaper.page_restore');
    const answers = await fiveTimes(() =>
      call('POST', `/api/epapers/${A}/pages/${page.id}/versions/${oldest.id}/restore/`),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = (await call('GET', `/api/epapers/${A}/pages/${page.id}/versions/`)).json();
    expect(after).toHaveLength(versions.length);
    expect(
      after
        .filter((version: { is_current: boolean }) => version.is_current)
        .map((version: { id: number }) => version.id),
    ).toEqual([oldest.id]);
    expect((await editionRow(A))!.pages_revision).toBe(revision!.r + 1);
    expect(await auditCount('epaper.page_restore')).toBe(audited + 1);
    await expectWhole(A, leftBefore);
  });

  it('five identical reorders give that order once', async () => {
    const leftBefore = await leftovers(A);
    const order = (await pageRows(A)).map((page) => page.id).reverse();
    const audited = await auditCount('epaper.pages_reorder');
    const answers = await fiveTimes(() => call('PUT', `/api/epapers/${A}/pages/order/`, { page_ids: order }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await pageRows(A)).map((page) => page.id)).toEqual(order);
    expect(await auditCount('epaper.pages_reorder')).toBe(audited + 1);
    await expectWhole(A, leftBefore);
  });

  it('five removals of one page remove it once; the others are not found', async () => {
    const leftBefore = await leftovers(A);
    const pages = await pageRows(A);
    const gone = pages[1]!;
    const audited = await auditCount('epaper.page_remove');
    const answers = await fiveTimes(() => call('DELETE', `/api/epapers/${A}/pages/${gone.id}/`));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    for (const answer of answers.filter((one) => one.statusCode === 404))
      expectRefused(answer, 404, ERROR_CODES.notFound);
    expect((await pageRows(A)).map((page) => page.id)).toEqual(
      pages.filter((page) => page.id !== gone.id).map((page) => page.id),
    );
    expect(await auditCount('epaper.page_remove')).toBe(audited + 1);
    await expectWhole(A, leftBefore);
  });
});

describe('changes racing each other and the edition’s deletion', () => {
  it('a reorder queued behind a removal is refused; the removal stands', async () => {
    const leftBefore = await leftovers(A);
    const pages = await pageRows(A);
    const order = pages.map((page) => page.id).reverse();
    const gone = pages[0]!;
    const [removed, reordered] = await inTurn(A, [
      () => call('DELETE', `/api/epapers/${A}/pages/${gone.id}/`),
      () => call('PUT', `/api/epapers/${A}/pages/order/`, { page_ids: order }),
    ]);
    expect(removed!.statusCode, removed!.body).toBe(200);
    // The order names a page that is gone: the client reloads and sends it again.
    expect([400, 409]).toContain(reordered!.statusCode);
    expect(reordered!.json().code).toBe(reordered!.statusCode === 400 ? ERROR_CODES.validation : ERROR_CODES.conflict);
    expect((await pageRows(A)).map((page) => page.id)).toEqual(pages.slice(1).map((page) => page.id));
    await expectWhole(A, leftBefore);
  });

  it('a removal queued behind a reorder removes the page from the new order', async () => {
    const leftBefore = await leftovers(A);
    const pages = await pageRows(A);
    const order = pages.map((page) => page.id).reverse();
    const gone = pages[0]!;
    const [reordered, removed] = await inTurn(A, [
      () => call('PUT', `/api/epapers/${A}/pages/order/`, { page_ids: order }),
      () => call('DELETE', `/api/epapers/${A}/pages/${gone.id}/`),
    ]);
    expect(reordered!.statusCode, reordered!.body).toBe(200);
    expect(removed!.statusCode, removed!.body).toBe(200);
    expect((await pageRows(A)).map((page) => page.id)).toEqual(order.filter((id) => id !== gone.id));
    await expectWhole(A, leftBefore);
  });

  it('a replacement queued behind the removal of its page is refused 409; its rendered pages are not kept', async () => {
    const leftBefore = await leftovers(A);
    const pages = await pageRows(A);
    const gone = pages[1]!;
    const [removed, replaced] = await inTurn(A, [
      () => call('DELETE', `/api/epapers/${A}/pages/${gone.id}/`),
      () => post(A, 'replace', change({ from_page: '2' }, onePage(40))),
    ]);
    expect(removed!.statusCode, removed!.body).toBe(200);
    expectRefused(replaced!, 409, ERROR_CODES.conflict);
    expect(replaced!.json().message).toBe(EPAPER_PAGE_TEXTS.changedMeanwhile);
    expect((await pageRows(A)).map((page) => page.id)).toEqual(
      pages.filter((page) => page !== gone).map((page) => page.id),
    );
    await expectWhole(A, leftBefore);
  });

  it('an insertion after the last page, queued behind a removal, is refused naming after_page; nothing of it is kept', async () => {
    const leftBefore = await leftovers(A);
    const pages = await pageRows(A);
    const gone = pages[0]!;
    const [removed, inserted] = await inTurn(A, [
      () => call('DELETE', `/api/epapers/${A}/pages/${gone.id}/`),
      () => post(A, 'insert', change({ after_page: String(pages.length) }, onePage(41))),
    ]);
    expect(removed!.statusCode, removed!.body).toBe(200);
    expectRefused(inserted!, 400, ERROR_CODES.validation, 'after_page', EPAPER_PAGE_TEXTS.afterPageInvalid);
    expect((await pageRows(A)).map((page) => page.id)).toEqual(pages.slice(1).map((page) => page.id));
    await expectWhole(A, leftBefore);
  });

  /** A completed edition straight into the database (its page files do not exist: a replacement never reads them). */
  async function doomedEdition() {
    const id = await insertEdition(t.database, {
      title: 'Doomed',
      publicationDate: '2026-11-21',
      pages: 2,
      isPublished: false,
    });
    return { id, storageId: (await editionRow(id))!.storage_id };
  }

  it('a replacement that waits for the lock while the edition is deleted is not found, and keeps nothing', async () => {
    const { id, storageId } = await doomedEdition();
    const [deleted, replaced] = await inTurn(id, [
      () => call('DELETE', `/api/epapers/${id}/`),
      () => post(id, 'replace', change({ from_page: '1' }, onePage(30))),
    ]);
    expect(deleted!.statusCode, deleted!.body).toBe(200);
    expectRefused(replaced!, 404, ERROR_CODES.notFound);
    expect(everythingUnder(storageId)).toEqual([]);
    expect(tempFiles()).toEqual([]);
    const [left] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM epaper_pages WHERE epaper_id = $1', [id]);
    expect(left!.n).toBe(0);
  });

  it('a replacement whose upload is still streaming when the edition is deleted is not found, and keeps nothing', async () => {
    const { id, storageId } = await doomedEdition();
    const body = change({ from_page: '1' }, onePage(31));
    const stream = new PassThrough();
    const answer = post(id, 'replace', stream);
    stream.write(body.subarray(0, body.length / 2));
    // Until the upload is being written to the store.
    const until = Date.now() + 5_000;
    while (tempFiles().length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(tempFiles()).not.toEqual([]);
    const deleted = await call('DELETE', `/api/epapers/${id}/`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    stream.end(body.subarray(body.length / 2));
    expectRefused(await answer, 404, ERROR_CODES.notFound);
    expect(everythingUnder(storageId)).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });

  it('every change of a deleted edition is not found', async () => {
    const { id } = await doomedEdition();
    const [page] = await pageRows(id);
    expect((await call('DELETE', `/api/epapers/${id}/`)).statusCode).toBe(200);
    const answers = [
      await post(id, 'replace', change({ from_page: '1' }, onePage(1))),
      await post(id, 'insert', change({ after_page: '0' }, onePage(1))),
      await call('PUT', `/api/epapers/${id}/pages/order/`, { page_ids: [page!.id] }),
      await call('DELETE', `/api/epapers/${id}/pages/${page!.id}/`),
      await call('GET', `/api/epapers/${id}/pages/${page!.id}/versions/`),
      await call('POST', `/api/epapers/${id}/pages/${page!.id}/versions/1/restore/`),
      await call('PUT', `/api/epapers/${id}/findings/1/`, { accepted: true }),
    ];
    for (const answer of answers) expectRefused(answer, 404, ERROR_CODES.notFound);
    expect(tempFiles()).toEqual([]);
  });
});

describe('callers who are not admins', () => {
  it('without a session, or with a reader’s, change nothing', async () => {
    const reader = (await signInReader(t.app, inbox, '+919000000471')).access;
    const before = await snapshot(A);
    const order = (await pageRows(A)).map((page) => page.id).reverse();
    for (const [headers, status] of [
      [{}, 401],
      [bearer(reader), 403],
    ] as const) {
      const answers = [
        await post(A, 'replace', change({ from_page: '1' }, onePage(1)), MULTIPART, headers),
        await t.app.inject({
          method: 'PUT',
          url: `/api/epapers/${A}/pages/order/`,
          headers,
          payload: { page_ids: order },
        }),
        await t.app.inject({
          method: 'PUT',
          url: `/api/epapers/${B}/findings/${bFinding}/`,
          headers,
          payload: { accepted: true },
        }),
      ];
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(status);
    }
    await expectUnchanged(A, before);
  });
});
