// The multipart body of a call that sends a PDF (an edition's upload, a late-page change),
// read part by part for the intake service; here, beside the epapers routes, because the
// routes of two rooms (intake, pages) read one. A body that cannot be read as multipart
// is the client's mistake, answered with a code of ours: 400 for a wrong or missing
// boundary or a body cut before its closing boundary, 413 for more parts than an upload has. Never the parser's own error: busboy's have no status (a 500), and
// @fastify/multipart's carry FST_* codes that no client knows.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { HttpError } from '../../lib/http-error.ts';

/** One part of the multipart body, as the route reads it. */
export type UploadPart =
  { kind: 'field'; name: string; value: string } | { kind: 'file'; name: string; stream: Readable };

export const MALFORMED_UPLOAD_MESSAGE = 'The upload is not valid multipart form data.';
export const TOO_MANY_PARTS_MESSAGE =
  'The upload has too many parts: send the title, description, publication date and one PDF file.';

/** @fastify/multipart's limits (multipart.limits in epapers.routes.ts). */
const TOO_MANY_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);
/** Its backstop on the file's size; the upload guard refuses an oversized file before it. */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** The answer to a body the parser could not read. */
function refusalFor(error: unknown, tooManyParts: string): HttpError {
  if (error instanceof HttpError) return error;
  const code = error instanceof Error && 'code' in error ? String(error.code) : undefined;
  if (code && TOO_MANY_PARTS.has(code)) return new HttpError(413, tooManyParts, ERROR_CODES.payloadTooLarge);
  if (code === FILE_TOO_LARGE) return new HttpError(413, 'The PDF file is too large.', ERROR_CODES.payloadTooLarge);
  return new HttpError(400, MALFORMED_UPLOAD_MESSAGE, ERROR_CODES.badRequest);
}

/**
 * The request's parts, and `refusalOf`, which turns an error the upload failed with into
 * the answer: an error of the parser (raised while iterating, or on a file's stream while
 * the service stored it) becomes its 4xx; any other error is returned as it is.
 */
export function readUploadBody(request: FastifyRequest, tooManyParts = TOO_MANY_PARTS_MESSAGE) {
  const files: Readable[] = [];
  // A file's stream reports a body cut inside it with a bare 'error' event (no destroy),
  // so those are caught as they are emitted; `errored` holds what destroyed the stream.
  const fileErrors = new WeakSet<object>();
  const cameFromFile = (error: unknown) =>
    error instanceof Error && (fileErrors.has(error) || files.some((file) => file.errored === error));

  async function* parts(): AsyncGenerator<UploadPart> {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          files.push(part.file);
          part.file.on('error', (error) => fileErrors.add(error));
          yield { kind: 'file', name: part.fieldname, stream: part.file };
        } else {
          yield { kind: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : '' };
        }
      }
    } catch (error) {
      // Only the parser's errors arrive here: the service's own end the iteration, they are not thrown into it.
      throw refusalFor(error, tooManyParts);
    }
  }

  return {
    parts: parts(),
    refusalOf: (error: unknown): unknown => (cameFromFile(error) ? refusalFor(error, tooManyParts) : error),
  };
}
