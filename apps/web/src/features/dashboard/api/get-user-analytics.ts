import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAnalytics } from '@epaper/shared/analytics.contract';
import type { AnalyticsRangeQuery } from '@epaper/shared/analytics-range';
import { analyticsRoutes } from '@epaper/shared/analytics.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { userAnalyticsKey } from './dashboard-keys.ts';

/** GET /dashboard/analytics/users/: new registrations and active readers per day of the range. */
export async function fetchUserAnalytics(range: AnalyticsRangeQuery, signal?: AbortSignal): Promise<UserAnalytics> {
  return callApi(analyticsRoutes.users, { query: range, signal });
}

/** The query of the range's figures: what the screen reads and what a first load fetches ahead of it. */
export const userAnalyticsQuery = (range: AnalyticsRangeQuery) =>
  queryOptions({ queryKey: userAnalyticsKey(range), queryFn: ({ signal }) => fetchUserAnalytics(range, signal) });

/** Readers per day of the range; the previous range's figures stay on screen while a new one loads. */
export function useUserAnalytics(range: AnalyticsRangeQuery, isEnabled = true) {
  return useQuery({ ...userAnalyticsQuery(range), placeholderData: keepPreviousData, enabled: isEnabled });
}
