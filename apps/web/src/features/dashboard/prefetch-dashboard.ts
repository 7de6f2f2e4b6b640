import type { QueryClient } from '@tanstack/react-query';
import { contentAnalyticsQuery } from './api/get-content-analytics.ts';
import { overviewQuery } from './api/get-overview.ts';
import { revenueAnalyticsQuery } from './api/get-revenue-analytics.ts';
import { userAnalyticsQuery } from './api/get-user-analytics.ts';
import { parseRange, rangeQuery } from './dashboard-range.ts';

/**
 * A signed-in first load of the Dashboard asks for its four figures as soon as this chunk
 * arrives, beside the session check and the layout, instead of once the page has rendered
 * (three round trips later on a phone). The page's own queries then find them in flight
 * or answered; a refused session fails them as it fails the check, and the page asks again.
 */
export function prefetchDashboard(queryClient: QueryClient, search: string): void {
  const range = rangeQuery(parseRange(new URLSearchParams(search)));
  void queryClient.prefetchQuery(overviewQuery());
  void queryClient.prefetchQuery(userAnalyticsQuery(range));
  void queryClient.prefetchQuery(revenueAnalyticsQuery(range));
  void queryClient.prefetchQuery(contentAnalyticsQuery(range));
}
