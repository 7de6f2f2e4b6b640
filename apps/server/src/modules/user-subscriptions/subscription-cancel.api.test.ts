// An admin cancels a subscription; the hourly job expires lapsed ones; the kept counts
// behind the list and the plans table stay equal to a recount through all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { SUBSCRIPTION_TEXTS } from '@epaper/shared/user-subscriptions.contract';
import { auditEvents, userActivities } from '../../db/schema.ts';
import { expireSubscriptionsJob } from './expire-subscriptions.job.ts';
import type { JobContext } from '../../jobs/job-definition.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';
import { dayFromToday, insertPlan, insertReader, insertSubscription } from './user-subscriptions.test-data.ts';

let t: TestApp;
let access: string;
let plan: number;
let reader: number;

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  plan = await insertPlan(t.database, 'Quarterly Digital', '549.00');
  reader = await insertReader(t.database, { name: 'Kiran Iyer', phone: '+919820000001', email: 'kiran@example.in' });
});
afterAll(async () => t?.close());

const cancel = (id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/user-subscriptions/${id}/cancel/`, headers: bearer(access) });
const count = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/user-subscriptions/?${query}`, headers: bearer(access) })).json<{
    count: number;
  }>().count;

/** The kept counts must always equal a recount of the table. */
async function expectCountsTrue() {
  const kept = await t.database.db.execute(
    sql`select plan_id, status, end_date::text, n::int from subscription_counts where n <> 0 order by 1, 2, 3`,
  );
  const recounted = await t.database.db.execute(sql`
    select plan_id, status, (case when status = 'active' then end_date end)::text as end_date, count(*)::int as n
      from user_subscriptions group by 1, 2, 3 order by 1, 2, 3`);
  expect(kept.rows).toEqual(recounted.rows);
}

