import { routePath, type Route, type RouteParams, type RouteResponse } from '@epaper/shared/route';
import { buildUrl, sendWithTokenRenewal } from './api-client.ts';
import { ApiError } from './api-error.ts';
import type { TransportResponse } from './http-transport.ts';
import { expiresWithin } from './token-expiry.ts';
import { renewAccessToken } from './token-refresh.ts';
import { getAccessToken } from './token-storage.ts';

/** An upload starts only with an access token good for at least this long. */
const UPLOAD_TOKEN_MARGIN_SECONDS = 120;

/** Bytes of the request body sent so far; `total` is 0 when the browser cannot tell. */
export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting stops the upload; the promise then rejects with the signal's reason, not an ApiError. */
  signal?: AbortSignal | undefined;
};

type XhrRequest = Pick<UploadOptions, 'onProgress' | 'signal'> & {
  method: string;
  url: string;
  body: FormData;
  accessToken: string | null;
};

/** The body as api-client reads it: parsed JSON, the raw text when it is not JSON, or null when empty. */
function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * One XMLHttpRequest exchange: fetch reports no upload progress, XHR does. Like
 * http-transport's `sendRequest`, failed statuses are returned (the caller decides about
 * renewal), and no response at all throws an ApiError with a null status. There is no
 * overall timeout: a 250 MB edition on a slow line may rightly take longer than the
 * five minutes every other call gets.
 */
function sendXhr(request: XhrRequest): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.open(request.method, request.url);
    xhr.setRequestHeader('Accept', 'application/json');
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    if (request.accessToken) xhr.setRequestHeader('Authorization', `Bearer ${request.accessToken}`);
    xhr.upload.onprogress = (event) => {
      request.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, statusText: xhr.statusText, body: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError({ status: null, cause: new Error('The upload failed before the server answered.') }));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new ApiError({ status: null, isTimeout: true }));
    };
    xhr.onabort = () => {
      settle();
      reject(abortReason(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(request.body);
  });
}

/**
 * Sends a multipart body to a route of the contract with the bearer token, reporting
 * upload progress. A 401 renews the token once (shared with concurrent calls, as
 * api-client does) and sends the whole body again, so progress restarts from 0. Resolves
 * with the answer as the contract types it; a failed status rejects with the same
 * ApiError every other call throws.
 */
export async function uploadWithProgress<R extends Route>(
  route: R,
  body: FormData,
  options: UploadOptions & { params?: RouteParams<R> } = {},
): Promise<RouteResponse<R>> {
  const url = buildUrl(routePath(route, options.params));
  // The server answers a 401 before a body has arrived by closing the connection (so a
  // stranger cannot hold it open), which the browser reports as a network error, not a
  // 401: an access token about to end is renewed before the upload starts.
  const token = getAccessToken();
  if (token && expiresWithin(token, UPLOAD_TOKEN_MARGIN_SECONDS)) await renewAccessToken(token);
  const answer = await sendWithTokenRenewal((accessToken) =>
    sendXhr({
      method: route.method,
      url,
      body,
      accessToken,
      onProgress: options.onProgress,
      signal: options.signal,
    }),
  );
  if (answer.status < 200 || answer.status >= 400) {
    throw new ApiError({ status: answer.status, statusText: answer.statusText, body: answer.body });
  }
  return answer.body as RouteResponse<R>;
}
