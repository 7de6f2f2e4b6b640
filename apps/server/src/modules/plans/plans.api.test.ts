import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { PLAN_TEXTS } from '@epaper/shared/plans.contract';
import { auditEvents, plans, userSubscriptions, users } from '../../db/schema.ts';
import { isStillReferenced } from '../../db/errors.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';
import { dayFromToday, insertReader, insertSubscription } from '../user-subscriptions/user-subscriptions.test-data.ts';

let t: TestApp;
let access: string;
beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = access) =>
  t.app.inject({ method, url: `/api/plans/${url}`, headers: bearer(token), ...(payload && { payload }) });

const plan = (overrides: object = {}) => ({
  title: 'Monthly',
  description: 'Every edition for a month',
  price: '299.00',
  duration_days: 30,
  edition_count: null,
  features: ['All editions', 'Archive'],
  sort_order: 1,
  is_active: true,
  ...overrides,
});

const created = async (overrides: object = {}) => {
  const response = await call('POST', '', plan(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>();
};

const auditOf = async (id: number) =>
  (await t.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id))).filter(
    (row) => row.targetType === 'plan' && row.targetId === String(id),
  );

/** A reader subscribed to the plan. */
async function subscribe(planId: number) {
  const reader = await insertAccount(t.database, {
    phone: `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'reader-pass-123',
    name: 'A Reader',
    role: 'user',
  });
  await t.database.db.insert(userSubscriptions).values({
    userId: reader.id,
    planId,
    startDate: '2026-11-01',
    endDate: '2026-12-01',
    status: 'active',
    amountPaid: '299.00',
  });
}

describe('POST /api/plans/', () => {
  it('creates a plan, answers it whole (name beside title, price as exact text) and audits it', async () => {
    const response = await call(
      'POST',
      '',
      plan({ title: '  Quarterly  ', price: 1499.5, features: [' A ', '', 'B'] }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      title: 'Quarterly',
      name: 'Quarterly',
      price: '1499.50',
      duration_days: 30,
      edition_count: null,
      // Trimmed, the empty ones dropped.
      features: ['A', 'B'],
      sort_order: 1,
      is_active: true,
      subscription_count: 0,
      active_subscription_count: 0,
    });
    const [row] = await t.database.db.select().from(plans).where(eq(plans.id, body.id));
    expect(row?.price).toBe('1499.50');
    const [audit] = await auditOf(body.id);
    expect(audit).toMatchObject({ action: 'plan.create' });
    expect(audit?.details.changes).toMatchObject({
      title: { before: null, after: 'Quarterly' },
      price: { after: '1499.50' },
    });
  });

  it('takes the form’s texts: numbers typed as text, an empty edition count (unlimited), no sort order (1)', async () => {
    const response = await call('POST', '', {
      title: 'Yearly',
      price: '3,999'.replace(',', ''),
      duration_days: '365',
      edition_count: '',
      features: ['Everything'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      price: '3999.00',
      duration_days: 365,
      edition_count: null,
      sort_order: 1,
      description: '',
      is_active: true,
    });
  });

  it.each([
    [{ title: '' }, 'title', PLAN_TEXTS.titleRequired],
    [{ title: '   ' }, 'title', PLAN_TEXTS.titleRequired],
    [{ title: undefined }, 'title', PLAN_TEXTS.titleRequired],
    [{ title: 'x'.repeat(151) }, 'title', PLAN_TEXTS.titleTooLong],
    [{ title: 'Bad\u0000title' }, 'title', 'Plan title contains characters that are not allowed'],
    [{ price: undefined }, 'price', PLAN_TEXTS.priceRequired],
    [{ price: '' }, 'price', PLAN_TEXTS.priceRequired],
    [{ price: -1 }, 'price', PLAN_TEXTS.priceNegative],
    [{ price: '12.345' }, 'price', PLAN_TEXTS.priceInvalid],
    [{ price: 'ten' }, 'price', PLAN_TEXTS.priceInvalid],
    [{ price: '1e3' }, 'price', PLAN_TEXTS.priceInvalid],
    [{ price: '123456789' }, 'price', PLAN_TEXTS.priceTooLarge],
    [{ duration_days: undefined }, 'duration_days', PLAN_TEXTS.durationRequired],
    [{ duration_days: 0 }, 'duration_days', PLAN_TEXTS.durationTooSmall],
    [{ duration_days: 1.5 }, 'duration_days', PLAN_TEXTS.durationInvalid],
    [{ duration_days: 'a month' }, 'duration_days', PLAN_TEXTS.durationInvalid],
    [{ edition_count: 'abc' }, 'edition_count', PLAN_TEXTS.editionCountInvalid],
    [{ edition_count: 0 }, 'edition_count', PLAN_TEXTS.editionCountTooSmall],
    [{ sort_order: 0 }, 'sort_order', PLAN_TEXTS.sortOrderTooSmall],
    [{ features: 'All editions' }, 'features', PLAN_TEXTS.featuresInvalid],
    [{ features: ['x'.repeat(201)] }, 'features', PLAN_TEXTS.featureTooLong],
    [{ is_active: 'yes' }, 'is_active', PLAN_TEXTS.activeInvalid],
  ])('refuses %j with the field’s message, and stores nothing', async (overrides, field, message) => {
    const before = (await t.database.db.select().from(plans)).length;
    const response = await call('POST', '', plan(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
    expect(await t.database.db.select().from(plans)).toHaveLength(before);
  });
});

describe('GET /api/plans/', () => {
  it('lists every plan by sort order, then price, with how many subscriptions each has', async () => {
    const cheap = await created({ title: 'Order 5 cheap', sort_order: 5, price: '10.00' });
    const dear = await created({ title: 'Order 5 dear', sort_order: 5, price: '99.99' });
    const first = await created({ title: 'Order 2', sort_order: 2, price: '500.00' });
    await subscribe(dear.id);
    const response = await call('GET', '');
    expect(response.statusCode).toBe(200);
    const { results, count } = response.json<{
      results: Array<{ id: number; subscription_count: number }>;
      count: number;
    }>();
    expect(count).toBe(results.length);
    const ids = results.map((row) => row.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(cheap.id));
    expect(ids.indexOf(cheap.id)).toBeLessThan(ids.indexOf(dear.id));
    expect(results.find((row) => row.id === dear.id)?.subscription_count).toBe(1);
  });

  it('counts every subscription of a plan, and apart those active today in the service’s time zone', async () => {
    const { id } = await created({ title: 'Counted' });
    const reader = await insertReader(t.database, { name: 'Counted Reader', phone: '+919700000123' });
    const some = { userId: reader, planId: id };
    await insertSubscription(t.database, { ...some, endDate: dayFromToday(0) });
    await insertSubscription(t.database, { ...some, endDate: dayFromToday(30) });
    // Stored active but past its last day: expired as of today, as User Subscriptions reads it.
    await insertSubscription(t.database, { ...some, startDate: dayFromToday(-40), endDate: dayFromToday(-1) });
    await insertSubscription(t.database, { ...some, status: 'cancelled' });
    await insertSubscription(t.database, { ...some, status: 'expired', endDate: dayFromToday(-5) });
    const { results } = (await call('GET', '')).json<{ results: PlanCounts[] }>();
    expect(results.find((row) => row.id === id)).toMatchObject({ subscription_count: 5, active_subscription_count: 2 });
    const untouched = await created({ title: 'Nobody yet' });
    const toggled = await call('PUT', `${id}/`, { is_active: false });
    expect(toggled.json()).toMatchObject({ subscription_count: 5, active_subscription_count: 2 });
    expect(
      (await call('GET', '')).json<{ results: PlanCounts[] }>().results.find((row) => row.id === untouched.id),
    ).toMatchObject({ subscription_count: 0, active_subscription_count: 0 });
  });
});

type PlanCounts = { id: number; subscription_count: number; active_subscription_count: number };

describe('PUT /api/plans/{id}/', () => {
  it('replaces every field and audits what changed', async () => {
    const { id } = await created({ title: 'Half-yearly' });
    const response = await call(
      'PUT',
      `${id}/`,
      plan({ title: 'Half-yearly plus', price: '1799', duration_days: 182, edition_count: 180 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Half-yearly plus',
      price: '1799.00',
      duration_days: 182,
      edition_count: 180,
    });
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: 'plan.update' });
    expect(audit?.details.changes).toEqual({
      title: { before: 'Half-yearly', after: 'Half-yearly plus' },
      price: { before: '299.00', after: '1799.00' },
      duration_days: { before: 30, after: 182 },
      edition_count: { before: null, after: 180 },
    });
  });

  it('with is_active alone switches the plan and keeps the rest', async () => {
    const { id } = await created({ title: 'Switch me', price: '49.00' });
    const off = await call('PUT', `${id}/`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ is_active: false, title: 'Switch me', price: '49.00' });
    expect((await auditOf(id))[0]).toMatchObject({ action: 'plan.deactivate' });
    expect((await call('PUT', `${id}/`, { is_active: true })).json()).toMatchObject({ is_active: true });
    expect((await call('PUT', `${id}/`, { is_active: 'no' })).json().errors.is_active).toContain(
      PLAN_TEXTS.activeInvalid,
    );
  });

  it('needs the duration when editing, as when creating', async () => {
    const { id } = await created();
    const response = await call('PUT', `${id}/`, plan({ duration_days: undefined }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.duration_days).toContain(PLAN_TEXTS.durationRequired);
  });

  it('answers 404 for a plan that is not there, or an id that is not one', async () => {
    expect((await call('PUT', '999999/', plan())).statusCode).toBe(404);
    expect((await call('PUT', 'abc/', { is_active: true })).statusCode).toBe(404);
    expect((await call('PUT', '999999/', plan())).json().message).toBe(PLAN_TEXTS.notFound);
  });
});

describe('DELETE /api/plans/{id}/', () => {
  it('deletes a plan nobody subscribed to, and audits it', async () => {
    const { id } = await created({ title: 'Short-lived' });
    const response = await call('DELETE', `${id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PLAN_TEXTS.deleted });
    expect(await t.database.db.select().from(plans).where(eq(plans.id, id))).toEqual([]);
    expect((await auditOf(id))[0]).toMatchObject({ action: 'plan.delete' });
    expect((await call('DELETE', `${id}/`)).statusCode).toBe(404);
  });

  it('refuses a plan with subscriptions with 409, saying to deactivate it, and keeps it', async () => {
    const { id } = await created({ title: 'Popular' });
    await subscribe(id);
    const response = await call('DELETE', `${id}/`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PLAN_TEXTS.hasSubscriptions);
    expect(response.json().message).toMatch(/Deactivate it instead/);
    expect(await t.database.db.select().from(plans).where(eq(plans.id, id))).toHaveLength(1);
    // A subscription made between the check and the delete: the database refuses the
    // delete, and the service reads that refusal as the same 409.
    const refusal = await t.database.db
      .delete(plans)
      .where(eq(plans.id, id))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isStillReferenced(refusal)).toBe(true);
  });

  it('twice at once: one deletes, the other finds nothing', async () => {
    const { id } = await created({ title: 'Raced' });
    const answers = await Promise.all([call('DELETE', `${id}/`), call('DELETE', `${id}/`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
  });
});

describe('access', () => {
  it('refuses a reader’s token and no token at all, and changes nothing', async () => {
    const reader = await insertAccount(t.database, {
      phone: '+919700000001',
      password: 'reader-pass-123',
      role: 'admin',
    });
    const tokens = await signIn(t.app, '+919700000001', 'reader-pass-123');
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, reader.id));
    const before = (await t.database.db.select().from(plans)).length;
    expect((await call('GET', '', undefined, tokens.access)).statusCode).toBe(403);
    expect((await call('POST', '', plan(), tokens.access)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/plans/', payload: plan() })).statusCode).toBe(401);
    expect(await t.database.db.select().from(plans)).toHaveLength(before);
  });
});
