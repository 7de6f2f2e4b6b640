import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RevenueAnalytics } from '@epaper/shared/analytics.contract';
import type { AnalyticsRangeQuery } from '@epaper/shared/analytics-range';
import { analyticsRoutes } from '@epaper/shared/analytics.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { revenueAnalyticsKey } from './dashboard-keys.ts';

/** GET /dashboard/analytics/revenue/: the payments of the range, in all and per day. */
export async function fetchRevenueAnalytics(
  range: AnalyticsRangeQuery,
  signal?: AbortSignal,
): Promise<RevenueAnalytics> {
  return callApi(analyticsRoutes.revenue, { query: range, signal });
}

/** The query of the range's figures: what the screen reads and what a first load fetches ahead of it. */
export const revenueAnalyticsQuery = (range: AnalyticsRangeQuery) =>
  queryOptions({ queryKey: revenueAnalyticsKey(range), queryFn: ({ signal }) => fetchRevenueAnalytics(range, signal) });

/** Revenue of the range; the previous range's figures stay on screen while a new one loads. */
export function useRevenueAnalytics(range: AnalyticsRangeQuery, isEnabled = true) {
  return useQuery({ ...revenueAnalyticsQuery(range), placeholderData: keepPreviousData, enabled: isEnabled });
}
