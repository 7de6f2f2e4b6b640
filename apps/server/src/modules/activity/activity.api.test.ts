import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';
import { auditEvents, userActivities, users } from '../../db/schema.ts';

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

type Line = {
  activity_type: string;
  description: string;
  ip_address: string | null;
  actor_name: string | null;
};

let nextPhone = 0;
const freshPhone = () => `+91931${String((nextPhone += 1)).padStart(7, '0')}`;

async function insertReader(): Promise<number> {
  const [row] = await t.database.db
    .insert(users)
    .values({ name: 'Logged Reader', phone: freshPhone(), role: 'user' })
    .returning({ id: users.id });
  if (!row) throw new Error('reader not created');
  return row.id;
}

const linesOf = async (id: number, access: string, query = '') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/users/${id}/activity/${query}`,
      headers: bearer(access),
    })
  ).json<{ count: number; results: Line[] }>();

describe("who did it: the admin's name on a reader's activity", () => {
  it('names the admin who deactivated, activated and edited the reader, kept after that admin is deleted', async () => {
    const boss = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
    const phone = freshPhone();
    const admin = await insertAccount(t.database, { phone, password: 'Desk-Admin-Pass-1', name: 'Meera Iyer' });
    const desk = await signIn(t.app, phone, 'Desk-Admin-Pass-1');
    const reader = await insertReader();
    const act = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: bearer(desk.access),
        remoteAddress: '192.0.2.71',
        ...(payload && { payload }),
      });
    expect((await act('POST', `/api/dashboard/users/${reader}/suspend/`)).statusCode).toBe(200);
    expect((await act('POST', `/api/dashboard/users/${reader}/activate/`)).statusCode).toBe(200);
    expect((await act('PATCH', `/api/dashboard/users/${reader}/`, { name: 'Logged Reader Two' })).statusCode).toBe(200);

    const expected: Line[] = [
      {
        activity_type: 'profile',
        description: 'Profile updated (name) by Meera Iyer',
        ip_address: '192.0.2.71',
        actor_name: 'Meera Iyer',
      },
      {
        activity_type: 'status',
        description: 'Account activated by Meera Iyer',
        ip_address: '192.0.2.71',
        actor_name: 'Meera Iyer',
      },
      {
        activity_type: 'status',
        description: 'Account deactivated by Meera Iyer',
        ip_address: '192.0.2.71',
        actor_name: 'Meera Iyer',
      },
    ];
    const pick = ({ activity_type, description, ip_address, actor_name }: Line) => ({
      activity_type,
      description,
      ip_address,
      actor_name,
    });
    expect((await linesOf(reader, boss.access)).results.map(pick)).toEqual(expected);

    // The admin is renamed, then deleted: the lines keep the name they were written with.
    await t.database.db.update(users).set({ name: 'Meera Renamed' }).where(eq(users.id, admin.id));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/dashboard/admins/${admin.id}/`,
      headers: bearer(boss.access),
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await linesOf(reader, boss.access)).results.map(pick)).toEqual(expected);
  });

  it('filters by type, and refuses an unknown type with the field message', async () => {
    const boss = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
    const reader = await insertReader();
    await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/users/${reader}/suspend/`,
      headers: bearer(boss.access),
    });
    await t.database.db.insert(userActivities).values([
      { userId: reader, activityType: 'login', description: 'Signed in with OTP', ipAddress: '198.51.100.4' },
      { userId: reader, activityType: 'reading', description: 'Read the e-paper of 1 Nov 2026, page 2' },
    ]);
    const status = await linesOf(reader, boss.access, '?activity_type=status');
    expect(status.count).toBe(1);
    expect(status.results.map((line) => line.description)).toEqual(['Account deactivated by Super Admin']);
    expect((await linesOf(reader, boss.access, '?activity_type=login')).count).toBe(1);
    expect((await linesOf(reader, boss.access)).count).toBe(3);

    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/users/${reader}/activity/?activity_type=hacking`,
      headers: bearer(boss.access),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Activity type must be one of login, logout, subscription/);
  });

  it("records an admin's own profile change as Profile, from the admin's own address", async () => {
    const phone = freshPhone();
    await insertAccount(t.database, { phone, password: 'Own-Profile-Pass-1', name: 'Own Profile' });
    const own = await signIn(t.app, phone, 'Own-Profile-Pass-1');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/',
      headers: bearer(own.access),
      payload: { name: 'Own Profile Renamed', phone },
      remoteAddress: '192.0.2.90',
    });
    expect(changed.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/users/activity/?activity_type=profile',
      headers: bearer(own.access),
    });
    expect(mine.json<{ results: Line[] }>().results).toMatchObject([
      { activity_type: 'profile', description: 'Profile updated (name)', ip_address: '192.0.2.90', actor_name: null },
    ]);
  });
});

