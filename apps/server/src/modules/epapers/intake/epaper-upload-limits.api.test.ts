import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../../test/fixtures.ts';
import { EDITION_FIELDS, multipartBody } from '../../../test/epaper-uploads.ts';

let t: TestApp;
let access: string;
const MB = 1024 * 1024;

beforeAll(async () => {
  // A 1 MB limit, so "too large" costs a test little.
  t = await createTestApp({ UPLOAD_MAX_MB: '1' });
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
});
afterAll(async () => t?.close());

/** A file that starts like a PDF and is `bytes` long: enough for the checks made while streaming. */
const pdfLike = (bytes: number) => {
  const file = Buffer.alloc(bytes, 0x20);
  file.write('%PDF-1.7\n');
  return file;
};

function everyStoredFile(): string[] {
  const walk = (folder: string): string[] => {
    try {
      return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(folder, entry.name)) : [entry.name],
      );
    } catch {
      return [];
    }
  };
  return walk(path.join(t.dataDir, 'files'));
}

/** Polls `check` until it holds; fails the test after 10 s. */
async function waitUntil(check: () => boolean): Promise<void> {
  const until = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function editionCount(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM epapers');
  return rows[0]?.n ?? 0;
}

describe('the upload limit', () => {
  it('refuses a body declared larger than the limit before reading it, with the screen’s message', async () => {
    const { payload, contentType } = await multipartBody(EDITION_FIELDS, [{ bytes: pdfLike(2 * MB) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/epapers/upload-paper/',
      headers: { ...bearer(access), 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors.pdf_file[0]).toMatch(/^File size exceeds 1MB\. Selected file is 2\.\d\dMB\.$/);
    expect(await editionCount()).toBe(0);
    expect(everyStoredFile()).toEqual([]);
  });

  it('refuses an oversized file while it streams when no length was declared, keeping nothing', async () => {
    const { payload, contentType } = await multipartBody(EDITION_FIELDS, [{ bytes: pdfLike(3 * MB) }]);
    // Chunked: the server learns the size only as the bytes arrive.
    const chunks = Array.from({ length: Math.ceil(payload.length / 65536) }, (_, index) =>
      payload.subarray(index * 65536, (index + 1) * 65536),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/epapers/upload-paper/',
      headers: { ...bearer(access), 'content-type': contentType, 'transfer-encoding': 'chunked' },
      payload: Readable.from(chunks),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors.pdf_file[0]).toMatch(/^File size exceeds 1MB\./);
    expect(await editionCount()).toBe(0);
    expect(everyStoredFile()).toEqual([]);
  });

  it('accepts a file just under the limit', async () => {
    const { payload, contentType } = await multipartBody(EDITION_FIELDS, [{ bytes: pdfLike(MB - 4096) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/epapers/upload-paper/',
      headers: { ...bearer(access), 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().file_size).toBe(MB - 4096);
    // Not a real PDF: processing will refuse it, which is another test's business.
    await t.app.inject({ method: 'DELETE', url: `/api/epapers/${response.json().id}/`, headers: bearer(access) });
  });
});

describe('an upload cut off mid-way', () => {
  it('leaves neither a row nor a file, and the server goes on answering', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { payload, contentType } = await multipartBody(EDITION_FIELDS, [{ bytes: pdfLike(900 * 1024) }]);
    const before = await editionCount();
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/epapers/upload-paper/',
        headers: { ...bearer(access), 'content-type': contentType, 'content-length': payload.length },
      });
      request.on('error', () => resolve());
      // Half the body, then, once the server is storing it, the connection drops (a browser
      // tab closed, a network lost).
      request.write(payload.subarray(0, payload.length / 2), () => {
        void waitUntil(() => everyStoredFile().length > 0).then(() => {
          request.destroy();
          resolve();
        });
      });
    });
    // The server notices the lost connection and removes what it had stored.
    await waitUntil(() => everyStoredFile().length === 0);
    expect(await editionCount()).toBe(before);
    expect(everyStoredFile()).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
