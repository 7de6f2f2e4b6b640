import type uPlot from 'uplot';
import type { ChartKind, ChartPoint } from '../chart-series.ts';
import { formatAxisCount, formatAxisPrice } from './chart-format.ts';
import { withAlpha, type ChartColors } from './chart-colors.ts';
import { dayAxisPlugin } from './day-axis-plugin.ts';
import { tooltipPlugin } from './tooltip-plugin.ts';

const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Whole steps for counts (never "2.5 readers"): 1, 2, 5, 10, 20, 50… */
const COUNT_STEPS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat();

/** Today's stretch of the line: dashes, and a fainter area, for a day still under way. */
const SO_FAR_DASH = [5, 4];
const SO_FAR_FILL_ALPHA = 0.07;

/** The series a chart draws, in uPlot's order after the days. */
export const SERIES = { days: 1, soFar: 2, previous: 3 } as const;

/**
 * The x values uPlot draws and the series over them. Days are positions (0 for the
 * oldest), not timestamps, so no time zone can move a point to the day before; the axis
 * and the tooltip read the day's own text. The days are split in two series: the whole
 * days, and the last whole day joined to today's "so far" (drawn dashed), so today never
 * reads as a drop. The previous period's values sit at the same positions (its first day
 * under the range's first day).
 */
export function toAlignedData(points: readonly ChartPoint[], previous?: readonly ChartPoint[]): uPlot.AlignedData {
  const soFar = points.findIndex((point) => point.isSoFar);
  return [
    points.map((_, index) => index),
    points.map((point, index) => (soFar >= 0 && index >= soFar ? null : point.value)),
    points.map((point, index) => (soFar >= 0 && index >= soFar - 1 ? point.value : null)),
    points.map((_, index) => previous?.[index]?.value ?? null),
  ];
}

type ChartOptionsInput = {
  points: readonly ChartPoint[];
  /** The previous period's days as they are now: they may arrive after the chart is drawn. */
  previous: () => readonly ChartPoint[] | undefined;
  kind: ChartKind;
  width: number;
  height: number;
  colors: ChartColors;
};

/**
 * The range's days as a line with a faint area (today dashed), the previous period as a
 * thin grey line, the value axis from zero, no legend (the figure names its lines), no
 * drag-to-zoom (a drag on a phone scrolls), the time axis as text, and the tooltip.
 */
export function chartOptions({ points, previous, kind, width, height, colors }: ChartOptionsInput): uPlot.Options {
  const formatValue = kind === 'money' ? formatAxisPrice : formatAxisCount;
  const dayPoints = { fill: colors.line };
  return {
    width,
    height,
    legend: { show: false },
    cursor: {
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: { size: 9, width: 2, stroke: colors.surface },
    },
    scales: {
      x: { time: false },
      // From zero, with a little room above the highest day; an all-zero range still has a scale.
      y: { range: (_chart, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    series: [
      {},
      { stroke: colors.line, fill: colors.fill, width: 2, points: dayPoints },
      {
        stroke: colors.line,
        fill: withAlpha(colors.line, SO_FAR_FILL_ALPHA),
        width: 2,
        dash: SO_FAR_DASH,
        points: dayPoints,
      },
      { stroke: colors.compare, width: 1.5, points: { fill: colors.compare }, show: previous() !== undefined },
    ],
    axes: [
      {
        font: FONT,
        // The labels are the day axis plugin's; the canvas keeps the band they sit in.
        grid: { show: false },
        ticks: { show: false },
        size: 30,
        values: (_chart, splits) => splits.map(() => ''),
      },
      {
        font: FONT,
        stroke: colors.axis,
        size: kind === 'money' ? 64 : 48,
        grid: { stroke: colors.grid, width: 1 },
        ticks: { show: false },
        space: 32,
        ...(kind === 'count' && { incrs: COUNT_STEPS }),
        values: (_chart, splits) => splits.map(formatValue),
      },
    ],
    plugins: [
      dayAxisPlugin(
        points.map((point) => point.date),
        colors,
        FONT,
      ),
      tooltipPlugin(points, previous),
    ],
  };
}
