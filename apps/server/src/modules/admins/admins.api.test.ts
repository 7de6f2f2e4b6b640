import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { TEXTS } from '@epaper/shared/texts';
import { auditEvents, sessions, users } from '../../db/schema.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';

let t: TestApp;
let superAccess: string;
let superId: number;
let superName: string;
beforeAll(async () => {
  t = await createTestApp();
  superAccess = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  const [row] = await t.database.db.select().from(users).where(eq(users.phone, SUPER_ADMIN.phone));
  superId = row?.id ?? 0;
  superName = row?.name ?? '';
});
afterAll(async () => t?.close());

let phoneCounter = 0;
const nextPhone = () => `+91960${String((phoneCounter += 1)).padStart(7, '0')}`;
const PASSWORD = 'admin-pass-123';

/** A signed-in account of the role (a reader is an admin demoted after signing in). */
async function account(role: 'super_admin' | 'admin' | 'user' = 'admin', name = 'Test Admin') {
  const phone = nextPhone();
  const row = await insertAccount(t.database, {
    phone,
    password: PASSWORD,
    name,
    role: role === 'user' ? 'admin' : role,
  });
  const tokens = await signIn(t.app, phone, PASSWORD);
  if (role === 'user') await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, row.id));
  return { ...row, tokens, access: tokens.access };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, access: string, payload?: object) =>
  t.app.inject({ method, url: `/api/dashboard/admins/${url}`, headers: bearer(access), ...(payload && { payload }) });

const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const auditOf = async (id: number) =>
  (await t.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id))).filter(
    (row) => row.targetType === 'user' && row.targetId === String(id) && row.action.startsWith('admin.'),
  );

const newAdminBody = (overrides: object = {}) => {
  const phone = nextPhone();
  return {
    name: 'New Admin',
    email: `admin${phone.slice(-7)}@example.com`,
    phone,
    password: 'a-good-password',
    ...overrides,
  };
};

