import type { DashboardRange } from '@epaper/shared/analytics-range';
import { getErrorMessage } from '../../lib/api/error-messages.ts';
import { useContentAnalytics } from './api/get-content-analytics.ts';
import { useOverview } from './api/get-overview.ts';
import { useRevenueAnalytics } from './api/get-revenue-analytics.ts';
import { useUserAnalytics } from './api/get-user-analytics.ts';

/**
 * The Dashboard's four calls and what the screen says about them. They are four queries
 * started in the same render, so the browser sends them together: none waits for another,
 * and each section shows as soon as its own answer is in.
 */
export function useDashboardAnalytics(range: DashboardRange) {
  const overview = useOverview();
  const users = useUserAnalytics(range);
  const revenue = useRevenueAnalytics(range);
  const content = useContentAnalytics(range);
  const queries = [overview, users, revenue, content];
  const failed = queries.find((query) => query.isError);

  return {
    overview,
    users,
    revenue,
    content,
    isFetching: queries.some((query) => query.isFetching),
    /** The first failure's text, as the app words API errors; null when every call worked. */
    errorMessage: failed ? getErrorMessage(failed.error) : null,
    /** Refresh Data: every call again, the ones that worked included. */
    refreshAll: () => Promise.all(queries.map((query) => query.refetch())),
    /** Retry: only the calls that failed; what is on screen stays. */
    retryFailed: () => Promise.all(queries.filter((query) => query.isError).map((query) => query.refetch())),
  };
}
