import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RevenueAnalytics } from '@epaper/shared/analytics.contract';
import type { DashboardRange } from '@epaper/shared/analytics-range';
import { analyticsRoutes } from '@epaper/shared/analytics.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { analyticsKeyRoot } from './analytics-key.ts';

export const revenueAnalyticsKey = (days: DashboardRange) => [...analyticsKeyRoot, 'revenue', days] as const;

/** GET /dashboard/analytics/revenue/: the payments of the last `days` days, in all and per day. */
export async function fetchRevenueAnalytics(days: DashboardRange, signal?: AbortSignal): Promise<RevenueAnalytics> {
  return callApi(analyticsRoutes.revenue, { query: { days }, signal });
}

/** The query of the range's figures: what the screen reads and what a first load fetches ahead of it. */
export const revenueAnalyticsQuery = (days: DashboardRange) =>
  queryOptions({ queryKey: revenueAnalyticsKey(days), queryFn: ({ signal }) => fetchRevenueAnalytics(days, signal) });

/** Revenue of the range; the previous range's figures stay on screen while a new one loads. */
export function useRevenueAnalytics(days: DashboardRange) {
  return useQuery({ ...revenueAnalyticsQuery(days), placeholderData: keepPreviousData });
}
