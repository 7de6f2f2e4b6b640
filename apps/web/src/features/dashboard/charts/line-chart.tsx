import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTheme } from '../../../lib/theme/use-theme.ts';
import type { ChartKind, ChartPoint } from '../chart-series.ts';
import { readChartColors } from './chart-colors.ts';
import { chartOptions, SERIES, toAlignedData } from './chart-options.ts';

/** The height in CSS pixels: h-48, as the box here and the placeholder in chart-figure.tsx, so nothing jumps. */
const CHART_HEIGHT = 192;

let canDraw: boolean | undefined;

/**
 * Whether this browser draws on a canvas: one that blocks it (or a test DOM) gets no
 * chart, and the figure's data table stands in.
 */
function canvasWorks(): boolean {
  canDraw ??= document.createElement('canvas').getContext('2d') !== null;
  return canDraw;
}

type LineChartProps = {
  points: readonly ChartPoint[];
  /** The previous period's days, drawn as a comparison line under the range's. */
  previous?: readonly ChartPoint[] | undefined;
  kind: ChartKind;
};

/**
 * One series drawn with uPlot, as wide as its box: a ResizeObserver follows the box (a
 * phone turned, the sidebar folded), and a theme change draws it again in the theme's
 * colours. The previous period, which answers after the range, is handed to the chart
 * drawn already (new data, not a new chart: the page has just done its heavy first
 * render). The canvas is hidden from screen readers: the figure's table says the same.
 */
export function LineChart({ points, previous, kind }: LineChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const previousRef = useRef(previous);
  const { theme } = useTheme();

  useEffect(() => {
    const box = boxRef.current;
    if (!box || !canvasWorks()) return;
    const size = () => ({ width: Math.floor(box.clientWidth), height: CHART_HEIGHT });
    // The colours are read after the theme's class is on <html>, so `theme` is the cue to read them again.
    const chart = new uPlot(
      chartOptions({ points, previous: () => previousRef.current, kind, ...size(), colors: readChartColors(box) }),
      toAlignedData(points, previousRef.current),
      box,
    );
    chartRef.current = chart;
    chart.root.querySelectorAll('canvas').forEach((canvas) => canvas.setAttribute('aria-hidden', 'true'));
    const observer = new ResizeObserver(() => {
      const next = size();
      if (next.width > 0 && next.width !== chart.width) chart.setSize(next);
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      chart.destroy();
      chartRef.current = null;
    };
  }, [points, kind, theme]);

  useEffect(() => {
    if (previousRef.current === previous) return;
    previousRef.current = previous;
    const chart = chartRef.current;
    if (!chart) return;
    chart.setSeries(SERIES.previous, { show: previous !== undefined });
    chart.setData(toAlignedData(points, previous));
  }, [points, previous]);

  return <div ref={boxRef} aria-hidden="true" className="h-48 w-full overflow-hidden" />;
}
