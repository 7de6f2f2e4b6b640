import { vi } from 'vitest';

/** A recorded request seen by the fake HTTP layer. */
export type SeenRequest = { method: string; path: string; authorization: string | null; body: unknown };

type Handler = (request: SeenRequest) => Response | Promise<Response>;

/** A JSON response, as the API would send it. */
export function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces `fetch`, the HTTP boundary, with a handler answering real Response objects, and
 * records every request so tests can assert what went over the wire.
 */
export function installFakeHttp(handler: Handler) {
  const requests: SeenRequest[] = [];
  const fake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const rawBody = typeof init.body === 'string' ? init.body : null;
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      authorization: headers.get('Authorization'),
      body: rawBody === null ? null : (JSON.parse(rawBody) as unknown),
    };
    requests.push(request);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return handler(request);
  });
  vi.stubGlobal('fetch', fake);
  return { requests, fake };
}
