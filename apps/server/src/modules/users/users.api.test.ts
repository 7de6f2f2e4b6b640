import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TEXTS } from '@epaper/shared/texts';
import { USER_TEXTS } from '@epaper/shared/users.contract';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';
import { auditEvents, plans, sessions, userActivities, users, userSubscriptions } from '../../db/schema.ts';

let t: TestApp;
let access: string;
beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
});
afterAll(async () => t?.close());

let nextPhone = 0;
const freshPhone = () => `+91960${String((nextPhone += 1)).padStart(7, '0')}`;

type ReaderOptions = Partial<typeof users.$inferInsert>;
async function insertReader(options: ReaderOptions = {}) {
  const [row] = await t.database.db
    .insert(users)
    .values({ name: 'Reader', phone: freshPhone(), role: 'user', ...options })
    .returning();
  if (!row) throw new Error('reader not created');
  return row;
}

const get = (url: string, token = access) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'PUT' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(access), ...(payload && { payload }) });

const USER_KEYS = [
  'id',
  'name',
  'email',
  'phone',
  'address',
  'is_active',
  'is_verified',
  'is_admin',
  'role',
  'profile_image',
  'date_joined',
  'created_at',
  'updated_at',
  'last_login',
].sort();

const activitiesOf = (userId: number) =>
  t.database.db.select().from(userActivities).where(eq(userActivities.userId, userId));
const auditsOf = (userId: number, action: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, String(userId)), eq(auditEvents.action, action)));

