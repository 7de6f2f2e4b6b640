import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditEvents, users } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';
import { recordAudit } from './audit.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function eventsOf(recordType: string, recordId: string) {
  const rows = await t.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id));
  return rows.filter((row) => row.targetType === recordType && row.targetId === recordId);
}

describe('the audit trail', () => {
  it('records sign-in, profile and password changes and sign-out, with who, what, where and never a secret', async () => {
    const admin = await insertAccount(t.database, { phone: '+919400000001', password: 'audit-pass-1', name: 'Meera' });
    const tokens = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { full_phone: admin.phone, password: 'audit-pass-1' },
      remoteAddress: '192.0.2.44',
    });
    const { access, refresh } = tokens.json<{ access: string; refresh: string }>();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/',
      headers: bearer(access),
      payload: {
        name: 'Meera Iyer',
        phone: admin.phone,
        current_password: 'audit-pass-1',
        new_password: 'audit-pass-2',
      },
      remoteAddress: '192.0.2.44',
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh }, remoteAddress: '192.0.2.44' });

    const userEvents = await eventsOf('user', String(admin.id));
    expect(userEvents.map((event) => event.action)).toEqual(['profile.update', 'auth.sign_in']);
    const [update] = userEvents;
    expect(update).toMatchObject({ actorId: admin.id, actorName: 'Meera Iyer', ipAddress: '192.0.2.44' });
    expect(update?.details).toEqual({
      changes: {
        name: { before: 'Meera', after: 'Meera Iyer' },
        password: { before: '[changed]', after: '[changed]' },
      },
    });
    const signOut = (await eventsOf('session', refresh.split('.')[0] ?? ''))[0];
    expect(signOut).toMatchObject({ action: 'auth.sign_out', actorId: admin.id });

    const everything = JSON.stringify(await t.database.db.select().from(auditEvents));
    expect(everything).not.toContain('audit-pass');
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toContain(refresh.split('.')[1] ?? 'x');
  });

  it('keeps the actor’s name after the account is deleted', async () => {
    const admin = await insertAccount(t.database, { phone: '+919400000002', password: 'audit-pass-1', name: 'Ravi' });
    await signIn(t.app, admin.phone, 'audit-pass-1');
    await t.database.db.delete(users).where(eq(users.id, admin.id));
    const [signInEvent] = await eventsOf('user', String(admin.id));
    expect(signInEvent).toMatchObject({ action: 'auth.sign_in', actorName: 'Ravi' });
  });

  it('commits with the change it describes, or not at all', async () => {
    const admin = await insertAccount(t.database, { phone: '+919400000003', password: 'audit-pass-1', name: 'Old' });
    await expect(
      withTransaction(t.database.db, async (tx) => {
        await tx.update(users).set({ name: 'New' }).where(eq(users.id, admin.id));
        await recordAudit(tx, {
          actor: { userId: admin.id, ip: null },
          action: 'test.rename',
          recordType: 'user',
          recordId: admin.id,
          changes: { name: { before: 'Old', after: 'New' } },
        });
        throw new Error('the change failed after both writes');
      }),
    ).rejects.toThrow('the change failed');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.name).toBe('Old');
    expect((await eventsOf('user', String(admin.id))).map((event) => event.action)).not.toContain('test.rename');
  });

  it('masks a secret field whatever the caller passed', async () => {
    const admin = await insertAccount(t.database, { phone: '+919400000004', password: 'audit-pass-1' });
    await withTransaction(t.database.db, (tx) =>
      recordAudit(tx, {
        actor: { userId: admin.id, ip: null },
        action: 'test.secret',
        recordType: 'user',
        recordId: admin.id,
        changes: { password: { before: 'hunter2', after: 'hunter3' } },
        context: { token: 'abc', note: 'kept' },
      }),
    );
    const [event] = await eventsOf('user', String(admin.id));
    expect(event?.details).toEqual({
      changes: { password: { before: '[changed]', after: '[changed]' } },
      note: 'kept',
    });
  });
});
