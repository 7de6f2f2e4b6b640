// Upload bodies that are not valid multipart, written byte by byte: each is refused with a
// 4xx and a code the README lists (never a 500, never a framework's FST_* code), and
// nothing of it is kept: no edition row, no file, no folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../../test/fixtures.ts';
import { EDITION_FIELDS, uploadLeftovers } from '../../../test/epaper-uploads.ts';

let t: TestApp;
let access: string;

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
});
afterAll(async () => t?.close());

const BOUNDARY = '----EpaperTestBoundary7MA4YWxkTrZu0gW';

const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

const filePartHead = () =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="pdf_file"; filename="edition.pdf"\r\n` +
  'Content-Type: application/pdf\r\n\r\n';

/** A file that starts like a PDF: enough for the checks made while it streams. */
const pdfLike = (bytes: number) => {
  const file = Buffer.alloc(bytes, 0x20);
  file.write('%PDF-1.7\n');
  return file;
};

/** The fields as the dashboard sends them, then the PDF; `closed: false` leaves out the closing boundary. */
function uploadBody({ fileBytes = 4096, closed = true } = {}): Buffer {
  const fields = Object.entries(EDITION_FIELDS).map(([name, value]) => fieldPart(name, value));
  return Buffer.concat([
    Buffer.from(fields.join('') + filePartHead()),
    pdfLike(fileBytes),
    Buffer.from(closed ? `\r\n--${BOUNDARY}--\r\n` : ''),
  ]);
}

function post(contentType: string, payload: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/epapers/upload-paper/',
    headers: { ...bearer(access), 'content-type': contentType },
    payload,
  });
}

async function editionCount(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM epapers');
  return rows[0]?.n ?? 0;
}

describe('a malformed upload body', () => {
  it.each([
    ['with a boundary other than the one the body uses', 'multipart/form-data; boundary=SomethingElse', uploadBody()],
    ['with no boundary at all', 'multipart/form-data', uploadBody()],
    [
      'cut inside the PDF, before the closing boundary',
      `multipart/form-data; boundary=${BOUNDARY}`,
      uploadBody({ fileBytes: 300 * 1024, closed: false }),
    ],
    [
      'cut inside a text field',
      `multipart/form-data; boundary=${BOUNDARY}`,
      Buffer.from(
        `${fieldPart('title', 'The Morning Chronicle')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="descr`,
      ),
    ],
  ])('is refused 400 bad_request %s, keeping nothing', async (_name, contentType, payload) => {
    const before = await editionCount();

    const response = await post(contentType, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The upload is not valid multipart form data.', code: 'bad_request' });
    expect(await editionCount()).toBe(before);
    expect(uploadLeftovers(t.dataDir)).toEqual([]);
  });

  it('with 5,000 parts is refused 413 payload_too_large, not a framework code, keeping nothing', async () => {
    const parts = Array.from({ length: 5000 }, (_, index) => fieldPart(`field${index}`, 'x'));
    const before = await editionCount();

    const response = await post(
      `multipart/form-data; boundary=${BOUNDARY}`,
      Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`),
    );

    expect(response.statusCode).toBe(413);
    const body = response.json();
    expect(body.code).toBe(ERROR_CODES.payloadTooLarge);
    expect(body.message).toMatch(/^The upload has too many parts/);
    expect(await editionCount()).toBe(before);
    expect(uploadLeftovers(t.dataDir)).toEqual([]);
  });

  it('with 5,000 parts after the PDF is refused 413 too, and the stored PDF removed', async () => {
    const parts = Array.from({ length: 5000 }, (_, index) => fieldPart(`field${index}`, 'x'));
    const payload = Buffer.concat([
      Buffer.from(filePartHead()),
      pdfLike(64 * 1024),
      Buffer.from(`\r\n${parts.join('')}--${BOUNDARY}--\r\n`),
    ]);

    const response = await post(`multipart/form-data; boundary=${BOUNDARY}`, payload);

    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(ERROR_CODES.payloadTooLarge);
    expect(uploadLeftovers(t.dataDir)).toEqual([]);
  });

  // Last, as its edition is processed in the background: the bodies above differ from this one only in their fault.
  it('is accepted when well formed', async () => {
    const response = await post(`multipart/form-data; boundary=${BOUNDARY}`, uploadBody());
    expect(response.statusCode).toBe(201);
  });
});
