import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TEXTS, type SubscriptionItem } from '@epaper/shared/user-subscriptions.contract';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';
import { dayFromToday, insertPlan, insertReader, insertSubscription } from './user-subscriptions.test-data.ts';

let t: TestApp;
let access: string;
const ids: Record<string, number> = {};
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  const gold = await insertPlan(t.database, 'Gold Annual', '1499.00');
  const monthly = await insertPlan(t.database, 'Monthly Digital', '199.00');
  const asha = await insertReader(t.database, { name: 'Asha Verma', phone: '+919810000001', email: 'asha@example.in' });
  const ravi = await insertReader(t.database, {
    name: 'Ravi Goldsmith',
    phone: '+919810000002',
    email: 'ravi@example.in',
  });
  const meera = await insertReader(t.database, { name: 'Meera 100% Rao', phone: '+919810000003', email: null });
  // Newest first: a, b, c, d, e.
  ids.a = await insertSubscription(t.database, {
    userId: asha,
    planId: gold,
    createdAt: minutesAgo(1),
    amountPaid: '1499.00',
    autoRenewal: true,
  });
  ids.b = await insertSubscription(t.database, {
    userId: ravi,
    planId: monthly,
    createdAt: minutesAgo(2),
    status: 'cancelled',
  });
  // Stored active, but its last day was yesterday: it reads, filters and counts as expired.
  ids.c = await insertSubscription(t.database, {
    userId: meera,
    planId: monthly,
    createdAt: minutesAgo(3),
    startDate: dayFromToday(-31),
    endDate: dayFromToday(-1),
  });
  ids.d = await insertSubscription(t.database, {
    userId: asha,
    planId: monthly,
    createdAt: minutesAgo(4),
    status: 'expired',
    endDate: dayFromToday(-40),
    startDate: dayFromToday(-70),
  });
  // Its last day is today: still active.
  ids.e = await insertSubscription(t.database, {
    userId: meera,
    planId: gold,
    createdAt: minutesAgo(5),
    endDate: dayFromToday(0),
    paymentMethod: 'net_banking',
  });
});
afterAll(async () => t?.close());

