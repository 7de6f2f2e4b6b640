// Request statements are cut at REQUEST_STATEMENT_TIMEOUT_MS, so a runaway query cannot
// hold a pooled connection (and its locks) while requests queue behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { openDatabase, type Database } from './client.ts';

describe('the statement timeout', () => {
  let t: TestApp;
  let short: Database;
  beforeAll(async () => {
    t = await createTestApp();
    short = await openDatabase({ databaseUrl: t.database.url, dataDir: '', statementTimeoutMs: 200 });
  });
  afterAll(async () => {
    await short?.close();
    await t?.close();
  });

  it('applies to every connection of the app', async () => {
    const clients = await Promise.all([t.database.pool.connect(), t.database.pool.connect()]);
    for (const client of clients) {
      expect((await client.query('SHOW statement_timeout')).rows[0].statement_timeout).toBe('10s');
      expect((await client.query('SHOW idle_in_transaction_session_timeout')).rows[0]).toEqual({
        idle_in_transaction_session_timeout: '1min',
      });
      client.release();
    }
  });

  it('cancels a statement that runs past it, and the connection serves the next one', async () => {
    const started = performance.now();
    await expect(short.pool.query('SELECT pg_sleep(3)')).rejects.toMatchObject({ code: '57014' });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await short.pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
  });

  it('can be lifted for batch tools', async () => {
    const batch = await openDatabase({
      databaseUrl: t.database.url,
      dataDir: '',
      statementTimeoutMs: 0,
    });
    try {
      expect((await batch.pool.query('SHOW statement_timeout')).rows[0].statement_timeout).toBe('0');
    } finally {
      await batch.close();
    }
  });
});
