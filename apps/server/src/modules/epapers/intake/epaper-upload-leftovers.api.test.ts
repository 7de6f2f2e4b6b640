// Nothing of an upload that did not become an edition remains in the file store: not its
// file, not a partial file in .tmp/, not an empty folder under epapers/. Refused, cut off,
// stalled, or written by a process killed mid-upload (removed when the next one starts).
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_TIMEOUTS } from '../../../plugins/http-timeouts.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../../test/fixtures.ts';
import { killHard, spawnTs } from '../../../test/child-processes.ts';
import { EDITION_FIELDS, multipartBody, uploadEdition, uploadLeftovers } from '../../../test/epaper-uploads.ts';

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A file that starts like a PDF and is `bytes` long: enough for the checks made while streaming. */
const pdfLike = (bytes: number) => {
  const file = Buffer.alloc(bytes, 0x20);
  file.write('%PDF-1.7\n');
  return file;
};

describe('an upload that does not become an edition', () => {
  let t: TestApp;
  let access: string;
  let port: number;

  beforeAll(async () => {
    // A 1 MB limit, so "too large" costs a test little.
    t = await createTestApp({ UPLOAD_MAX_MB: '1' });
    access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  async function editionCount(): Promise<number> {
    const { rows } = await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM epapers');
    return rows[0]?.n ?? 0;
  }

  /** Sends the first `fraction` of an upload's body on a real connection, then `afterwards` decides. */
  async function sendPart(fraction: number, afterwards: 'disconnect' | 'stall') {
    const { payload, contentType } = await multipartBody(EDITION_FIELDS, [{ bytes: pdfLike(900 * 1024) }]);
    return new Promise<void>((resolve) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/epapers/upload-paper/',
        headers: { ...bearer(access), 'content-type': contentType, 'content-length': payload.length },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(payload.subarray(0, Math.floor(payload.length * fraction)), () => {
        // A tab closed mid-upload; or a line that went silent, which the server cuts.
        if (afterwards === 'disconnect') setTimeout(() => request.destroy(), 200);
      });
    });
  }

  /** Waits until the server has cleaned up after a lost connection. */
  async function untilNoLeftovers(timeoutMs = 5_000): Promise<string[]> {
    const until = Date.now() + timeoutMs;
    while (uploadLeftovers(t.dataDir).length > 0 && Date.now() < until) await sleep(100);
    return uploadLeftovers(t.dataDir);
  }

  it('refused as not a PDF leaves nothing', async () => {
    const response = await uploadEdition(t.app, access, EDITION_FIELDS, [{ bytes: Buffer.alloc(4096, 0x41) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    expect(uploadLeftovers(t.dataDir)).toEqual([]);
  });

  it('refused as too large while it streams leaves nothing', async () => {
    const { payload, contentType } = await multipartBody(EDITION_FIELDS, [{ bytes: pdfLike(3 * MB) }]);
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
    expect(uploadLeftovers(t.dataDir)).toEqual([]);
  });

  it('refused for a field sent after the stored PDF leaves neither the PDF nor its folder', async () => {
    // The file first, then a title that is not valid: the PDF was stored whole before the refusal.
    const form = new FormData();
    form.append('pdf_file', new Blob([pdfLike(64 * 1024)], { type: 'application/pdf' }), 'edition.pdf');
    form.append('title', '');
    form.append('publication_date', EDITION_FIELDS.publication_date);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/epapers/upload-paper/',
      headers: { ...bearer(access), 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.title).toBeDefined();
    expect(uploadLeftovers(t.dataDir)).toEqual([]);
  });

  it('cut off by the client mid-body leaves nothing', async () => {
    const before = await editionCount();
    await sendPart(0.5, 'disconnect');
    expect(await untilNoLeftovers()).toEqual([]);
    expect(await editionCount()).toBe(before);
  });

  it('stalled mid-body, until the server cuts the connection, leaves nothing', async () => {
    // A short idle timeout for the connections opened from here on, standing in for the production 30 s.
    t.app.server.setTimeout(1_000);
    try {
      const before = await editionCount();
      const started = performance.now();
      await sendPart(0.5, 'stall');
      expect(performance.now() - started).toBeGreaterThanOrEqual(900);
      expect(await untilNoLeftovers()).toEqual([]);
      expect(await editionCount()).toBe(before);
    } finally {
      t.app.server.setTimeout(HTTP_TIMEOUTS.idleMs);
    }
  });
});

describe('a start after a process was killed mid-upload', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** Every partial file under files/.tmp/, as "<owner folder>/<file>". */
  const partialFiles = (dataDir: string) => {
    const tempRoot = path.join(dataDir, 'files', '.tmp');
    if (!existsSync(tempRoot)) return [];
    return readdirSync(tempRoot, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(tempRoot, path.join(entry.parentPath, entry.name)));
  };

  /** A process that opens the disk store under `dataDir` and is mid-way through storing an upload. */
  async function processMidUpload(dataDir: string) {
    const code = `
      import { Readable } from 'node:stream';
      import { createDiskFileStore } from './src/lib/file-store/disk-file-store.ts';
      const store = createDiskFileStore(process.env.FILES_DIR);
      // The first bytes of an upload whose rest never comes.
      const body = new Readable({ read() {} });
      body.push(Buffer.alloc(64 * 1024, 0x25));
      void store.put('epapers/' + crypto.randomUUID() + '/original.pdf', body);
      setInterval(() => {}, 60_000);
      console.log('storing');
    `;
    const before = partialFiles(dataDir);
    const { child, printed } = spawnTs(code, 'storing', cleanups, { FILES_DIR: path.join(dataDir, 'files') });
    await printed;
    // Until its bytes are on disk.
    for (;;) {
      const written = partialFiles(dataDir).filter((file) => !before.includes(file));
      const [file] = written;
      if (file && statSync(path.join(dataDir, 'files', '.tmp', file)).size > 0) return { child, file };
      await sleep(50);
    }
  }

  it('removes the dead process’s partial file at once, and spares a live one’s', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'epaper-upload-leftovers-'));
    // Another process sharing the folder (a worker on this machine, say), still storing;
    // started first, as every start sweeps (the killed one's would be gone already).
    const alive = await processMidUpload(dataDir);
    const killed = await processMidUpload(dataDir);
    await killHard(killed.child);
    expect(partialFiles(dataDir).sort()).toEqual([killed.file, alive.file].sort());

    const t = await createTestApp({ DATA_DIR: dataDir });
    cleanups.push(() => t.close());

    expect(partialFiles(dataDir)).toEqual([alive.file]);
    expect(readdirSync(path.join(dataDir, 'files', '.tmp'))).not.toContain(path.dirname(killed.file));
    // Neither put got as far as its key's folder.
    expect(uploadLeftovers(dataDir)).toEqual([alive.file].map((file) => `.tmp/${file}`));
    await killHard(alive.child);
  });
});
