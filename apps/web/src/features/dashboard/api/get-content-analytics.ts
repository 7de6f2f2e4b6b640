import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentAnalytics } from '@epaper/shared/analytics.contract';
import type { AnalyticsRangeQuery } from '@epaper/shared/analytics-range';
import { analyticsRoutes } from '@epaper/shared/analytics.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { contentAnalyticsKey } from './dashboard-keys.ts';

/** GET /dashboard/analytics/content/: editions by page views, and views per day, of the range. */
export async function fetchContentAnalytics(
  range: AnalyticsRangeQuery,
  signal?: AbortSignal,
): Promise<ContentAnalytics> {
  return callApi(analyticsRoutes.content, { query: range, signal });
}

/** The query of the range's figures: what the screen reads and what a first load fetches ahead of it. */
export const contentAnalyticsQuery = (range: AnalyticsRangeQuery) =>
  queryOptions({ queryKey: contentAnalyticsKey(range), queryFn: ({ signal }) => fetchContentAnalytics(range, signal) });

/** Reading of the range; the previous range's figures stay on screen while a new one loads. */
export function useContentAnalytics(range: AnalyticsRangeQuery, isEnabled = true) {
  return useQuery({ ...contentAnalyticsQuery(range), placeholderData: keepPreviousData, enabled: isEnabled });
}