describe('POST /api/user-subscriptions/{id}/cancel/', () => {
  it('cancels: status cancelled, auto-renewal off, in the activity and the audit trail, counts moved', async () => {
    const id = await insertSubscription(t.database, { userId: reader, planId: plan, autoRenewal: true });
    const activeBefore = await count('status=active');
    const response = await cancel(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'cancelled', auto_renewal: false });
    expect(await count('status=active')).toBe(activeBefore - 1);

    const [activity] = await t.database.db
      .select()
      .from(userActivities)
      .where(eq(userActivities.userId, reader))
      .orderBy(desc(userActivities.id))
      .limit(1);
    expect(activity).toMatchObject({
      activityType: 'subscription',
      description: 'Subscription to Quarterly Digital cancelled by Super Admin',
    });
    const [audit] = await t.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'subscription.cancel',
      targetType: 'user_subscription',
      targetId: String(id),
      details: {
        changes: { status: { before: 'active', after: 'cancelled' }, auto_renewal: { before: true, after: false } },
      },
    });
    await expectCountsTrue();
  });

  it('refuses to cancel twice, and one that has expired (stored or past its end date), changing nothing', async () => {
    const id = await insertSubscription(t.database, { userId: reader, planId: plan });
    expect((await cancel(id)).statusCode).toBe(200);
    const again = await cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SUBSCRIPTION_TEXTS.alreadyCancelled);

    const stored = await insertSubscription(t.database, { userId: reader, planId: plan, status: 'expired' });
    const lapsed = await insertSubscription(t.database, { userId: reader, planId: plan, endDate: dayFromToday(-1) });
    for (const expired of [stored, lapsed]) {
      const response = await cancel(expired);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(SUBSCRIPTION_TEXTS.alreadyExpired);
    }
    const rows = await t.database.db.execute<{ status: string }>(
      sql`select status from user_subscriptions where id in (${stored}, ${lapsed}) order by id`,
    );
    expect(rows.rows.map((row) => row.status)).toEqual(['expired', 'active']);
  });

  it('lets one of two cancels at once succeed and answers the other 409', async () => {
    const id = await insertSubscription(t.database, { userId: reader, planId: plan });
    const answers = await Promise.all([cancel(id), cancel(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const audits = await t.database.db.execute(
      sql`select 1 from audit_events where action = 'subscription.cancel' and target_id = ${String(id)}`,
    );
    expect(audits.rows).toHaveLength(1);
  });

  it.each(['999999', 'abc', '0'])('answers 404 for %s', async (id) => {
    const response = await cancel(id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SUBSCRIPTION_TEXTS.notFound);
  });
});

describe('expiry', () => {
  it('a list shows an active subscription past its end date as expired, and writes nothing', async () => {
    const lapsed = await insertSubscription(t.database, { userId: reader, planId: plan, endDate: dayFromToday(-2) });
    const stored = async () => ({
      subscriptions: (await t.database.db.execute(sql`select * from user_subscriptions order by id`)).rows,
      activity: (await t.database.db.execute(sql`select * from user_activities order by id`)).rows,
      version: (await t.database.db.execute(sql`select version from subscription_list_version`)).rows,
    });
    const before = await stored();
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/user-subscriptions/?${query}`, headers: bearer(access) })).json<{
        count: number;
        results: Array<{ id: number; status: string }>;
      }>();

    const expired = await list('status=expired&search=kiran');
    expect(expired.results.find((row) => row.id === lapsed)?.status).toBe('expired');
    expect((await list('status=active')).results.map((row) => row.id)).not.toContain(lapsed);
    expect((await list('')).results.find((row) => row.id === lapsed)?.status).toBe('expired');
    const recount = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from user_subscriptions
       where status = 'expired' or (status = 'active' and end_date < ${dayFromToday(0)}::date)`);
    expect(await count('status=expired')).toBe(recount.rows[0]!.n);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/user-subscriptions/?format=csv&status=expired',
      headers: bearer(access),
    });
    expect(csv.body).toContain(`\n${lapsed},`);

    expect(await stored()).toEqual(before);
    await expectCountsTrue();
  });

  it('the hourly job writes expired on lapsed subscriptions with a line in the activity', async () => {
    const lapsed = await insertSubscription(t.database, {
      userId: reader,
      planId: plan,
      startDate: dayFromToday(-95),
      endDate: dayFromToday(-5),
      autoRenewal: true,
    });
    const endingToday = await insertSubscription(t.database, {
      userId: reader,
      planId: plan,
      endDate: dayFromToday(0),
    });
    const lapsedCount = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from user_subscriptions where status = 'active' and end_date < ${dayFromToday(0)}::date`,
    );

    const logged: object[] = [];
    const log = { info: (details: object) => logged.push(details), warn: () => {}, error: () => {} };
    await expireSubscriptionsJob.handler({}, {
      db: t.database.db,
      log,
      deps: { settings: { timeZone: 'Asia/Kolkata' } },
    } as unknown as JobContext);

    const rows = await t.database.db.execute<{ id: number; status: string; auto_renewal: boolean }>(
      sql`select id, status, auto_renewal from user_subscriptions where id in (${lapsed}, ${endingToday}) order by id`,
    );
    expect(rows.rows).toEqual([
      { id: lapsed, status: 'expired', auto_renewal: false },
      { id: endingToday, status: 'active', auto_renewal: false },
    ]);
    expect(logged).toContainEqual({ expired: lapsedCount.rows[0]!.n });
    expect(lapsedCount.rows[0]!.n).toBeGreaterThanOrEqual(1);
    // "Subscription to Quarterly Digital expired after 18 Nov 2026": the lapsed one's last day.
    const [year, month, day] = dayFromToday(-5).split('-').map(Number) as [number, number, number];
    const lastDay = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const activity = await t.database.db.execute<{ description: string }>(
      sql`select description from user_activities where user_id = ${reader} and description like '%expired after%'`,
    );
    expect(activity.rows.map((row) => row.description)).toContain(
      `Subscription to Quarterly Digital expired after ${lastDay}`,
    );
    await expectCountsTrue();
  });
});

describe('the kept counts', () => {
  it('equal a recount after bulk inserts, updates, moves between plans and deletes', async () => {
    const other = await insertPlan(t.database, 'Yearly', '1899.00');
    await t.database.db.execute(sql`
      insert into user_subscriptions (user_id, plan_id, status, start_date, end_date, amount_paid)
      select ${reader}::int, case when g % 2 = 0 then ${plan}::int else ${other}::int end,
             (array['active', 'expired', 'cancelled'])[1 + g % 3], current_date - 10, current_date + (g % 7) - 3, '1.00'
        from generate_series(1, 300) as g`);
    await expectCountsTrue();
    await t.database.db.execute(
      sql`update user_subscriptions set plan_id = ${other}::int where plan_id = ${plan}::int and status = 'expired'`,
    );
    await t.database.db.execute(
      sql`update user_subscriptions set end_date = end_date + 1 where status = 'active' and id % 5 = 0`,
    );
    await t.database.db.execute(sql`update user_subscriptions set payment_reference = 'x' where id % 3 = 0`);
    await expectCountsTrue();
    await t.database.db.execute(sql`delete from user_subscriptions where id % 4 = 0`);
    await expectCountsTrue();
    const plans = await t.app.inject({ method: 'GET', url: '/api/plans/', headers: bearer(access) });
    const recount = await t.database.db.execute<{ plan_id: number; n: number }>(
      sql`select plan_id, count(*)::int as n from user_subscriptions group by 1`,
    );
    for (const row of recount.rows) {
      const shown = plans.json().results.find((item: { id: number }) => item.id === row.plan_id);
      expect(shown.subscription_count).toBe(row.n);
    }
  });
});
