import { ANALYTICS_LIMITS } from '@epaper/shared/analytics.texts';
import { resolveRange, type AnalyticsRangeQuery, type DayRange } from '@epaper/shared/analytics-range';
import type {
  ContentAnalytics,
  Overview,
  PopularAnalytics,
  RevenueAnalytics,
  UserAnalytics,
} from '@epaper/shared/analytics.contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { fieldError } from '../../lib/http-error.ts';
import { serviceDay } from '../../lib/service-day.ts';
import { sumMoney } from '../../lib/decimal-sum.ts';
import * as parts from './analytics-parts.repository.ts';
import * as repo from './analytics.repository.ts';
import { mostRead } from './most-read.ts';
import { rowsInParts } from './past-days.ts';

/** The days a query asks for, in the service's time zone; a 400 naming the field otherwise. */
export function rangeOf(
  ctx: AppContext,
  query: AnalyticsRangeQuery,
  today = serviceDay(ctx.settings.timeZone),
): DayRange {
  const resolved = resolveRange(query, today);
  if ('field' in resolved) throw fieldError(resolved.field, resolved.message);
  return resolved.range;
}

/** The four cards of the Dashboard. */
export async function getOverview(ctx: AppContext): Promise<Overview> {
  const today = serviceDay(ctx.settings.timeZone);
  const counts = await repo.readOverview(ctx.db, today);
  return {
    total_users: counts.users,
    total_epapers: counts.epapers,
    total_subscriptions: counts.subscriptions,
    today_page_views: counts.views,
    today,
  };
}

/** Page views, active readers and new readers for each day of the range. */
export function readDayTotals(ctx: AppContext, range: DayRange, today: string) {
  return rowsInParts(ctx.db, 'day totals', range, today, (part) => repo.readDayTotals(ctx.db, part));
}

/** Subscriptions bought and what they paid, for each day of the range. */
export function readDayRevenue(ctx: AppContext, range: DayRange, today: string) {
  return rowsInParts(ctx.db, 'day revenue', range, today, (part) => repo.readDayRevenue(ctx.db, part));
}

/** New readers and active readers per day. */
export async function getUserAnalytics(ctx: AppContext, query: AnalyticsRangeQuery): Promise<UserAnalytics> {
  const today = serviceDay(ctx.settings.timeZone);
  const range = rangeOf(ctx, query, today);
  const totals = await readDayTotals(ctx, range, today);
  return {
    ...range,
    new_registrations: totals.map((day) => ({ date: day.date, new_registrations: day.newRegistrations })),
    active_users: totals.map((day) => ({ date: day.date, active_users: day.activeReaders })),
  };
}

/** What readers paid per day, and in all. */
export async function getRevenueAnalytics(ctx: AppContext, query: AnalyticsRangeQuery): Promise<RevenueAnalytics> {
  const today = serviceDay(ctx.settings.timeZone);
  const range = rangeOf(ctx, query, today);
  const days = await readDayRevenue(ctx, range, today);
  return {
    ...range,
    currency: ctx.settings.currency,
    total_revenue: sumMoney(days.map((day) => day.revenue)),
    revenue_over_time: days.map((day) => ({ date: day.date, revenue: day.revenue })),
  };
}

/** The editions read most in the range, most first. */
async function readTopEditions(ctx: AppContext, range: DayRange, today: string, limit: number) {
  const rows = await rowsInParts(ctx.db, 'edition views', range, today, (part) => parts.readEditionViews(ctx.db, part));
  return mostRead(
    rows,
    (row) => `${row.epaperId}`,
    limit,
    (a, b) => b.epaperId - a.epaperId,
  );
}

/** The editions read most, and page views per day. */
export async function getContentAnalytics(ctx: AppContext, query: AnalyticsRangeQuery): Promise<ContentAnalytics> {
  const today = serviceDay(ctx.settings.timeZone);
  const range = rangeOf(ctx, query, today);
  const [editions, totals] = await Promise.all([
    readTopEditions(ctx, range, today, ANALYTICS_LIMITS.contentRows),
    readDayTotals(ctx, range, today),
  ]);
  return {
    ...range,
    total_views: totals.reduce((sum, day) => sum + day.pageViews, 0),
    content_views: editions.map((edition) => ({
      epaper_id: edition.epaperId,
      epaper__title: edition.title,
      total_views: edition.views,
    })),
    views_over_time: totals.map((day) => ({ date: day.date, views: day.pageViews })),
  };
}

/** The most read editions and pages. */
export async function getPopular(ctx: AppContext, query: AnalyticsRangeQuery): Promise<PopularAnalytics> {
  const today = serviceDay(ctx.settings.timeZone);
  const range = rangeOf(ctx, query, today);
  const [editions, pageRows] = await Promise.all([
    readTopEditions(ctx, range, today, ANALYTICS_LIMITS.popularRows),
    rowsInParts(ctx.db, 'page views', range, today, (part) => parts.readPageViews(ctx.db, part)),
  ]);
  const pages = mostRead(
    pageRows,
    (row) => `${row.epaperId} ${row.pageNumber}`,
    ANALYTICS_LIMITS.popularRows,
    (a, b) => b.epaperId - a.epaperId || a.pageNumber - b.pageNumber,
  );
  return {
    ...range,
    editions: editions.map((edition) => ({
      epaper_id: edition.epaperId,
      title: edition.title,
      publication_date: edition.publicationDate,
      views: edition.views,
    })),
    pages: pages.map((page) => ({
      epaper_id: page.epaperId,
      title: page.title,
      page_number: page.pageNumber,
      views: page.views,
    })),
  };
}

/**
 * At start-up: the roll-ups' days must be the service's. When the time zone setting
 * changed (or on the first start), every roll-up is recomputed in it from the raw rows.
 */
export async function alignRollUpsWithTimeZone(db: Db, timeZone: string): Promise<boolean> {
  if ((await repo.readRollUpTimeZone(db)) === timeZone) return false;
  await withTransaction(db, (tx) => repo.rebuildRollUps(tx, timeZone));
  return true;
}

/** The `rebuild-analytics` command: every roll-up recomputed from the raw rows. */
export function rebuildAnalytics(db: Db, timeZone: string): Promise<void> {
  return withTransaction(db, (tx) => repo.rebuildRollUps(tx, timeZone));
}
