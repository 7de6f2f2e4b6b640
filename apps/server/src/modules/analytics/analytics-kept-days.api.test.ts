// The analytics calls keep what they read about the days before yesterday (past-days.ts)
// until migration 0011's version moves. These tests warm that memory, change the data the
// way another process or an admin would (straight in the database), and ask again: every
// answer must move with the data, and today's events must not throw the memory away.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays } from '@epaper/shared/calendar-date';
import type {
  ContentAnalytics,
  PopularAnalytics,
  RevenueAnalytics,
  SubscriptionsReport,
  UsageReport,
  UserAnalytics,
} from '@epaper/shared/analytics.contract';
import { epapers, pageViews, plans, userSubscriptions, users } from '../../db/schema.ts';
import { serviceDay } from '../../lib/service-day.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';
import { insertEdition } from '../../test/reader-fixtures.ts';
import { getAnalytics } from '../../test/analytics-client.ts';

const TODAY = serviceDay('Asia/Kolkata');
const PAST = addDays(TODAY, -10);
const YESTERDAY = addDays(TODAY, -1);
const RANGE = `from=${addDays(TODAY, -20)}&to=${TODAY}`;
/** Noon of `day` in IST, as UTC. */
const noon = (day: string) => new Date(`${day}T12:00:00+05:30`);

let t: TestApp;
let access: string;
let readerId: number;
let edition: number;
let planId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ access } = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password));
  const [reader] = await t.database.db
    .insert(users)
    .values({ name: 'Kept Reader', phone: '+919700000001', role: 'user', dateJoined: noon(PAST) })
    .returning({ id: users.id });
  readerId = reader!.id;
  edition = await insertEdition(t.database, { title: 'Kept Edition', publicationDate: PAST, pages: 4 });
  await t.database.db.insert(pageViews).values([
    { userId: readerId, epaperId: edition, pageNumber: 1, viewedAt: noon(PAST) },
    { userId: readerId, epaperId: edition, pageNumber: 2, viewedAt: noon(PAST) },
    { userId: readerId, epaperId: edition, pageNumber: 2, viewedAt: noon(PAST) },
    { userId: readerId, epaperId: edition, pageNumber: 3, viewedAt: noon(YESTERDAY) },
    { userId: readerId, epaperId: edition, pageNumber: 1, viewedAt: new Date() },
  ]);
  const [plan] = await t.database.db
    .insert(plans)
    .values({ title: 'Monthly', price: '100.00', durationDays: 30 })
    .returning({ id: plans.id });
  planId = plan!.id;
  await t.database.db.insert(userSubscriptions).values({
    userId: readerId,
    planId,
    startDate: PAST,
    endDate: addDays(TODAY, 19),
    status: 'active',
    amountPaid: '100.00',
    paymentMethod: 'upi',
    createdAt: noon(PAST),
  });
}, 60_000);
afterAll(async () => t?.close());

const get = <T>(path: string) => getAnalytics<T>(t.app, access, path);

async function pastVersion(): Promise<number> {
  const result = await t.database.db.execute<{ v: string }>(
    sql`select past_version as v from analytics_settings where id = 1`,
  );
  return Number(result.rows[0]!.v);
}

const pageViewsOf = async () =>
  Object.fromEntries(
    (await get<PopularAnalytics>(`popular/?${RANGE}`)).pages.map((page) => [page.page_number, page.views]),
  );

