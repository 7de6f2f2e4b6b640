import type uPlot from 'uplot';
import type { ChartKind, ChartPoint } from '../chart-series.ts';
import { formatAxisCount, formatAxisDay, formatAxisPrice } from './chart-format.ts';
import type { ChartColors } from './chart-colors.ts';
import { tooltipPlugin } from './tooltip-plugin.ts';

const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Steps between labelled days: whole days, then a week, a fortnight, a month… */
const DAY_STEPS = [1, 2, 3, 7, 14, 30, 60, 90, 180, 365];

/** Whole steps for counts (never "2.5 readers"): 1, 2, 5, 10, 20, 50… */
const COUNT_STEPS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat();

/**
 * The x values uPlot draws: each day's position, 0 for the oldest. Days are positions,
 * not timestamps, so no time zone can move a point to the day before; the axis and the
 * tooltip read the day's own text.
 */
export function toAlignedData(points: readonly ChartPoint[]): uPlot.AlignedData {
  return [points.map((_, index) => index), points.map((point) => point.value)];
}

type ChartOptionsInput = {
  points: readonly ChartPoint[];
  kind: ChartKind;
  width: number;
  height: number;
  colors: ChartColors;
};

/**
 * One series over the days: a line with a faint area, the value axis from zero, no
 * legend (the figure's title names it), no drag-to-zoom (a drag on a phone scrolls), and
 * the tooltip.
 */
export function chartOptions({ points, kind, width, height, colors }: ChartOptionsInput): uPlot.Options {
  const formatValue = kind === 'money' ? formatAxisPrice : formatAxisCount;
  return {
    width,
    height,
    legend: { show: false },
    cursor: {
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: { size: 9, width: 2, fill: colors.line, stroke: colors.surface },
    },
    scales: {
      x: { time: false },
      // From zero, with a little room above the highest day; an all-zero range still has a scale.
      y: { range: (_chart, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    series: [{}, { stroke: colors.line, fill: colors.fill, width: 2, points: { fill: colors.line } }],
    axes: [
      {
        font: FONT,
        stroke: colors.axis,
        grid: { show: false },
        ticks: { stroke: colors.grid, size: 4 },
        // One line of 12 px text under 4 px ticks: uPlot's default 50 px leaves a blank band.
        size: 30,
        space: 56,
        incrs: DAY_STEPS,
        values: (_chart, splits) =>
          splits.map((position) => {
            const point = Number.isInteger(position) ? points[position] : undefined;
            return point ? formatAxisDay(point.date) : '';
          }),
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
    plugins: [tooltipPlugin(points)],
  };
}
