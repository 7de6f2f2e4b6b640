import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bearer } from './fixtures.ts';
import type { Database } from '../db/client.ts';

export type UploadFields = {
  title?: string;
  description?: string;
  publication_date?: string;
  scheduled_at?: string;
  hold_if_late?: string;
  confirm_same_day?: string;
};
export type UploadFile = { name?: string; field?: string; bytes: Uint8Array; type?: string };

/** A multipart body as a browser's FormData sends it: the fields first, then the files. */
export async function multipartBody(fields: UploadFields, files: UploadFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field ?? 'pdf_file',
      new Blob([file.bytes], { type: file.type ?? 'application/pdf' }),
      file.name ?? 'edition.pdf',
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

export const EDITION_FIELDS = {
  title: 'The Morning Chronicle',
  description: 'City edition',
  publication_date: '2026-11-22T00:00:00.000Z',
} as const;

/** POST /api/epapers/upload-paper/ with the given fields and files. */
export async function uploadEdition(
  app: FastifyInstance,
  access: string,
  fields: UploadFields,
  files: UploadFile[] = [],
) {
  const { payload, contentType } = await multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/epapers/upload-paper/',
    headers: { ...bearer(access), 'content-type': contentType },
    payload,
  });
}

type EpaperState = { processing_status: string; pages_done: number; page_count: number; [key: string]: unknown };

/** Polls the e-paper until its processing is no longer pending (or the time runs out). */
export async function waitForProcessing(app: FastifyInstance, access: string, id: number, timeoutMs = 45_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/epapers/${id}/`, headers: bearer(access) });
    const body = response.json() as EpaperState;
    if (body.processing_status !== 'pending') return body;
    if (Date.now() > until) throw new Error(`E-paper ${id} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until every page of a completed e-paper has its reading image: processing's second
 * phase, after `completed`. Tests that count stored files or delete the edition wait for it.
 */
export async function waitForReadingImages(database: Database, id: number, timeoutMs = 45_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await database.pool.query<{ waiting: number }>(
      'SELECT count(*)::int AS waiting FROM epaper_pages WHERE epaper_id = $1 AND NOT image_ready',
      [id],
    );
    if (rows[0]?.waiting === 0) return;
    if (Date.now() > until) throw new Error(`E-paper ${id} still without reading images after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * What uploads left in the disk store under `dataDir`: every file (a partial one in `.tmp/`
 * included) and every folder outside `.tmp/` (folders end with "/"). Not listed: `epapers/`,
 * which holds every edition's folder, and the temporary folders the live stores keep for
 * themselves in `.tmp/` while they are empty: neither is any upload's.
 */
export function uploadLeftovers(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  const walk = (relative: string): string[] => {
    let entries;
    try {
      entries = readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((entry) => {
      const inner = path.posix.join(relative, entry.name);
      if (!entry.isDirectory()) return [inner];
      const listed = inner === 'epapers' || inner === '.tmp' || inner.startsWith('.tmp/') ? [] : [`${inner}/`];
      return [...listed, ...walk(inner)];
    });
  };
  return walk('').sort();
}

/** tus's Upload-Metadata header for these fields (each value base64); pairs may repeat a key. */
export const tusMetadata = (fields: Record<string, string> | [string, string][]) =>
  (Array.isArray(fields) ? fields : Object.entries(fields))
    .map(([name, value]) => `${name} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/**
 * A whole resumable upload over HTTP to a listening app at `base`: created with `fields`
 * as its metadata, then sent in one PATCH. Answers the PATCH's response.
 */
export async function sendResumable(
  base: string,
  access: string,
  fields: Record<string, string>,
  bytes: Uint8Array,
): Promise<Response> {
  const tus = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${access}` };
  const created = await fetch(`${base}/api/epapers/uploads/`, {
    method: 'POST',
    headers: { ...tus, 'Upload-Length': String(bytes.length), 'Upload-Metadata': tusMetadata(fields) },
  });
  if (created.status !== 201) throw new Error(`upload not created: ${created.status} ${await created.text()}`);
  return fetch(`${base}${created.headers.get('location') ?? ''}`, {
    method: 'PATCH',
    headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: bytes,
  });
}
