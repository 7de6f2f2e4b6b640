// Platform behaviour of the real app on each database: which paths the dashboard's
// index.html may answer, and what a real driver error leaves in the log.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registerErrorHandling } from './errors.ts';
import { loggerOptions } from './logger.ts';
import { loadSettings } from './settings.ts';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'epaper-web-dist-'));
const FAVICON = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]); // an ICO header is enough to tell it from HTML
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), '<html><body><div id="root"></div></body></html>');
writeFileSync(path.join(distDir, 'favicon.ico'), FAVICON);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('paths the dashboard does not own', () => {
  it('answers /api in any letter case with a JSON 404, never the HTML page', async () => {
    for (const url of ['/API/users/profile/', '/Api/health', '/aPi', '/%61pi/nothing/', '//api/nothing/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Resource not found', code: 'not_found' });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers a file-like path that is not a file with a 404, and serves the real favicon', async () => {
    for (const url of ['/.env', '/package.json', '/robots.txt', '/wp-login.php', '/users/.git/config', '/x.js?v=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.rawPayload.equals(FAVICON)).toBe(true);
  });

  it('still answers every screen path with index.html', async () => {
    for (const url of ['/', '/signin', '/signin?next=/users/1.5', '/users/42/', '/epaper-management/view/7']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });
});

describe('a failed query in the log', () => {
  const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFy';

  it('names the statement and the driver code, never the parameters (a password hash among them)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const options = loggerOptions(loadSettings({ NODE_ENV: 'production', LOG_LEVEL: 'info' }));
    const app = Fastify({ logger: { ...(options as object), stream } });
    registerErrorHandling(app);
    // The statement PUT /users/profile/ ran when a NUL byte got through: Postgres refuses it.
    app.put('/profile', async () =>
      t.database.db.update(users).set({ name: 'A\u0000B', passwordHash: HASH }).where(eq(users.id, 1)),
    );

    const response = await app.inject({ method: 'PUT', url: '/profile' });
    expect(response.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).not.toContain('argon2');
    expect(log).not.toContain('c29tZXNhbHRzb21lc2FsdA');
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
    expect(entry.err.type).toBe('DrizzleQueryError');
    expect(entry.err.query).toContain('update "users"');
    expect(entry.err.cause.code).toBe('22021'); // invalid byte sequence, on both databases
    await app.close();
  });
});
