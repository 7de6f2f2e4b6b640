// The days an analytics call covers, without zod: the server resolves a query's range with
// this, and the Dashboard offers its ranges from it.
import { ANALYTICS_LIMITS, ANALYTICS_TEXTS } from './analytics.texts.ts';
import { addDays, daysBetween } from './calendar-date.ts';

/** The ranges the Dashboard offers, in days. */
export const DASHBOARD_RANGES = [7, 30, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/**
 * `from` and `to` of an analytics call (yyyy-mm-dd, service time zone, both included), or
 * `days`: the last that many days ending at `to` (the Dashboard's 7, 30 or 90, which it
 * can ask for without knowing the service's date).
 */
export type AnalyticsRangeQuery = { from?: string; to?: string; days?: number };

/** The days a call covers. */
export type DayRange = { from: string; to: string };

/**
 * The range a query asks for, with the defaults filled in (to: today; from: the 30 days
 * ending at `to`, or the `days` asked for), or the field and message that refuse it.
 */
export function resolveRange(
  query: AnalyticsRangeQuery,
  today: string,
): { range: DayRange } | { field: 'from' | 'days'; message: string } {
  if (query.from !== undefined && query.days !== undefined)
    return { field: 'days', message: ANALYTICS_TEXTS.daysWithFrom };
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -((query.days ?? ANALYTICS_LIMITS.defaultDays) - 1));
  if (daysBetween(from, to) < 0) return { field: 'from', message: ANALYTICS_TEXTS.fromAfterTo };
  if (daysBetween(from, to) + 1 > ANALYTICS_LIMITS.maxDays)
    return { field: 'from', message: ANALYTICS_TEXTS.rangeTooLong };
  return { range: { from, to } };
}

/**
 * The period of the same length that ends the day before `range` starts: what the
 * Dashboard draws beside a range to compare it with (the 30 days before the last 30).
 */
export function previousPeriod(range: DayRange): DayRange {
  const length = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}
