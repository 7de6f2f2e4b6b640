// The SQL of the Dashboard's figures and the reports. Everything per day is read from the
// daily roll-ups (kept by the triggers of migration 0009), never from the raw events, so
// a range costs a few rows per day. Every series has a row for each day of the range:
// generate_series supplies the days, the roll-ups what happened on them.
import { sql } from 'drizzle-orm';
import type { DayRange } from '@epaper/shared/analytics-range';
import type { Executor } from '../../db/transaction.ts';

const days = (range: DayRange) =>
  sql`generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as g(d)`;

/** The headline counts: readers, editions, subscriptions active today, page views today. */
export async function readOverview(db: Executor, today: string) {
  const result = await db.execute<{ users: string; epapers: string; subscriptions: string; views: string }>(sql`
    select (select coalesce(sum(active + inactive), 0) from reader_stats) as users,
           (select count(*) from epapers) as epapers,
           (select coalesce(sum(n), 0) from subscription_counts
             where status = 'active' and end_date >= ${today}::date) as subscriptions,
           (select coalesce(sum(page_views), 0) from daily_totals where day = ${today}::date) as views`);
  const row = result.rows[0];
  return {
    users: Number(row?.users ?? 0),
    epapers: Number(row?.epapers ?? 0),
    subscriptions: Number(row?.subscriptions ?? 0),
    views: Number(row?.views ?? 0),
  };
}

export type DayTotals = { date: string; pageViews: number; activeReaders: number; newRegistrations: number };

/** Page views, active readers and new readers for each day of the range. */
export async function readDayTotals(db: Executor, range: DayRange): Promise<DayTotals[]> {
  const result = await db.execute<{ date: string; views: string; active: string; joined: string }>(sql`
    select g.d::date::text as date, coalesce(t.page_views, 0) as views, coalesce(t.active_readers, 0) as active,
           coalesce(t.new_registrations, 0) as joined
      from ${days(range)} left join daily_totals t on t.day = g.d::date
     order by g.d`);
  return result.rows.map((row) => ({
    date: row.date,
    pageViews: Number(row.views),
    activeReaders: Number(row.active),
    newRegistrations: Number(row.joined),
  }));
}

export type DayRevenue = { date: string; subscriptions: number; revenue: string };

/** Subscriptions bought and what they paid, for each day of the range; sums made by the database, exactly. */
export async function readDayRevenue(db: Executor, range: DayRange): Promise<DayRevenue[]> {
  const result = await db.execute<{ date: string; subscriptions: string; revenue: string }>(sql`
    select g.d::date::text as date, coalesce(s.subscriptions, 0) as subscriptions,
           coalesce(s.revenue, 0)::numeric(16, 2)::text as revenue
      from ${days(range)}
      left join (select day, sum(new_count) as subscriptions, sum(revenue) as revenue
                   from daily_subscription_stats
                  where day between ${range.from}::date and ${range.to}::date
                  group by day) as s on s.day = g.d::date
     order by g.d`);
  return result.rows.map((row) => ({
    date: row.date,
    subscriptions: Number(row.subscriptions),
    revenue: row.revenue,
  }));
}

export type EditionDay = { date: string; epaperId: number; title: string; views: number; readers: number };

/** Each edition's views and distinct readers on each day of the range it was read. */
export async function readEditionDays(db: Executor, range: DayRange): Promise<EditionDay[]> {
  const result = await db.execute<{ date: string; id: number; title: string; views: string; readers: string }>(sql`
    select v.day::text as date, e.id, e.title, v.views, v.readers
      from daily_epaper_views v join epapers e on e.id = v.epaper_id
     where v.day between ${range.from}::date and ${range.to}::date
     order by v.day, v.views desc, e.id desc`);
  return result.rows.map((row) => ({
    date: row.date,
    epaperId: Number(row.id),
    title: row.title,
    views: Number(row.views),
    readers: Number(row.readers),
  }));
}

export type PlanDay = {
  date: string;
  planId: number;
  planTitle: string;
  new: number;
  cancelled: number;
  expired: number;
  active: number;
};

