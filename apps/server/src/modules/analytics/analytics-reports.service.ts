import { addDays, daysBetween } from '@epaper/shared/calendar-date';
import { type AnalyticsRangeQuery, type DayRange } from '@epaper/shared/analytics-range';
import type { RevenueReport, SubscriptionsReport, UsageReport } from '@epaper/shared/analytics.contract';
import { paymentMethodLabel } from '@epaper/shared/user-subscriptions.texts';
import type { AppContext } from '../../context.ts';
import type { CsvColumn } from '../../lib/csv-stream.ts';
import { sumMoney } from '../../lib/decimal-sum.ts';
import { serviceDay } from '../../lib/service-day.ts';
import * as repo from './analytics.repository.ts';
import { rangeOf, readDayRevenue, readDayTotals } from './analytics.service.ts';
import { keptOrRead, rowsInParts, splitRange } from './past-days.ts';

/** Every day of the range, oldest first. */
const eachDay = (range: DayRange) =>
  Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, i) => addDays(range.from, i));

/**
 * Each plan on each day of the range. The live days start from what the kept days end
 * with (active per plan at the end of their last day), so no call sums all of history.
 */
async function readPlanDays(ctx: AppContext, range: DayRange, today: string): Promise<repo.PlanDay[]> {
  const { past, live } = splitRange(range, today);
  const pastRows = past ? await keptOrRead(ctx.db, 'plan days', past, () => repo.readPlanDays(ctx.db, past)) : [];
  if (!live) return pastRows;
  const before = past
    ? new Map(pastRows.filter((row) => row.date === past.to).map((row) => [row.planId, row.active]))
    : undefined;
  return [...pastRows, ...(await repo.readPlanDays(ctx.db, live, before))];
}

/** New, cancelled, expired and active subscriptions per day, in all and per plan. */
export async function getSubscriptionsReport(
  ctx: AppContext,
  query: AnalyticsRangeQuery,
): Promise<SubscriptionsReport> {
  const today = serviceDay(ctx.settings.timeZone);
  const range = rangeOf(ctx, query, today);
  const planDays = await readPlanDays(ctx, range, today);
  const byDay = new Map<string, SubscriptionsReport['days'][number]>();
  for (const row of planDays) {
    const day = byDay.get(row.date) ?? { date: row.date, new: 0, cancelled: 0, expired: 0, active: 0 };
    day.new += row.new;
    day.cancelled += row.cancelled;
    day.expired += row.expired;
    day.active += row.active;
    byDay.set(row.date, day);
  }
  // With no plan at all there are still days, with nothing on them.
  const days = eachDay(range).map((date) => byDay.get(date) ?? { date, new: 0, cancelled: 0, expired: 0, active: 0 });
  return {
    ...range,
    days,
    plans: planDays.map((row) => ({
      date: row.date,
      plan_id: row.planId,
      plan_title: row.planTitle,
      new: row.new,
      cancelled: row.cancelled,
      expired: row.expired,
      active: row.active,
    })),
  };
}

/** Page views and active readers per day, and each edition's views and readers on the days it was read. */
export async function getUsageReport(ctx: AppContext, query: AnalyticsRangeQuery): Promise<UsageReport> {
  const today = serviceDay(ctx.settings.timeZone);
  const range = rangeOf(ctx, query, today);
  const [totals, editions] = await Promise.all([
    readDayTotals(ctx, range, today),
    rowsInParts(ctx.db, 'edition days', range, today, (part) => repo.readEditionDays(ctx.db, part)),
  ]);
  return {
    ...range,
    days: totals.map((day) => ({ date: day.date, page_views: day.pageViews, active_readers: day.activeReaders })),
    editions: editions.map((row) => ({
      date: row.date,
      epaper_id: row.epaperId,
      title: row.title,
      views: row.views,
      readers: row.readers,
    })),
  };
}

/** Payments per day, and per plan and payment method. */
export async function getRevenueReport(ctx: AppContext, query: AnalyticsRangeQuery): Promise<RevenueReport> {
  const today = serviceDay(ctx.settings.timeZone);
  const range = rangeOf(ctx, query, today);
  const [days, breakdown] = await Promise.all([
    readDayRevenue(ctx, range, today),
    rowsInParts(ctx.db, 'revenue breakdown', range, today, (part) => repo.readRevenueBreakdown(ctx.db, part)),
  ]);
  return {
    ...range,
    currency: ctx.settings.currency,
    total_revenue: sumMoney(days.map((day) => day.revenue)),
    days,
    breakdown: breakdown.map((row) => ({
      date: row.date,
      plan_id: row.planId,
      plan_title: row.planTitle,
      payment_method: row.paymentMethod,
      subscriptions: row.subscriptions,
      revenue: row.revenue,
    })),
  };
}

/** A report as one table: each day's "All" row, then that day's rows per plan, edition or method. */
type ReportRow = Record<string, string | number>;

function allThenEach<Day extends { date: string }, Each extends { date: string }>(
  days: Day[],
  each: Each[],
  dayRow: (day: Day) => ReportRow,
  eachRow: (row: Each) => ReportRow,
): ReportRow[] {
  const byDay = new Map<string, Each[]>();
  for (const row of each) byDay.set(row.date, [...(byDay.get(row.date) ?? []), row]);
  return days.flatMap((day) => [dayRow(day), ...(byDay.get(day.date) ?? []).map(eachRow)]);
}

/** A report's CSV: its columns and its rows. */
export type ReportTable = { columns: CsvColumn<ReportRow>[]; rows: ReportRow[] };

const column = (header: string, key: string): CsvColumn<ReportRow> => ({ header, value: (row) => row[key] });

export function subscriptionsReportTable(report: SubscriptionsReport): ReportTable {
  return {
    columns: [
      column('Date', 'date'),
      column('Plan', 'plan'),
      column('New', 'new'),
      column('Cancelled', 'cancelled'),
      column('Expired', 'expired'),
      column('Active', 'active'),
    ],
    rows: allThenEach(
      report.days,
      report.plans,
      (day) => ({ ...day, plan: 'All plans' }),
      (row) => ({ ...row, plan: row.plan_title }),
    ),
  };
}

export function usageReportTable(report: UsageReport): ReportTable {
  return {
    columns: [
      column('Date', 'date'),
      column('Edition', 'edition'),
      column('Edition ID', 'epaper_id'),
      column('Page views', 'views'),
      column('Active readers', 'readers'),
    ],
    rows: allThenEach(
      report.days,
      report.editions,
      (day) => ({
        date: day.date,
        edition: 'All editions',
        epaper_id: '',
        views: day.page_views,
        readers: day.active_readers,
      }),
      (row) => ({ ...row, edition: row.title }),
    ),
  };
}

export function revenueReportTable(report: RevenueReport): ReportTable {
  return {
    columns: [
      column('Date', 'date'),
      column('Plan', 'plan'),
      column('Payment method', 'payment_method'),
      column('Subscriptions', 'subscriptions'),
      column(`Revenue (${report.currency})`, 'revenue'),
    ],
    rows: allThenEach(
      report.days,
      report.breakdown,
      (day) => ({ ...day, plan: 'All plans', payment_method: 'All' }),
      (row) => ({ ...row, plan: row.plan_title, payment_method: paymentMethodLabel(row.payment_method) }),
    ),
  };
}