describe('GET /api/dashboard/admins/', () => {
  it('answers any admin a page of admins with the counters, and no readers', async () => {
    const plain = await account('admin', 'Plain Reader Of List');
    await insertAccount(t.database, { phone: nextPhone(), password: PASSWORD, role: 'user', name: 'A Reader' });
    await insertAccount(t.database, { phone: nextPhone(), password: PASSWORD, isActive: false, name: 'Off' });
    const response = await call('GET', '', plain.access);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [total, active] = await Promise.all([
      t.database.db.select().from(users).where(eq(users.isAdmin, true)),
      t.database.db.select().from(users).where(eq(users.isActive, true)),
    ]);
    expect(body.count).toBe(total.length);
    expect(body.active_count).toBe(active.filter((row) => row.isAdmin).length);
    expect(body.active_count).toBeLessThan(body.count);
    expect(body.previous).toBeNull();
    expect(body.results.map((item: { name: string }) => item.name)).not.toContain('A Reader');
    expect(Object.keys(body.results[0]).sort()).toEqual(
      [
        'created_by',
        'created_by_name',
        'date_joined',
        'email',
        'id',
        'is_active',
        'last_login',
        'name',
        'phone',
        'role',
      ].sort(),
    );
    expect(response.body).not.toContain('argon2');
  });

  it('pages with page and page_size, and links the neighbours', async () => {
    const first = await call('GET', '?page_size=1', superAccess);
    expect(first.json()).toMatchObject({ previous: null, next: '/api/dashboard/admins/?page_size=1&page=2' });
    expect(first.json().results).toHaveLength(1);
    const second = await call('GET', '?page_size=1&page=2', superAccess);
    expect(second.json().previous).toBe('/api/dashboard/admins/?page_size=1&page=1');
    expect(second.json().results[0].id).not.toBe(first.json().results[0].id);
    expect((await call('GET', '?page_size=101', superAccess)).statusCode).toBe(400);
    expect((await call('GET', '?page=0', superAccess)).statusCode).toBe(400);
  });

  it('refuses a reader (403) and a caller without a session (401)', async () => {
    const reader = await account('user');
    expect((await call('GET', '', reader.access)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/admins/' })).statusCode).toBe(401);
  });
});

describe('POST /api/dashboard/admins/', () => {
  it('creates an admin (role admin by default), recorded with its creator, who can sign in', async () => {
    const body = newAdminBody({ name: '  Kavya  ' });
    const response = await call('POST', '', superAccess, body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Kavya',
      email: body.email,
      phone: body.phone,
      role: 'admin',
      is_active: true,
      created_by: superId,
      created_by_name: superName,
      last_login: null,
    });
    await expect(signIn(t.app, body.phone, body.password)).resolves.toBeTruthy();
    const [event] = await auditOf(created.id);
    expect(event).toMatchObject({ action: 'admin.create', actorId: superId });
    expect(event?.details).toMatchObject({
      changes: { name: { before: null, after: 'Kavya' }, password: { before: '[changed]', after: '[changed]' } },
    });
    expect(JSON.stringify(event)).not.toContain(body.password);
  });

  it('creates a suspended super admin when asked', async () => {
    const response = await call('POST', '', superAccess, newAdminBody({ role: 'super_admin', is_active: false }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'super_admin', is_active: false });
  });

  it('refuses an email or phone another account has (email in any letter case)', async () => {
    const existing = newAdminBody();
    expect((await call('POST', '', superAccess, existing)).statusCode).toBe(201);
    const sameEmail = await call('POST', '', superAccess, newAdminBody({ email: existing.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json().errors.email).toEqual([TEXTS.emailTaken]);
    const samePhone = await call('POST', '', superAccess, newAdminBody({ phone: existing.phone }));
    expect(samePhone.statusCode).toBe(400);
    expect(samePhone.json().errors.phone).toEqual([TEXTS.phoneTaken]);
    const readerPhone = nextPhone();
    await insertAccount(t.database, { phone: readerPhone, password: PASSWORD, role: 'user' });
    expect((await call('POST', '', superAccess, newAdminBody({ phone: readerPhone }))).json().errors.phone).toEqual([
      TEXTS.phoneTaken,
    ]);
  });

  it('answers 400 on the email field when a concurrent create takes it first', async () => {
    const body = newAdminBody();
    const answers = await Promise.all([
      call('POST', '', superAccess, body),
      call('POST', '', superAccess, { ...body, phone: nextPhone() }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json().errors.email).toEqual([TEXTS.emailTaken]);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', TEXTS.emailInvalid],
    [{ email: '' }, 'email', TEXTS.emailRequired],
    [{ email: undefined }, 'email', TEXTS.emailRequired],
    [{ password: 'short' }, 'password', TEXTS.passwordTooShort],
    [{ password: '' }, 'password', TEXTS.passwordRequired],
    [{ password: 'x'.repeat(129) }, 'password', undefined],
    [{ password: 'with\u0000nul-byte' }, 'password', 'Password contains characters that are not allowed'],
    [{ name: '' }, 'name', TEXTS.nameRequired],
    [{ name: 'Bad\u202Ename' }, 'name', 'Name contains characters that are not allowed'],
    [{ phone: '98765' }, 'phone', TEXTS.phoneInvalid],
    [{ phone: undefined }, 'phone', TEXTS.mobileRequired],
    [{ role: 'user' }, 'role', TEXTS.adminRoleInvalid],
    [{ role: 'root' }, 'role', TEXTS.adminRoleInvalid],
    [{ is_active: 'yes' }, 'is_active', undefined],
  ])('refuses %o under %s', async (overrides, field, message) => {
    const before = (await t.database.db.select().from(users)).length;
    const response = await call('POST', '', superAccess, newAdminBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBeDefined();
    if (message) expect(response.json().errors[field][0]).toBe(message);
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });
});

describe('created_by_name', () => {
  it("names each admin's creator in the list, and the system's admin has none", async () => {
    const creator = await account('super_admin', 'Priya Shah');
    const made = await call('POST', '', creator.access, newAdminBody({ name: 'Made By Priya' }));
    expect(made.json()).toMatchObject({ created_by: creator.id, created_by_name: 'Priya Shah' });
    const list = (await call('GET', '?page_size=100', superAccess)).json().results as Array<Record<string, unknown>>;
    expect(list.find((item) => item.id === made.json().id)).toMatchObject({ created_by_name: 'Priya Shah' });
    expect(list.find((item) => item.id === superId)).toMatchObject({ created_by: null, created_by_name: null });
    // The answers of a change carry it too.
    const suspended = await call('POST', `${made.json().id}/suspend/`, superAccess);
    expect(suspended.json()).toMatchObject({ created_by_name: 'Priya Shah' });
  });
});

describe('weak admin passwords', () => {
  const weak = 'Password is too weak. This is a heavily used password. Add more words that are less common.';

  it('refuses "password" on create: 400 validation_error naming why, and no account', async () => {
    const before = (await t.database.db.select().from(users)).length;
    const response = await call('POST', '', superAccess, newAdminBody({ password: 'password' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: weak, code: 'validation_error', errors: { password: [weak] } });
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });

  it("refuses a password made of the admin's own name and number", async () => {
    const body = newAdminBody({ name: 'Priya Shah' });
    const response = await call('POST', '', superAccess, { ...body, password: `shah${body.phone.slice(-10)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password[0]).toMatch(/^Password is too weak\. /);
  });

  it('refuses a weak password on a reset (PUT) and keeps the old one', async () => {
    const target = await account('admin');
    const base = { name: 'N', email: `reset${target.phone.slice(-7)}@example.org`, phone: target.phone };
    const response = await call('PUT', `${target.id}/`, superAccess, { ...base, password: 'password1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    expect(response.json().errors.password[0]).toMatch(/^Password is too weak\. /);
    await expect(signIn(t.app, target.phone, PASSWORD)).resolves.toBeTruthy();
  });

  it('accepts a strong one', async () => {
    const response = await call('POST', '', superAccess, newAdminBody({ password: 'Quiet-Harbour-Lamp-42' }));
    expect(response.statusCode).toBe(201);
  });
});

describe('only a super admin changes admins', () => {
  it('refuses a plain admin every change (403) and changes nothing', async () => {
    const plain = await account('admin');
    const target = await account('admin', 'Untouched');
    const before = await rowOf(target.id);
    const auditBefore = (await t.database.db.select().from(auditEvents)).length;
    const answers = [
      await call('POST', '', plain.access, newAdminBody()),
      await call('PUT', `${target.id}/`, plain.access, { name: 'X', email: 'x@example.com', phone: target.phone }),
      await call('POST', `${target.id}/suspend/`, plain.access),
      await call('POST', `${target.id}/activate/`, plain.access),
      await call('DELETE', `${target.id}/`, plain.access),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await rowOf(target.id)).toEqual(before);
    expect((await t.database.db.select().from(auditEvents)).length).toBe(auditBefore);
  });

  it('refuses a reader every change (403)', async () => {
    const reader = await account('user');
    const target = await account('admin');
    expect((await call('POST', `${target.id}/suspend/`, reader.access)).statusCode).toBe(403);
    expect((await call('DELETE', `${target.id}/`, reader.access)).statusCode).toBe(403);
    expect((await rowOf(target.id))?.isActive).toBe(true);
  });
});

describe('suspend and activate', () => {
  it('suspends an admin, ends its sessions at once, and activates it again', async () => {
    const target = await account('admin');
    const response = await call('POST', `${target.id}/suspend/`, superAccess);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, is_active: false });
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(target.access) });
    expect(profile.statusCode).toBe(401);
    const ended = await t.database.db.select().from(sessions).where(eq(sessions.userId, target.id));
    expect(ended.every((session) => session.revokedReason === 'suspended')).toBe(true);
    await expect(signIn(t.app, target.phone, PASSWORD)).rejects.toThrow(/403/);

    const again = await call('POST', `${target.id}/suspend/`, superAccess);
    expect(again.statusCode).toBe(200);
    const activated = await call('POST', `${target.id}/activate/`, superAccess);
    expect(activated.json()).toMatchObject({ is_active: true });
    await expect(signIn(t.app, target.phone, PASSWORD)).resolves.toBeTruthy();
    const actions = (await auditOf(target.id)).map((event) => event.action);
    expect(actions).toEqual(['admin.activate', 'admin.suspend']);
    expect((await auditOf(target.id))[1]?.details).toEqual({
      changes: { is_active: { before: true, after: false } },
    });
  });

  it('refuses to suspend oneself', async () => {
    const response = await call('POST', `${superId}/suspend/`, superAccess);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TEXTS.cannotSuspendSelf);
    expect((await rowOf(superId))?.isActive).toBe(true);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '2147483647'])('answers 404 for the id %s', async (id) => {
    expect((await call('POST', `${id}/suspend/`, superAccess)).statusCode).toBe(404);
    expect((await call('DELETE', `${id}/`, superAccess)).statusCode).toBe(404);
    expect(
      (await call('PUT', `${id}/`, superAccess, { name: 'A', email: 'a@example.com', phone: nextPhone() })).statusCode,
    ).toBe(404);
  });

  it("answers 404 for a reader's id", async () => {
    const reader = await insertAccount(t.database, { phone: nextPhone(), password: PASSWORD, role: 'user' });
    expect((await call('POST', `${reader.id}/suspend/`, superAccess)).statusCode).toBe(404);
    expect((await call('DELETE', `${reader.id}/`, superAccess)).statusCode).toBe(404);
    expect((await rowOf(reader.id))?.isActive).toBe(true);
  });
});

describe('the last active super admin', () => {
  it('survives two super admins suspending each other at once', async () => {
    // Suspend every other active super admin, leaving the first one and two new ones.
    const others = await t.database.db.select().from(users).where(eq(users.role, 'super_admin'));
    for (const row of others) {
      if (row.id !== superId && row.isActive) await call('POST', `${row.id}/suspend/`, superAccess);
    }
    const a = await account('super_admin', 'Super A');
    const b = await account('super_admin', 'Super B');
    // The first super admin steps aside, so only A and B are active super admins.
    const c = await account('super_admin', 'Super C');
    expect((await call('POST', `${superId}/suspend/`, c.access)).statusCode).toBe(200);
    expect((await call('POST', `${c.id}/suspend/`, a.access)).statusCode).toBe(200);

    const answers = await Promise.all([
      call('POST', `${b.id}/suspend/`, a.access),
      call('POST', `${a.id}/suspend/`, b.access),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const active = (await t.database.db.select().from(users).where(eq(users.role, 'super_admin'))).filter(
      (row) => row.isActive,
    );
    expect(active).toHaveLength(1);

    // The survivor cannot suspend, delete or demote itself, nor be left with no super admin.
    const survivor = active[0]?.id === a.id ? a : b;
    expect((await call('POST', `${survivor.id}/suspend/`, survivor.access)).statusCode).toBe(400);
    expect((await call('DELETE', `${survivor.id}/`, survivor.access)).statusCode).toBe(400);
    const demote = await call('PUT', `${survivor.id}/`, survivor.access, {
      name: survivor.name,
      email: 'survivor@example.com',
      phone: survivor.phone,
      role: 'admin',
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().errors.role).toEqual([TEXTS.cannotDemoteSelf]);

    // Bring the first super admin back for the tests that follow.
    expect((await call('POST', `${superId}/activate/`, survivor.access)).statusCode).toBe(200);
    superAccess = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  });

  it('answers 409 when a caller demoted meanwhile would remove the last one', async () => {
    // A super admin authorised for the request, demoted before its change runs: the lock sees it.
    const supers = await t.database.db.select().from(users).where(eq(users.role, 'super_admin'));
    for (const row of supers) {
      if (row.id !== superId && row.isActive) await call('POST', `${row.id}/suspend/`, superAccess);
    }
    const caller = await account('super_admin', 'Soon Demoted');
    const { setAdminActive } = await import('./admins.service.ts');
    const principal = { userId: caller.id, sessionId: 'x', role: 'super_admin' as const, isAdmin: true };
    const activeSupers = (await t.database.db.select().from(users).where(eq(users.role, 'super_admin'))).filter(
      (row) => row.isActive && row.id !== caller.id,
    );
    expect(activeSupers.map((row) => row.id)).toEqual([superId]);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, caller.id));
    const ctx = { db: t.database.db } as Parameters<typeof setAdminActive>[0];
    await expect(setAdminActive(ctx, principal, { userId: caller.id, ip: null }, superId, false)).rejects.toMatchObject(
      {
        statusCode: 409,
        message: TEXTS.lastActiveSuperAdmin,
      },
    );
    expect((await rowOf(superId))?.isActive).toBe(true);
  });
});

describe('PUT /api/dashboard/admins/{id}/', () => {
  it('changes the fields, records before and after, and masks a new password', async () => {
    const target = await account('admin', 'Before Name');
    const response = await call('PUT', `${target.id}/`, superAccess, {
      name: 'After Name',
      email: 'after@example.com',
      phone: target.phone,
      role: 'super_admin',
      password: 'a-brand-new-password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'After Name', email: 'after@example.com', role: 'super_admin' });
    const [event] = await auditOf(target.id);
    expect(event).toMatchObject({ action: 'admin.update', actorId: superId });
    expect(event?.details).toEqual({
      changes: {
        name: { before: 'Before Name', after: 'After Name' },
        email: { before: null, after: 'after@example.com' },
        role: { before: 'admin', after: 'super_admin' },
        password: { before: '[changed]', after: '[changed]' },
      },
    });
    expect(JSON.stringify(event)).not.toContain('a-brand-new-password');
    // A new password ends the account's sessions.
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(target.access) });
    expect(profile.statusCode).toBe(401);
    await expect(signIn(t.app, target.phone, 'a-brand-new-password')).resolves.toBeTruthy();
  });

  it('demotes a super admin and ends its sessions', async () => {
    const target = await account('super_admin');
    const response = await call('PUT', `${target.id}/`, superAccess, {
      name: target.name,
      email: 'demoted@example.com',
      phone: target.phone,
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    const ended = await t.database.db.select().from(sessions).where(eq(sessions.userId, target.id));
    expect(ended.map((session) => session.revokedReason)).toEqual(['demoted']);
  });

  it('suspends through is_active, but never oneself', async () => {
    const self = await call('PUT', `${superId}/`, superAccess, {
      name: 'First Admin',
      email: 'first@example.com',
      phone: SUPER_ADMIN.phone,
      is_active: false,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.is_active).toEqual([TEXTS.cannotSuspendSelf]);
    expect((await rowOf(superId))?.isActive).toBe(true);
    const renamed = await call('PUT', `${superId}/`, superAccess, {
      name: 'First Admin',
      email: 'first@example.com',
      phone: SUPER_ADMIN.phone,
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses an email or phone another account has, and bad fields', async () => {
    const other = await account('admin');
    await t.database.db.update(users).set({ email: 'Taken@Example.com' }).where(eq(users.id, other.id));
    const target = await account('admin');
    const base = { name: 'N', email: 'fresh@example.org', phone: target.phone };
    const email = await call('PUT', `${target.id}/`, superAccess, { ...base, email: 'taken@example.com' });
    expect(email.json().errors.email).toEqual([TEXTS.emailTaken]);
    const phone = await call('PUT', `${target.id}/`, superAccess, { ...base, phone: other.phone });
    expect(phone.json().errors.phone).toEqual([TEXTS.phoneTaken]);
    const role = await call('PUT', `${target.id}/`, superAccess, { ...base, role: 'user' });
    expect(role.json().errors.role).toEqual([TEXTS.adminRoleInvalid]);
    const password = await call('PUT', `${target.id}/`, superAccess, { ...base, password: 'short' });
    expect(password.json().errors.password).toEqual([TEXTS.passwordTooShort]);
    expect((await rowOf(target.id))?.email).toBeNull();
  });
});

describe('DELETE /api/dashboard/admins/{id}/', () => {
  it('deletes an admin: its sessions go, the trail and the created_by ids stay', async () => {
    const doomed = await account('super_admin', 'Doomed Admin');
    const created = await call('POST', '', doomed.access, newAdminBody());
    expect(created.statusCode).toBe(201);
    const response = await call('DELETE', `${doomed.id}/`, superAccess);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Admin deleted.' });
    expect(await rowOf(doomed.id)).toBeUndefined();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, doomed.id))).toEqual([]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(doomed.access) });
    expect(profile.statusCode).toBe(401);
    expect((await rowOf(created.json().id))?.createdBy).toBe(doomed.id);
    const list = await call('GET', '?page_size=100', superAccess);
    // Only the id is left: the dashboard shows "Admin {id}".
    expect(list.json().results.find((item: { id: number }) => item.id === created.json().id)).toMatchObject({
      created_by: doomed.id,
      created_by_name: null,
    });
    const [createEvent] = await auditOf(created.json().id);
    expect(createEvent).toMatchObject({ actorId: doomed.id, actorName: 'Doomed Admin' });
    const [deleteEvent] = await auditOf(doomed.id);
    expect(deleteEvent).toMatchObject({ action: 'admin.delete', actorId: superId });
    expect((await call('DELETE', `${doomed.id}/`, superAccess)).statusCode).toBe(404);
  });

  it('refuses to delete oneself', async () => {
    const response = await call('DELETE', `${superId}/`, superAccess);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TEXTS.cannotDeleteSelf);
    expect(await rowOf(superId)).toBeDefined();
  });
});
