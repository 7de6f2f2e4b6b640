// The HTTP server's own behaviour, on a real socket: timeouts, and the errors raised
// before a request reaches the app. Short timeouts stand in for the production ones.
// No database is involved: a unit test.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.ts';
import { ERROR_SECURITY_HEADERS } from './framework-errors.ts';
import { httpServerOptions } from './http-server-options.ts';
import { HTTP_TIMEOUTS } from './http-timeouts.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { exchange as exchangeWith, parseResponse, portOf, trickle } from '../test/raw-http.ts';

// The body deadline is the app's (body-deadline.api.test.ts), not the bare server's.
const TIMEOUTS = { headersMs: 600, idleMs: 2_000, keepAliveMs: 300, checkIntervalMs: 100 };
/** Node keeps a kept-alive socket this much longer than keepAliveTimeout, for the client's sake. */
const NODE_KEEP_ALIVE_BUFFER_MS = 1_000;

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = Fastify({ logger: false, ...httpServerOptions(TIMEOUTS) });
  registerErrorHandling(app);
  // As app.ts registers it, so the headers can be compared with the ones written by hand.
  registerSecurityHeaders(app, { strictTransportSecurity: false });
  app.get('/api/ping', async () => ({ ok: true }));
  app.post('/api/echo', async (request) => ({ length: String(request.body).length }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = portOf(app.server);
});
afterAll(async () => app?.close());

/** One connection to the app, driven by hand (test/raw-http.ts). */
const exchange = (drive: Parameters<typeof exchangeWith>[1]) => exchangeWith(port, drive);
const parse = parseResponse;

function expectSecurityHeaders(headers: Record<string, unknown>) {
  for (const [name, value] of Object.entries(ERROR_SECURITY_HEADERS)) expect(headers[name]).toBe(value);
}

describe('timeouts', () => {
  it('cuts a request head that arrives too slowly, with a 408 {message, code}', async () => {
    const headerLines = Array.from({ length: 40 }, (_, i) => `x-slow-${i}: 1\r\n`);
    const { response, closedAfterMs } = await exchange((socket) =>
      trickle(socket, ['GET /api/ping HTTP/1.1\r\nhost: x\r\n', ...headerLines], 100),
    );
    // Bytes kept coming (no idle timeout), yet the head never ended: the header timeout cut it.
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.idleMs + 1_000);
    const { status, headers, body } = parse(response);
    expect(status).toBe(408);
    expect(JSON.parse(body)).toEqual({ message: expect.any(String), code: 'request_timeout' });
    expectSecurityHeaders(headers);
  });

  it('closes a connection whose body stalls', async () => {
    const { response, closedAfterMs } = await exchange((socket) => {
      socket.write(
        'POST /api/echo HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n"ab',
      );
    });
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.idleMs - 50);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.idleMs + 1_500);
    expect(response).not.toContain('200 OK');
  });

  it('lets a slow body finish as long as it keeps moving, well past every timeout', async () => {
    const length = 50;
    const body = `"${'a'.repeat(length - 2)}"`;
    const started = performance.now();
    const { response } = await exchange(async (socket) => {
      socket.write(
        `POST /api/echo HTTP/1.1\r\nhost: x\r\nconnection: close\r\ncontent-type: application/json\r\ncontent-length: ${length}\r\n\r\n`,
      );
      await trickle(socket, body.split(''), 100); // 5 s in all, a byte every 100 ms
    });
    expect(performance.now() - started).toBeGreaterThan(2 * TIMEOUTS.idleMs);
    const { status, body: answer } = parse(response);
    expect(status).toBe(200);
    expect(JSON.parse(answer)).toEqual({ length: length - 2 });
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const { response, closedAfterMs } = await exchange((socket) => {
      socket.write('GET /api/ping HTTP/1.1\r\nhost: x\r\n\r\n');
    });
    expect(parse(response).status).toBe(200);
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs - 50);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.keepAliveMs + NODE_KEEP_ALIVE_BUFFER_MS + 400);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.idleMs);
  });

  it('uses production values that keep slow heads short and slow bodies alive', () => {
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(30_000);
    expect(HTTP_TIMEOUTS.idleMs).toBeLessThanOrEqual(60_000);
    expect(HTTP_TIMEOUTS.checkIntervalMs).toBeLessThanOrEqual(5_000);
    expect(httpServerOptions().requestTimeout).toBe(0);
  });
});

describe('errors raised before the app', () => {
  it('answers oversized headers with a 431 {message, code} and the security headers', async () => {
    const { response } = await exchange((socket) => {
      socket.write(`GET /api/ping HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    const { status, headers, body } = parse(response);
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({ message: expect.any(String), code: 'headers_too_large' });
    expectSecurityHeaders(headers);
  });

  it('answers a malformed request line with a 400 {message, code}', async () => {
    const { response } = await exchange((socket) => {
      socket.write('NOT HTTP AT ALL\r\n\r\n');
    });
    const { status, body } = parse(response);
    expect(status).toBe(400);
    expect(JSON.parse(body).code).toBe('bad_request');
  });

  it('answers a bad percent-encoding with a 400 {message, code}, the security headers, and no echo of the URL', async () => {
    for (const url of ['/api/users/%zz/', '/%E0%A4%A', '/api/%']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The address is not valid.', code: 'bad_request' });
      expect(response.body).not.toContain('%');
      expectSecurityHeaders(response.headers);
    }
  });

  it('sends every security header helmet sends on a normal answer', async () => {
    const normal = await app.inject({ method: 'GET', url: '/api/ping' });
    const bad = await app.inject({ method: 'GET', url: '/api/%zz' });
    const securityHeaderNames = Object.keys(normal.headers).filter(
      (name) => !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name),
    );
    expect(securityHeaderNames.length).toBeGreaterThan(5);
    for (const name of securityHeaderNames) expect(bad.headers[name], name).toBeDefined();
  });
});
