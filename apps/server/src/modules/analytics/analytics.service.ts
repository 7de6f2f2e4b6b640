import {
  ANALYTICS_LIMITS,
  resolveRange,
  type AnalyticsRangeQuery,
  type DayRange,
} from '@epaper/shared/analytics.texts';
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
import * as repo from './analytics.repository.ts';

/** The days a query asks for, in the service's time zone; a 400 naming the field otherwise. */
export function rangeOf(ctx: AppContext, query: AnalyticsRangeQuery): DayRange {
  const resolved = resolveRange(query, serviceDay(ctx.settings.timeZone));
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

/** New readers and active readers per day. */
export async function getUserAnalytics(ctx: AppContext, query: AnalyticsRangeQuery): Promise<UserAnalytics> {
  const range = rangeOf(ctx, query);
  const totals = await repo.readDayTotals(ctx.db, range);
  return {
    ...range,
    new_registrations: totals.map((day) => ({ date: day.date, new_registrations: day.newRegistrations })),
    active_users: totals.map((day) => ({ date: day.date, active_users: day.activeReaders })),
  };
}

/** What readers paid per day, and in all. */
export async function getRevenueAnalytics(ctx: AppContext, query: AnalyticsRangeQuery): Promise<RevenueAnalytics> {
  const range = rangeOf(ctx, query);
  const [days, total] = await Promise.all([repo.readDayRevenue(ctx.db, range), repo.readTotalRevenue(ctx.db, range)]);
  return {
    ...range,
    currency: ctx.settings.currency,
    total_revenue: total,
    revenue_over_time: days.map((day) => ({ date: day.date, revenue: day.revenue })),
  };
}

/** The editions read most, and page views per day. */
export async function getContentAnalytics(ctx: AppContext, query: AnalyticsRangeQuery): Promise<ContentAnalytics> {
  const range = rangeOf(ctx, query);
  const [editions, totals] = await Promise.all([
    repo.readTopEditions(ctx.db, range, ANALYTICS_LIMITS.contentRows),
    repo.readDayTotals(ctx.db, range),
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
  const range = rangeOf(ctx, query);
  const [editions, pages] = await Promise.all([
    repo.readTopEditions(ctx.db, range, ANALYTICS_LIMITS.popularRows),
    repo.readTopPages(ctx.db, range, ANALYTICS_LIMITS.popularRows),
  ]);
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
