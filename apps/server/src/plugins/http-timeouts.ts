import type { FastifyHttpOptions } from 'fastify';
import type http from 'node:http';

/** How long a client may take over each part of a request. */
export type HttpTimeouts = {
  /** The request line and headers, from the first byte: a few kilobytes even a bad mobile line sends in seconds. */
  headersMs: number;
  /**
   * No byte either way for this long closes the connection: a body that stalls, a client
   * that stopped reading. A signed-in admin's body has no overall deadline: a 250 MB upload
   * on a slow line takes as long as it takes while it keeps moving (timed by progress).
   */
  idleMs: number;
  /** An idle connection waits this long for its next request. */
  keepAliveMs: number;
  /** How often Node looks for connections past `headersMs` (its default, 30 s, would let them overstay that long). */
  checkIntervalMs: number;
};

/**
 * For a server facing the internet directly. A handler that stays silent longer than
 * `idleMs` (no byte written) is cut too: work that long belongs in a job.
 */
export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 20_000,
  idleMs: 30_000,
  keepAliveMs: 10_000,
  checkIntervalMs: 1_000,
};

/** The Fastify and Node server options that apply `timeouts`. */
export function httpTimeoutOptions(timeouts: HttpTimeouts = HTTP_TIMEOUTS): FastifyHttpOptions<http.Server> {
  return {
    // Socket inactivity (server.setTimeout), reset by every byte read or written.
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // No deadline for the whole request: a long upload that keeps moving must finish. Bodies
    // of callers who have not signed in get theirs in the app, per request (body-deadline.ts).
    requestTimeout: 0,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  };
}
