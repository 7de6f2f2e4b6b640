import type {
  ContentAnalytics,
  Overview,
  PopularAnalytics,
  ReportQuery,
  RevenueAnalytics,
  RevenueReport,
  SubscriptionsReport,
  UsageReport,
  UserAnalytics,
} from './analytics.contract.ts';
import type { AnalyticsRangeQuery } from './analytics-range.ts';
import { route } from './route.ts';

/**
 * The Dashboard's figures and the reports, admins only. Every call but the overview takes
 * `from` and `to` (days in the service's time zone); its series have one row per day.
 */
export const analyticsRoutes = {
  overview: route<{ response: Overview }>('GET', '/dashboard/analytics/overview/', 'admin'),
  users: route<{ query: AnalyticsRangeQuery; response: UserAnalytics }>('GET', '/dashboard/analytics/users/', 'admin'),
  revenue: route<{ query: AnalyticsRangeQuery; response: RevenueAnalytics }>(
    'GET',
    '/dashboard/analytics/revenue/',
    'admin',
  ),
  content: route<{ query: AnalyticsRangeQuery; response: ContentAnalytics }>(
    'GET',
    '/dashboard/analytics/content/',
    'admin',
  ),
  popular: route<{ query: AnalyticsRangeQuery; response: PopularAnalytics }>(
    'GET',
    '/dashboard/analytics/popular/',
    'admin',
  ),
  subscriptionsReport: route<{ query: ReportQuery; response: SubscriptionsReport }>(
    'GET',
    '/dashboard/analytics/reports/subscriptions/',
    'admin',
  ),
  usageReport: route<{ query: ReportQuery; response: UsageReport }>(
    'GET',
    '/dashboard/analytics/reports/usage/',
    'admin',
  ),
  revenueReport: route<{ query: ReportQuery; response: RevenueReport }>(
    'GET',
    '/dashboard/analytics/reports/revenue/',
    'admin',
  ),
};
