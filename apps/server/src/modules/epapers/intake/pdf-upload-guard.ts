import { Transform, type TransformCallback } from 'node:stream';

/** Why an upload's bytes were refused while they streamed. */
export class UploadRefusedError extends Error {
  constructor(
    readonly reason: 'not_pdf' | 'too_large' | 'empty',
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefusedError';
  }
}

/** PDF readers accept the header anywhere in the first kilobyte (some producers put bytes before it). */
const HEADER_WINDOW = 1024;
const PDF_HEADER = Buffer.from('%PDF-');

/**
 * Passes an upload's bytes through while checking them: the `%PDF-` header must come in
 * the first kilobyte, and past `maxBytes` the stream fails at once, so an oversized or
 * non-PDF upload is refused while it streams, never after it was stored whole.
 */
export function pdfUploadGuard(
  maxBytes: number,
  tooLargeMessage: string,
  notPdfMessage: string,
): Transform & { bytes: () => number } {
  let seen = 0;
  let head: Buffer | null = Buffer.alloc(0);
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes) return callback(new UploadRefusedError('too_large', tooLargeMessage));
      if (head) {
        head = Buffer.concat([head, chunk.subarray(0, HEADER_WINDOW)]);
        if (head.subarray(0, HEADER_WINDOW).includes(PDF_HEADER)) head = null;
        else if (head.length >= HEADER_WINDOW) return callback(new UploadRefusedError('not_pdf', notPdfMessage));
      }
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      if (seen === 0) return callback(new UploadRefusedError('empty', 'The PDF file is empty.'));
      if (head) return callback(new UploadRefusedError('not_pdf', notPdfMessage));
      callback();
    },
  });
  return Object.assign(guard, { bytes: () => seen });
}
