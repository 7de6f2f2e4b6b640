// Late page changes sent by resumable upload (tus), under attack: the same change five times
// at once, a last PATCH cut in the middle, a finished upload sent its end again, hostile
// metadata, another admin at the upload's URL. Whatever answers, it is a 2xx or a 4xx with a
// code, never a 500; the edition stays whole (pages 1..n, page_count n, no file nothing
// refers to) and a change applies once per upload, never twice.
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPAPER_PAGE_TEXTS } from '@epaper/shared/epaper-pages.texts';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../../test/fixtures.ts';
import {
  EDITION_FIELDS,
  tusMetadata,
  uploadEdition,
  waitForProcessing,
  waitForReadingImages,
} from '../../../test/epaper-uploads.ts';
import { newspaperPdf } from '../../../test/pdf-fixtures.ts';

let t: TestApp;
let access: string;
let base: string;
/** The edition every test changes. */
let A: number;

type Page = { id: number; page_number: number; version_count: number };
type Edition = { id: number; page_count: number; pages: Page[] };
type PageRow = { id: number; page_number: number; pdf_key: string; image_key: string; thumbnail_key: string };

const onePage = (seed: number) => newspaperPdf({ pages: 1, photoPixels: 20_000, seed, masthead: `LATE ${seed}` });

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_MB: '1' });
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const uploaded = await uploadEdition(t.app, access, EDITION_FIELDS, [
    { bytes: newspaperPdf({ pages: 4, photoPixels: 20_000 }) },
  ]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  A = uploaded.json().id as number;
  expect((await waitForProcessing(t.app, access, A)).processing_status).toBe('completed');
  await waitForReadingImages(t.database, A);
});
afterAll(async () => t?.close());

// ---- the tus client, by hand ----

const tus = (token = access) => ({ 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` });

const createRaw = (metadata: string, length: number, token = access) =>
  fetch(`${base}/api/epapers/uploads/`, {
    method: 'POST',
    headers: { ...tus(token), 'Upload-Length': String(length), 'Upload-Metadata': metadata },
  });
const create = (fields: Record<string, string>, length: number) => createRaw(tusMetadata(fields), length);

const append = (location: string, offset: number, bytes: Uint8Array, token = access) =>
  fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: { ...tus(token), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: bytes,
  });
const head = (location: string, token = access) => fetch(`${base}${location}`, { method: 'HEAD', headers: tus(token) });

/** An upload created for these fields and this PDF: its Location. */
async function created(fields: Record<string, string>, pdf: Uint8Array): Promise<string> {
  const answer = await create(fields, pdf.length);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return answer.headers.get('location') ?? '';
}

/** A 2xx, or a 4xx with one of the API's codes: never a 5xx, never a body without a code. */
async function expectAnswered(answer: Response) {
  const text = await answer.clone().text();
  expect(answer.status, text).toBeLessThan(500);
  if (answer.status >= 400) expect(Object.values(ERROR_CODES)).toContain((JSON.parse(text) as { code: string }).code);
}

/** A 4xx with this code (and this field's message), the body as the API answers every error. */
async function expectRefused(answer: Response, status: number, code: string, field?: string, message?: string) {
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  const body = JSON.parse(text) as { code: string; message: string; errors?: Record<string, string[]> };
  expect(body.code, text).toBe(code);
  expect(body.message).toEqual(expect.any(String));
  if (field !== undefined) expect(Object.keys(body.errors ?? {}), text).toEqual([field]);
  if (message !== undefined) expect(body.errors?.[field!]?.[0]).toBe(message);
}

// ---- what the edition, the store and the uploads folder hold ----

const edition = async (): Promise<Edition> =>
  (await t.app.inject({ method: 'GET', url: `/api/epapers/${A}/`, headers: bearer(access) })).json();

const uploadsWaiting = () => {
  const folder = path.join(t.dataDir, 'uploads');
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};

async function rows<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  return (await t.database.pool.query(text, values)).rows as Row[];
}

const auditCount = async (action: string) =>
  (
    await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_events WHERE target_type = 'epaper' AND target_id = $1 AND action = $2`,
      [String(A), action],
    )
  )[0]!.n;

