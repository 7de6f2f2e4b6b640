import { useDeferredValue } from 'react';
import { formatDay } from '../../../lib/format/date-format.ts';
import { cx } from '../../../lib/class-names.ts';
import type { ChartPoint } from '../chart-series.ts';
import { DASHBOARD_TEXTS, soFarText } from '../dashboard-texts.ts';

type ChartDataTableProps = {
  id: string;
  /** e.g. "Revenue per day, 1 Mar 2026 – 30 Mar 2026". */
  caption: string;
  valueHeader: string;
  points: readonly ChartPoint[];
  /** The previous period's days, position by position: a column of their own when given. */
  previous?: readonly ChartPoint[] | undefined;
  /** Shown on screen; otherwise it is there for screen readers only. */
  isShown: boolean;
};

const NO_POINTS: readonly ChartPoint[] = [];

/**
 * A chart's text alternative: every day and its value, oldest first as drawn. Always in
 * the page for screen readers; on screen when asked for, scrolling inside its own box.
 *
 * Its rows are a deferred value: the four tables of a 90-day range are about a thousand
 * elements, so React fills them in after the cards and charts, in slices it can pause,
 * instead of in the one long task that paints the figures.
 */
export function ChartDataTable({ id, caption, valueHeader, points, previous, isShown }: ChartDataTableProps) {
  const rows = useDeferredValue(points, NO_POINTS);
  const previousRows = useDeferredValue(previous);
  // The caption follows the rows it names, never ahead of them.
  const shownCaption = useDeferredValue(caption);
  return (
    <div
      id={id}
      className={cx(
        isShown ? 'mt-3 max-h-64 overflow-y-auto rounded-lg border border-gray-200 dark:border-gray-800' : 'sr-only',
      )}
      // Focusable when shown, so a keyboard can scroll a long range.
      tabIndex={isShown ? 0 : undefined}
      role={isShown ? 'region' : undefined}
      aria-label={isShown ? shownCaption : undefined}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{shownCaption}</caption>
        <thead className="sticky top-0 bg-gray-50 dark:bg-gray-800">
          <tr className="text-xs tracking-wide text-gray-600 uppercase dark:text-gray-400">
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Date
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {valueHeader}
            </th>
            {previousRows && (
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {DASHBOARD_TEXTS.previousPeriod}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {rows.map((point, index) => {
            const before = previousRows?.[index];
            return (
              <tr key={point.date}>
                <td className="px-3 py-1.5 text-gray-700 dark:text-gray-300">
                  {point.isSoFar ? soFarText(formatDay(point.date)) : formatDay(point.date)}
                </td>
                <td className="px-3 py-1.5 text-right text-gray-900 tabular-nums dark:text-gray-100">{point.text}</td>
                {previousRows && (
                  <td className="px-3 py-1.5 text-right text-gray-700 tabular-nums dark:text-gray-300">
                    {before ? `${before.text} (${formatDay(before.date)})` : '—'}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