/**
 * For each day of the range and each plan: bought, cancelled, expired, and active at the
 * end of the day (what was active before the range, plus the running sum of starts
 * minus stops within it). What was active before the range is summed over all earlier
 * days unless `before` gives it per plan (the previous days' answer ends with it).
 */
export async function readPlanDays(
  db: Executor,
  range: DayRange,
  before?: ReadonlyMap<number, number>,
): Promise<PlanDay[]> {
  const list = (values: number[]) => `{${values.join(',')}}`;
  const activeBefore = before
    ? sql`select * from unnest(${list([...before.keys()])}::int[], ${list([...before.values()])}::bigint[]) as b(plan_id, n)`
    : sql`select plan_id, sum(starts - stops) as n from daily_subscription_stats where day < ${range.from}::date
           group by plan_id`;
  const result = await db.execute<{
    date: string;
    id: number;
    title: string;
    new: string;
    cancelled: string;
    expired: string;
    active: string;
  }>(sql`
    with flows as (
      select day, plan_id, sum(new_count) as new, sum(cancelled_count) as cancelled, sum(expired_count) as expired,
             sum(starts - stops) as net
        from daily_subscription_stats where day between ${range.from}::date and ${range.to}::date
       group by day, plan_id
    ), before as (${activeBefore})
    select g.d::date::text as date, p.id, p.title, coalesce(f.new, 0) as new, coalesce(f.cancelled, 0) as cancelled,
           coalesce(f.expired, 0) as expired,
           coalesce(b.n, 0) + sum(coalesce(f.net, 0)) over (partition by p.id order by g.d) as active
      from ${days(range)} cross join plans p
      left join flows f on f.day = g.d::date and f.plan_id = p.id
      left join before b on b.plan_id = p.id
     order by g.d, p.sort_order, p.price, p.id`);
  return result.rows.map((row) => ({
    date: row.date,
    planId: Number(row.id),
    planTitle: row.title,
    new: Number(row.new),
    cancelled: Number(row.cancelled),
    expired: Number(row.expired),
    active: Number(row.active),
  }));
}

export type RevenueBreakdown = {
  date: string;
  planId: number;
  planTitle: string;
  paymentMethod: string;
  subscriptions: number;
  revenue: string;
};

/** What was paid on each day of the range, per plan and payment method, where anything was. */
export async function readRevenueBreakdown(db: Executor, range: DayRange): Promise<RevenueBreakdown[]> {
  const result = await db.execute<{
    date: string;
    id: number;
    title: string;
    method: string;
    subscriptions: string;
    revenue: string;
  }>(sql`
    select s.day::text as date, p.id, p.title, s.payment_method as method, s.new_count as subscriptions,
           s.revenue::text as revenue
      from daily_subscription_stats s join plans p on p.id = s.plan_id
     where s.day between ${range.from}::date and ${range.to}::date and s.new_count <> 0
     order by s.day, p.sort_order, p.price, p.id, s.payment_method`);
  return result.rows.map((row) => ({
    date: row.date,
    planId: Number(row.id),
    planTitle: row.title,
    paymentMethod: row.method,
    subscriptions: Number(row.subscriptions),
    revenue: row.revenue,
  }));
}

/** The time zone the roll-ups' days are in. */
export async function readRollUpTimeZone(db: Executor): Promise<string | undefined> {
  const result = await db.execute<{ tz: string }>(sql`select time_zone as tz from analytics_settings where id = 1`);
  return result.rows[0]?.tz;
}

/** Sets the roll-ups' time zone and recomputes them all from the raw rows, in the caller's transaction. */
export async function rebuildRollUps(db: Executor, timeZone: string): Promise<void> {
  // Millions of raw rows take longer than a request may: this transaction has no limit.
  await db.execute(sql`set local statement_timeout = 0`);
  await db.execute(sql`insert into analytics_settings (id, time_zone) values (1, ${timeZone})
                       on conflict (id) do update set time_zone = excluded.time_zone`);
  await db.execute(sql`select analytics_rebuild()`);
}
