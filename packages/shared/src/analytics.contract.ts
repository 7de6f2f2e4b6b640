import { z } from 'zod';
import { dateOutOfRangeMessage, isCalendarDate, isDateInRange } from './calendar-date.ts';
import { ANALYTICS_LIMITS, ANALYTICS_TEXTS } from './analytics.texts.ts';
import { type AnalyticsRangeQuery } from './analytics-range.ts';

/** A day of a range: yyyy-mm-dd, within DATE_RANGE (year 0 would reach PostgreSQL and fail there). */
const dayField = (label: string) =>
  z
    .string({ error: ANALYTICS_TEXTS.dateInvalid })
    .trim()
    .refine(isCalendarDate, ANALYTICS_TEXTS.dateInvalid)
    .refine((value) => !isCalendarDate(value) || isDateInRange(value), dateOutOfRangeMessage(label))
    .optional();

/** `from` and `to`: calendar days (yyyy-mm-dd) in the service's time zone, both included. */
export const analyticsRangeQuerySchema = z.object({
  from: dayField('Start date'),
  to: dayField('End date'),
  days: z.coerce
    .number<number>({ error: ANALYTICS_TEXTS.daysInvalid })
    .int(ANALYTICS_TEXTS.daysInvalid)
    .min(1, ANALYTICS_TEXTS.daysInvalid)
    .max(ANALYTICS_LIMITS.maxDays, ANALYTICS_TEXTS.daysInvalid)
    .optional(),
});

/** A report also answers CSV, with `format=csv` or `Accept: text/csv`. */
export const reportQuerySchema = analyticsRangeQuerySchema.extend({
  format: z.enum(['json', 'csv'], { error: ANALYTICS_TEXTS.formatInvalid }).optional(),
});
export type ReportQuery = AnalyticsRangeQuery & { format?: 'json' | 'csv' };

const day = z.string();
/** A sum of money in the service currency as exact decimal text ("1499.00"). */
const money = z.string();
const count = z.number().int();
const rangeFields = { from: day, to: day };

/** GET /dashboard/analytics/overview/ */
export const overviewSchema = z.object({
  /** Readers (end users), active or not; admins are not counted. */
  total_users: count,
  total_epapers: count,
  /** Subscriptions active today. */
  total_subscriptions: count,
  /** Page views since midnight in the service's time zone. */
  today_page_views: count,
  /** Today in the service's time zone (yyyy-mm-dd). */
  today: day,
});
export type Overview = z.infer<typeof overviewSchema>;

/** GET /dashboard/analytics/users/: one row per day of the range, oldest first. */
export const userAnalyticsSchema = z.object({
  ...rangeFields,
  new_registrations: z.array(z.object({ date: day, new_registrations: count })),
  /** Readers who signed in or opened a page that day. */
  active_users: z.array(z.object({ date: day, active_users: count })),
});
export type UserAnalytics = z.infer<typeof userAnalyticsSchema>;

/** GET /dashboard/analytics/revenue/: subscription payments, by the day they were made. */
export const revenueAnalyticsSchema = z.object({
  ...rangeFields,
  /** ISO 4217 code of the service currency. */
  currency: z.string(),
  total_revenue: money,
  revenue_over_time: z.array(z.object({ date: day, revenue: money })),
});
export type RevenueAnalytics = z.infer<typeof revenueAnalyticsSchema>;

/** GET /dashboard/analytics/content/: editions by page views in the range, and views per day. */
export const contentAnalyticsSchema = z.object({
  ...rangeFields,
  total_views: count,
  content_views: z.array(z.object({ epaper_id: count, epaper__title: z.string(), total_views: count })),
  views_over_time: z.array(z.object({ date: day, views: count })),
});
export type ContentAnalytics = z.infer<typeof contentAnalyticsSchema>;

/** GET /dashboard/analytics/popular/: the most read editions and pages of the range. */
export const popularAnalyticsSchema = z.object({
  ...rangeFields,
  editions: z.array(z.object({ epaper_id: count, title: z.string(), publication_date: day, views: count })),
  pages: z.array(z.object({ epaper_id: count, title: z.string(), page_number: count, views: count })),
});
export type PopularAnalytics = z.infer<typeof popularAnalyticsSchema>;

/** reports/subscriptions/: per day, in all and per plan. `active` is the count at the end of that day. */
const subscriptionFlowFields = { new: count, cancelled: count, expired: count, active: count };
export const subscriptionsReportSchema = z.object({
  ...rangeFields,
  days: z.array(z.object({ date: day, ...subscriptionFlowFields })),
  plans: z.array(z.object({ date: day, plan_id: count, plan_title: z.string(), ...subscriptionFlowFields })),
});
export type SubscriptionsReport = z.infer<typeof subscriptionsReportSchema>;

/** reports/usage/: page views and active readers per day, and per edition on the days it was read. */
export const usageReportSchema = z.object({
  ...rangeFields,
  days: z.array(z.object({ date: day, page_views: count, active_readers: count })),
  editions: z.array(z.object({ date: day, epaper_id: count, title: z.string(), views: count, readers: count })),
});
export type UsageReport = z.infer<typeof usageReportSchema>;

/** reports/revenue/: payments per day, and per plan and payment method on the days there were any. */
export const revenueReportSchema = z.object({
  ...rangeFields,
  currency: z.string(),
  total_revenue: money,
  days: z.array(z.object({ date: day, subscriptions: count, revenue: money })),
  breakdown: z.array(
    z.object({
      date: day,
      plan_id: count,
      plan_title: z.string(),
      payment_method: z.string(),
      subscriptions: count,
      revenue: money,
    }),
  ),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;
