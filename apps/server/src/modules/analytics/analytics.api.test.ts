// Every figure of the analytics API against a recount from the raw rows (test/analytics-recount.ts),
// on a month of events placed on purpose around midnight in the service's time zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ANALYTICS_TEXTS } from '@epaper/shared/analytics.texts';
import { previousPeriod } from '@epaper/shared/analytics-range';
import type {
  ContentAnalytics,
  PopularAnalytics,
  RevenueAnalytics,
  RevenueReport,
  SubscriptionsReport,
  UsageReport,
  UserAnalytics,
} from '@epaper/shared/analytics.contract';
import { pageViews, plans, userActivities, userSubscriptions, users } from '../../db/schema.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';
import { insertEdition } from '../../test/reader-fixtures.ts';
import { getAnalytics } from '../../test/analytics-client.ts';
import {
  addDay,
  dayIn,
  readRawRows,
  recountDays,
  recountEditions,
  recountRevenue,
  recountSubscriptionDay,
  rupeesOf,
  type RawRows,
} from '../../test/analytics-recount.ts';
import { ROLL_UP_TABLES } from '../../test/roll-up-tables.ts';

const TZ = 'Asia/Kolkata';
const FROM = '2026-10-01';
const TO = '2026-10-12';
const RANGE = `from=${FROM}&to=${TO}`;

let t: TestApp;
let access: string;
let raw: RawRows;
let editions: number[];
let planIds: number[];

/** Deterministic: the same events on every run and both databases. */
function* sequence(seed: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield x / 2_147_483_648;
  }
}

/** A moment on `day` at `hour` (IST), as UTC. */
const istMoment = (day: string, hour: number, minute = 0) =>
  new Date(Date.parse(`${day}T00:00:00+05:30`) + (hour * 60 + minute) * 60_000);

