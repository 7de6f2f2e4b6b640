// What a resumable upload (tus 1.0, apps/server's resumable-upload.ts) says over the wire,
// apart from the sending itself: the form's fields as the upload's metadata, the edition
// named by the last answer, which failures are worth sending again, and a refusal read
// into the ApiError every other call throws.
import { DetailedError, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { ApiError } from '../../../../lib/api/api-error.ts';
import { readBody } from '../../../../lib/api/http-transport.ts';
import { getAccessToken } from '../../../../lib/api/token-storage.ts';
import type { UploadEpaperInput } from './upload-epaper.ts';

/**
 * The form's fields as `Upload-Metadata` (tus encodes each value in base64): the same
 * names and values as the single-request upload's multipart fields, so the server checks
 * them when the upload is created, before a byte of the PDF is sent. `filename` names the
 * file, as tus clients do.
 */
export function uploadMetadata(input: UploadEpaperInput): Record<string, string> {
  return {
    title: input.title,
    description: input.description,
    publication_date: input.publicationDate,
    filename: input.file.name,
    ...(input.schedule && {
      scheduled_at: input.schedule.scheduledAt,
      hold_if_late: String(input.schedule.holdIfLate),
    }),
    ...(input.confirmSameDay && { confirm_same_day: 'true' }),
  };
}

/**
 * True when an earlier upload was created with exactly these fields. The server took the
 * fields when that upload was created: going on with it after the admin changed the title
 * (or the schedule, or the same-day answer) would make the edition with the old ones.
 */
export function sameFields(earlier: Record<string, string>, now: Record<string, string>): boolean {
  const keys = Object.keys(now);
  return Object.keys(earlier).length === keys.length && keys.every((key) => earlier[key] === now[key]);
}

/** The edition the last answer names (`Epaper-Id`), or null when it names none. */
export function epaperIdOf(response: HttpResponse): number | null {
  const id = Number(response.getHeader('Epaper-Id') ?? '');
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `Authorization`'s value for the access token. */
export const bearer = (token: string | null) => (token ? `Bearer ${token}` : undefined);

/** Thrown when the server has no upload any more after every byte went: it ended there, somehow. */
export class UploadEndedError extends Error {
  override readonly name = 'UploadEndedError';
  constructor(readonly response: HttpResponse) {
    super('The upload ended on the server after its last bytes were sent.');
  }
}

/** The PATCH that carries the file's last bytes, `chunkBytes` at most a request. */
export function carriesLastBytes(request: HttpRequest, chunkBytes: number, fileBytes: number): boolean {
  const offset = Number(request.getHeader('Upload-Offset'));
  return request.getMethod() === 'PATCH' && Number.isFinite(offset) && offset + chunkBytes >= fileBytes;
}

/**
 * Whether tus should send a failed request again (after its next delay). Yes when no
 * answer came (the line dropped: whatever the browser thinks of being online, which is
 * where tus's own rule gives up at once), for a server error or a locked upload, and for
 * a wrong offset (tus's own 409: it asks the offset and goes on). Yes for a 401 only when
 * the token has been renewed since. Never for the API's refusals: a field, the same-day
 * question, the size, not a PDF. (An upload the server no longer has once every byte
 * went is never started anew: see UploadEndedError.)
 */
export function isWorthSendingAgain(error: DetailedError): boolean {
  if (error.causingError instanceof UploadEndedError) return false;
  const response = error.originalResponse;
  const status = response?.getStatus() ?? 0;
  if (status === 0) return true;
  if (status === 401) return bearer(getAccessToken()) !== error.originalRequest.getHeader('Authorization');
  if (status === 409) return errorCodeOf(response) === ERROR_CODES.uploadOffsetMismatch;
  return status === 423 || status >= 500;
}

function errorCodeOf(response: HttpResponse | null): string | null {
  try {
    const body = JSON.parse(response?.getBody() ?? '') as { code?: unknown };
    return typeof body.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}

async function fromResponse(response: HttpResponse, cause: unknown): Promise<ApiError> {
  const body = await readBody(new Response(response.getBody() || null));
  return new ApiError({ status: response.getStatus(), body, cause });
}

/**
 * A failed upload as the ApiError the rest of the app throws: the server's answer (its
 * `{message, code, errors}`, so a refused field shows under that field), or the
 * network failure when none came.
 */
export async function uploadFailure(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof DetailedError) {
    if (error.causingError instanceof UploadEndedError) return fromResponse(error.causingError.response, error);
    const response = error.originalResponse;
    if (response && response.getStatus() !== 0) return fromResponse(response, error);
  }
  return new ApiError({ status: null, cause: error });
}
