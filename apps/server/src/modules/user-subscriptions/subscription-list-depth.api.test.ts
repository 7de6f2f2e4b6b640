// The subscription list numbers its pages as deep as LIST_DEPTH rows: every numbered page
// is exactly the rows an ORDER BY … LIMIT … OFFSET of the whole table gives, a page past
// them is refused, the reversed order starts from the other end, and every count is
// exact for every status and search, also right after a subscription is added or
// cancelled, a reader renamed, or an active one lapses before the hourly job writes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { LIST_DEPTH, LIST_DEPTH_TEXTS } from '@epaper/shared/list-depth';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';
import { dayFromToday } from './user-subscriptions.test-data.ts';

let t: TestApp;
let access: string;
const ROWS = LIST_DEPTH + 200;

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  await t.database.db.execute(sql`
    insert into plans (title, price, duration_days)
    values ('Monthly Digital', '199.00', 30), ('Quarterly Digital', '549.00', 90), ('Annual Print+Digital', '1899.00', 365)`);
  await t.database.db.execute(sql`
    insert into users (name, phone, email, role)
    select (array['Sharma', 'Iyer', 'Khan', 'Das'])[1 + g % 4] || ' ' || g, '+9171' || lpad(g::text, 8, '0'),
           'reader' || g || '@example.in', 'user'
      from generate_series(1, 1500) as g`);
  // Many rows share a creation time, so the id tie-break matters; end dates straddle today.
  await t.database.db.execute(sql`
    with readers as (select min(id) as first from users where role = 'user' and phone like '+9171%'),
         plan_ids as (select array_agg(id order by id) as ids from plans)
    insert into user_subscriptions (user_id, plan_id, status, start_date, end_date, amount_paid, created_at)
    select readers.first + g % 1500, plan_ids.ids[1 + g % 3], (array['active', 'active', 'expired', 'cancelled'])[1 + g % 4],
           current_date - 30, current_date + (g % 11) - 5, '199.00',
           timestamptz '2026-01-01' + (g % 900) * interval '1 hour'
      from generate_series(1, ${ROWS}) as g, readers, plan_ids`);
}, 120_000);
afterAll(async () => t?.close());

// "Today" is the service's date (Asia/Kolkata), not the database session's.
const today = sql`${dayFromToday(0)}::date`;
const STATUS: Record<string, SQL> = {
  all: sql`true`,
  active: sql`s.status = 'active' and s.end_date >= ${today}`,
  expired: sql`(s.status = 'expired' or (s.status = 'active' and s.end_date < ${today}))`,
  cancelled: sql`s.status = 'cancelled'`,
};

/** Every id the list means, newest first, by the SQL of the whole table. */
async function expected(status: string, search: string): Promise<number[]> {
  const pattern = `%${search.toLowerCase()}%`;
  const searched = search
    ? sql`(lower(u.name) like ${pattern} or lower(coalesce(u.email, '')) like ${pattern} or u.phone like ${pattern} or lower(p.title) like ${pattern})`
    : sql`true`;
  const rows = await t.database.db.execute<{ id: number }>(sql`
    select s.id from user_subscriptions s join users u on u.id = s.user_id join plans p on p.id = s.plan_id
     where ${STATUS[status]!} and ${searched} order by s.created_at desc, s.id desc`);
  return rows.rows.map((row) => row.id);
}

const get = (query: URLSearchParams) =>
  t.app.inject({ method: 'GET', url: `/api/user-subscriptions/?${query}`, headers: bearer(access) });

async function listed(status: string, search: string, page: number, more: Record<string, string> = {}) {
  const query = new URLSearchParams({ page: String(page), ...more });
  if (status !== 'all') query.set('status', status);
  if (search) query.set('search', search);
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ count: number; next: string | null; results: Array<{ id: number }> }>();
  return { count: body.count, next: body.next, ids: body.results.map((row) => row.id) };
}

