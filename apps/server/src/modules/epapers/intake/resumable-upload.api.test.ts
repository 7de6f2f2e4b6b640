import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../../test/test-app.ts';
import { insertAccount, signIn } from '../../../test/fixtures.ts';
import { waitForProcessing } from '../../../test/epaper-uploads.ts';
import { newspaperPdf, pngNamedPdf } from '../../../test/pdf-fixtures.ts';
import { removeStaleUploads, resumableUploadStore, resumableUploadsFolder } from './resumable-upload.ts';
import { cleanAbandonedUploadsJob } from './clean-abandoned-uploads.job.ts';

let t: TestApp;
let access: string;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_MB: '2' });
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

/** tus's Upload-Metadata: each field's name and its value in base64. */
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `${name} ${Buffer.from(value).toString('base64')}`)
    .join(',');

const FIELDS = {
  title: 'Resumed Herald',
  description: 'The edition that came in two halves',
  publication_date: '2026-12-30',
  filename: 'resumed-herald.pdf',
};

const tus = (token = access) => ({ 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` });

async function create(fields: Record<string, string>, length: number, token = access) {
  return fetch(`${base}/api/epapers/uploads/`, {
    method: 'POST',
    headers: { ...tus(token), 'Upload-Length': String(length), 'Upload-Metadata': metadata(fields) },
  });
}

async function append(location: string, offset: number, bytes: Uint8Array) {
  return fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: { ...tus(), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: bytes,
  });
}

const waitingUploads = () => {
  const folder = resumableUploadsFolder(t.dataDir);
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('resumable uploads (tus)', () => {
  it('takes an upload cut in the middle: HEAD gives the offset, the rest makes the edition', async () => {
    const pdf = newspaperPdf({ pages: 2 });
    const created = await create(FIELDS, pdf.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/epapers\/uploads\/[0-9a-f]+$/);

    const half = Math.floor(pdf.length / 2);
    const first = await append(location, 0, pdf.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    // The connection dropped: the client asks where to go on from.
    const offset = await fetch(`${base}${location}`, { method: 'HEAD', headers: tus() });
    expect(offset.status).toBe(200);
    expect(offset.headers.get('upload-offset')).toBe(String(half));
    expect(offset.headers.get('upload-length')).toBe(String(pdf.length));

    const last = await append(location, half, pdf.subarray(half));
    expect(last.status).toBe(204);
    const id = Number(last.headers.get('epaper-id'));
    expect(id).toBeGreaterThan(0);
    const done = await waitForProcessing(t.app, access, id);
    expect(done).toMatchObject({
      title: FIELDS.title,
      publication_date: FIELDS.publication_date,
      processing_status: 'completed',
      page_count: 2,
      file_size: pdf.length,
    });
    // The stored original is the uploaded file, byte for byte; nothing waits any more.
    const original = await fetch(`${base}${String(done.original_pdf_path)}`);
    expect(Buffer.from(await original.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    // A client whose connection dropped at the very end asks again: all there, and which edition.
    const after = await fetch(`${base}${location}`, { method: 'HEAD', headers: tus() });
    expect(after.headers.get('upload-offset')).toBe(String(pdf.length));
    expect(after.headers.get('epaper-id')).toBe(String(id));
    // Kept an hour for that, then removed by the sweep.
    expect(await removeStaleUploads(resumableUploadStore(t.dataDir))).toBe(0);
    expect(await removeStaleUploads(resumableUploadStore(t.dataDir), Date.now() + 2 * 3600 * 1000)).toBe(1);
    expect(waitingUploads()).toEqual([]);
    const audit = await t.database.pool.query(
      "SELECT action FROM audit_events WHERE target_type = 'epaper' AND target_id = $1",
      [String(id)],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['epaper.upload']);
  });

  it('refuses bad fields when the upload is created, before a byte is sent', async () => {
    const refused = await create({ ...FIELDS, title: '', publication_date: '2026-02-30' }, 1000);
    expect(refused.status).toBe(400);
    const body = JSON.parse(await refused.text());
    expect(body).toMatchObject({
      code: 'validation_error',
      errors: { title: [EPAPER_TEXTS.titleRequired], publication_date: [EPAPER_TEXTS.publicationDateInvalid] },
    });
    expect(waitingUploads()).toEqual([]);
    const tooLarge = await create(FIELDS, 3 * 1024 * 1024);
    expect(tooLarge.status).toBe(413);
    expect(waitingUploads()).toEqual([]);
  });

  it('refuses a file that is not a PDF once it has arrived, and keeps nothing', async () => {
    const png = pngNamedPdf();
    const created = await create({ ...FIELDS, title: 'Not a paper' }, png.length);
    const last = await append(created.headers.get('location') ?? '', 0, png);
    expect(last.status).toBe(400);
    expect(JSON.parse(await last.text())).toMatchObject({ errors: { pdf_file: [EPAPER_TEXTS.onlyPdf] } });
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM epapers WHERE title = 'Not a paper'");
    expect(rows[0].n).toBe(0);
    expect(waitingUploads()).toEqual([]);
  });

  it('is for signed-in admins only, and a GET of an upload is refused', async () => {
    const anonymous = await fetch(`${base}/api/epapers/uploads/`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' },
    });
    expect(anonymous.status).toBe(401);
    const created = await create(FIELDS, 10);
    const location = created.headers.get('location') ?? '';
    const read = await fetch(`${base}${location}`, { headers: tus() });
    expect(read.status).toBe(405);
    const cancelled = await fetch(`${base}${location}`, { method: 'DELETE', headers: tus() });
    expect(cancelled.status).toBe(204);
    expect(waitingUploads()).toEqual([]);
  });

  it('refuses malformed tus headers with the API’s error body, and another admin’s upload is none of theirs', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/api/epapers/uploads/`, { method: 'POST', headers: { ...tus(), ...headers } });
    const malformed: Record<string, string>[] = [
      { 'Upload-Length': '-1' },
      { 'Upload-Length': '1e3' },
      { 'Upload-Length': '99999999999999999999' },
      { 'Upload-Defer-Length': '1' },
      { 'Upload-Length': '10', 'Upload-Concat': 'partial' },
      { 'Upload-Length': '10', 'Upload-Metadata': 'title !!!notb64' },
      { 'Upload-Length': '10', 'Upload-Metadata': 'title YQ' },
      { 'Upload-Length': '10', 'Upload-Metadata': 'title YQ==,title YQ==' },
      { 'Upload-Length': '10', 'Upload-Metadata': 'title //4=' },
    ];
    for (const headers of malformed) {
      const refused = await post(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(400);
      expect(JSON.parse(await refused.text()), JSON.stringify(headers)).toMatchObject({ code: 'bad_request' });
    }
    const noVersion = await fetch(`${base}/api/epapers/uploads/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${access}`, 'Upload-Length': '10' },
    });
    expect(noVersion.status).toBe(412);
    expect(JSON.parse(await noVersion.text()).code).toBe('precondition_failed');

    const created = await create(FIELDS, 1000);
    const location = created.headers.get('location') ?? '';
    const noOffset = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...tus(), 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(10),
    });
    expect(noOffset.status).toBe(400);

    const other = await insertAccount(t.database, { phone: '+919844444444', password: 'Other-Desk-Pass-1' });
    const otherToken = (await signIn(t.app, '+919844444444', 'Other-Desk-Pass-1')).access;
    expect(other.id).toBeGreaterThan(0);
    for (const method of ['HEAD', 'PATCH', 'DELETE']) {
      const answer = await fetch(`${base}${location}`, {
        method,
        headers: {
          ...tus(otherToken),
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
        },
        ...(method === 'PATCH' && { body: new Uint8Array(10) }),
      });
      expect(answer.status, method).toBe(404);
    }
    const mine = await fetch(`${base}${location}`, { method: 'HEAD', headers: tus() });
    expect(mine.headers.get('upload-offset')).toBe('0');
    await fetch(`${base}${location}`, { method: 'DELETE', headers: tus() });
    expect(waitingUploads()).toEqual([]);
  });

  it('removes an upload left unfinished for a day', async () => {
    const created = await create(FIELDS, 1000);
    const id = (created.headers.get('location') ?? '').split('/').at(-1) ?? '';
    await append(created.headers.get('location') ?? '', 0, new Uint8Array(100));
    const infoPath = path.join(resumableUploadsFolder(t.dataDir), `${id}.json`);
    const info = JSON.parse(readFileSync(infoPath, 'utf8'));
    info.creation_date = new Date(Date.now() - 25 * 3600 * 1000).toISOString();
    writeFileSync(infoPath, JSON.stringify(info));
    const fresh = await create(FIELDS, 1000);
    const freshId = (fresh.headers.get('location') ?? '').split('/').at(-1) ?? '';

    await cleanAbandonedUploadsJob.handler(
      {},
      {
        db: t.database.db,
        log: t.app.log,
        jobId: 'test',
        retryCount: 0,
        signal: new AbortController().signal,
        isLastAttempt: true,
        deps: { settings: { dataDir: t.dataDir } } as never,
      },
    );
    expect(waitingUploads().sort()).toEqual([freshId, `${freshId}.json`].sort());
  });
});
