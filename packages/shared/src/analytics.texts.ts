/**
 * The analytics API's texts, limits and day arithmetic, without zod: the Dashboard's chunk
 * reads them without loading the schema library.
 */

/** What the analytics API says about a range, word for word. */
export const ANALYTICS_TEXTS = {
  dateInvalid: 'Enter the date as yyyy-mm-dd, e.g. 2026-11-23',
  fromAfterTo: 'The start date must be on or before the end date',
  rangeTooLong: 'A range can cover at most 2 years (731 days)',
  formatInvalid: 'Format must be json or csv',
  daysInvalid: 'Days must be a whole number from 1 to 731',
  daysWithFrom: 'Give either from or days, not both',
} as const;

export const ANALYTICS_LIMITS = {
  /** Days a range covers when `from` is not given. */
  defaultDays: 30,
  /** Two years, a leap day included. */
  maxDays: 731,
  /** Rows of `content_views`, most read first. */
  contentRows: 50,
  /** Editions and pages in `popular/`. */
  popularRows: 10,
} as const;

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

/** Whole days from `a` to `b` (yyyy-mm-dd); negative when `b` is before `a`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

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
