import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { cx } from '../../../lib/class-names.ts';
import type { ChartKind, ChartPoint } from '../chart-series.ts';
import { formatDayRange } from '../dashboard-format.ts';
import { DASHBOARD_TEXTS } from '../dashboard-texts.ts';
import { ChartDataTable } from './chart-data-table.tsx';
import { ChartLegend } from './chart-legend.tsx';
import { CHART_SURFACE, CHART_TONES, type ChartTone } from './chart-tones.ts';

/**
 * The chart drawing code, uPlot and its CSS: a chunk of its own that only the Dashboard
 * fetches. The page starts fetching it when it opens (with the data), and everything but
 * the canvases shows without waiting for it.
 */
export const loadLineChart = () => import('../charts/line-chart.tsx');
const LineChart = lazy(() => loadLineChart().then((module) => ({ default: module.LineChart })));

/** The canvas's place, the same height (h-48) whatever fills it, so the page does not jump. */
const CHART_BOX = 'mt-3 h-48';

type ChartFigureProps = {
  title: string;
  /** The table's value column, e.g. "Revenue". */
  valueHeader: string;
  kind: ChartKind;
  tone: ChartTone;
  /** Undefined until the call answers (or when it failed). */
  points: readonly ChartPoint[] | undefined;
  /** The previous period's days, once answered: the comparison line and table column. */
  previous?: readonly ChartPoint[] | undefined;
  isPending: boolean;
  /** The previous range's points while the new range loads. */
  isPlaceholder: boolean;
};

/**
 * One chart as a figure named by its title: the canvas (hidden from screen readers), a
 * legend naming its lines in words, and its data as a table with a caption, read by screen
 * readers and shown on request. A chart that fails to draw leaves the legend and the
 * table; the rest of the page never depends on it.
 */
export function ChartFigure({
  title,
  valueHeader,
  kind,
  tone,
  points,
  previous,
  isPending,
  isPlaceholder,
}: ChartFigureProps) {
  const titleId = useId();
  const tableId = useId();
  const [isTableShown, setTableShown] = useState(false);
  const first = points?.[0];
  const last = points?.at(-1);
  const caption = first && last ? `${title} per day, ${formatDayRange(first.date, last.date)}` : `${title} per day`;

  let body: ReactNode;
  if (points && points.length > 0) {
    body = (
      <div aria-hidden="true" className={cx(CHART_BOX, 'transition-opacity', isPlaceholder && 'opacity-60')}>
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={<ChartBars />}>
            <LineChart points={points} previous={previous} kind={kind} />
          </Suspense>
        </ErrorBoundary>
      </div>
    );
  } else if (points) {
    body = <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">{DASHBOARD_TEXTS.noDays}</p>;
  } else if (isPending) {
    body = (
      <div aria-hidden="true" className={CHART_BOX}>
        <ChartBars />
      </div>
    );
  } else {
    body = <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">{DASHBOARD_TEXTS.unavailable}</p>;
  }

  return (
    <figure
      aria-labelledby={titleId}
      aria-busy={isPending || isPlaceholder || undefined}
      className={cx(
        'min-w-0 rounded-2xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5 dark:border-gray-800 dark:bg-gray-900',
        CHART_SURFACE,
        CHART_TONES[tone],
      )}
    >
      <figcaption className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-sm font-semibold text-gray-900 dark:text-gray-100">
          {title}
        </h3>
        {points && points.length > 0 && (
          <button
            type="button"
            aria-expanded={isTableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
            className="rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-500/10"
          >
            {isTableShown ? 'Hide table' : 'Show table'}
            <span className="sr-only"> of {title.toLowerCase()}</span>
          </button>
        )}
      </figcaption>
      {body}
      {points && points.length > 0 ? (
        <>
          <ChartLegend points={points} previous={previous} />
          <ChartDataTable
            id={tableId}
            caption={caption}
            valueHeader={valueHeader}
            points={points}
            previous={previous}
            isShown={isTableShown}
          />
        </>
      ) : (
        isPending && <div aria-hidden="true" className="mt-2 h-14 sm:h-9" />
      )}
    </figure>
  );
}

/** Grey bars where the chart will be, filling its box. */
function ChartBars() {
  return (
    <div className="flex h-full items-end gap-2 px-2 pb-6">
      {[40, 65, 50, 80, 60, 90, 70].map((height, index) => (
        <span
          key={index}
          className="flex-1 animate-pulse rounded-t bg-gray-100 motion-reduce:animate-none dark:bg-gray-800"
          style={{ height: `${height}%` }}
        />
      ))}
    </div>
  );
}
