// The tus headers a resumable upload's request must carry well formed, checked before
// tus reads them: tus itself answers a malformed one in plain text, or with a 5xx for an
// extension this server does not offer; here every refusal is the API's `{message, code}`.
import type { IncomingHttpHeaders } from 'node:http';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { HttpError } from '../../../lib/http-error.ts';

const BYTES = /^\d{1,15}$/;
const METADATA_KEY = /^[A-Za-z0-9_.-]{1,64}$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

const badRequest = (message: string) => new HttpError(400, message, ERROR_CODES.badRequest);
const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** True when `Upload-Metadata` is `key base64` pairs, each key once, each value UTF-8 text. */
function isWellFormedMetadata(raw: string): boolean {
  const keys = new Set<string>();
  for (const pair of raw.split(',')) {
    const [key = '', value, ...rest] = pair.trim().split(' ');
    if (!METADATA_KEY.test(key) || keys.has(key) || rest.length > 0) return false;
    keys.add(key);
    if (value === undefined) continue;
    if (!BASE64.test(value)) return false;
    try {
      strictUtf8.decode(Buffer.from(value, 'base64'));
    } catch {
      return false;
    }
  }
  return true;
}

/** Refuses a request whose tus headers this server cannot take (400, or 412 without `Tus-Resumable`). */
export function refuseMalformedTusRequest(method: string, headers: IncomingHttpHeaders): void {
  if (header(headers, 'tus-resumable') !== '1.0.0') {
    throw new HttpError(
      412,
      'Send Tus-Resumable: 1.0.0: uploads here speak the tus protocol.',
      ERROR_CODES.preconditionFailed,
    );
  }
  if (method === 'POST') {
    if (header(headers, 'upload-concat') !== undefined) throw badRequest('Concatenated uploads are not supported.');
    if (!BYTES.test(header(headers, 'upload-length') ?? '')) {
      throw badRequest('Send Upload-Length: the size of the file in bytes.');
    }
    const metadata = header(headers, 'upload-metadata');
    if (metadata !== undefined && !isWellFormedMetadata(metadata)) {
      throw badRequest(
        'Upload-Metadata must be pairs of a name and its value in base64, each name once, the values UTF-8 text.',
      );
    }
  }
  if (method === 'PATCH' && !BYTES.test(header(headers, 'upload-offset') ?? '')) {
    throw badRequest('Send Upload-Offset: the number of bytes already sent.');
  }
}
