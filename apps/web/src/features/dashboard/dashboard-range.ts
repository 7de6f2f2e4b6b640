import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ANALYTICS_LIMITS } from '@epaper/shared/analytics.texts';
import { DASHBOARD_RANGES, type DashboardRange } from '@epaper/shared/analytics-range';
import type { SelectOption } from '../../components/select-filter.tsx';

/** The query key holding the range: `/dashboard?range=90`. */
export const RANGE_PARAM = 'range';

/** What the API covers when asked for no range, so the URL without one means the same days. */
export const DEFAULT_RANGE: DashboardRange = ANALYTICS_LIMITS.defaultDays;

/** The range select's options: "Last 7 days", "Last 30 days", "Last 90 days". */
export const RANGE_OPTIONS: readonly SelectOption<`${DashboardRange}`>[] = DASHBOARD_RANGES.map((days) => ({
  value: `${days}`,
  label: `Last ${days} days`,
}));

/**
 * The range a URL value asks for. Only the exact text of an offered range counts ("90",
 * not "090" or "90.0"); anything else, or nothing, reads as the default.
 */
export function parseRange(raw: string | null): DashboardRange {
  return DASHBOARD_RANGES.find((days) => `${days}` === raw) ?? DEFAULT_RANGE;
}

/**
 * The query with `range` set: other keys kept as they were, and the default left out, so
 * one range has one URL (`/dashboard` rather than `/dashboard?range=30`).
 */
export function withRange(previous: URLSearchParams, range: DashboardRange): URLSearchParams {
  const params = new URLSearchParams(previous);
  if (range === DEFAULT_RANGE) params.delete(RANGE_PARAM);
  else params.set(RANGE_PARAM, `${range}`);
  return params;
}

/**
 * The Dashboard's range, kept in the URL query: a reload, Back and a shared link show the
 * same days. A change is a new history entry, so Back returns to the previous range.
 */
export function useDashboardRange(): [DashboardRange, (range: DashboardRange) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = parseRange(searchParams.get(RANGE_PARAM));
  // Applied to the query as it is then, so a change never undoes another made meanwhile.
  const setRange = useCallback(
    (next: DashboardRange) => setSearchParams((previous) => withRange(previous, next)),
    [setSearchParams],
  );
  return [range, setRange];
}
