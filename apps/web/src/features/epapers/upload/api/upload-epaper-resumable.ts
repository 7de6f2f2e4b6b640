// Uploads that survive a dropped connection, with tus (the server's resumable-upload.ts):
// an edition's PDF, and the PDF of a late page change. The PDF goes in chunks; after a cut,
// tus asks the server how much arrived (HEAD) and goes on from there, by itself while the
// page stays open. tus also remembers the upload in localStorage under the file's
// fingerprint (its name, type, size and last change, and the endpoint), so after a reload,
// choosing the same file with the same fields goes on from where it stopped instead of
// starting again. This is the dashboard's one way of sending a file.
import { Upload, type HttpRequest, type HttpResponse, type PreviousUpload } from 'tus-js-client';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { buildUrl } from '../../../../lib/api/api-client.ts';
import { ApiError } from '../../../../lib/api/api-error.ts';
import { expiresWithin } from '../../../../lib/api/token-expiry.ts';
import { renewAccessToken } from '../../../../lib/api/token-refresh.ts';
import { getAccessToken } from '../../../../lib/api/token-storage.ts';
import { fetchEpaper } from '../../api/get-epaper.ts';
import type { UploadEpaperInput } from './upload-epaper.ts';
import {
  bearer,
  carriesLastBytes,
  epaperIdOf,
  isWorthSendingAgain,
  sameFields,
  UploadEndedError,
  uploadFailure,
  uploadMetadata,
} from './upload-epaper-resumable-protocol.ts';

/**
 * Bytes one request carries at most. A reverse proxy in front of the server (nginx, by
 * default) holds a request's body until all of it has come, so a cut loses the whole
 * request in flight: chunks bound that loss to 8 MiB, not the 250 MB of the edition.
 */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * Waits before each new try after a failure: about 40 s of a flaky line is ridden out
 * without the admin. Every chunk that gets through starts the count again.
 */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

/**
 * A request goes with a token good for at least this long. The server checks the token
 * when a request arrives, and answers a PATCH's 401 by closing the connection before its
 * body (which the browser reports as no answer at all), so the token is renewed before
 * it ends, with room for the clocks of browser and server to differ.
 */
const TOKEN_MARGIN_SECONDS = 60;

/** Bytes of the file the server has or is being sent, of `total`. */
export type UploadProgress = { loaded: number; total: number };

/** Bytes sent so far; `resumedFrom`, what the server already had when the upload went on after a cut or a reload. */
export type ResumableProgress = UploadProgress & { resumedFrom?: number | undefined };

export type ResumableUpload<Result> = {
  /** The edition made or changed. Rejects with an ApiError, or with an AbortError once stopped here. */
  done: Promise<Result>;
  /** Gives the upload up: the server removes what it has. */
  cancel: () => void;
  /** Stops sending but keeps the upload: choosing the same file again later goes on from here. */
  pause: () => void;
};

const tokenOf = (request: HttpRequest) => request.getHeader('Authorization')?.replace(/^Bearer /, '') ?? null;

/** Every request carries the access token as it is now: a 250 MB upload may outlast one. */
async function authorize(request: HttpRequest): Promise<void> {
  let token = getAccessToken();
  if (token && expiresWithin(token, TOKEN_MARGIN_SECONDS)) token = (await renewAccessToken(token)) ?? token;
  const authorization = bearer(token);
  if (authorization) request.setHeader('Authorization', authorization);
}

const newestFirst = (a: PreviousUpload, b: PreviousUpload) => Date.parse(b.creationTime) - Date.parse(a.creationTime);

/** Goes on with this browser's unfinished upload of the file with the same fields, if any; else starts anew. */
async function resumeOrStart(upload: Upload, metadata: Record<string, string>, isStopped: () => boolean) {
  const earlier = await upload.findPreviousUploads();
  const same = earlier.filter((previous) => sameFields(previous.metadata, metadata)).sort(newestFirst)[0];
  if (same) upload.resumeFromPreviousUpload(same);
  if (!isStopped()) upload.start();
}

/**
 * Sends a file with tus: POST /epapers/uploads/ with `metadata` (the fields the server
 * checks before a byte is sent), PATCHes with the bytes, and the last answer's
 * `Epaper-Id`: the edition the upload made or changed. `onProgress` is told the bytes the
 * server has or is being sent, so a resumed upload's bar starts where it stopped.
 */
export function startResumableUpload(
  metadata: Record<string, string>,
  file: File,
  onProgress?: (progress: ResumableProgress) => void,
): ResumableUpload<number> {
  const fileBytes = file.size;
  let resumedFrom: number | undefined;
  let lastBytesSent = false;
  let finished = false;
  let stopped = false;
  let settle!: { resolve: (id: number) => void; reject: (reason: unknown) => void };
  const arrived = new Promise<number>((resolve, reject) => {
    settle = { resolve, reject };
  });

  const report = (loaded: number, total: number) => {
    if (!stopped) onProgress?.({ loaded, total, resumedFrom });
  };

  const beforeRequest = async (request: HttpRequest) => {
    await authorize(request);
    if (carriesLastBytes(request, CHUNK_BYTES, fileBytes)) lastBytesSent = true;
  };

  const afterResponse = async (request: HttpRequest, response: HttpResponse) => {
    const status = response.getStatus();
    // Renewed here, so the next try (isWorthSendingAgain) goes with the new token.
    if (status === 401) await renewAccessToken(tokenOf(request));
    if (request.getMethod() !== 'HEAD') return;
    // Once every byte went, an upload the server no longer has was made into an edition
    // (its answer lost) or refused: tus would start the whole file again, a second edition.
    if ((status === 404 || status === 410) && lastBytesSent) throw new UploadEndedError(response);
    const offset = Number(response.getHeader('Upload-Offset'));
    if (status === 200 && offset > 0) {
      resumedFrom = offset;
      report(offset, fileBytes);
    }
  };

  const upload = new Upload(file, {
    endpoint: buildUrl(epapersRoutes.resumableCreate.path),
    metadata,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: beforeRequest,
    onAfterResponse: afterResponse,
    onShouldRetry: isWorthSendingAgain,
    onProgress: report,
    onSuccess: ({ lastResponse }) => {
      finished = true;
      const id = epaperIdOf(lastResponse);
      if (id !== null) settle.resolve(id);
      else settle.reject(new ApiError({ status: lastResponse.getStatus(), statusText: 'No Epaper-Id' }));
    },
    onError: (error) => void uploadFailure(error).then(settle.reject),
  });

  const halt = (terminate: boolean) => {
    if (stopped) return;
    stopped = true;
    settle.reject(new DOMException('The upload was stopped.', 'AbortError'));
    // A DELETE that fails leaves the bytes to the server's sweep of uploads abandoned for a day.
    if (!finished) void upload.abort(terminate).catch(() => undefined);
  };

  resumeOrStart(upload, metadata, () => stopped).catch(async (error: unknown) =>
    settle.reject(await uploadFailure(error)),
  );

  return {
    done: arrived,
    cancel: () => halt(true),
    pause: () => halt(false),
  };
}

/**
 * Uploads an edition from the form's fields, and answers it as GET /epapers/{id}/ does,
 * as the single-request upload answers it.
 */
export function startEpaperUpload(
  input: UploadEpaperInput,
  onProgress?: (progress: ResumableProgress) => void,
): ResumableUpload<EpaperWithPages> {
  const upload = startResumableUpload(uploadMetadata(input), input.file, onProgress);
  return { ...upload, done: upload.done.then((id) => fetchEpaper(id)) };
}
