import type uPlot from 'uplot';
import { dayAxis } from './day-axis.ts';

/** Between two labels, so neighbours never touch. */
const LABEL_GAP_PX = 8;

/**
 * The time axis as text under the plot, not painted on the canvas: its labels are laid out
 * by the browser (so they are measured, not guessed, when deciding which fit), stay crisp
 * at any zoom, and can be found by text. Drawn again after every redraw (a resize, a theme
 * change). The whole chart is hidden from screen readers; its data table names every day.
 */
export function dayAxisPlugin(dates: readonly string[], colors: { axis: string; grid: string }, font: string) {
  const layer = document.createElement('div');
  layer.dataset.chartAxis = 'time';
  Object.assign(layer.style, { position: 'absolute', pointerEvents: 'none', font, color: colors.axis, height: '30px' });

  const draw = (chart: uPlot) => {
    const over = chart.over;
    const width = over.offsetWidth;
    const leftRoom = over.offsetLeft;
    const rightRoom = (over.parentElement?.clientWidth ?? width + leftRoom) - leftRoom - width;
    Object.assign(layer.style, {
      left: `${leftRoom}px`,
      top: `${over.offsetTop + over.offsetHeight}px`,
      width: `${width}px`,
    });
    const axis = dayAxis(dates, width);
    layer.replaceChildren(
      ...axis.ticks.map((at) => {
        const tick = document.createElement('span');
        Object.assign(tick.style, {
          position: 'absolute',
          top: '0',
          left: `${Math.round(chart.valToPos(at, 'x'))}px`,
          width: '1px',
          height: '4px',
          background: colors.grid,
        });
        return tick;
      }),
    );
    // Laid out in the days' order (so the text reads left to right), then placed by weight:
    // the labels that matter most first, and one that would touch a placed one left out.
    const texts = axis.labels.map((label) => {
      const text = document.createElement('span');
      text.textContent = label.text;
      Object.assign(text.style, { position: 'absolute', top: '8px', whiteSpace: 'nowrap', lineHeight: '16px' });
      return text;
    });
    layer.append(...texts);
    // Every width read before any label is placed: a read after a write lays the page out
    // again, once per label on every redraw.
    const widths = texts.map((text) => text.offsetWidth);
    const placed: Array<[number, number]> = [];
    const byWeight = axis.labels.map((label, index) => ({ label, index }));
    byWeight.sort((a, b) => b.label.weight - a.label.weight || b.label.at - a.label.at);
    for (const { label, index } of byWeight) {
      const text = texts[index];
      const textWidth = widths[index];
      if (!text || textWidth === undefined) continue;
      const centre = chart.valToPos(label.at, 'x');
      const left = Math.min(Math.max(centre - textWidth / 2, -leftRoom), width + rightRoom - textWidth);
      const right = left + textWidth;
      if (placed.some(([from, to]) => left < to + LABEL_GAP_PX && right > from - LABEL_GAP_PX)) {
        text.remove();
        continue;
      }
      placed.push([left, right]);
      text.style.left = `${Math.round(left)}px`;
    }
  };

  return {
    hooks: {
      init: (chart: uPlot) => {
        chart.over.parentElement?.append(layer);
      },
      draw,
    },
  } satisfies uPlot.Plugin;
}
