import { formatAxisDay, formatAxisMonth, formatAxisMonthName } from './chart-format.ts';

/**
 * A label of the time axis: its text, and a shorter one for a narrow chart ("Nov" for
 * "Nov 2026"; none when the text must stay whole); where it sits (a day's position, 0
 * for the oldest; between two days for a month's middle); the days it names, `from` and
 * `to` (a day's label names its day); and how much it matters when not all labels fit (a
 * month's label by the days of it shown, so a month of which the range shows only a few
 * days gives way first).
 */
export type AxisLabel = { at: number; text: string; short?: string; from: number; to: number; weight: number };

/** The time axis: tick marks at these positions, and the labels. */
export type DayAxis = { ticks: number[]; labels: AxisLabel[] };

/** Longer ranges are labelled by month: a label per day would say too little. */
export const MONTHS_FROM_DAYS = 46;

/**
 * The room, in CSS pixels, from one label's middle to the next: a day ("26 Nov"), a month
 * in its short wording ("Sept", the year said once), so 90 days name all their months
 * even in the narrowest chart (about 210 px of plot, two columns beside the sidebar).
 */
const DAY_LABEL_SPACE = 56;
const MONTH_LABEL_SPACE = 48;

/** Steps between labelled days: whole days, then a week, a fortnight, a month. */
const DAY_STEPS = [1, 2, 3, 7, 14, 30];

/** Months between labelled months on a long range in a narrow chart. */
const MONTH_STEPS = [1, 2, 3, 6, 12];

/** Days of a month, for spacing only. */
const MONTH_DAYS = 30.4;

/**
 * The time axis of `dates` (yyyy-mm-dd, oldest first, one per day) drawn `plotWidth` CSS
 * pixels wide. Up to MONTHS_FROM_DAYS days: a label every few days ("5 Nov"), counted back
 * from the newest so today is always labelled. Longer: a tick where each month begins and
 * the month's name ("Sept 2026", the Indian way) in the middle of its days, so each month
 * the range covers is named, one or two days of it at either end too; in a narrow chart
 * the year is left to the first month and January ("Sept 2026", "Oct", … "Jan 2027").
 * When months are too narrow for a label each, every 2nd, 3rd, 6th or 12th month is
 * named, counted from January.
 */
export function dayAxis(dates: readonly string[], plotWidth: number): DayAxis {
  const count = dates.length;
  if (count === 0) return { ticks: [], labels: [] };
  const dayWidth = plotWidth / Math.max(count - 1, 1);
  if (count < MONTHS_FROM_DAYS) return dayLabels(dates, dayWidth);
  return monthLabels(dates, dayWidth);
}

function dayLabels(dates: readonly string[], dayWidth: number): DayAxis {
  const step = DAY_STEPS.find((days) => days * dayWidth >= DAY_LABEL_SPACE) ?? DAY_STEPS.at(-1) ?? 1;
  const ticks: number[] = [];
  for (let at = dates.length - 1; at >= 0; at -= step) ticks.unshift(at);
  return {
    ticks,
    labels: ticks.map((at) => ({ at, text: formatAxisDay(dates[at] ?? ''), from: at, to: at, weight: 1 })),
  };
}

function monthLabels(dates: readonly string[], dayWidth: number): DayAxis {
  const starts = dates.flatMap((date, at) => (at === 0 || date.endsWith('-01') ? [at] : []));
  const monthStep = MONTH_STEPS.find((months) => months * MONTH_DAYS * dayWidth >= MONTH_LABEL_SPACE) ?? 12;
  const labels = starts.flatMap((start, index) => {
    const end = (starts[index + 1] ?? dates.length) - 1;
    const month = Number(dates[start]?.slice(5, 7));
    if ((month - 1) % monthStep !== 0) return [];
    return [
      {
        at: (start + end) / 2,
        text: formatAxisMonth(dates[start] ?? ''),
        from: start,
        to: end,
        weight: end - start + 1,
      },
    ];
  });
  // The year is said once, and again where it changes: the first label and January's keep it.
  return {
    ticks: starts.filter((at) => at > 0),
    labels: labels.map((label, index) =>
      index === 0 || dates[label.from]?.slice(5, 7) === '01'
        ? label
        : { ...label, short: formatAxisMonthName(dates[label.from] ?? '') },
    ),
  };
}
