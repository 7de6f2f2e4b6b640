// The body deadline on a real socket, on a bare app with a short deadline: a stranger's
// trickled body is cut with a 408, a signed-in admin's keeps moving, and an answer sent
// before the body arrived closes the connection. No database: a unit test.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../lib/principal.ts';
import { unauthorized } from '../lib/http-error.ts';
import { exchange, parseResponse, portOf, trickle } from '../test/raw-http.ts';
import { registerBodyDeadline } from './body-deadline.ts';
import { registerErrorHandling } from './errors.ts';
import { httpServerOptions } from './http-server-options.ts';

const DEADLINE_MS = 800;
/** Idle timeout far past the deadline: only the deadline can cut a body that keeps moving. */
const TIMEOUTS = {
  headersMs: 5_000,
  idleMs: 10_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 100,
};

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = Fastify({ logger: false, ...httpServerOptions(TIMEOUTS) });
  registerErrorHandling(app);
  // Stands in for access control (it runs as an onRequest hook before the deadline's).
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/admin/')) request.principal = { isAdmin: true } as Principal;
    if (request.url.startsWith('/private/')) throw unauthorized();
  });
  registerBodyDeadline(app, DEADLINE_MS);
  const echo = async (request: { body: unknown }) => ({ length: String(request.body).length });
  app.post('/public/echo', echo);
  app.post('/admin/echo', echo);
  app.post('/private/echo', echo);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = portOf(app.server);
});
afterAll(async () => app?.close());

const LENGTH = 30;
const BODY = `"${'a'.repeat(LENGTH - 2)}"`;
const head = (url: string) =>
  `POST ${url} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${LENGTH}\r\n\r\n`;

describe('the body deadline', () => {
  it('cuts a stranger’s body that keeps moving past the deadline: 408 request_timeout, connection closed', async () => {
    // A byte every 100 ms: 3 s in all, never idle, so only the deadline can stop it.
    const { response, closedAfterMs } = await exchange(port, (socket) =>
      trickle(socket, [head('/public/echo'), ...BODY.split('')], 100),
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(closedAfterMs).toBeLessThan(DEADLINE_MS + 1_000);
    const { status, headers, body } = parseResponse(response);
    expect(status).toBe(408);
    expect(headers.connection).toBe('close');
    expect(JSON.parse(body)).toEqual({ message: expect.any(String), code: 'request_timeout' });
  });

  it('lets a stranger’s body that arrives within the deadline through', async () => {
    const { response } = await exchange(port, async (socket) => {
      const last = head('/public/echo').replace('\r\n\r\n', '\r\nconnection: close\r\n\r\n');
      await trickle(socket, [last, BODY.slice(0, 10), BODY.slice(10)], 200);
    });
    const { status, body } = parseResponse(response);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ length: LENGTH - 2 });
  });

  it('lets a signed-in admin’s body keep moving well past the deadline', async () => {
    const started = performance.now();
    const { response } = await exchange(port, (socket) =>
      trickle(
        socket,
        [head('/admin/echo').replace('\r\n\r\n', '\r\nconnection: close\r\n\r\n'), ...BODY.split('')],
        100,
      ),
    );
    expect(performance.now() - started).toBeGreaterThan(3 * DEADLINE_MS);
    const { status, body } = parseResponse(response);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ length: LENGTH - 2 });
  });

  it('closes the connection after an answer sent before the body arrived, instead of reading the rest', async () => {
    const { response, closedAfterMs } = await exchange(port, (socket) =>
      trickle(socket, [head('/private/echo'), ...BODY.split('')], 100),
    );
    const { status, headers } = parseResponse(response);
    expect(status).toBe(401);
    expect(headers.connection).toBe('close');
    // Closed as soon as it answered: well before the trickle would end, or the deadline.
    expect(closedAfterMs).toBeLessThan(DEADLINE_MS);
  });

  it('keeps the connection for the next request after an answer to a body that had arrived', async () => {
    const last = head('/private/echo').replace('\r\n\r\n', '\r\nconnection: close\r\n\r\n');
    const { response } = await exchange(port, (socket) => {
      socket.write(`${head('/private/echo')}${BODY}${last}${BODY}`);
    });
    expect(response.match(/HTTP\/1\.1 401/g)).toHaveLength(2);
  });
});
