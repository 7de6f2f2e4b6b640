import type { ContentAnalytics, Overview, RevenueAnalytics, UserAnalytics } from '@epaper/shared/analytics.contract';
import { addDays, daysBetween } from '@epaper/shared/calendar-date';
import { json, type SeenRequest } from '../../lib/api/fake-http.test-helper.ts';

/** The analytics paths as the fake HTTP layer sees them. */
export const ANALYTICS_PATHS = {
  overview: '/api/dashboard/analytics/overview/',
  users: '/api/dashboard/analytics/users/',
  revenue: '/api/dashboard/analytics/revenue/',
  content: '/api/dashboard/analytics/content/',
} as const;

/** The day the fake service is on. */
export const TODAY = '2026-03-30';

export const overview: Overview = {
  total_users: 123456,
  total_epapers: 87,
  total_subscriptions: 4321,
  today_page_views: 1500,
  today: TODAY,
};

/** The `days` days ending `to` (today unless said), oldest first, as every series of the API. */
export function rangeDays(days: number, to = TODAY): string[] {
  return Array.from({ length: days }, (_, index) => addDays(to, index - days + 1));
}

/** Day n of the range (1 = the oldest) registers n readers and has 1000 + n active ones. */
export function userAnalytics(days: number, to = TODAY): UserAnalytics {
  const dates = rangeDays(days, to);
  return {
    from: dates[0] ?? to,
    to,
    new_registrations: dates.map((date, index) => ({ date, new_registrations: index + 1 })),
    active_users: dates.map((date, index) => ({ date, active_users: 1000 + index + 1 })),
  };
}

/** Day n takes ₹(1000 + n).50; the total is as the server would sum it. */
export function revenueAnalytics(days: number, to = TODAY): RevenueAnalytics {
  const dates = rangeDays(days, to);
  const rows = dates.map((date, index) => ({ date, revenue: `${1000 + index + 1}.50` }));
  const total = rows.reduce((sum, row) => sum + Number(row.revenue), 0);
  return {
    from: dates[0] ?? to,
    to,
    currency: 'INR',
    total_revenue: total.toFixed(2),
    revenue_over_time: rows,
  };
}

/** Twelve editions read (the card lists ten), most read first, and day n with 10 × n views. */
export function contentAnalytics(days: number, editions = 12, to = TODAY): ContentAnalytics {
  const dates = rangeDays(days, to);
  const contentViews = Array.from({ length: editions }, (_, index) => ({
    epaper_id: 500 + index,
    epaper__title: `Morning Edition ${index + 1}`,
    total_views: (editions - index) * 1000,
  }));
  return {
    from: dates[0] ?? to,
    to,
    total_views: contentViews.reduce((sum, row) => sum + row.total_views, 0),
    content_views: contentViews,
    views_over_time: dates.map((date, index) => ({ date, views: 10 * (index + 1) })),
  };
}

/** The `days` a request asked for; the API's default (30) when it asked for none. */
export function daysOf(request: SeenRequest): number {
  return rangeOf(request).days;
}

/** The days a request asked for: `days` ending today, or `from` to `to` (the previous period's calls). */
export function rangeOf(request: SeenRequest): { days: number; to: string } {
  const query = new URL(request.path, 'http://localhost').searchParams;
  const from = query.get('from');
  const to = query.get('to');
  if (from && to) return { days: daysBetween(from, to) + 1, to };
  return { days: Number(query.get('days') ?? 30), to: TODAY };
}

/**
 * The four analytics answers, for the range each request asks. Keyed like
 * app.test-helper's fakeApi overrides: method and path without the query.
 */
export function analyticsApiHandlers(): Record<string, (request: SeenRequest) => Response> {
  return {
    [`GET ${ANALYTICS_PATHS.overview}`]: () => json(200, overview),
    [`GET ${ANALYTICS_PATHS.users}`]: (request) => {
      const { days, to } = rangeOf(request);
      return json(200, userAnalytics(days, to));
    },
    [`GET ${ANALYTICS_PATHS.revenue}`]: (request) => {
      const { days, to } = rangeOf(request);
      return json(200, revenueAnalytics(days, to));
    },
    [`GET ${ANALYTICS_PATHS.content}`]: (request) => {
      const { days, to } = rangeOf(request);
      return json(200, contentAnalytics(days, 12, to));
    },
  };
}
