import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.ts';
import { loggerOptions } from './logger.ts';
import { loadSettings } from './settings.ts';
import { HttpError } from '../lib/http-error.ts';

function appThatThrows(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

/** A Fastify app logging as production does, into `lines`. */
function loggingApp(lines: string[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const options = loggerOptions(loadSettings({ NODE_ENV: 'production', LOG_LEVEL: 'info' }));
  const app = Fastify({ logger: { ...(options as object), stream } });
  registerErrorHandling(app);
  return app;
}

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFy';
const SQL = 'update "users" set "name" = $1, "password_hash" = $2 where "users"."id" = $3';

/** What drizzle throws when Postgres refuses a statement: the driver's error wrapped with the SQL and its values. */
function failedUpdate(): DrizzleQueryError {
  const driverError = new pg.DatabaseError('invalid byte sequence for encoding "UTF8": 0x00', 100, 'error');
  Object.assign(driverError, { severity: 'ERROR', code: '22021', routine: 'report_invalid_encoding', detail: HASH });
  return new DrizzleQueryError(SQL, ['A\u0000B', HASH, 7], driverError);
}

describe('error handling', () => {
  it('answers an unexpected error with a generic 500 and no internal detail', async () => {
    const app = appThatThrows(new Error('connection to 10.0.0.5 refused: password=hunter2'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', code: 'internal_error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers an HttpError with its status, message, code, field errors and headers', async () => {
    const error = new HttpError(429, 'Slow down', 'rate_limited', { phone: ['Too many'] }, { 'retry-after': '60' });
    const response = await appThatThrows(error).inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({ message: 'Slow down', code: 'rate_limited', errors: { phone: ['Too many'] } });
  });

  it("answers a plugin's own 4xx with a documented code, never its FST_* code", async () => {
    const cases = [
      { statusCode: 413, code: 'FST_PARTS_LIMIT', expected: 'payload_too_large' },
      { statusCode: 406, code: 'FST_INVALID_MULTIPART_CONTENT_TYPE', expected: 'unsupported_media_type' },
      { statusCode: 400, code: 'FST_PROTO_VIOLATION', expected: 'bad_request' },
      { statusCode: 400, code: 'ECONNRESET', expected: 'bad_request' },
    ];
    for (const { statusCode, code, expected } of cases) {
      const error = Object.assign(new Error('refused'), { statusCode, code });
      const response = await appThatThrows(error).inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(statusCode);
      expect(response.json()).toEqual({ message: 'refused', code: expected });
    }
  });
});

describe('logging a failed query', () => {
  it('logs the error class, SQL text and driver code of a 500, never its parameters', async () => {
    const lines: string[] = [];
    const app = loggingApp(lines);
    app.get('/boom', async () => {
      throw failedUpdate();
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);

    const log = lines.join('\n');
    expect(log).not.toContain('argon2');
    expect(log).not.toContain('A\\u0000B');
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
    expect(entry.err).toMatchObject({
      type: 'DrizzleQueryError',
      query: SQL,
      cause: { type: 'DatabaseError', code: '22021', severity: 'ERROR', routine: 'report_invalid_encoding' },
    });
    expect(entry.err.stack).toMatch(/^DrizzleQueryError: Failed query \(parameters withheld\)\n\s+at /);
  });

  it('keeps the parameters out however the error is logged', async () => {
    const lines: string[] = [];
    const app = loggingApp(lines);
    await app.ready();
    const error = failedUpdate();
    app.log.error(error);
    app.log.error({ error }, 'under another key');
    app.log.warn({ context: { id: 1 }, failure: error }, 'nested');
    app.log.error({ err: error }, error.message); // as Fastify's default error handler does
    app.log.info(`copied into a message: ${error.message}`);
    app.log.info({ err: new Error(`wrapped: ${error.message}`) }, 'wrapped');

    expect(lines).toHaveLength(6);
    for (const line of lines) {
      expect(line).not.toContain('argon2');
      expect(line).not.toContain('A\\u0000B');
    }
    expect(JSON.parse(lines[0] ?? '{}').err.query).toBe(SQL);
    expect(JSON.parse(lines[2] ?? '{}').failure.type).toBe('DrizzleQueryError');
  });

  it('keeps an ordinary error readable, less what looks like a credential', async () => {
    const lines: string[] = [];
    const app = loggingApp(lines);
    await app.ready();
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlc2lnbmF0dXJl';
    app.log.error({ err: new TypeError(`cannot read x of undefined; Bearer ${token}; postgres://u:s3cret@db/x`) });
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.err.type).toBe('TypeError');
    expect(entry.err.message).toContain('cannot read x of undefined');
    expect(lines[0]).not.toContain(token);
    expect(lines[0]).not.toContain('s3cret');
  });
});

describe('request logs', () => {
  it('never carry the query string, where a token or a password may ride', async () => {
    const lines: string[] = [];
    const app = loggingApp(lines);
    app.get('/api/things/', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/things/?token=SECRETQUERY123&password=hunter2' });
    await app.inject({ method: 'GET', url: '/missing?access=eyJhbGciOi.SECRET.x' });
    const log = lines.join('\n');
    expect(log).toContain('"url":"/api/things/"');
    expect(log).not.toMatch(/SECRETQUERY123|hunter2|SECRET/);
  });
});
