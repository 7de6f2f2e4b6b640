// The embedded database's own settings, which its worker thread passes at start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const isPglite = process.env.TEST_DB_KIND !== 'postgres';

describe.runIf(isPglite)('the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs with 64 MB of shared buffers, half of Postgres’s default, and its usual options', async () => {
    const setting = async (name: string) =>
      (await t.database.pool.query<{ value: string }>(`SELECT current_setting($1) AS value`, [name])).rows[0]?.value;
    expect(await setting('shared_buffers')).toBe('64MB');
    // PGlite's own start options are kept beside it.
    expect(await setting('search_path')).toBe('public');
    expect(await setting('max_worker_processes')).toBe('0');
  });
});
