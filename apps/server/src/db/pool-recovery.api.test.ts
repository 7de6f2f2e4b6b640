import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../test/test-app.ts';
import { bearer, signIn } from '../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the database connection after a failed query', () => {
  it('still serves every request, named statements included', async () => {
    const { access } = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
    const profile = () => t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(access) });
    expect((await profile()).statusCode).toBe(200);
    for (let round = 0; round < 3; round++) {
      // The pool ends a connection whose query failed; the next one prepares the session
      // check's named statement afresh.
      await expect(t.database.db.execute(sql`select 1 / 0`)).rejects.toThrow();
      expect((await profile()).statusCode).toBe(200);
    }
  });
});
