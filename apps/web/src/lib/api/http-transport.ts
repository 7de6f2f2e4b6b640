import { ApiError } from './api-error.ts';

/** A request that has not finished after 5 minutes is abandoned. */
export const REQUEST_TIMEOUT_MS = 5 * 60 * 1000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TransportRequest = {
  method: HttpMethod;
  url: string;
  body?: unknown;
  accessToken?: string | null;
  /** The caller's cancellation (TanStack Query passes one); it is not turned into an ApiError. */
  signal?: AbortSignal | undefined;
};

export type TransportResponse = {
  status: number;
  statusText: string;
  /** Parsed JSON, the raw text when it is not JSON, or null when empty. */
  body: unknown;
};

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  // Uploads go as multipart; the browser sets the boundary itself.
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

function buildHeaders(request: TransportRequest): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // Only with a JSON body: the server refuses a bodiless POST or DELETE that claims JSON.
  if (request.body !== undefined && !(request.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  if (request.accessToken) headers.set('Authorization', `Bearer ${request.accessToken}`);
  return headers;
}

/** A response's body: parsed JSON, the raw text when it is not JSON, or null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One HTTP exchange with the 5-minute timeout covering the whole answer, body included.
 * Failed statuses are returned, not thrown: the client decides about refresh and retry.
 * No response at all (network failure, timeout) throws an ApiError with a null status.
 */
export async function sendRequest(request: TransportRequest): Promise<TransportResponse> {
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(request.signal?.reason);
  if (request.signal?.aborted) forwardAbort();
  request.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: buildHeaders(request),
      body: encodeBody(request.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const body = await readBody(response);
    return { status: response.status, statusText: response.statusText, body };
  } catch (error) {
    if (request.signal?.aborted && !isTimedOut) throw request.signal.reason ?? error;
    throw new ApiError({ status: null, isTimeout: isTimedOut, cause: error });
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', forwardAbort);
  }
}
