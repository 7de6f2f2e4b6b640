import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Overview } from '@epaper/shared/analytics.contract';
import { analyticsRoutes } from '@epaper/shared/analytics.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { overviewKey } from './dashboard-keys.ts';

/** GET /dashboard/analytics/overview/: the totals of today, whatever range is chosen. */
export async function fetchOverview(signal?: AbortSignal): Promise<Overview> {
  return callApi(analyticsRoutes.overview, { signal });
}

/** The query of the cards' totals: what the screen reads and what a first load fetches ahead of it. */
export const overviewQuery = () =>
  queryOptions({ queryKey: overviewKey, queryFn: ({ signal }) => fetchOverview(signal) });

/** The four totals of the cards; a range change does not ask for them again. */
export function useOverview() {
  return useQuery(overviewQuery());
}