describe('answers built from kept past days and live recent days', () => {
  it('adds up the past, yesterday and today, and hands the active count over at the seam', async () => {
    expect(await pageViewsOf()).toEqual({ 1: 2, 2: 2, 3: 1 });
    const content = await get<ContentAnalytics>(`content/?${RANGE}`);
    expect(content.total_views).toBe(5);
    expect(content.content_views).toEqual([{ epaper_id: edition, epaper__title: 'Kept Edition', total_views: 5 }]);
    const report = await get<SubscriptionsReport>(`reports/subscriptions/?${RANGE}`);
    // Active from PAST to today on every day, across the kept and the live days alike.
    const active = report.plans.filter((row) => row.date >= PAST).map((row) => row.active);
    expect(active).toEqual(Array.from({ length: 11 }, () => 1));
    expect(report.days.find((day) => day.date === PAST)).toMatchObject({ new: 1, active: 1 });
    const revenue = await get<RevenueAnalytics>(`revenue/?${RANGE}`);
    expect(revenue.total_revenue).toBe('100.00');
  });

  it("counts today's views at once without forgetting the past days", async () => {
    await get<PopularAnalytics>(`popular/?${RANGE}`);
    const before = await pastVersion();
    await t.database.db.insert(pageViews).values({ userId: readerId, epaperId: edition, pageNumber: 3 });
    expect(await pastVersion()).toBe(before);
    expect((await pageViewsOf())[3]).toBe(2);
  });

  it('sees a view written on a past day, as an import or another process would', async () => {
    const before = await pastVersion();
    await t.database.db
      .insert(pageViews)
      .values({ userId: readerId, epaperId: edition, pageNumber: 4, viewedAt: noon(PAST) });
    expect(await pastVersion()).toBeGreaterThan(before);
    expect((await pageViewsOf())[4]).toBe(1);
    const usage = await get<UsageReport>(`reports/usage/?${RANGE}`);
    expect(usage.editions.find((row) => row.date === PAST)?.views).toBe(4);
    expect(usage.days.find((day) => day.date === PAST)?.page_views).toBe(4);
  });

  it('moves the version for a change to yesterday too, read live or not', async () => {
    let before = await pastVersion();
    await t.database.db
      .insert(pageViews)
      .values({ userId: readerId, epaperId: edition, pageNumber: 4, viewedAt: noon(YESTERDAY) });
    expect(await pastVersion()).toBeGreaterThan(before);
    expect((await pageViewsOf())[4]).toBe(2);
    // An update is judged on the rows before it as well as after.
    before = await pastVersion();
    await t.database.db.execute(sql`update daily_page_views set views = views where day = ${PAST}::date`);
    expect(await pastVersion()).toBeGreaterThan(before);
  });

  it("shows an edition's new title and a changed payment on past days", async () => {
    await t.database.db.update(epapers).set({ title: 'Renamed Edition' }).where(eq(epapers.id, edition));
    const content = await get<ContentAnalytics>(`content/?${RANGE}`);
    expect(content.content_views[0]?.epaper__title).toBe('Renamed Edition');
    const popular = await get<PopularAnalytics>(`popular/?${RANGE}`);
    expect(new Set(popular.pages.map((page) => page.title))).toEqual(new Set(['Renamed Edition']));

    await t.database.db.update(userSubscriptions).set({ amountPaid: '250.50' });
    const revenue = await get<RevenueAnalytics>(`revenue/?${RANGE}`);
    expect(revenue.total_revenue).toBe('250.50');
    expect(revenue.revenue_over_time.find((day) => day.date === PAST)?.revenue).toBe('250.50');
  });

  it('drops a deleted reader from the past registrations and lists a new plan on past days', async () => {
    const [other] = await t.database.db
      .insert(users)
      .values({ name: 'Passing Reader', phone: '+919700000002', role: 'user', dateJoined: noon(PAST) })
      .returning({ id: users.id });
    const joined = async () =>
      (await get<UserAnalytics>(`users/?${RANGE}`)).new_registrations.find((day) => day.date === PAST)
        ?.new_registrations;
    expect(await joined()).toBe(2);
    await t.database.db.delete(users).where(eq(users.id, other!.id));
    expect(await joined()).toBe(1);

    await t.database.db.insert(plans).values({ title: 'Weekly', price: '30.00', durationDays: 7 });
    const report = await get<SubscriptionsReport>(`reports/subscriptions/?${RANGE}`);
    expect(report.plans.filter((row) => row.date === PAST).map((row) => row.plan_title)).toEqual(['Weekly', 'Monthly']);
  });
});

describe('answers compressed for clients that accept it', () => {
  it('sends JSON and CSV as brotli or gzip, the same bytes once decoded', async () => {
    const url = `/api/dashboard/analytics/reports/usage/?${RANGE}`;
    const plain = await t.app.inject({ method: 'GET', url, headers: bearer(access) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(access), 'accept-encoding': encoding },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(answer.rawPayload).toString('utf8')).toBe(plain.body);
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: `${url}&format=csv`,
      headers: { ...bearer(access), 'accept-encoding': 'gzip' },
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(csv.rawPayload).toString('utf8')).toMatch(/^\uFEFF?Date,/);
  });
});
