import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentAnalytics } from '@epaper/shared/analytics.contract';
import type { DashboardRange } from '@epaper/shared/analytics-range';
import { analyticsRoutes } from '@epaper/shared/analytics.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { analyticsKeyRoot } from './analytics-key.ts';

export const contentAnalyticsKey = (days: DashboardRange) => [...analyticsKeyRoot, 'content', days] as const;

/** GET /dashboard/analytics/content/: editions by page views, and views per day, of the last `days` days. */
export async function fetchContentAnalytics(days: DashboardRange, signal?: AbortSignal): Promise<ContentAnalytics> {
  return callApi(analyticsRoutes.content, { query: { days }, signal });
}

/** The query of the range's figures: what the screen reads and what a first load fetches ahead of it. */
export const contentAnalyticsQuery = (days: DashboardRange) =>
  queryOptions({ queryKey: contentAnalyticsKey(days), queryFn: ({ signal }) => fetchContentAnalytics(days, signal) });

/** Reading of the range; the previous range's figures stay on screen while a new one loads. */
export function useContentAnalytics(days: DashboardRange) {
  return useQuery({ ...contentAnalyticsQuery(days), placeholderData: keepPreviousData });
}
