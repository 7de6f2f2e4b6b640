// Every page of the list, by every path it can take (kept ids of a search, a walk from
// the start, from the end, from a remembered anchor), must be exactly the rows an
// ORDER BY … LIMIT … OFFSET of the whole table gives, before and after the data changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';
import { walkIds } from './subscription-walk.repository.ts';
import { SUBSCRIPTION_LIST_TUNING } from './subscription-list.service.ts';
import { dayFromToday } from './user-subscriptions.test-data.ts';

let t: TestApp;
let access: string;
const ROWS = 6_000;

beforeAll(async () => {
  // Small enough to make a common search walk and a deep page start from an anchor.
  SUBSCRIPTION_LIST_TUNING.matchListCap = 300;
  SUBSCRIPTION_LIST_TUNING.anchorStep = 700;
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
    insert into user_subscriptions (user_id, plan_id, status, start_date, end_date, amount_paid, created_at)
    select u.id, p.id, (array['active', 'active', 'expired', 'cancelled'])[1 + g % 4],
           current_date - 30, current_date + (g % 11) - 5, '199.00',
           timestamptz '2026-01-01' + (g % 900) * interval '1 hour'
      from generate_series(1, ${ROWS}) as g
      join lateral (select id from users where role = 'user' order by id offset (g % 1500) limit 1) u on true
      join lateral (select id from plans order by id offset (g % 3) limit 1) p on true`);
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

async function expected(status: string, search: string, offset: number, limit: number) {
  const pattern = `%${search.toLowerCase()}%`;
  const searched = search
    ? sql`(lower(u.name) like ${pattern} or lower(coalesce(u.email, '')) like ${pattern} or u.phone like ${pattern} or lower(p.title) like ${pattern})`
    : sql`true`;
  const rows = await t.database.db.execute<{ id: number; n: number }>(sql`
    select s.id, count(*) over ()::int as n from user_subscriptions s
      join users u on u.id = s.user_id join plans p on p.id = s.plan_id
     where ${STATUS[status]!} and ${searched}
     order by s.created_at desc, s.id desc`);
  return { count: rows.rows[0]?.n ?? 0, ids: rows.rows.slice(offset, offset + limit).map((row) => row.id) };
}

async function listed(status: string, search: string, page: number, pageSize: number) {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (status !== 'all') query.set('status', status);
  if (search) query.set('search', search);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/user-subscriptions/?${query}`,
    headers: bearer(access),
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ count: number; results: Array<{ id: number }> }>();
  return { count: body.count, ids: body.results.map((row) => row.id) };
}

async function expectPagesExact(status: string, search: string) {
  const { count } = await expected(status, search, 0, 0);
  const last = Math.max(1, Math.ceil(count / 50));
  const pages = [...new Set([1, 2, Math.ceil(last / 3), Math.ceil(last / 2), last - 1, last].filter((p) => p >= 1))];
  for (const page of pages) {
    expect(await listed(status, search, page, 50), `${status} "${search}" page ${page}`).toEqual(
      await expected(status, search, (page - 1) * 50, 50),
    );
  }
}

describe('pages of the subscription list', () => {
  it.each(['all', 'active', 'expired', 'cancelled'])(
    'are exact for status %s, unsearched and searched',
    async (status) => {
      await expectPagesExact(status, '');
      // Common (a walk: more matches than the kept-ids cap), a plan title, rare (kept ids), an email.
      for (const search of ['sharma', 'quarterly', 'Khan 7', 'reader42@']) await expectPagesExact(status, search);
    },
  );

  it('stays exact after the data changes: a cancel, a renamed reader and plan, a new subscription', async () => {
    await expectPagesExact('active', 'sharma');
    await t.database.db.execute(sql`
      update user_subscriptions set status = 'cancelled' where id in (select id from user_subscriptions where status = 'active' order by id limit 40)`);
    await t.database.db.execute(sql`update users set name = 'Renamed Sharma' where name = 'Iyer 1'`);
    await t.database.db.execute(sql`update plans set title = 'Quarterly Saver' where title = 'Quarterly Digital'`);
    await t.database.db.execute(sql`
      insert into user_subscriptions (user_id, plan_id, status, start_date, end_date, amount_paid, created_at)
      select (select min(id) from users where role = 'user'), (select min(id) from plans), 'active', current_date, current_date + 30, '1.00', now()`);
    for (const status of ['all', 'active', 'cancelled']) {
      for (const search of ['', 'sharma', 'saver', 'quarterly digital']) await expectPagesExact(status, search);
    }
  });

  it('merges the active ones past their end date into expired while the hourly job has not written them', async () => {
    // Lapsed, still stored active, spread through the list's order.
    await t.database.db.execute(sql`
      update user_subscriptions set status = 'active', end_date = ${dayFromToday(-3)}::date
       where id in (select id from user_subscriptions where status = 'expired' order by id limit 120)`);
    const filters = { today: dayFromToday(0), status: 'expired' as const, hasLapsed: true };
    const { count } = await expected('expired', '', 0, 0);
    for (const offset of [0, 40, Math.floor(count / 2), count - 50]) {
      const forward = await walkIds(t.database.db, filters, [], { reversed: false, after: null, limit: 50, offset });
      expect(forward, `offset ${offset}`).toEqual((await expected('expired', '', offset, 50)).ids);
    }
    // And so does the list itself, which reads them without writing them.
    for (const status of ['expired', 'active']) {
      for (const search of ['', 'sharma']) await expectPagesExact(status, search);
    }
  });
});