describe("the reader's own address", () => {
  it('is the client a proxy on this machine forwards for, and never what a remote client claims', async () => {
    const phone = freshPhone();
    await insertAccount(t.database, { phone, password: 'Proxy-Pass-1' });
    /** A sign-in from `remoteAddress`, whose X-Forwarded-For names `forwardedFor`. */
    const signInFrom = (remoteAddress: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { full_phone: phone, password: 'Proxy-Pass-1' },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    expect((await signInFrom('127.0.0.1', '203.0.113.45')).statusCode).toBe(200);
    const direct = await signInFrom('198.51.100.20', '203.0.113.99');
    expect(direct.statusCode).toBe(200);
    const access = direct.json<{ access: string }>().access;
    const own = await t.app.inject({ method: 'GET', url: '/api/users/activity/', headers: bearer(access) });
    expect(own.json<{ results: Line[] }>().results.map((line) => line.ip_address)).toEqual([
      '198.51.100.20',
      '203.0.113.45',
    ]);
  });
});

describe('migration 0018 on the lines written before it', () => {
  it('gives status, profile, registration and reading lines their types, and names the admin where the audit trail tells', async () => {
    const reader = await insertReader();
    const at = new Date('2025-03-04T05:06:07.000Z');
    const later = new Date('2025-03-05T05:06:07.000Z');
    await t.database.db.insert(userActivities).values([
      { userId: reader, activityType: 'others', description: 'Account suspended by an administrator', createdAt: at },
      {
        userId: reader,
        activityType: 'others',
        description: 'Profile updated by an administrator (name, email)',
        createdAt: later,
      },
      { userId: reader, activityType: 'others', description: 'Registered on the Android app' },
      { userId: reader, activityType: 'others', description: 'Read the e-paper of 3 Nov 2026, page 4' },
      { userId: reader, activityType: 'others', description: 'Something else' },
    ]);
    // The suspension's audit row, written in the same transaction (so at the same time); the edit has none.
    await t.database.db.insert(auditEvents).values({
      actorId: 999_999,
      actorName: 'Gone Admin',
      action: 'user.suspend',
      targetType: 'user',
      targetId: String(reader),
      createdAt: at,
    });

    const migration = readFileSync(
      new URL('../../db/migrations/0018_activity_actors_and_types.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (!statement.trim().startsWith('ALTER TABLE')) await t.database.db.execute(sql.raw(statement));
    }

    const rows = await t.database.db
      .select({
        type: userActivities.activityType,
        description: userActivities.description,
        actorName: userActivities.actorName,
      })
      .from(userActivities)
      .where(and(eq(userActivities.userId, reader)))
      .orderBy(userActivities.id);
    expect(rows).toEqual([
      { type: 'status', description: 'Account deactivated by Gone Admin', actorName: 'Gone Admin' },
      { type: 'profile', description: 'Profile updated (name, email) by an administrator', actorName: null },
      { type: 'registration', description: 'Registered on the Android app', actorName: null },
      { type: 'reading', description: 'Read the e-paper of 3 Nov 2026, page 4', actorName: null },
      { type: 'others', description: 'Something else', actorName: null },
    ]);
  });
});
