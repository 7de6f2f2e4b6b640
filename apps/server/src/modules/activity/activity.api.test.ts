import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const login = (phone: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { full_phone: phone, password }, remoteAddress });

describe("an admin's own activity", () => {
  it('records each sign-in and sign-out with its address, newest first', async () => {
    await insertAccount(t.database, { phone: '+919300000001', password: 'activity-pass-1' });
    const first = (await login('+919300000001', 'activity-pass-1', '192.0.2.31')).json<{ refresh: string }>();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      payload: { refresh: first.refresh },
      remoteAddress: '192.0.2.31',
    });
    const second = (await login('+919300000001', 'activity-pass-1', '192.0.2.32')).json<{ access: string }>();

    const response = await t.app.inject({ method: 'GET', url: '/api/users/activity/', headers: bearer(second.access) });
    expect(response.statusCode).toBe(200);
    const { count, results } = response.json<{ count: number; results: Array<Record<string, unknown>> }>();
    expect(count).toBe(3);
    expect(results.map((row) => [row.activity_type, row.ip_address])).toEqual([
      ['login', '192.0.2.32'],
      ['logout', '192.0.2.31'],
      ['login', '192.0.2.31'],
    ]);
  });

  it('records no sign-in that failed', async () => {
    await insertAccount(t.database, { phone: '+919300000002', password: 'activity-pass-2' });
    expect((await login('+919300000002', 'wrong-password', '192.0.2.33')).statusCode).toBe(401);
    const ok = (await login('+919300000002', 'activity-pass-2', '192.0.2.33')).json<{ access: string }>();
    const response = await t.app.inject({ method: 'GET', url: '/api/users/activity/', headers: bearer(ok.access) });
    expect(response.json<{ count: number }>().count).toBe(1);
  });
});