describe('GET /api/dashboard/users/', () => {
  // A search term no other test's reader carries, so each test sees only its own rows.
  it('lists readers only, newest first, with the user fields and page links', async () => {
    const tag = 'Listonly';
    const old = await insertReader({ name: `${tag} Old`, dateJoined: new Date('2024-01-01T00:00:00Z') });
    const mid = await insertReader({ name: `${tag} Mid`, dateJoined: new Date('2024-02-01T00:00:00Z') });
    const young = await insertReader({ name: `${tag} Young`, dateJoined: new Date('2024-03-01T00:00:00Z') });
    await insertAccount(t.database, { phone: freshPhone(), password: 'x-password-1', name: `${tag} Admin` });

    const first = await get(`/api/dashboard/users/?search=${tag}&page_size=2`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(3);
    expect(body.results.map((u: { id: number }) => u.id)).toEqual([young.id, mid.id]);
    expect(Object.keys(body.results[0]).sort()).toEqual(USER_KEYS);
    expect(body.results[0]).toMatchObject({ role: 'user', is_admin: false, is_active: true, is_verified: false });
    expect(body.previous).toBeNull();
    expect(body.next).toBe(`/api/dashboard/users/?search=${tag}&page_size=2&page=2`);
    expect(first.body).not.toContain('password');

    const second = await get(body.next);
    expect(second.json().results.map((u: { id: number }) => u.id)).toEqual([old.id]);
    expect(second.json().next).toBeNull();
    expect(second.json().previous).toBe(`/api/dashboard/users/?search=${tag}&page_size=2&page=1`);
  });

  it('never lists admins, whatever the search', async () => {
    const response = await get(`/api/dashboard/users/?page_size=100`);
    expect(response.statusCode).toBe(200);
    expect(response.json().results.every((u: { role: string }) => u.role === 'user')).toBe(true);
    const admins = await get(`/api/dashboard/users/?search=${encodeURIComponent(SUPER_ADMIN.phone)}`);
    expect(admins.json().count).toBe(0);
  });

  it('orders by name either way and by date joined ascending', async () => {
    const tag = 'Ordertag';
    const b = await insertReader({ name: `${tag} Bravo`, dateJoined: new Date('2024-01-01T00:00:00Z') });
    const a = await insertReader({ name: `${tag} Alpha`, dateJoined: new Date('2024-02-01T00:00:00Z') });
    const c = await insertReader({ name: `${tag} Charlie`, dateJoined: new Date('2023-01-01T00:00:00Z') });
    const ids = async (ordering: string) =>
      (await get(`/api/dashboard/users/?search=${tag}&ordering=${ordering}`))
        .json()
        .results.map((u: { id: number }) => u.id);
    expect(await ids('name')).toEqual([a.id, b.id, c.id]);
    expect(await ids('-name')).toEqual([c.id, b.id, a.id]);
    expect(await ids('date_joined')).toEqual([c.id, b.id, a.id]);
    expect(await ids('-date_joined')).toEqual([a.id, b.id, c.id]);
  });

  it('searches name and email case-insensitively', async () => {
    const byName = await insertReader({ name: 'Zubin Mehta-Searchcase' });
    const byEmail = await insertReader({ name: 'Other', email: 'Kavya.SEARCHCASE@example.com' });
    const found = (await get('/api/dashboard/users/?search=searchcase')).json();
    expect(found.results.map((u: { id: number }) => u.id).sort()).toEqual([byName.id, byEmail.id].sort());
  });

  it('finds a phone typed with spaces, dashes, brackets or without +91', async () => {
    const reader = await insertReader({ phone: '+919123456780' });
    for (const typed of [
      '+919123456780',
      '91234 56780',
      '+91-91234-56780',
      '(912) 345-6780',
      '09123456780',
      '3456780',
    ]) {
      const body = (await get(`/api/dashboard/users/?search=${encodeURIComponent(typed)}`)).json();
      expect(
        body.results.map((u: { id: number }) => u.id),
        typed,
      ).toContain(reader.id);
    }
  });

  it('matches %, _ and \\ literally', async () => {
    const percent = await insertReader({ name: 'Wild 50% Off' });
    const underscore = await insertReader({ name: 'Wild a_b' });
    const backslash = await insertReader({ name: 'Wild c\\d' });
    await insertReader({ name: 'Wild 50 Off axb cd' });
    const ids = async (search: string) =>
      (await get(`/api/dashboard/users/?search=${encodeURIComponent(search)}`))
        .json()
        .results.map((u: { id: number }) => u.id);
    expect(await ids('50%')).toEqual([percent.id]);
    expect(await ids('a_b')).toEqual([underscore.id]);
    expect(await ids('c\\d')).toEqual([backslash.id]);
    expect(await ids('%')).toEqual([percent.id]);
    expect(await ids('_')).toEqual([underscore.id]);
  });

  it('filters by is_active', async () => {
    const tag = 'Statustag';
    const active = await insertReader({ name: `${tag} On` });
    const inactive = await insertReader({ name: `${tag} Off`, isActive: false });
    const ids = async (value: string) =>
      (await get(`/api/dashboard/users/?search=${tag}&is_active=${value}`))
        .json()
        .results.map((u: { id: number }) => u.id);
    expect(await ids('true')).toEqual([active.id]);
    expect(await ids('false')).toEqual([inactive.id]);
  });

  it('treats a blank search as no search', async () => {
    const all = (await get('/api/dashboard/users/')).json().count;
    expect((await get('/api/dashboard/users/?search=%20%20')).json().count).toBe(all);
  });

  it.each([
    ['is_active=yes', 'is_active', USER_TEXTS.isActiveInvalid],
    ['is_active=1', 'is_active', USER_TEXTS.isActiveInvalid],
    ['ordering=password_hash', 'ordering', USER_TEXTS.orderingInvalid],
    ['ordering=-id;drop', 'ordering', USER_TEXTS.orderingInvalid],
    ['page_size=101', 'page_size', undefined],
    ['page_size=0', 'page_size', undefined],
    ['page=0', 'page', undefined],
    ['page=two', 'page', undefined],
    [`search=${'a'.repeat(201)}`, 'search', USER_TEXTS.searchTooLong],
    ['search=a%00b', 'search', undefined],
  ])('refuses %s with a message under %s', async (query, field, message) => {
    const response = await get(`/api/dashboard/users/?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.errors[field]).toBeDefined();
    if (message) expect(body.errors[field][0]).toBe(message);
  });

  it('answers a 10,000-character search with a clean 400', async () => {
    const response = await get(`/api/dashboard/users/?search=${'%25'.repeat(10_000)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.search).toEqual([USER_TEXTS.searchTooLong]);
  });

  it('accepts a 200-character search of wildcards', async () => {
    const response = await get(`/api/dashboard/users/?search=${'%25_'.repeat(100)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(0);
  });

  it('pages from the end alike: every page of a list read front or back joins up in order', async () => {
    const tag = 'Pagewalk';
    const made = [];
    for (let i = 0; i < 25; i += 1) {
      made.push(await insertReader({ name: `${tag} ${i}`, dateJoined: new Date(Date.UTC(2023, 0, 1 + (i % 7))) }));
    }
    // Newest first, ties by id descending: what the list promises.
    const expected = [...made]
      .sort((a, b) => b.dateJoined.getTime() - a.dateJoined.getTime() || b.id - a.id)
      .map((row) => row.id);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const body = (await get(`/api/dashboard/users/?search=${tag}&page_size=10&page=${page}`)).json();
      expect(body.count).toBe(25);
      pages.push(...body.results.map((u: { id: number }) => u.id));
    }
    expect(pages).toEqual(expected);
    const ascending = (
      await get(`/api/dashboard/users/?search=${tag}&page_size=10&page=3&ordering=date_joined`)
    ).json();
    expect(ascending.results.map((u: { id: number }) => u.id)).toEqual([...expected].reverse().slice(20));
  });

  it('keeps every count exact through adding, suspending, editing and removing readers', async () => {
    const recount = async (search?: string, isActive?: boolean) => {
      const rows = await t.database.db.select().from(users).where(eq(users.role, 'user'));
      return rows.filter(
        (row) =>
          (isActive === undefined || row.isActive === isActive) &&
          (search === undefined || row.searchText.includes(search.toLowerCase())),
      ).length;
    };
    const listed = async (query: string) => (await get(`/api/dashboard/users/?${query}`)).json().count as number;
    const expectCounts = async () => {
      expect(await listed('')).toBe(await recount());
      expect(await listed('is_active=true')).toBe(await recount(undefined, true));
      expect(await listed('is_active=false')).toBe(await recount(undefined, false));
      expect(await listed('search=Countkeep')).toBe(await recount('Countkeep'));
      expect(await listed('search=Countkeep&is_active=false')).toBe(await recount('Countkeep', false));
    };
    const first = await insertReader({ name: 'Countkeep One' });
    await t.database.db.insert(users).values([
      { name: 'Countkeep Two', phone: freshPhone(), role: 'user', isActive: false },
      { name: 'Someone Else', phone: freshPhone(), role: 'user' },
    ]);
    await expectCounts();
    expect(await listed('search=Countkeep')).toBe(2);

    // Through the API: a suspension and a rename that makes another reader match the search.
    expect((await send('POST', `/api/dashboard/users/${first.id}/suspend/`)).statusCode).toBe(200);
    const other = await insertReader({ name: 'Plain Name' });
    await expectCounts();
    expect((await send('PATCH', `/api/dashboard/users/${other.id}/`, { name: 'Countkeep Three' })).statusCode).toBe(
      200,
    );
    await expectCounts();
    expect(await listed('search=Countkeep')).toBe(3);

    // A sign-in's last_login write changes nothing counted; removing a reader does.
    await t.database.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, other.id));
    await t.database.db.delete(users).where(eq(users.id, first.id));
    await expectCounts();
    expect(await listed('search=Countkeep')).toBe(2);
  });

  it('keeps the counts exact when readers are added and suspended at the same time', async () => {
    const before = (await get('/api/dashboard/users/?is_active=false')).json().count as number;
    const readers = await Promise.all(Array.from({ length: 12 }, (_, i) => insertReader({ name: `Racer ${i}` })));
    const answers = await Promise.all(
      readers.flatMap((reader) => [
        send('POST', `/api/dashboard/users/${reader.id}/suspend/`),
        send('POST', `/api/dashboard/users/${reader.id}/suspend/`),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const rows = await t.database.db.select().from(users).where(eq(users.role, 'user'));
    expect((await get('/api/dashboard/users/?is_active=false')).json().count).toBe(
      rows.filter((row) => !row.isActive).length,
    );
    expect((await get('/api/dashboard/users/?is_active=false')).json().count).toBe(before + 12);
    expect((await get('/api/dashboard/users/')).json().count).toBe(rows.length);
  });

  it('answers an empty page past the end (the last numbered page of a short list)', async () => {
    const response = await get('/api/dashboard/users/?page=500');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ results: [], next: null });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/users/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/users/:id/', () => {
  it('answers a reader with the user fields', async () => {
    const reader = await insertReader({ name: 'Detail Reader', email: 'detail@example.com', address: '1 Main St' });
    const response = await get(`/api/dashboard/users/${reader.id}/`);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(USER_KEYS);
    expect(response.json()).toMatchObject({
      id: reader.id,
      name: 'Detail Reader',
      email: 'detail@example.com',
      address: '1 Main St',
      role: 'user',
      is_admin: false,
      created_at: reader.dateJoined.toISOString(),
    });
  });

  it('opens an admin read-only, in the same shape', async () => {
    const admin = await insertAccount(t.database, { phone: freshPhone(), password: 'x-password-1', name: 'An Admin' });
    const response = await get(`/api/dashboard/users/${admin.id}/`);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(USER_KEYS);
    expect(response.json()).toMatchObject({ is_admin: true, role: 'admin' });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999', '2147483648', '%20', '999999'])(
    'answers 404 {message, code} for id %s',
    async (id) => {
      const response = await get(`/api/dashboard/users/${id}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: USER_TEXTS.notFound, code: 'not_found' });
    },
  );
});

describe('PUT and PATCH /api/dashboard/users/:id/', () => {
  it('PUT edits every field and records the activity and an audit row with before and after', async () => {
    const reader = await insertReader({ name: 'Before Name', address: 'Old' });
    const phone = freshPhone();
    const response = await send('PUT', `/api/dashboard/users/${reader.id}/`, {
      name: '  After Name ',
      phone: phone.replace('+91', '+91 ').replace(/(\d{5})$/, '-$1'),
      email: 'After@Example.com',
      address: 'New street\nCity',
      is_verified: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'After Name',
      phone,
      email: 'After@Example.com',
      address: 'New street\nCity',
      is_verified: true,
    });
    expect(response.json().updated_at > reader.updatedAt.toISOString()).toBe(true);

    const activity = await activitiesOf(reader.id);
    expect(activity).toHaveLength(1);
    // In words, not the API's field names.
    expect(activity[0]).toMatchObject({
      activityType: 'profile',
      actorName: 'Super Admin',
      description: 'Profile updated (name, email, mobile number, address, verification) by Super Admin',
    });
    const [audit] = await auditsOf(reader.id, 'user.update');
    expect(audit?.details).toEqual({
      changes: {
        name: { before: 'Before Name', after: 'After Name' },
        phone: { before: reader.phone, after: phone },
        email: { before: null, after: 'After@Example.com' },
        address: { before: 'Old', after: 'New street\nCity' },
        is_verified: { before: false, after: true },
      },
    });
  });

  it.each([
    [{ phone: '+919600009999' }, 'name', TEXTS.nameRequired],
    [{ name: 'A' }, 'phone', TEXTS.mobileRequired],
    [{ name: '', phone: '+919600009999' }, 'name', TEXTS.nameRequired],
    [{ name: 'A', phone: '12345' }, 'phone', TEXTS.phoneInvalid],
    [{ name: 'A', phone: '+919600009999', email: 'not-an-email' }, 'email', USER_TEXTS.emailInvalid],
    [{ name: 'A', phone: '+919600009999', email: 42 }, 'email', undefined],
    [{ name: 'A', phone: '+919600009999', is_verified: 'yes' }, 'is_verified', undefined],
    [{ name: 'A\u202Eb', phone: '+919600009999' }, 'name', undefined],
    [{ name: 'A', phone: '+919600009999', address: 'x'.repeat(501) }, 'address', undefined],
  ])('PUT refuses %o under %s', async (payload, field, message) => {
    const reader = await insertReader();
    const response = await send('PUT', `/api/dashboard/users/${reader.id}/`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBeDefined();
    if (message) expect(response.json().errors[field][0]).toBe(message);
  });

  it('PATCH changes only what it is given; an empty email clears it', async () => {
    const reader = await insertReader({ name: 'Patch Me', email: 'patch@example.com', address: 'Stays' });
    const response = await send('PATCH', `/api/dashboard/users/${reader.id}/`, { is_verified: true, email: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Patch Me',
      phone: reader.phone,
      address: 'Stays',
      email: null,
      is_verified: true,
    });
    const [audit] = await auditsOf(reader.id, 'user.update');
    expect(audit?.details).toEqual({
      changes: {
        email: { before: 'patch@example.com', after: null },
        is_verified: { before: false, after: true },
      },
    });
  });

  it('PATCH with nothing changed writes no activity or audit', async () => {
    const reader = await insertReader({ name: 'Same' });
    const response = await send('PATCH', `/api/dashboard/users/${reader.id}/`, { name: 'Same' });
    expect(response.statusCode).toBe(200);
    expect(await activitiesOf(reader.id)).toHaveLength(0);
    expect(await auditsOf(reader.id, 'user.update')).toHaveLength(0);
  });

  it('refuses an email another account has, in any letter case', async () => {
    await insertReader({ email: 'taken@example.com' });
    const reader = await insertReader();
    const response = await send('PATCH', `/api/dashboard/users/${reader.id}/`, { email: 'TAKEN@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toEqual([USER_TEXTS.emailTaken]);
  });

  it('refuses a phone another account has, however it is typed', async () => {
    const other = await insertReader({ phone: '+919600555555' });
    const reader = await insertReader();
    const response = await send('PATCH', `/api/dashboard/users/${reader.id}/`, { phone: '+91 96005-55555' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.phone).toEqual([TEXTS.phoneTaken]);
    expect(other.phone).toBe('+919600555555');
    // Its own phone is no conflict.
    const own = await send('PATCH', `/api/dashboard/users/${reader.id}/`, { phone: reader.phone });
    expect(own.statusCode).toBe(200);
  });

  it('refuses to edit an admin: they are managed in Admin Management', async () => {
    const admin = await insertAccount(t.database, { phone: freshPhone(), password: 'x-password-1', name: 'Kept' });
    for (const method of ['PUT', 'PATCH'] as const) {
      const response = await send(method, `/api/dashboard/users/${admin.id}/`, { name: 'Changed', phone: admin.phone });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: USER_TEXTS.adminsElsewhere, code: 'permission_denied' });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.name).toBe('Kept');
  });

  it('answers 404 for an unknown or non-numeric id', async () => {
    for (const id of ['abc', '999999']) {
      const response = await send('PATCH', `/api/dashboard/users/${id}/`, { name: 'X' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('refuses a body that is not JSON object', async () => {
    const reader = await insertReader();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/dashboard/users/${reader.id}/`,
      headers: { ...bearer(access), 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/dashboard/users/:id/suspend/ and /activate/', () => {
  async function insertSession(userId: number) {
    const id = crypto.randomUUID();
    await t.database.db
      .insert(sessions)
      .values({ id, userId, refreshHash: 'x', expiresAt: new Date(Date.now() + 86_400_000) });
    return id;
  }

  it('suspends, ending every session at once, and activates; both idempotent', async () => {
    const reader = await insertReader();
    const sessionIds = [await insertSession(reader.id), await insertSession(reader.id)];

    const suspended = await send('POST', `/api/dashboard/users/${reader.id}/suspend/`);
    expect(suspended.statusCode).toBe(200);
    expect(Object.keys(suspended.json()).sort()).toEqual(USER_KEYS);
    expect(suspended.json().is_active).toBe(false);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, reader.id));
    expect(rows.map((s) => s.id).sort()).toEqual(sessionIds.sort());
    expect(rows.every((s) => s.revokedAt !== null && s.revokedReason === 'suspended')).toBe(true);

    const again = await send('POST', `/api/dashboard/users/${reader.id}/suspend/`);
    expect(again.statusCode).toBe(200);
    expect(again.json().is_active).toBe(false);
    expect(await auditsOf(reader.id, 'user.suspend')).toHaveLength(1);

    const activated = await send('POST', `/api/dashboard/users/${reader.id}/activate/`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json().is_active).toBe(true);
    expect((await send('POST', `/api/dashboard/users/${reader.id}/activate/`)).json().is_active).toBe(true);

    const [audit] = await auditsOf(reader.id, 'user.activate');
    expect(audit?.details).toEqual({ changes: { is_active: { before: false, after: true } } });
    expect(await auditsOf(reader.id, 'user.activate')).toHaveLength(1);
    const activity = (await get(`/api/dashboard/users/${reader.id}/activity/`)).json();
    expect(activity.count).toBe(2);
    expect(activity.results.map((a: { description: string }) => a.description)).toEqual([
      'Account activated by Super Admin',
      'Account deactivated by Super Admin',
    ]);
  });

  it('refuses an admin, pointing to Admin Management', async () => {
    const admin = await insertAccount(t.database, { phone: freshPhone(), password: 'x-password-1' });
    for (const action of ['suspend', 'activate']) {
      const response = await send('POST', `/api/dashboard/users/${admin.id}/${action}/`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(USER_TEXTS.adminsElsewhere);
    }
    const self = await get('/api/users/profile/');
    const response = await send('POST', `/api/dashboard/users/${self.json().id}/suspend/`);
    expect(response.statusCode).toBe(403);
    expect((await get('/api/users/profile/')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or non-numeric id', async () => {
    for (const id of ['x', '0', '999999']) {
      const response = await send('POST', `/api/dashboard/users/${id}/suspend/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: USER_TEXTS.notFound, code: 'not_found' });
    }
  });
});

describe('GET /api/dashboard/users/:id/subscriptions/', () => {
  it('lists the subscriptions with their plans, newest first, money as decimal strings', async () => {
    const reader = await insertReader();
    const [plan] = await t.database.db
      .insert(plans)
      .values({ title: 'Monthly', description: 'All editions', price: '499', durationDays: 30 })
      .returning();
    if (!plan) throw new Error('plan not created');
    const subscription = (createdAt: string, status: string) => ({
      userId: reader.id,
      planId: plan.id,
      startDate: createdAt.slice(0, 10),
      endDate: '2030-01-01',
      status,
      amountPaid: '449.5',
      paymentMethod: 'upi',
      paymentReference: `ref-${createdAt}`,
      createdAt: new Date(createdAt),
    });
    await t.database.db
      .insert(userSubscriptions)
      .values([
        subscription('2024-01-01T00:00:00Z', 'expired'),
        subscription('2024-03-01T00:00:00Z', 'active'),
        subscription('2024-02-01T00:00:00Z', 'cancelled'),
      ]);

    const response = await get(`/api/dashboard/users/${reader.id}/subscriptions/?page_size=2`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(3);
    expect(body.next).toBe(`/api/dashboard/users/${reader.id}/subscriptions/?page_size=2&page=2`);
    expect(body.results.map((s: { status: string }) => s.status)).toEqual(['active', 'cancelled']);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      plan: { id: plan.id, title: 'Monthly', description: 'All editions', price: '499.00' },
      start_date: '2024-03-01',
      end_date: '2030-01-01',
      status: 'active',
      payment_method: 'upi',
      payment_reference: 'ref-2024-03-01T00:00:00Z',
      auto_renewal: false,
      amount_paid: '449.50',
    });
    // The last page and a page past the end still carry the whole count.
    const second = (await get(`/api/dashboard/users/${reader.id}/subscriptions/?page_size=2&page=2`)).json();
    expect(second.count).toBe(3);
    expect(second.results.map((s: { status: string }) => s.status)).toEqual(['expired']);
    const past = (await get(`/api/dashboard/users/${reader.id}/subscriptions/?page_size=2&page=9`)).json();
    expect(past).toMatchObject({ count: 3, results: [] });
  });

  it('answers an empty list for a reader without subscriptions, and 404 for an unknown id', async () => {
    const reader = await insertReader();
    expect((await get(`/api/dashboard/users/${reader.id}/subscriptions/`)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect((await get('/api/dashboard/users/999999/subscriptions/')).statusCode).toBe(404);
    expect((await get('/api/dashboard/users/abc/subscriptions/')).statusCode).toBe(404);
    expect((await get(`/api/dashboard/users/${reader.id}/subscriptions/?page_size=500`)).statusCode).toBe(400);
  });
});

describe('GET /api/dashboard/users/:id/activity/', () => {
  it('lists the activity, newest first, paged', async () => {
    const reader = await insertReader();
    await t.database.db.insert(userActivities).values([
      {
        userId: reader.id,
        activityType: 'login',
        description: 'Signed in',
        ipAddress: '10.0.0.1',
        createdAt: new Date('2024-01-01T00:00:00Z'),
      },
      {
        userId: reader.id,
        activityType: 'subscription',
        description: 'Bought Monthly',
        createdAt: new Date('2024-01-03T00:00:00Z'),
      },
      {
        userId: reader.id,
        activityType: 'logout',
        description: 'Signed out',
        ipAddress: '10.0.0.1',
        createdAt: new Date('2024-01-02T00:00:00Z'),
      },
    ]);
    const response = await get(`/api/dashboard/users/${reader.id}/activity/?page=2&page_size=2`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: 3, next: null });
    expect(body.previous).toBe(`/api/dashboard/users/${reader.id}/activity/?page=1&page_size=2`);
    expect(body.results).toEqual([
      {
        id: expect.any(Number),
        activity_type: 'login',
        description: 'Signed in',
        ip_address: '10.0.0.1',
        actor_name: null,
        created_at: '2024-01-01T00:00:00.000Z',
      },
    ]);
    const first = (await get(`/api/dashboard/users/${reader.id}/activity/`)).json();
    expect(first.results.map((a: { activity_type: string }) => a.activity_type)).toEqual([
      'subscription',
      'logout',
      'login',
    ]);
  });

  it('answers 404 for an unknown or non-numeric id', async () => {
    expect((await get('/api/dashboard/users/999999/activity/')).json()).toEqual({
      message: USER_TEXTS.notFound,
      code: 'not_found',
    });
    expect((await get('/api/dashboard/users/abc/activity/')).statusCode).toBe(404);
  });
});

describe('GET /api/users/activity/', () => {
  it("answers the signed-in admin's own activity only, newest first", async () => {
    const phone = freshPhone();
    const admin = await insertAccount(t.database, { phone, password: 'x-password-1' });
    const tokens = await signIn(t.app, phone, 'x-password-1');
    const other = await insertReader();
    await t.database.db.insert(userActivities).values([
      { userId: admin.id, activityType: 'others', description: 'older', createdAt: new Date('2024-01-01T00:00:00Z') },
      { userId: admin.id, activityType: 'others', description: 'newer', createdAt: new Date('2024-01-02T00:00:00Z') },
      { userId: other.id, activityType: 'others', description: 'not mine' },
    ]);
    const response = await get('/api/users/activity/', tokens.access);
    expect(response.statusCode).toBe(200);
    const descriptions = response.json().results.map((a: { description: string }) => a.description);
    expect(descriptions).not.toContain('not mine');
    expect(descriptions.indexOf('newer')).toBeLessThan(descriptions.indexOf('older'));
    expect((await get('/api/users/activity/?page_size=0', tokens.access)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/activity/' })).statusCode).toBe(401);
  });
});
