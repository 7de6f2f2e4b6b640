import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorBody } from '@epaper/shared/errors.contract';

/**
 * The security headers helmet gives every other answer. Helmet runs as an onRequest hook,
 * and these answers come before any hook (a malformed URL) or before any request exists
 * (a malformed or oversized head), so they carry the same headers themselves. The CSP is
 * the strictest: an error body has nothing to load.
 */
export const ERROR_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** What a routing-stage framework error answers: never the URL it could not parse. */
const ROUTING_ERRORS: Record<string, { status: number; body: ErrorBody }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    body: { message: 'The address is not valid.', code: ERROR_CODES.badRequest },
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    body: { message: 'The address is too long.', code: ERROR_CODES.uriTooLong },
  },
};
const INTERNAL: ErrorBody = { message: 'Internal server error', code: ERROR_CODES.internal };

/** Fastify's `frameworkErrors`: errors raised while routing, before the app's hooks and error handler. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code ? ROUTING_ERRORS[error.code] : undefined;
  if (!known) request.log.error({ err: error }, 'routing failed');
  void reply
    .status(known?.status ?? 500)
    .headers(ERROR_SECURITY_HEADERS)
    .send(known?.body ?? INTERNAL);
}

/** Node's client errors: the request head could not be read, so Node never made a request of it. */
function clientErrorAnswer(code: string | undefined): { status: number; reason: string; body: ErrorBody } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      body: { message: 'The request headers are too large.', code: ERROR_CODES.headersTooLarge },
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      reason: 'Request Timeout',
      body: { message: 'The request took too long to arrive.', code: ERROR_CODES.requestTimeout },
    };
  }
  return {
    status: 400,
    reason: 'Bad Request',
    body: { message: 'The request is malformed.', code: ERROR_CODES.badRequest },
  };
}

/**
 * Fastify's `clientErrorHandler`. Writes the answer by hand on the socket (there is no
 * reply object), then closes it. Logs only the error's code: its `rawPacket` holds the
 * request's bytes, authorization header included.
 */
export function handleClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ code: error.code }, 'client error');
  // A response already under way cannot be replaced by another one.
  const underway = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !underway) {
    const { status, reason, body } = clientErrorAnswer(error.code);
    const payload = JSON.stringify(body);
    const headers = {
      ...ERROR_SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(payload)),
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n${payload}`);
  }
  socket.destroy(error);
}
