import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAnalytics } from '@epaper/shared/analytics.contract';
import type { DashboardRange } from '@epaper/shared/analytics-range';
import { analyticsRoutes } from '@epaper/shared/analytics.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { analyticsKeyRoot } from './analytics-key.ts';

export const userAnalyticsKey = (days: DashboardRange) => [...analyticsKeyRoot, 'users', days] as const;

/** GET /dashboard/analytics/users/: new registrations and active readers per day of the last `days` days. */
export async function fetchUserAnalytics(days: DashboardRange, signal?: AbortSignal): Promise<UserAnalytics> {
  return callApi(analyticsRoutes.users, { query: { days }, signal });
}

/** The query of the range's figures: what the screen reads and what a first load fetches ahead of it. */
export const userAnalyticsQuery = (days: DashboardRange) =>
  queryOptions({ queryKey: userAnalyticsKey(days), queryFn: ({ signal }) => fetchUserAnalytics(days, signal) });

/** Readers per day of the range; the previous range's figures stay on screen while a new one loads. */
export function useUserAnalytics(days: DashboardRange) {
  return useQuery({ ...userAnalyticsQuery(days), placeholderData: keepPreviousData });
}
