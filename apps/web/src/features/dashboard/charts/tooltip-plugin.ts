import type uPlot from 'uplot';
import { formatDay } from '../../../lib/format/date-format.ts';
import type { ChartPoint } from '../chart-series.ts';
import { DASHBOARD_TEXTS, soFarText } from '../dashboard-texts.ts';

// Dark on light and light on dark: the tooltip stands out from the card in both themes.
const TIP_CLASSES =
  'pointer-events-none absolute top-0 left-0 z-10 rounded-lg bg-gray-900 px-2.5 py-1.5 text-xs whitespace-nowrap text-white shadow-lg dark:bg-gray-100 dark:text-gray-900';
const GAP_PX = 12;

/**
 * A tooltip beside the hovered day: its date and value as the data table writes them
 * (today marked "so far"), and the previous period's day and value when it is drawn.
 * A mouse moves uPlot's cursor itself; a finger does so here, so a tap or a sideways drag
 * reads the chart on a phone while an up-and-down drag still scrolls the page. Hidden
 * from screen readers, which read the figure's table instead.
 */
export function tooltipPlugin(
  points: readonly ChartPoint[],
  previous: () => readonly ChartPoint[] | undefined,
): uPlot.Plugin {
  const tip = document.createElement('div');
  const dateLine = document.createElement('div');
  const valueLine = document.createElement('div');
  const previousLine = document.createElement('div');
  tip.className = TIP_CLASSES;
  tip.setAttribute('aria-hidden', 'true');
  tip.style.display = 'none';
  dateLine.className = 'font-medium';
  previousLine.className = 'mt-1 opacity-80';
  tip.append(dateLine, valueLine, previousLine);

  return {
    hooks: {
      init: (chart) => {
        chart.over.append(tip);
        chart.over.style.touchAction = 'pan-y';
        const follow = (event: PointerEvent) => {
          if (event.pointerType !== 'touch') return;
          const box = chart.over.getBoundingClientRect();
          chart.setCursor({ left: event.clientX - box.left, top: event.clientY - box.top });
        };
        chart.over.addEventListener('pointerdown', follow);
        chart.over.addEventListener('pointermove', follow);
      },
      setCursor: (chart) => {
        const index = chart.cursor.idx;
        const point = index === null || index === undefined ? undefined : points[index];
        if (index === null || index === undefined || !point) {
          tip.style.display = 'none';
          return;
        }
        dateLine.textContent = point.isSoFar ? soFarText(formatDay(point.date)) : formatDay(point.date);
        valueLine.textContent = point.text;
        const before = previous()?.[index];
        previousLine.textContent = before
          ? `${DASHBOARD_TEXTS.previousPeriod}: ${formatDay(before.date)}, ${before.text}`
          : '';
        previousLine.hidden = !before;
        const x = chart.valToPos(index, 'x');
        const y = point.value === null ? chart.over.clientHeight / 2 : chart.valToPos(point.value, 'y');
        // Beside the point, on the side with more room, so it never leaves the chart.
        const side = x > chart.over.clientWidth / 2 ? `calc(-100% - ${GAP_PX}px)` : `${GAP_PX}px`;
        tip.style.transform = `translate(${x}px, ${y}px) translate(${side}, -50%)`;
        tip.style.display = '';
      },
    },
  };
}