/** The edition's files no row refers to, and the keys its rows name that are not stored. */
async function storeAgainstRows() {
  const [row] = await rows<{ storage_id: string; original_pdf_key: string | null; preview_key: string | null }>(
    'SELECT storage_id::text, original_pdf_key, preview_key FROM epapers WHERE id = $1',
    [A],
  );
  const pages = await rows<PageRow>(
    'SELECT id, page_number, pdf_key, image_key, thumbnail_key FROM epaper_pages WHERE epaper_id = $1',
    [A],
  );
  const versions = await rows<PageRow>(
    `SELECT v.pdf_key, v.image_key, v.thumbnail_key FROM epaper_page_versions v
       JOIN epaper_pages p ON p.id = v.page_id WHERE p.epaper_id = $1`,
    [A],
  );
  const referenced = new Set(
    [
      row!.original_pdf_key,
      row!.preview_key,
      ...[...pages, ...versions].flatMap((page) => [page.pdf_key, page.image_key, page.thumbnail_key]),
    ].filter((key): key is string => key !== null),
  );
  const root = path.join(t.dataDir, 'files');
  const folder = path.join(root, 'epapers', row!.storage_id);
  const stored = existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    : [];
  return {
    unreferenced: stored.filter((key) => !referenced.has(key)).sort(),
    missing: [...referenced].filter((key) => !stored.includes(key)),
  };
}

/** The edition is whole: pages 1..n, page_count n, every file a row names stored and no new file nothing names. */
async function expectWhole(leftBefore: string[]) {
  const now = await edition();
  expect(now.pages.map((page) => page.page_number)).toEqual(now.pages.map((_, index) => index + 1));
  expect(now.page_count).toBe(now.pages.length);
  const { unreferenced, missing } = await storeAgainstRows();
  expect(
    unreferenced.filter((key) => !leftBefore.includes(key)),
    'files nothing refers to',
  ).toEqual([]);
  expect(missing, 'files referred to but missing').toEqual([]);
  return now;
}

const leftovers = async () => (await storeAgainstRows()).unreferenced;

/** Sends half of `bytes` in a PATCH and then drops the connection, as a train going into a tunnel does. */
function cutPatch(location: string, offset: number, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(`${base}${location}`, {
      method: 'PATCH',
      headers: {
        ...tus(),
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.length),
      },
    });
    request.on('error', () => resolve());
    request.on('response', (response) => {
      response.resume();
      resolve();
    });
    request.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => {
      setTimeout(() => request.destroy(), 100);
    });
  });
}

