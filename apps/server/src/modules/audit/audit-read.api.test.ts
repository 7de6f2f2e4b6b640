import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, users } from '../../db/schema.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';

let t: TestApp;
let superAccess: string;
let superId: number;
beforeAll(async () => {
  t = await createTestApp();
  superAccess = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  const [row] = await t.database.db.select().from(users).where(eq(users.phone, SUPER_ADMIN.phone));
  superId = row?.id ?? 0;
});
afterAll(async () => t?.close());

const audit = (query: string, access = superAccess) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard/audit/${query}`, headers: bearer(access) });

type Item = { id: number; action: string; record_type: string; record_id: string | null; actor_id: number | null };

describe('GET /api/dashboard/audit/', () => {
  it('lists the trail newest first, with who, what, where and the changes, secrets masked', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/admins/',
      headers: bearer(superAccess),
      payload: { name: 'Audited', email: 'audited@example.com', phone: '+919500000001', password: 'secret-pass-1' },
      remoteAddress: '192.0.2.7',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/admins/${id}/suspend/`,
      headers: bearer(superAccess),
      remoteAddress: '192.0.2.7',
    });

    const response = await audit('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBeGreaterThanOrEqual(3);
    const ids = body.results.map((item: Item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [suspend, create] = body.results as Item[];
    expect(suspend).toMatchObject({
      action: 'admin.suspend',
      actor_id: superId,
      actor_name: expect.any(String),
      record_type: 'user',
      record_id: String(id),
      changes: { is_active: { before: true, after: false } },
      details: {},
      ip_address: '192.0.2.7',
      created_at: expect.any(String),
    });
    expect(create).toMatchObject({
      action: 'admin.create',
      changes: { password: { before: '[changed]', after: '[changed]' }, name: { before: null, after: 'Audited' } },
    });
    expect(response.body).not.toContain('secret-pass-1');
    expect(response.body).not.toContain('$argon2');
  });

  it('filters by actor, record type and record id, and pages', async () => {
    const other = await insertAccount(t.database, { phone: '+919500000002', password: 'other-pass-1', name: 'Other' });
    await signIn(t.app, other.phone, 'other-pass-1');
    const mine = (await audit(`?actor=${other.id}`)).json();
    expect(mine.count).toBe(1);
    expect(mine.results[0]).toMatchObject({ action: 'auth.sign_in', actor_id: other.id, record_id: String(other.id) });

    const ofRecord = (await audit(`?record_type=user&record_id=${other.id}`)).json();
    expect(ofRecord.results.map((item: Item) => item.action)).toEqual(['auth.sign_in']);
    const sessionsOnly = (await audit('?record_type=session')).json();
    expect(sessionsOnly.results.every((item: Item) => item.record_type === 'session')).toBe(true);
    expect((await audit('?record_type=nothing-like-this')).json()).toMatchObject({ count: 0, results: [] });

    const all = (await audit('')).json();
    const page = (await audit('?page_size=1&page=2')).json();
    expect(page).toMatchObject({
      count: all.count,
      previous: '/api/dashboard/audit/?page_size=1&page=1',
      next: all.count > 2 ? '/api/dashboard/audit/?page_size=1&page=3' : null,
    });
    expect(page.results[0].id).toBe(all.results[1].id);
  });

  it.each(['?actor=abc', '?actor=0', '?page_size=500', '?record_type=a%00b', `?record_id=${'x'.repeat(65)}`])(
    'refuses the query %s with a 400',
    async (query) => {
      expect((await audit(query)).statusCode).toBe(400);
    },
  );

  it('is for super admins only: an admin and a reader get 403', async () => {
    await insertAccount(t.database, { phone: '+919500000003', password: 'plain-pass-1', role: 'admin' });
    const plain = await signIn(t.app, '+919500000003', 'plain-pass-1');
    expect((await audit('', plain.access)).statusCode).toBe(403);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.phone, '+919500000003'));
    expect((await audit('', plain.access)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/audit/' })).statusCode).toBe(401);
  });

  it('offers no way to change or delete the trail', async () => {
    const before = (await t.database.db.select().from(auditEvents)).length;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/dashboard/audit/', headers: bearer(superAccess) });
      expect(response.statusCode).toBe(404);
    }
    const [first] = await t.database.db.select().from(auditEvents).limit(1);
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/dashboard/audit/${first?.id}/`,
      headers: bearer(superAccess),
    });
    expect(one.statusCode).toBe(404);
    expect((await t.database.db.select().from(auditEvents)).length).toBe(before);
  });
});
