import { cx } from '../../../lib/class-names.ts';
import { formatDay } from '../../../lib/format/date-format.ts';
import { soFarPoint, type ChartPoint } from '../chart-series.ts';
import { formatDayRange } from '../dashboard-format.ts';
import { previousPeriodText, soFarText } from '../dashboard-texts.ts';

type ChartLegendProps = {
  points: readonly ChartPoint[];
  /** The previous period's days, when its line is drawn. */
  previous: readonly ChartPoint[] | undefined;
};

/** A line's sample, in the figure's colours (the tone's variables, as the canvas draws it). */
function Swatch({ className }: { className: string }) {
  return <span aria-hidden="true" className={cx('inline-block w-5 shrink-0 border-t-2', className)} />;
}

/**
 * What the chart's lines are, in words: the range's days, today drawn dashed because its
 * figure is only "so far", and the previous period it is compared with. Text in the page,
 * so a screen reader and a person who cannot tell the lines apart read the same. It keeps
 * the room of its three lines on a phone (two on a wider screen), so the comparison
 * arriving later does not move the page.
 */
export function ChartLegend({ points, previous }: ChartLegendProps) {
  const first = points[0];
  const last = points.at(-1);
  const today = soFarPoint(points);
  const before = previous?.[0];
  const beforeLast = previous?.at(-1);
  return (
    <ul className="mt-2 flex min-h-14 flex-wrap content-start items-start gap-x-4 gap-y-1 text-xs text-gray-600 sm:min-h-9 dark:text-gray-400">
      {first && last && (
        <li className="flex items-center gap-1.5">
          <Swatch className="border-(--chart-line)" />
          {formatDayRange(first.date, last.date)}
        </li>
      )}
      {today && (
        <li className="flex items-center gap-1.5">
          <Swatch className="border-dashed border-(--chart-line)" />
          {soFarText(`Today, ${formatDay(today.date)}`)}
        </li>
      )}
      {before && beforeLast && (
        <li className="flex items-center gap-1.5">
          <Swatch className="border-(--chart-compare)" />
          {previousPeriodText(formatDayRange(before.date, beforeLast.date))}
        </li>
      )}
    </ul>
  );
}
