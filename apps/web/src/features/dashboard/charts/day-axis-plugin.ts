import type uPlot from 'uplot';
import { clamp, layOutLabels } from './axis-label-layout.ts';
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
    // Every wording of every label is laid out, in the days' order (so the text reads left
    // to right), and measured before any is placed: a read after a write lays the page out
    // again, once per label on every redraw. Then each is placed where its days are, the
    // wording all fit in chosen, and the rest removed.
    const wordings = axis.labels.map((label) =>
      [label.text, ...(label.short === undefined ? [] : [label.short])].map((words) => {
        const text = document.createElement('span');
        text.textContent = words;
        Object.assign(text.style, { position: 'absolute', top: '8px', whiteSpace: 'nowrap', lineHeight: '16px' });
        return text;
      }),
    );
    layer.append(...wordings.flat());
    // Whole pixels up, and a left edge rounded down below: a label placed against the chart's
    // right edge ends inside it, not a fraction of a pixel past it.
    const widths = wordings.map((texts) => texts.map((text) => Math.ceil(text.getBoundingClientRect().width)));
    const at = (day: number) => clamp(chart.valToPos(day, 'x'), 0, width);
    const placed = layOutLabels(
      axis.labels.map((label, index) => ({
        centre: chart.valToPos(label.at, 'x'),
        span: [at(label.from - 0.5), at(label.to + 0.5)] as const,
        widths: widths[index] ?? [],
        weight: label.weight,
      })),
      { min: -leftRoom, max: width + rightRoom, gap: LABEL_GAP_PX },
    );
    wordings.forEach((texts, index) => {
      const place = placed[index];
      texts.forEach((text, wording) => {
        if (place?.wording === wording) text.style.left = `${Math.floor(place.left)}px`;
        else text.remove();
      });
    });
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
