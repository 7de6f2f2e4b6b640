import type { Readable } from 'node:stream';
import type { AppContext } from '../../context.ts';
import { assertValidKey, FileNotFoundError, type StoredFile } from '../../lib/file-store/file-store.ts';
import type { FileGrant } from '../../lib/signed-url.ts';
import { requestedRange } from '../../lib/http-range.ts';
import { notFound } from '../../lib/http-error.ts';
import { produceMissingFile, type MissingFileProducers } from './missing-file-producers.ts';

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', webp: 'image/webp' };

/** What to answer for a file: status, headers and, unless 304 or 416, the bytes. */
export type FileAnswer = { status: 200 | 206 | 304 | 416; headers: Record<string, string>; body?: Readable };

type Conditions = { range?: string | undefined; ifRange?: string | undefined; ifNoneMatch?: string | undefined };

function baseHeaders(grant: FileGrant, stored: StoredFile, nowSeconds: number): Record<string, string> {
  const extension = grant.key.split('.').pop() ?? '';
  const disposition = grant.download ? `attachment; filename="${grant.download.replace(/[^\w.-]/g, '_')}"` : 'inline';
  return {
    'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'content-disposition': disposition,
    etag: stored.etag,
    'last-modified': stored.lastModified.toUTCString(),
    'accept-ranges': 'bytes',
    // A stored file never changes under its key; the URL itself is good until it expires.
    'cache-control': `private, max-age=${Math.max(0, grant.expiresAt - nowSeconds)}, immutable`,
  };
}

const matchesEtag = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

/**
 * A stored file as HTTP serves it: its type, an ETag (304 when the browser has it), and
 * a byte range when asked (PDF viewers read large files in pieces). A missing file is
 * made first when a registered producer owns its key.
 */
export async function serveFile(
  ctx: Pick<AppContext, 'files'>,
  grant: FileGrant,
  conditions: Conditions,
  producers: MissingFileProducers,
): Promise<FileAnswer> {
  try {
    assertValidKey(grant.key);
  } catch {
    throw notFound('File not found.');
  }
  let stored = await ctx.files.stat(grant.key);
  if (!stored && (await produceMissingFile(producers, grant.key))) stored = await ctx.files.stat(grant.key);
  if (!stored) throw notFound('File not found.');
  const headers = baseHeaders(grant, stored, Math.floor(Date.now() / 1000));
  if (matchesEtag(conditions.ifNoneMatch, stored.etag)) return { status: 304, headers };
  // If-Range: a range only of the same content the client already holds part of.
  const rangeHeader = conditions.ifRange && conditions.ifRange !== stored.etag ? undefined : conditions.range;
  const range = requestedRange(rangeHeader, stored.size);
  if (range === 'unsatisfiable') {
    return { status: 416, headers: { ...headers, 'content-range': `bytes */${stored.size}` } };
  }
  try {
    if (!range) {
      return {
        status: 200,
        headers: { ...headers, 'content-length': String(stored.size) },
        body: await ctx.files.read(grant.key),
      };
    }
    return {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${range.start}-${range.end}/${stored.size}`,
        'content-length': String(range.end - range.start + 1),
      },
      body: await ctx.files.read(grant.key, range),
    };
  } catch (error) {
    // Deleted between the stat and the read.
    if (error instanceof FileNotFoundError) throw notFound('File not found.');
    throw error;
  }
}
