import { describe, expect, it } from 'vitest';
import { latestDays } from './latest-days.ts';

const day = (n: number) => ({ date: `2026-03-${String(n).padStart(2, '0')}`, value: n });

describe('latestDays', () => {
  it('keeps the latest 7 days, newest first', () => {
    const rows = Array.from({ length: 30 }, (_, index) => day(index + 1));
    expect(latestDays(rows).map((row) => row.value)).toEqual([30, 29, 28, 27, 26, 25, 24]);
  });

  it('keeps every row of a shorter series', () => {
    expect(latestDays([day(1), day(2)]).map((row) => row.value)).toEqual([2, 1]);
    expect(latestDays([])).toEqual([]);
  });

  it('orders by the day whatever order the rows came in', () => {
    expect(latestDays([day(3), day(9), day(1)], 2).map((row) => row.value)).toEqual([9, 3]);
  });

  it('leaves the rows it was given as they were', () => {
    const rows = [day(1), day(2)];
    latestDays(rows);
    expect(rows.map((row) => row.value)).toEqual([1, 2]);
  });
});