/** Page 1, the last numbered page and the reversed first page, each against the whole table. */
async function expectListExact(status: string, search: string) {
  const all = await expected(status, search);
  const lastPage = Math.max(1, Math.ceil(Math.min(all.length, LIST_DEPTH) / 20));
  const label = `${status} "${search}"`;
  expect(await listed(status, search, 1), `${label} page 1`).toMatchObject({
    count: all.length,
    ids: all.slice(0, 20),
  });
  expect((await listed(status, search, lastPage)).ids, `${label} page ${lastPage}`).toEqual(
    all.slice((lastPage - 1) * 20, lastPage * 20),
  );
  expect((await listed(status, search, 1, { ordering: 'created_at' })).ids, `${label} reversed`).toEqual(
    all.slice(-20).reverse(),
  );
}

describe('how deep the subscription list pages', () => {
  it.each(['all', 'active', 'expired', 'cancelled'])(
    'is exact for status %s, unsearched and searched',
    async (status) => {
      // A common surname, a plan title, one reader, an email.
      for (const search of ['', 'sharma', 'quarterly', 'Khan 7', 'reader42@']) await expectListExact(status, search);
    },
    60_000,
  );

  it('answers the last numbered page without a next page, and refuses the one after it', async () => {
    const last = await listed('all', '', LIST_DEPTH / 20);
    expect(last.next).toBeNull();
    expect(last.count).toBeGreaterThan(LIST_DEPTH);
    for (const [page, size] of [
      [LIST_DEPTH / 20 + 1, 20],
      [LIST_DEPTH / 50 + 1, 50],
    ]) {
      const response = await get(new URLSearchParams({ page: String(page), page_size: String(size) }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', errors: { page: [LIST_DEPTH_TEXTS.tooDeep] } });
    }
  });

  it('keeps every count exact as subscriptions are added, cancelled, renamed and lapse', async () => {
    const lists = [
      ['all', ''],
      ['active', ''],
      ['cancelled', ''],
      ['active', 'sharma'],
      ['cancelled', 'sharma'],
      ['all', 'saver'],
    ] as const;
    const counts = () => Promise.all(lists.map(async ([status, search]) => (await listed(status, search, 1)).count));
    const expectedCounts = () =>
      Promise.all(lists.map(async ([status, search]) => (await expected(status, search)).length));
    expect(await counts()).toEqual(await expectedCounts());
    // Subscribe: a Sharma reader's new subscription comes first.
    const added = await t.database.db.execute<{ id: number }>(sql`
      insert into user_subscriptions (user_id, plan_id, status, start_date, end_date, amount_paid, created_at)
      select (select min(id) from users where name like 'Sharma %'), (select min(id) from plans), 'active',
             current_date, current_date + 30, '1.00', now()
      returning id`);
    const id = added.rows[0]!.id;
    expect(await counts()).toEqual(await expectedCounts());
    expect((await listed('active', 'sharma', 1)).ids[0]).toBe(id);
    // Cancel it through the API.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/user-subscriptions/${id}/cancel/`,
      headers: bearer(access),
    });
    expect(cancel.statusCode).toBe(200);
    expect(await counts()).toEqual(await expectedCounts());
    // A renamed reader and plan change what a search finds.
    await t.database.db.execute(sql`update users set name = 'Renamed Sharma' where name = 'Iyer 1'`);
    await t.database.db.execute(sql`update plans set title = 'Quarterly Saver' where title = 'Quarterly Digital'`);
    expect(await counts()).toEqual(await expectedCounts());
    // Lapsed, still stored active: read, filtered and counted as expired, in order.
    await t.database.db.execute(sql`
      update user_subscriptions set status = 'active', end_date = ${dayFromToday(-3)}::date
       where id in (select id from user_subscriptions where status = 'expired' order by id limit 120)`);
    expect(await counts()).toEqual(await expectedCounts());
    for (const search of ['', 'sharma']) await expectListExact('expired', search);
  });
});