/** The upload's offset once it stopped moving (the server may still be writing what the cut request carried). */
async function settledOffset(location: string): Promise<number> {
  let last = -1;
  for (let tries = 0; tries < 50; tries += 1) {
    const answer = await head(location);
    expect(answer.status).toBe(200);
    const offset = Number(answer.headers.get('upload-offset'));
    if (offset === last) return offset;
    last = offset;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return last;
}

describe('the same change five times at once', () => {
  it('five replacements of page 2: each a 2xx or a refusal with a code; page 2 gains one version per 2xx', async () => {
    const leftBefore = await leftovers();
    const before = await edition();
    const audited = await auditCount('epaper.pages_replace');
    const pdf = onePage(20);
    const locations = await Promise.all(
      Array.from({ length: 5 }, () => created({ change: 'replace', epaper_id: String(A), from_page: '2' }, pdf)),
    );
    const answers = await Promise.all(locations.map((location) => append(location, 0, pdf)));
    for (const answer of answers) await expectAnswered(answer);
    const applied = answers.filter((answer) => answer.ok).length;
    expect(applied).toBe(5);
    for (const answer of answers) expect(Number(answer.headers.get('epaper-id'))).toBe(A);

    const after = await expectWhole(leftBefore);
    expect(after.page_count).toBe(before.page_count);
    expect(after.pages.map((page) => page.id)).toEqual(before.pages.map((page) => page.id));
    // A page never replaced counts its processed self as one version.
    expect(after.pages[1]!.version_count).toBe(Math.max(before.pages[1]!.version_count, 1) + applied);
    expect(await auditCount('epaper.pages_replace')).toBe(audited + applied);
  });

  it('five inserts after page 1: the page count grows by one per 2xx, numbering stays 1..n', async () => {
    const leftBefore = await leftovers();
    const before = await edition();
    const pdf = onePage(21);
    const locations = await Promise.all(
      Array.from({ length: 5 }, () => created({ change: 'insert', epaper_id: String(A), after_page: '1' }, pdf)),
    );
    const answers = await Promise.all(locations.map((location) => append(location, 0, pdf)));
    for (const answer of answers) await expectAnswered(answer);
    const applied = answers.filter((answer) => answer.ok).length;
    expect(applied).toBe(5);
    const after = await expectWhole(leftBefore);
    expect(after.page_count).toBe(before.page_count + applied);
    // The old pages keep their order around the five new ones.
    const old = new Set(before.pages.map((page) => page.id));
    expect(after.pages.filter((page) => old.has(page.id)).map((page) => page.id)).toEqual(
      before.pages.map((page) => page.id),
    );
    expect(after.pages[0]!.id).toBe(before.pages[0]!.id);
  });
});

describe('a finished upload sent its end again', () => {
  it('an empty PATCH at the full offset after the change applied does not apply it a second time', async () => {
    const leftBefore = await leftovers();
    const pdf = onePage(30);
    const location = await created({ change: 'replace', epaper_id: String(A), from_page: '3' }, pdf);
    const done = await append(location, 0, pdf);
    expect(done.status, await done.clone().text()).toBe(204);
    const once = await edition();
    const audited = await auditCount('epaper.pages_replace');

    // A client that lost the answer and sends the (empty) rest again, five times at once.
    const again = await Promise.all(Array.from({ length: 5 }, () => append(location, pdf.length, new Uint8Array())));
    for (const answer of again) {
      await expectAnswered(answer);
      expect(answer.status, await answer.clone().text()).toBe(204);
      expect(Number(answer.headers.get('epaper-id'))).toBe(A);
    }
    expect(await auditCount('epaper.pages_replace')).toBe(audited);
    expect((await expectWhole(leftBefore)).pages).toEqual(once.pages);
  });

  it('an empty PATCH at the full offset while the last bytes are still being applied does not apply it twice', async () => {
    const leftBefore = await leftovers();
    const before = await edition();
    const audited = await auditCount('epaper.pages_insert');
    const pdf = onePage(31);
    const location = await created({ change: 'insert', epaper_id: String(A), after_page: '0' }, pdf);
    const last = append(location, 0, pdf);
    // As soon as every byte is stored, and the change is being made, the end is sent again.
    let offset = 0;
    for (let tries = 0; offset < pdf.length && tries < 400; tries += 1) {
      offset = Number((await head(location)).headers.get('upload-offset'));
    }
    expect(offset).toBe(pdf.length);
    const again = await Promise.all(Array.from({ length: 3 }, () => append(location, pdf.length, new Uint8Array())));
    const first = await last;
    for (const answer of [first, ...again]) await expectAnswered(answer);
    expect(first.status, await first.clone().text()).toBe(204);
    expect(await auditCount('epaper.pages_insert')).toBe(audited + 1);
    expect((await expectWhole(leftBefore)).page_count).toBe(before.page_count + 1);
  });
});

describe('a last PATCH cut in the middle', () => {
  it('leaves the edition as it was; HEAD tells where to go on, and the rest applies the change once', async () => {
    const leftBefore = await leftovers();
    const before = await edition();
    const audited = await auditCount('epaper.pages_replace');
    const pdf = onePage(40);
    const location = await created({ change: 'replace', epaper_id: String(A), from_page: '1' }, pdf);
    await cutPatch(location, 0, pdf);
    const offset = await settledOffset(location);
    expect(offset).toBeLessThan(pdf.length);
    expect((await head(location)).headers.get('epaper-id')).toBeNull();
    expect(await edition()).toEqual(before);

    // Sending again from the start, as a client that did not ask, is refused: the server has more.
    if (offset > 0) await expectRefused(await append(location, 0, pdf), 409, ERROR_CODES.uploadOffsetMismatch);
    const rest = await append(location, offset, pdf.subarray(offset));
    expect(rest.status, await rest.clone().text()).toBe(204);
    expect(Number(rest.headers.get('epaper-id'))).toBe(A);
    const after = await expectWhole(leftBefore);
    expect(after.pages[0]!.version_count).toBe(Math.max(before.pages[0]!.version_count, 1) + 1);
    expect(await auditCount('epaper.pages_replace')).toBe(audited + 1);
  });
});

describe('hostile metadata', () => {
  const replace = (fields: Record<string, string>) => ({ change: 'replace', epaper_id: String(A), ...fields });
  const insert = (fields: Record<string, string>) => ({ change: 'insert', epaper_id: String(A), ...fields });

  it('refuses every wrong edition, page or change when the upload is created, keeping nothing', async () => {
    const pages = (await edition()).page_count;
    const kept = uploadsWaiting();
    const fromInvalid = EPAPER_PAGE_TEXTS.fromPageInvalid;
    const toInvalid = EPAPER_PAGE_TEXTS.toPageInvalid;
    const afterInvalid = EPAPER_PAGE_TEXTS.afterPageInvalid;
    const editionInvalid = EPAPER_PAGE_TEXTS.editionInvalid;
    const cases: [Record<string, string>, string, string][] = [
      [{ change: 'replace', epaper_id: '0', from_page: '1' }, 'epaper_id', editionInvalid],
      [{ change: 'replace', epaper_id: '-1', from_page: '1' }, 'epaper_id', editionInvalid],
      [{ change: 'replace', epaper_id: '1e3', from_page: '1' }, 'epaper_id', editionInvalid],
      [{ change: 'replace', epaper_id: ` ${A}`, from_page: '1' }, 'epaper_id', editionInvalid],
      [{ change: 'replace', epaper_id: '2147483648', from_page: '1' }, 'epaper_id', editionInvalid],
      [{ change: 'insert', after_page: '0' }, 'epaper_id', editionInvalid],
      [replace({ from_page: '0' }), 'from_page', fromInvalid],
      [replace({ from_page: '-2' }), 'from_page', fromInvalid],
      [replace({ from_page: 'two' }), 'from_page', fromInvalid],
      [replace({ from_page: '1.5' }), 'from_page', fromInvalid],
      [replace({ from_page: '99999999999999999999' }), 'from_page', fromInvalid],
      [replace({ from_page: String(pages + 1) }), 'from_page', fromInvalid],
      [replace({ from_page: '3', to_page: '2' }), 'to_page', toInvalid],
      [replace({ from_page: '1', to_page: String(pages + 1) }), 'to_page', toInvalid],
      [replace({ from_page: '1', to_page: '0' }), 'to_page', toInvalid],
      [replace({}), 'from_page', fromInvalid],
      [insert({ after_page: String(pages + 1) }), 'after_page', afterInvalid],
      [insert({ after_page: '-1' }), 'after_page', afterInvalid],
      [insert({ after_page: 'x' }), 'after_page', afterInvalid],
      [insert({}), 'after_page', afterInvalid],
      [{ change: 'REPLACE', epaper_id: String(A), from_page: '1' }, 'change', 'The change must be replace or insert.'],
      [{ change: '', epaper_id: String(A), from_page: '1' }, 'change', 'The change must be replace or insert.'],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await create(fields, 1000);
      await expectRefused(refused, 400, ERROR_CODES.validation, field, message);
    }
    // No edition of that id.
    await expectRefused(
      await create({ change: 'replace', epaper_id: '999999', from_page: '1' }, 1000),
      404,
      'not_found',
    );
    expect(uploadsWaiting()).toEqual(kept);
  });

  it('refuses metadata that is not well formed: a name twice, a value not base64, a change without a value', async () => {
    const kept = uploadsWaiting();
    const malformed = [
      tusMetadata([
        ['change', 'replace'],
        ['epaper_id', String(A)],
        ['from_page', '1'],
        ['from_page', '2'],
      ]),
      `change ${Buffer.from('replace').toString('base64')},epaper_id ***,from_page MQ==`,
      `change cmVwbGFjZQ,epaper_id ${Buffer.from(String(A)).toString('base64')},from_page MQ==`,
      `change ${Buffer.from([0xff, 0xfe]).toString('base64')},epaper_id MQ==`,
    ];
    for (const metadata of malformed) await expectRefused(await createRaw(metadata, 1000), 400, ERROR_CODES.badRequest);
    // `change` named without a value is a change of no kind, not an edition.
    const valueless = await createRaw(
      `change,epaper_id ${Buffer.from(String(A)).toString('base64')},from_page MQ==`,
      1000,
    );
    await expectRefused(valueless, 400, ERROR_CODES.validation, 'change', 'The change must be replace or insert.');
    expect(uploadsWaiting()).toEqual(kept);
  });

  it('a filename the server never uses (control characters, an RTL override, 10,000 characters) changes nothing of the upload', async () => {
    for (const filename of ['page\u0000\u0007\r\n2.pdf', 'evil\u202Efdp.exe', 'x'.repeat(10_000)]) {
      const answer = await create(replace({ from_page: '1', filename }), 1000);
      await expectAnswered(answer);
      if (answer.status === 201) {
        const location = answer.headers.get('location') ?? '';
        expect((await fetch(`${base}${location}`, { method: 'DELETE', headers: tus() })).status).toBe(204);
      }
    }
  });

  it('a body that is not a PDF, or a PDF of another page count than the range, is refused once it arrived, keeping nothing', async () => {
    const leftBefore = await leftovers();
    const before = await edition();
    const kept = uploadsWaiting();
    const notPdf = Buffer.from('<html>' + 'x'.repeat(2000) + '</html>');
    const notPdfUpload = await created(replace({ from_page: '2' }), notPdf);
    await expectRefused(await append(notPdfUpload, 0, notPdf), 400, ERROR_CODES.validation, 'pdf_file');

    const onePdf = onePage(50);
    const short = await created(replace({ from_page: '2', to_page: '3' }), onePdf);
    await expectRefused(
      await append(short, 0, onePdf),
      400,
      ERROR_CODES.validation,
      'pdf_file',
      EPAPER_PAGE_TEXTS.pageCountMismatch(2, 3, 1),
    );
    expect(uploadsWaiting()).toEqual(kept);
    // The refused uploads are gone: asking for them is not found.
    expect((await head(notPdfUpload)).status).toBe(404);
    expect(await edition()).toEqual(before);
    await expectWhole(leftBefore);
  });
});

describe('another admin at the upload’s URL', () => {
  it('cannot ask its offset, send its bytes or cancel it: not found, and the upload goes on for its owner', async () => {
    await insertAccount(t.database, { phone: '+919822222222', password: 'An0ther-Admin!', role: 'admin' });
    const other = (await signIn(t.app, '+919822222222', 'An0ther-Admin!')).access;
    const pdf = onePage(60);
    const location = await created({ change: 'replace', epaper_id: String(A), from_page: '1' }, pdf);
    await expectRefused(await append(location, 0, pdf, other), 404, ERROR_CODES.notFound);
    expect((await head(location, other)).status).toBe(404);
    await expectRefused(
      await fetch(`${base}${location}`, { method: 'DELETE', headers: tus(other) }),
      404,
      ERROR_CODES.notFound,
    );
    expect((await head(location)).headers.get('upload-offset')).toBe('0');
    expect((await fetch(`${base}${location}`, { method: 'DELETE', headers: tus() })).status).toBe(204);
  });
});
