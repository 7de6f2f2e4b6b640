import { describe, expect, it } from 'vitest';
import { addDays } from '@epaper/shared/calendar-date';
import { layOutLabels, type LabelRoom } from './axis-label-layout.ts';
import { dayAxis } from './day-axis.ts';

const days = (to: string, count: number) => Array.from({ length: count }, (_, index) => addDays(to, index - count + 1));

const GAP = 8;
/** About what 12px system-ui measures per character of "Sept 2026" in Chromium. */
const CHARACTER_PX = 7;

/**
 * The time axis of `dates` laid out as the plugin does it on a plot `plotWidth` wide with
 * `leftRoom` to its left (the value axis) and `rightRoom` to its right (uPlot's padding):
 * each label's text and where it ends up.
 */
function laidOut(dates: readonly string[], plotWidth: number, leftRoom = 64, rightRoom = 0) {
  const axis = dayAxis(dates, plotWidth);
  const at = (day: number) => Math.min(Math.max((day * plotWidth) / (dates.length - 1), 0), plotWidth);
  const wordings = axis.labels.map((label) => [label.text, ...(label.short === undefined ? [] : [label.short])]);
  const placed = layOutLabels(
    axis.labels.map((label, index) => ({
      centre: at(label.at),
      span: [at(label.from - 0.5), at(label.to + 0.5)] as const,
      widths: (wordings[index] ?? []).map((text) => text.length * CHARACTER_PX),
      weight: label.weight,
    })),
    { min: -leftRoom, max: plotWidth + rightRoom, gap: GAP },
  );
  return placed.flatMap((place, index) => {
    const text = place && wordings[index]?.[place.wording];
    return text ? [{ text, left: place.left, right: place.left + text.length * CHARACTER_PX }] : [];
  });
}

/** Labels in order, `GAP` apart at least, inside the room. */
function expectApartAndInside(labels: Array<{ left: number; right: number }>, room: Omit<LabelRoom, 'gap'>) {
  labels.forEach((label, index) => {
    expect(label.left).toBeGreaterThanOrEqual(room.min - 0.01);
    expect(label.right).toBeLessThanOrEqual(room.max + 0.01);
    const next = labels[index + 1];
    if (next) expect(next.left - label.right).toBeGreaterThanOrEqual(GAP - 0.01);
  });
}

describe('the time axis laid out', () => {
  it('names every month of 4 Sep to 2 Dec in full where there is room, December against the right edge', () => {
    const wide = laidOut(days('2026-12-02', 90), 500);
    expect(wide.map((label) => label.text)).toEqual(['Sept 2026', 'Oct 2026', 'Nov 2026', 'Dec 2026']);
    expectApartAndInside(wide, { min: -64, max: 500 });
    expect(wide.at(-1)?.right).toBeCloseTo(500);
    // A desk's two columns at 1280 px (as measured in Chromium): "Nov 2026" would be pushed
    // against "Dec 2026"; the year is said once instead.
    const desk = laidOut(days('2026-12-02', 90), 328, 64, 25);
    expect(desk.map((label) => label.text)).toEqual(['Sept 2026', 'Oct', 'Nov', 'Dec']);
    expectApartAndInside(desk, { min: -64, max: 353 });
  });

  it('names every month on a phone too, the year said once', () => {
    for (const width of [245, 261, 300]) {
      const labels = laidOut(days('2026-12-02', 90), width);
      expect(labels.map((label) => label.text)).toEqual(['Sept 2026', 'Oct', 'Nov', 'Dec']);
      expectApartAndInside(labels, { min: -64, max: width });
    }
    // One day of January, 31 Jan to 30 Apr: named beside the value axis.
    const fromJanuary = laidOut(days('2027-04-30', 90), 245, 48);
    expect(fromJanuary.map((label) => label.text)).toEqual(['Jan 2027', 'Feb', 'Mar', 'Apr']);
    expectApartAndInside(fromJanuary, { min: -48, max: 245 });
  });

  it('names every month of 90 days in the narrowest chart, and the months chosen of two years', () => {
    const narrow = laidOut(days('2026-12-02', 90), 210);
    expect(narrow.map((label) => label.text)).toEqual(['Sept 2026', 'Oct', 'Nov', 'Dec']);
    expectApartAndInside(narrow, { min: -64, max: 210 });
    for (const width of [1000, 440, 260]) {
      const dates = days('2026-11-26', 731);
      const labels = laidOut(dates, width);
      expect(labels).toHaveLength(dayAxis(dates, width).labels.length);
      expectApartAndInside(labels, { min: -64, max: width });
    }
  });

  it('keeps every label of 7 and 30 days on a phone', () => {
    const month = laidOut(days('2026-12-02', 30), 245);
    expect(month.map((label) => label.text)).toEqual(['4 Nov', '11 Nov', '18 Nov', '25 Nov', '2 Dec']);
    expectApartAndInside(month, { min: -64, max: 245 });
    const week = laidOut(days('2026-12-02', 7), 245);
    expect(week.map((label) => label.text)).toEqual(['26 Nov', '28 Nov', '30 Nov', '2 Dec']);
    expectApartAndInside(week, { min: -64, max: 245 });
  });
});

describe('layOutLabels', () => {
  const room = { min: 0, max: 300, gap: GAP };
  const label = (centre: number, width: number, weight = 1) => ({
    centre,
    span: [centre - 30, centre + 30] as const,
    widths: [width],
    weight,
  });

  it('leaves a label where its centre is when nothing is in the way', () => {
    expect(layOutLabels([label(100, 40), label(200, 40)], room)).toEqual([
      { left: 80, wording: 0 },
      { left: 180, wording: 0 },
    ]);
  });

  it('moves two labels that would touch apart evenly, and keeps one at the edge inside', () => {
    expect(layOutLabels([label(100, 40), label(100, 40)], room)).toEqual([
      { left: 56, wording: 0 },
      { left: 104, wording: 0 },
    ]);
    expect(layOutLabels([label(295, 40)], room)).toEqual([{ left: 260, wording: 0 }]);
  });

  it('takes the shorter wording when the longer would move a label off its days', () => {
    // 56 wide, the two would be pushed off their 60 px of days; 24 wide, they fit where they are.
    const labels = [100, 150].map((centre) => ({ ...label(centre, 56), widths: [56, 24] }));
    expect(layOutLabels(labels, room)).toEqual([
      { left: 88, wording: 1 },
      { left: 138, wording: 1 },
    ]);
  });

  it('leaves out the lightest label only when not all fit', () => {
    const placed = layOutLabels([label(20, 40, 3), label(50, 40, 30), label(80, 40, 30)], { ...room, max: 100 });
    expect(placed[0]).toBeNull();
    expect(placed.slice(1).every((place) => place !== null)).toBe(true);
  });
});
