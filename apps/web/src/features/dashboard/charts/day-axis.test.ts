import { describe, expect, it } from 'vitest';
import { addDays } from '@epaper/shared/calendar-date';
import { dayAxis } from './day-axis.ts';

const days = (to: string, count: number) => Array.from({ length: count }, (_, index) => addDays(to, index - count + 1));

describe('dayAxis', () => {
  it('labels a short range every few days, counted back from today', () => {
    const axis = dayAxis(days('2026-11-26', 30), 1000);
    expect(axis.labels.at(-1)).toEqual({ at: 29, text: '26 Nov', from: 29, to: 29, weight: 1 });
    const steps = axis.labels.slice(1).map((label, index) => label.at - (axis.labels[index]?.at ?? 0));
    expect(new Set(steps)).toEqual(new Set([2]));
    // Narrower, fewer labels.
    expect(dayAxis(days('2026-11-26', 30), 260).labels.map((label) => label.text)).toEqual([
      '29 Oct',
      '5 Nov',
      '12 Nov',
      '19 Nov',
      '26 Nov',
    ]);
  });

  it('names each month of 90 days in its middle, with a tick where each begins', () => {
    const dates = days('2026-11-26', 90);
    const axis = dayAxis(dates, 260);
    expect(axis.labels.map((label) => label.text)).toEqual(['Aug 2026', 'Sept 2026', 'Oct 2026', 'Nov 2026']);
    expect(axis.ticks.map((at) => dates[at])).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    // August shows 3 days (29 to 31), so it gives way first if not all labels fit.
    expect(axis.labels[0]).toEqual({ at: 1, text: 'Aug 2026', from: 0, to: 2, weight: 3 });
    expect(axis.labels[1]).toEqual({ at: 3 + 14.5, text: 'Sept 2026', short: 'Sept', from: 3, to: 32, weight: 30 });
  });

  it('names a month of which the range shows one or two days, at either end', () => {
    // 4 Sep to 2 Dec: December's two days are named too.
    const toDecember = dayAxis(days('2026-12-02', 90), 260).labels;
    expect(toDecember.map((label) => label.text)).toEqual(['Sept 2026', 'Oct 2026', 'Nov 2026', 'Dec 2026']);
    expect(toDecember.at(-1)).toEqual({ at: 88.5, text: 'Dec 2026', short: 'Dec', from: 88, to: 89, weight: 2 });
    // 31 Jan to 30 Apr: January's one day.
    const fromJanuary = dayAxis(days('2027-04-30', 90), 260).labels;
    expect(fromJanuary.map((label) => label.text)).toEqual(['Jan 2027', 'Feb 2027', 'Mar 2027', 'Apr 2027']);
    expect(fromJanuary[0]).toEqual({ at: 0, text: 'Jan 2027', from: 0, to: 0, weight: 1 });
  });

  it('keeps the year, in the short wording, on the first month and on January only', () => {
    const short = (to: string) => dayAxis(days(to, 90), 260).labels.map((label) => label.short ?? label.text);
    expect(short('2026-12-02')).toEqual(['Sept 2026', 'Oct', 'Nov', 'Dec']);
    expect(short('2027-02-15')).toEqual(['Nov 2026', 'Dec', 'Jan 2027', 'Feb']);
  });

  it('names fewer months of two years, counted from January, as the chart narrows', () => {
    const dates = days('2026-11-26', 731);
    const months = (width: number) => new Set(dayAxis(dates, width).labels.map((label) => label.text.slice(0, 3)));
    expect(months(1000)).toEqual(new Set(['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov']));
    expect(months(440)).toEqual(new Set(['Jan', 'Apr', 'Jul', 'Oct']));
    expect(months(260)).toEqual(new Set(['Jan', 'Jul']));
    expect(months(150)).toEqual(new Set(['Jan']));
    // Every month still has its tick.
    expect(dayAxis(dates, 260).ticks).toHaveLength(24);
  });

  it('draws nothing for no days', () => {
    expect(dayAxis([], 300)).toEqual({ ticks: [], labels: [] });
  });
});