const list = (query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/user-subscriptions/?${query}`, headers: { ...bearer(access), ...headers } });

async function listed(query = '') {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ count: number; results: SubscriptionItem[]; next: string | null }>();
  return { ...body, ids: body.results.map((row) => row.id) };
}

describe('GET /api/user-subscriptions/', () => {
  it('answers every subscription newest first with the contract’s fields and exact money', async () => {
    const body = await listed();
    expect(body.count).toBe(5);
    expect(body.ids).toEqual([ids.a, ids.b, ids.c, ids.d, ids.e]);
    expect(body.results[0]).toEqual({
      id: ids.a,
      user: {
        id: expect.any(Number),
        name: 'Asha Verma',
        email: 'asha@example.in',
        phone: '+919810000001',
        profile_image: null,
      },
      plan: { id: expect.any(Number), title: 'Gold Annual', description: '', price: '1499.00' },
      start_date: dayFromToday(-10),
      end_date: dayFromToday(20),
      status: 'active',
      amount_paid: '1499.00',
      payment_method: 'upi',
      payment_reference: expect.stringMatching(/^PAY-/),
      auto_renewal: true,
      created_at: expect.any(String),
    });
  });

  it('reads an active subscription past its last day as expired, and one ending today as active', async () => {
    const { results } = await listed();
    const status = Object.fromEntries(results.map((row) => [row.id, row.status]));
    expect(status[ids.c!]).toBe('expired');
    expect(status[ids.e!]).toBe('active');
  });

  it('filters by status as of today, with exact counts', async () => {
    expect(await listed('status=active')).toMatchObject({ count: 2, ids: [ids.a, ids.e] });
    expect(await listed('status=expired')).toMatchObject({ count: 2, ids: [ids.c, ids.d] });
    expect(await listed('status=cancelled')).toMatchObject({ count: 1, ids: [ids.b] });
  });

  it('searches user name, email and plan title case-insensitively, as literal text', async () => {
    expect((await listed('search=asha')).ids).toEqual([ids.a, ids.d]);
    expect((await listed('search=RAVI%40EXAMPLE')).ids).toEqual([ids.b]);
    expect((await listed('search=monthly')).ids).toEqual([ids.b, ids.c, ids.d]);
    // "Gold" is a plan's title and part of a reader's name: both are found, once each.
    expect(await listed('search=gold')).toMatchObject({ count: 3, ids: [ids.a, ids.b, ids.e] });
    // % is a character, not a wildcard.
    expect((await listed('search=100%25')).ids).toEqual([ids.c, ids.e]);
    expect((await listed('search=98100%2000003')).ids).toEqual([ids.c, ids.e]);
    expect(await listed('search=nobody-like-this')).toMatchObject({ count: 0, ids: [] });
  });

  it('combines search and status', async () => {
    expect(await listed('search=gold&status=active')).toMatchObject({ count: 2, ids: [ids.a, ids.e] });
    expect(await listed('search=monthly&status=expired')).toMatchObject({ count: 2, ids: [ids.c, ids.d] });
  });

  it('pages with 10, 20 or 50 rows and links the neighbours', async () => {
    const first = await listed('page_size=10');
    expect(first).toMatchObject({ count: 5, next: null });
    expect((await listed('page=2&page_size=10')).ids).toEqual([]);
  });

  it.each([
    ['page_size=1000', 'page_size', SUBSCRIPTION_TEXTS.pageSizeInvalid],
    ['page_size=15', 'page_size', SUBSCRIPTION_TEXTS.pageSizeInvalid],
    ['page_size=abc', 'page_size', SUBSCRIPTION_TEXTS.pageSizeInvalid],
    ['status=paused', 'status', SUBSCRIPTION_TEXTS.statusInvalid],
    ['status=', 'status', SUBSCRIPTION_TEXTS.statusInvalid],
    [`search=${'x'.repeat(201)}`, 'search', SUBSCRIPTION_TEXTS.searchTooLong],
    ['search=a%00b', 'search', 'Search contains characters that are not allowed'],
    ['page=0', 'page', 'Page must be 1 or more'],
    ['format=xml', 'format', 'Format must be json or csv'],
  ])('refuses %s with the field message', async (query, field, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('is for signed-in admins only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user-subscriptions/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user-subscriptions/{id}/', () => {
  it('answers one subscription with its reader and plan', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user-subscriptions/${ids.e}/`,
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.e,
      status: 'active',
      payment_method: 'net_banking',
      auto_renewal: false,
      plan: { title: 'Gold Annual' },
      user: { name: 'Meera 100% Rao', email: null },
    });
  });

  it.each(['999999', 'abc', '-1', '1.5', '99999999999'])('answers 404 for %s', async (id) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user-subscriptions/${id}/`,
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SUBSCRIPTION_TEXTS.notFound);
  });
});

describe('CSV export', () => {
  it('downloads every matching row with format=csv or Accept: text/csv', async () => {
    for (const response of [
      await list('format=csv&status=expired'),
      await list('status=expired', { accept: 'text/csv' }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toMatch(
        /attachment; filename="subscriptions-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const lines = response.body.trim().split('\n');
      expect(lines[0]).toBe(
        'ID,User,Email,Phone,Plan,Plan price,Start date,End date,Status,Amount paid,Payment method,Payment reference,Auto renewal,Created',
      );
      expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([ids.c, ids.d]);
      expect(lines[1]).toContain(',expired,');
    }
  });

  it('exports a search', async () => {
    const response = await list('format=csv&search=gold');
    expect(
      response.body
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => Number(line.split(',')[0])),
    ).toEqual([ids.a, ids.b, ids.e]);
  });
});
