import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ANALYTICS_LIMITS } from '@epaper/shared/analytics.texts';
import {
  DASHBOARD_RANGES,
  resolveRange,
  type AnalyticsRangeQuery,
  type DashboardRange,
} from '@epaper/shared/analytics-range';
import { isCalendarDate, isDateInRange } from '@epaper/shared/calendar-date';
import type { SelectOption } from '../../components/select-filter.tsx';
import { formatDayRange } from './dashboard-format.ts';
import { DASHBOARD_TEXTS } from './dashboard-texts.ts';

/** The query key holding a preset range: `/dashboard?range=90`. */
export const RANGE_PARAM = 'range';
/** The query keys of a custom range: `/dashboard?from=2026-09-01&to=2026-10-15`. */
export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';

/** What the API covers when asked for no range, so the URL without one means the same days. */
export const DEFAULT_RANGE: DashboardRange = ANALYTICS_LIMITS.defaultDays;

/**
 * The days the Dashboard shows: the last 7, 30 or 90 days (ending today in the service's
 * time zone, which the server knows), or a custom range of calendar days, both included.
 */
export type RangeChoice = { kind: 'last'; days: DashboardRange } | { kind: 'custom'; from: string; to: string };

/** The select's value for a custom range. */
export const CUSTOM_OPTION = 'custom';
export type RangeOptionValue = `${DashboardRange}` | typeof CUSTOM_OPTION;

/** The range select's options: "Last 7 days", "Last 30 days", "Last 90 days", "Custom range…". */
export const RANGE_OPTIONS: readonly SelectOption<RangeOptionValue>[] = [
  ...DASHBOARD_RANGES.map((days) => ({ value: `${days}` as const, label: `Last ${days} days` })),
  { value: CUSTOM_OPTION, label: DASHBOARD_TEXTS.customRange },
];

export const lastDays = (days: DashboardRange): RangeChoice => ({ kind: 'last', days });

/**
 * The preset a select value names. Only the exact text of an offered range counts ("90",
 * not "090" or "90.0"); anything else, or nothing, reads as the default.
 */
export function parseDays(raw: string | null): DashboardRange {
  return DASHBOARD_RANGES.find((days) => `${days}` === raw) ?? DEFAULT_RANGE;
}

/**
 * Why a custom range cannot be shown, or null when it can: both days written, real
 * calendar days, from on or before to, at most two years, and not ending after `today`
 * (a day that has not begun has no figures).
 */
export function customRangeError(
  from: string,
  to: string,
  today: string,
): { field: 'from' | 'to'; message: string } | null {
  if (from === '') return { field: 'from', message: DASHBOARD_TEXTS.fromRequired };
  if (to === '') return { field: 'to', message: DASHBOARD_TEXTS.toRequired };
  if (!isCalendarDate(from) || !isDateInRange(from)) return { field: 'from', message: DASHBOARD_TEXTS.dayInvalid };
  if (!isCalendarDate(to) || !isDateInRange(to)) return { field: 'to', message: DASHBOARD_TEXTS.dayInvalid };
  if (to > today) return { field: 'to', message: DASHBOARD_TEXTS.afterToday };
  const resolved = resolveRange({ from, to }, today);
  return 'range' in resolved
    ? null
    : { field: resolved.field === 'days' ? 'from' : resolved.field, message: resolved.message };
}

/**
 * The range a URL query asks for: a custom range when `from` and `to` make one the API
 * takes (calendar days, in order, at most two years), else the preset `range` names.
 * Whether the days have begun is not checked here: only the server knows its today.
 */
export function parseRange(params: URLSearchParams): RangeChoice {
  const from = params.get(FROM_PARAM);
  const to = params.get(TO_PARAM);
  if (from !== null && to !== null && customRangeError(from, to, to) === null) return { kind: 'custom', from, to };
  return lastDays(parseDays(params.get(RANGE_PARAM)));
}

/**
 * The query with the range set: other keys kept as they were, and the default left out,
 * so one range has one URL (`/dashboard` rather than `/dashboard?range=30`).
 */
export function withRange(previous: URLSearchParams, choice: RangeChoice): URLSearchParams {
  const params = new URLSearchParams(previous);
  params.delete(RANGE_PARAM);
  params.delete(FROM_PARAM);
  params.delete(TO_PARAM);
  if (choice.kind === 'custom') {
    params.set(FROM_PARAM, choice.from);
    params.set(TO_PARAM, choice.to);
  } else if (choice.days !== DEFAULT_RANGE) params.set(RANGE_PARAM, `${choice.days}`);
  return params;
}

/** What the analytics calls are asked for. */
export function rangeQuery(choice: RangeChoice): AnalyticsRangeQuery {
  return choice.kind === 'custom' ? { from: choice.from, to: choice.to } : { days: choice.days };
}

/** "Last 30 days" or "1 Sep 2026 – 15 Oct 2026": what a section's figures cover. */
export function rangeText(choice: RangeChoice): string {
  return choice.kind === 'custom' ? formatDayRange(choice.from, choice.to) : `Last ${choice.days} days`;
}

/**
 * The Dashboard's range, kept in the URL query: a reload, Back and a shared link show the
 * same days. A change is a new history entry, so Back returns to the previous range.
 */
export function useDashboardRange(): [RangeChoice, (choice: RangeChoice) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const choice = parseRange(searchParams);
  // Applied to the query as it is then, so a change never undoes another made meanwhile.
  const setChoice = useCallback(
    (next: RangeChoice) => setSearchParams((previous) => withRange(previous, next)),
    [setSearchParams],
  );
  return [choice, setChoice];
}

/** "last 30 days" or "1 Sep 2026 – 15 Oct 2026": the range inside a sentence. */
export function rangePhrase(choice: RangeChoice): string {
  return choice.kind === 'custom' ? rangeText(choice) : `last ${choice.days} days`;
}
