/** The colours a chart draws with, read from the page so they follow the theme. */
export type ChartColors = {
  /** The series' line and its hover points. */
  line: string;
  /** The area under the line: the line's colour, faint. */
  fill: string;
  /** Axis values. */
  axis: string;
  /** Grid lines and ticks. */
  grid: string;
  /** The card behind the chart, for the ring of a hover point. */
  surface: string;
  /** The previous period's line: a quiet grey beside the range's colour. */
  compare: string;
};

// Only if a variable is missing (the CSS not loaded): readable on white and on gray-900 alike.
const FALLBACK = {
  line: '#3b82f6',
  axis: '#6b7280',
  grid: 'rgba(128, 128, 128, 0.25)',
  surface: 'transparent',
  compare: '#6b7280',
};

const FILL_ALPHA = 0.15;

/**
 * `color` made translucent, for the colour forms the theme's variables hold: hex, rgb()
 * and the oklch()/oklab() of Tailwind's palette (all space-separated, CSS Color 4). Any
 * other form gives no fill rather than a wrong one.
 */
export function withAlpha(color: string, alpha: number): string {
  const text = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const modern = /^(rgb|oklch|oklab|lch|lab|hsl)\(([^/)]+)(?:\/[^)]*)?\)$/i.exec(text);
  if (modern && !modern[2]?.includes(',')) return `${modern[1]}(${modern[2]?.trim()} / ${alpha})`;
  const legacyRgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,[^)]*)?\)$/i.exec(text);
  if (legacyRgb) return `rgba(${legacyRgb[1]}, ${legacyRgb[2]}, ${legacyRgb[3]}, ${alpha})`;
  return 'transparent';
}

/**
 * The chart's colours from the CSS variables its figure sets for the current theme
 * (`--chart-line`, `--chart-axis`, `--chart-grid`, `--chart-surface`, `--chart-compare`; see
 * chart-tones.ts).
 * Read again whenever the theme changes: the `dark` class on <html> switches them.
 */
export function readChartColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const line = read('--chart-line', FALLBACK.line);
  return {
    line,
    fill: withAlpha(line, FILL_ALPHA),
    axis: read('--chart-axis', FALLBACK.axis),
    grid: read('--chart-grid', FALLBACK.grid),
    surface: read('--chart-surface', FALLBACK.surface),
    compare: read('--chart-compare', FALLBACK.compare),
  };
}
