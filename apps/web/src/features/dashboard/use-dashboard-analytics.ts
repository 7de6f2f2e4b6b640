import { previousPeriod, type DayRange } from '@epaper/shared/analytics-range';
import { DATE_RANGE } from '@epaper/shared/calendar-date';
import { ERROR_TEXTS } from '../../lib/api/error-texts.ts';
import { loadErrorText } from '../../lib/api/load-error-text.ts';
import { useContentAnalytics } from './api/get-content-analytics.ts';
import { useOverview } from './api/get-overview.ts';
import { useRevenueAnalytics } from './api/get-revenue-analytics.ts';
import { useUserAnalytics } from './api/get-user-analytics.ts';
import { rangeQuery, type RangeChoice } from './dashboard-range.ts';

/** The days an answer covers, once it is the chosen range's own (not the previous range's kept on screen). */
type Answered = { data?: DayRange | undefined; isPlaceholderData?: boolean };

/**
 * The days the comparison covers: the period of the same length just before the chosen
 * range. A custom range names its days; the last N days are known once an answer says
 * which days they were (the server's today). None before the API's first day.
 */
function comparedRange(choice: RangeChoice, answers: readonly Answered[]): DayRange | undefined {
  const answered = answers.find((answer) => answer.data && !answer.isPlaceholderData)?.data;
  const range = choice.kind === 'custom' ? choice : answered;
  if (!range) return undefined;
  const previous = previousPeriod(range);
  return previous.from >= DATE_RANGE.first ? previous : undefined;
}

/**
 * The Dashboard's calls and what the screen says about them. The four figures' queries
 * start in the same render, so the browser sends them together: none waits for another,
 * and each section shows as soon as its own answer is in. The previous period's series
 * (the charts' comparison lines) follow; a failure of theirs only leaves the line out.
 */
export function useDashboardAnalytics(choice: RangeChoice) {
  const query = rangeQuery(choice);
  const overview = useOverview();
  const users = useUserAnalytics(query);
  const revenue = useRevenueAnalytics(query);
  const content = useContentAnalytics(query);
  const queries = [overview, users, revenue, content];
  const failed = queries.find((each) => each.isError);

  const compared = comparedRange(choice, [users, revenue, content]);
  const previousQuery = compared ?? {};
  const previousUsers = useUserAnalytics(previousQuery, compared !== undefined);
  const previousRevenue = useRevenueAnalytics(previousQuery, compared !== undefined);
  const previousContent = useContentAnalytics(previousQuery, compared !== undefined);
  const comparisons = [previousUsers, previousRevenue, previousContent];
  // Only the compared period's own answer: a kept one of another period would mislead.
  const comparedData = <T>(answer: { data: T | undefined; isPlaceholderData: boolean }) =>
    compared && !answer.isPlaceholderData ? answer.data : undefined;

  return {
    overview,
    users,
    revenue,
    content,
    /** The service's today, when known: the day still under way, whose figures are "so far". */
    today:
      overview.data?.today ??
      (choice.kind === 'last'
        ? [users, revenue, content].find((answer) => answer.data && !answer.isPlaceholderData)?.data?.to
        : undefined),
    previous: {
      range: compared,
      users: comparedData(previousUsers),
      revenue: comparedData(previousRevenue),
      content: comparedData(previousContent),
    },
    isFetching: queries.some((each) => each.isFetching),
    /** The first failure's text, as every screen words a load error; null when every call worked. */
    errorMessage: failed ? loadErrorText(failed.error, ERROR_TEXTS.generic) : null,
    /** Refresh Data: every call again, the ones that worked included. */
    refreshAll: () => Promise.all([...queries, ...(compared ? comparisons : [])].map((each) => each.refetch())),
    /** Retry: only the calls that failed; what is on screen stays. */
    retryFailed: () => Promise.all(queries.filter((each) => each.isError).map((each) => each.refetch())),
  };
}

export type DashboardAnalytics = ReturnType<typeof useDashboardAnalytics>;
