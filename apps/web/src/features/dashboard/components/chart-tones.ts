/**
 * The CSS variables a chart's canvas reads (charts/chart-colors.ts), set on its figure for
 * each theme from the app's palette: the `dark` class on <html> switches them, and the
 * chart reads them again when it does. Lines are the 600 shade on white and the 400 shade
 * on the dark card, each at least 3:1 against it.
 */
export const CHART_SURFACE =
  '[--chart-axis:var(--color-gray-600)] [--chart-grid:var(--color-gray-200)] [--chart-surface:var(--color-white)] [--chart-compare:var(--color-gray-500)] dark:[--chart-axis:var(--color-gray-400)] dark:[--chart-grid:var(--color-gray-800)] dark:[--chart-surface:var(--color-gray-900)] dark:[--chart-compare:var(--color-gray-400)]';

/** Each chart's line colour. */
export const CHART_TONES = {
  revenue: '[--chart-line:var(--color-emerald-600)] dark:[--chart-line:var(--color-emerald-400)]',
  registrations: '[--chart-line:var(--color-brand-600)] dark:[--chart-line:var(--color-brand-400)]',
  active: '[--chart-line:var(--color-violet-600)] dark:[--chart-line:var(--color-violet-400)]',
  views: '[--chart-line:var(--color-amber-600)] dark:[--chart-line:var(--color-amber-400)]',
} as const;

export type ChartTone = keyof typeof CHART_TONES;
