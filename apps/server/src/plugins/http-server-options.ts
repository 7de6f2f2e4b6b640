import type http from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { handleClientError, handleFrameworkError } from './framework-errors.ts';
import { HTTP_TIMEOUTS, httpTimeoutOptions, type HttpTimeouts } from './http-timeouts.ts';

/**
 * The HTTP server's own behaviour, for the Fastify constructor: timeouts fit for the open
 * internet, and the errors raised before a request reaches the app answered like every
 * other error, `{message, code}` with the security headers.
 */
export function httpServerOptions(timeouts: HttpTimeouts = HTTP_TIMEOUTS): FastifyHttpOptions<http.Server> {
  return {
    ...httpTimeoutOptions(timeouts),
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  };
}