async function seedEvents() {
  const random = sequence(42);
  const next = () => random.next().value as number;
  editions = [
    await insertEdition(t.database, { title: 'Monday Edition', publicationDate: '2026-10-05', pages: 8 }),
    await insertEdition(t.database, { title: 'Tuesday Edition', publicationDate: '2026-10-06', pages: 6 }),
    await insertEdition(t.database, { title: 'Festival Special', publicationDate: '2026-10-07', pages: 12 }),
  ];
  const readerRows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Reader ${i}`,
        phone: `+9188${String(10_000_000 + i)}`,
        role: 'user',
        // Two of them join a millisecond either side of midnight IST between 4 and 5 October.
        dateJoined:
          i === 0
            ? new Date('2026-10-04T18:29:59.999Z')
            : i === 1
              ? new Date('2026-10-04T18:30:00.000Z')
              : istMoment(addDay('2026-09-28', Math.floor(next() * 15)), Math.floor(next() * 24)),
      })),
    )
    .returning({ id: users.id });
  const readers = readerRows.map((row) => row.id);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)] as T;

  const views = Array.from({ length: 400 }, () => {
    const epaperId = pick(editions);
    return {
      userId: pick(readers),
      epaperId,
      pageNumber: 1 + Math.floor(next() * next() * 6),
      viewedAt: istMoment(
        addDay('2026-09-30', Math.floor(next() * 14)),
        Math.floor(next() * 24),
        Math.floor(next() * 60),
      ),
    };
  });
  // Either side of midnight IST between 6 and 7 October.
  views.push({
    userId: readers[2]!,
    epaperId: editions[0]!,
    pageNumber: 1,
    viewedAt: new Date('2026-10-06T18:29:59.999Z'),
  });
  views.push({
    userId: readers[2]!,
    epaperId: editions[0]!,
    pageNumber: 1,
    viewedAt: new Date('2026-10-06T18:30:00.000Z'),
  });
  // In batches, as the recorder writes them: each batch is one statement for the triggers.
  for (let i = 0; i < views.length; i += 97) await t.database.db.insert(pageViews).values(views.slice(i, i + 97));

  // Sign-ins: readers on days they read nothing, and an admin's (which must not count).
  const [admin] = await t.database.db.select().from(users).where(eq(users.phone, SUPER_ADMIN.phone));
  await t.database.db.insert(userActivities).values([
    ...Array.from({ length: 25 }, () => ({
      userId: pick(readers),
      activityType: 'login',
      createdAt: istMoment(addDay('2026-09-30', Math.floor(next() * 14)), Math.floor(next() * 24)),
    })),
    { userId: admin!.id, activityType: 'login', createdAt: istMoment('2026-10-03', 9) },
    { userId: readers[3]!, activityType: 'logout', createdAt: istMoment('2026-10-03', 9) },
  ]);

  const planRows = await t.database.db
    .insert(plans)
    .values([
      { title: 'Monthly', price: '299.00', durationDays: 30 },
      { title: 'Annual', price: '2499.50', durationDays: 365 },
    ])
    .returning({ id: plans.id });
  planIds = planRows.map((row) => row.id);
  const methods = ['upi', 'card', 'netbanking', 'wallet'];
  await t.database.db.insert(userSubscriptions).values(
    Array.from({ length: 60 }, (_, i) => {
      const paid =
        i === 0
          ? new Date('2026-10-08T18:29:59.999Z')
          : i === 1
            ? new Date('2026-10-08T18:30:00.000Z')
            : istMoment(addDay('2026-09-20', Math.floor(next() * 25)), Math.floor(next() * 24));
      const start = dayIn(TZ, paid);
      const length = pick([3, 5, 10, 30]);
      const end = addDay(start, length - 1);
      const status = next() < 0.2 ? 'cancelled' : end < '2026-10-12' ? 'expired' : 'active';
      return {
        userId: pick(readers),
        planId: pick(planIds),
        startDate: start,
        endDate: end,
        status,
        amountPaid: pick(['299.00', '2499.50', '149.99', '0.01']),
        paymentMethod: pick(methods),
        createdAt: paid,
        cancelledAt:
          status === 'cancelled'
            ? istMoment(addDay(start, Math.floor(next() * length)), Math.floor(next() * 24))
            : null,
      };
    }),
  );
  // Changes after the fact must move the roll-ups too: a plan switch, a refund to zero, a removal.
  const all = await t.database.db.select().from(userSubscriptions).orderBy(userSubscriptions.id);
  await t.database.db
    .update(userSubscriptions)
    .set({ planId: planIds[1]! })
    .where(eq(userSubscriptions.id, all[5]!.id));
  await t.database.db.update(userSubscriptions).set({ amountPaid: '0.00' }).where(eq(userSubscriptions.id, all[6]!.id));
  await t.database.db.delete(userSubscriptions).where(eq(userSubscriptions.id, all[7]!.id));
  await t.database.db.update(userSubscriptions).set({ autoRenewal: true });
}

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  await seedEvents();
  raw = await readRawRows(t.database);
}, 60_000);
afterAll(async () => t?.close());

const get = <T>(path: string) => getAnalytics<T>(t.app, access, path);
const daysOfRange = () => Array.from({ length: 12 }, (_, i) => addDay(FROM, i));

describe('per-day figures equal a recount of the raw rows', () => {
  it('users/: new registrations and active readers for every day, midnight in IST deciding the day', async () => {
    const answer = await get<UserAnalytics>(`users/?${RANGE}`);
    const recount = recountDays(raw, TZ);
    expect(answer.new_registrations.map((row) => row.date)).toEqual(daysOfRange());
    expect(answer.new_registrations).toEqual(
      daysOfRange().map((date) => ({ date, new_registrations: recount.joined.get(date) ?? 0 })),
    );
    expect(answer.active_users).toEqual(
      daysOfRange().map((date) => ({ date, active_users: recount.active.get(date) ?? 0 })),
    );
    // The readers who joined at 23:59:59.999 and 00:00:00.000 IST are on different days.
    expect(dayIn(TZ, new Date('2026-10-04T18:29:59.999Z'))).toBe('2026-10-04');
    expect(recount.joined.get('2026-10-05')).toBeGreaterThanOrEqual(1);
  });

  it('content/: views per day and the editions read most', async () => {
    const answer = await get<ContentAnalytics>(`content/?${RANGE}`);
    const days = recountDays(raw, TZ);
    const byEdition = recountEditions(raw, TZ, FROM, TO);
    expect(answer.views_over_time).toEqual(daysOfRange().map((date) => ({ date, views: days.views.get(date) ?? 0 })));
    expect(answer.total_views).toBe(daysOfRange().reduce((sum, date) => sum + (days.views.get(date) ?? 0), 0));
    const expected = [...byEdition.perEdition].sort((a, b) => b[1] - a[1] || Number(b[0]) - Number(a[0]));
    expect(answer.content_views.map((row) => [String(row.epaper_id), row.total_views])).toEqual(expected);
    expect(answer.content_views[0]?.epaper__title).toMatch(/Edition|Special/);
  });

  it('popular/: the most read pages', async () => {
    const answer = await get<PopularAnalytics>(`popular/?${RANGE}`);
    const byEdition = recountEditions(raw, TZ, FROM, TO);
    const pages = [...byEdition.perPage]
      .map(([key, views]) => ({ key, views }))
      .sort((a, b) => b.views - a.views)
      .slice(0, 10);
    expect(answer.pages.map((page) => page.views)).toEqual(pages.map((page) => page.views));
    for (const page of answer.pages) {
      expect(byEdition.perPage.get(`${page.epaper_id}|${page.page_number}`)).toBe(page.views);
    }
    expect(answer.editions.map((edition) => edition.views)).toEqual(
      [...byEdition.perEdition.values()].sort((a, b) => b - a),
    );
  });

  it('revenue/: payments per day and in all, to the paisa', async () => {
    const answer = await get<RevenueAnalytics>(`revenue/?${RANGE}`);
    const recount = recountRevenue(raw, TZ);
    expect(answer.currency).toBe('INR');
    expect(answer.revenue_over_time).toEqual(
      daysOfRange().map((date) => ({ date, revenue: rupeesOf(recount.perDay.get(date) ?? 0) })),
    );
    const total = daysOfRange().reduce((sum, date) => sum + (recount.perDay.get(date) ?? 0), 0);
    expect(answer.total_revenue).toBe(rupeesOf(total));
    // The payments either side of midnight IST on 8 October land on the 8th and the 9th.
    expect(recount.perDay.get('2026-10-08')).toBeGreaterThan(0);
    expect(recount.perDay.get('2026-10-09')).toBeGreaterThan(0);
  });
});

describe('reports equal a recount too', () => {
  it('subscriptions: new, cancelled, expired and active per day and per plan', async () => {
    const report = await get<SubscriptionsReport>(`reports/subscriptions/?${RANGE}`);
    expect(report.days.map((day) => day.date)).toEqual(daysOfRange());
    expect(report.plans).toHaveLength(12 * 2);
    for (const row of report.plans) {
      expect(
        { new: row.new, cancelled: row.cancelled, expired: row.expired, active: row.active },
        `${row.date} ${row.plan_title}`,
      ).toEqual(recountSubscriptionDay(raw, TZ, row.date, row.plan_id));
    }
    for (const day of report.days) {
      const perPlan = planIds.map((id) => recountSubscriptionDay(raw, TZ, day.date, id));
      expect(day.active).toBe(perPlan.reduce((sum, plan) => sum + plan.active, 0));
      expect(day.new).toBe(perPlan.reduce((sum, plan) => sum + plan.new, 0));
    }
  });

  it('usage: views and active readers per day, and per edition on the days it was read', async () => {
    const report = await get<UsageReport>(`reports/usage/?${RANGE}`);
    const days = recountDays(raw, TZ);
    const byEdition = recountEditions(raw, TZ, FROM, TO);
    expect(report.days).toEqual(
      daysOfRange().map((date) => ({
        date,
        page_views: days.views.get(date) ?? 0,
        active_readers: days.active.get(date) ?? 0,
      })),
    );
    expect(report.editions).toHaveLength(byEdition.perDay.size);
    for (const row of report.editions) {
      const expected = byEdition.perDay.get(`${row.date}|${row.epaper_id}`);
      expect({ views: row.views, readers: row.readers }).toEqual({
        views: expected?.views,
        readers: expected?.readers.size,
      });
    }
  });

  it('revenue: per day, and per plan and payment method', async () => {
    const report = await get<RevenueReport>(`reports/revenue/?${RANGE}`);
    const recount = recountRevenue(raw, TZ);
    const inRange = [...recount.perKey].filter(([key]) => key.slice(0, 10) >= FROM && key.slice(0, 10) <= TO);
    expect(report.breakdown).toHaveLength(inRange.length);
    for (const row of report.breakdown) {
      const expected = recount.perKey.get(`${row.date}|${row.plan_id}|${row.payment_method}`);
      expect({ subscriptions: row.subscriptions, revenue: row.revenue }).toEqual({
        subscriptions: expected?.subscriptions,
        revenue: rupeesOf(expected?.paise ?? -1),
      });
    }
  });

  it('answers CSV with format=csv or Accept: text/csv, each day’s total row first', async () => {
    for (const [name, header] of [
      ['subscriptions', 'Date,Plan,New,Cancelled,Expired,Active'],
      ['usage', 'Date,Edition,Edition ID,Page views,Active readers'],
      ['revenue', 'Date,Plan,Payment method,Subscriptions,Revenue (INR)'],
    ] as const) {
      const byFormat = await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/analytics/reports/${name}/?${RANGE}&format=csv`,
        headers: bearer(access),
      });
      expect(byFormat.statusCode).toBe(200);
      expect(byFormat.headers['content-type']).toMatch(/^text\/csv/);
      expect(byFormat.headers['content-disposition']).toBe(
        `attachment; filename="${name}-report-${FROM}-to-${TO}.csv"`,
      );
      const lines = byFormat.body.trim().split('\n');
      expect(lines[0]).toBe(header);
      expect(lines[1]).toMatch(new RegExp(`^${FROM},All`));
      const byAccept = await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/analytics/reports/${name}/?${RANGE}`,
        headers: { ...bearer(access), accept: 'text/csv' },
      });
      expect(byAccept.body).toBe(byFormat.body);
    }
  });
});

describe('the overview and the reader API', () => {
  it('counts readers, editions, subscriptions active today and today’s views, and moves when a reader reads', async () => {
    const today = dayIn(TZ, new Date());
    const before = await get<{
      total_users: number;
      total_epapers: number;
      total_subscriptions: number;
      today_page_views: number;
      today: string;
    }>('overview/');
    const fresh = await readRawRows(t.database);
    expect(before).toEqual({
      total_users: fresh.accounts.filter((account) => account.role === 'user').length,
      total_epapers: editions.length,
      total_subscriptions: fresh.subscriptions.filter((s) => s.status === 'active' && s.endDate >= today).length,
      today_page_views: fresh.views.filter((view) => dayIn(TZ, view.viewedAt) === today).length,
      today,
    });
    await t.database.db
      .insert(pageViews)
      .values({ userId: fresh.accounts[0]!.id, epaperId: editions[0]!, pageNumber: 1 });
    expect((await get<{ today_page_views: number }>('overview/')).today_page_views).toBe(before.today_page_views + 1);
  });
});

describe('the roll-ups always equal a rebuild from the raw rows', () => {
  it('after inserts, updates and deletes of every kind', async () => {
    const snapshot = async () => {
      const result: Record<string, unknown[]> = {};
      for (const table of ROLL_UP_TABLES) {
        const rows = await t.database.db.execute(sql.raw(`select * from ${table}`));
        result[table] = rows.rows.map((row) => JSON.stringify(row)).sort();
      }
      return result;
    };
    const kept = await snapshot();
    for (const table of ROLL_UP_TABLES) expect(kept[table]?.length, table).toBeGreaterThan(0);
    await t.database.db.execute(sql`select analytics_rebuild()`);
    expect(await snapshot()).toEqual(kept);
  });
});

describe('the previous period the Dashboard compares a range with', () => {
  it('answers the same number of days, ending the day before the range, for every series', async () => {
    const previous = previousPeriod({ from: FROM, to: TO });
    expect(previous).toEqual({ from: '2026-09-19', to: '2026-09-30' });
    const query = `from=${previous.from}&to=${previous.to}`;
    const [users, revenue, content] = await Promise.all([
      get<UserAnalytics>(`users/?${query}`),
      get<RevenueAnalytics>(`revenue/?${query}`),
      get<ContentAnalytics>(`content/?${query}`),
    ]);
    for (const series of [users.active_users, revenue.revenue_over_time, content.views_over_time]) {
      expect(series.map((row) => row.date)).toEqual(
        Array.from({ length: 12 }, (_, index) => addDay(previous.from, index)),
      );
    }
    expect([users.from, users.to, revenue.from, revenue.to]).toEqual([
      previous.from,
      previous.to,
      previous.from,
      previous.to,
    ]);
  });
});

describe('bad input', () => {
  it.each([
    ['from=2026-10-12&to=2026-10-01', 'from', ANALYTICS_TEXTS.fromAfterTo],
    ['from=2026-13-01', 'from', ANALYTICS_TEXTS.dateInvalid],
    ['to=2026-02-30', 'to', ANALYTICS_TEXTS.dateInvalid],
    ['from=yesterday', 'from', ANALYTICS_TEXTS.dateInvalid],
    ['from=2024-01-01&to=2026-01-02', 'from', ANALYTICS_TEXTS.rangeTooLong],
    ['days=0', 'days', ANALYTICS_TEXTS.daysInvalid],
    ['days=732', 'days', ANALYTICS_TEXTS.daysInvalid],
    ['days=7.5', 'days', ANALYTICS_TEXTS.daysInvalid],
    ['days=7&from=2026-10-01', 'days', ANALYTICS_TEXTS.daysWithFrom],
  ])('refuses %s with a 400 on %s', async (query, field, message) => {
    for (const path of ['users/', 'revenue/', 'content/', 'popular/', 'reports/usage/']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/analytics/${path}?${query}`,
        headers: bearer(access),
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors[field], path).toEqual([message]);
    }
  });

  it('accepts exactly two years, and defaults to the last 30 days ending today', async () => {
    const longest = await get<UserAnalytics>('users/?from=2024-10-01&to=2026-09-30');
    expect(longest.active_users).toHaveLength(730);
    const leap = await get<UserAnalytics>('users/?from=2024-01-01&to=2025-12-31');
    expect(leap.active_users).toHaveLength(731);
    const defaults = await get<UserAnalytics>('users/');
    expect(defaults.to).toBe(dayIn(TZ, new Date()));
    expect(defaults.new_registrations).toHaveLength(30);
    expect((await get<UserAnalytics>('users/?days=7')).active_users).toHaveLength(7);
  });

  it('refuses callers without a session with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/analytics/overview/' });
    expect(response.statusCode).toBe(401);
  });
});
