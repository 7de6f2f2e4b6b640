import type { ContentAnalytics, RevenueAnalytics, UserAnalytics } from '@epaper/shared/analytics.contract';
import { formatPrice } from '../../lib/format/money.ts';
import { formatCount } from '../../lib/format/count.ts';

/** What a chart's values are: money in the service currency, or a count. */
export type ChartKind = 'money' | 'count';

/**
 * One day of a chart: the value drawn (null, a gap, when the API sent something that is
 * not a number) and the text a person reads in the tooltip and the data table. `isSoFar`
 * marks today, a day still under way: its figure is not the day's whole.
 */
export type ChartPoint = { date: string; value: number | null; text: string; isSoFar?: boolean };

/**
 * The points with today marked as "so far", so a chart draws it apart instead of as a
 * drop at its end. `today` unknown (the service's day not yet answered) marks nothing.
 */
export function markSoFar(points: readonly ChartPoint[], today: string | undefined): ChartPoint[] {
  return points.map((point) => (point.date === today ? { ...point, isSoFar: true } : point));
}

/** The day still under way, if the chart shows it. */
export function soFarPoint(points: readonly ChartPoint[]): ChartPoint | undefined {
  return points.find((point) => point.isSoFar);
}

/**
 * A series as a chart and its table want it: oldest day first, each value as a number to
 * draw and as the text to read. Money arrives as decimal text; its text is formatted from
 * that text, so no paisa is lost to a float on the way.
 */
export function toChartPoints<Row extends { date: string }>(
  rows: readonly Row[],
  valueOf: (row: Row) => number | string,
  kind: ChartKind,
): ChartPoint[] {
  return [...rows]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((row) => {
      const raw = valueOf(row);
      const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
      const isNumber = Number.isFinite(value);
      return {
        date: row.date,
        value: isNumber ? value : null,
        text: kind === 'money' ? formatPrice(raw) : isNumber ? formatCount(value) : String(raw),
      };
    });
}

/** Revenue per day, in the service currency. */
export const revenuePoints = (revenue: RevenueAnalytics) =>
  toChartPoints(revenue.revenue_over_time, (row) => row.revenue, 'money');

/** Readers who registered each day. */
export const registrationPoints = (users: UserAnalytics) =>
  toChartPoints(users.new_registrations, (row) => row.new_registrations, 'count');

/** Readers who signed in or opened a page each day. */
export const activeUserPoints = (users: UserAnalytics) =>
  toChartPoints(users.active_users, (row) => row.active_users, 'count');

/** Pages opened each day. */
export const pageViewPoints = (content: ContentAnalytics) =>
  toChartPoints(content.views_over_time, (row) => row.views, 'count');
