import { describe, expect, it } from 'vitest';
import { formatCount, formatDayRange } from './dashboard-format.ts';

describe('formatCount', () => {
  it('groups the Indian way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1499)).toBe('1,499');
    expect(formatCount(1234567)).toBe('12,34,567');
  });

  it('shows a dash for what is not a number', () => {
    expect(formatCount(Number.NaN)).toBe('—');
  });
});

describe('formatDayRange', () => {
  it('names both days, or one when they are the same', () => {
    expect(formatDayRange('2026-03-01', '2026-03-30')).toBe('1 Mar 2026 – 30 Mar 2026');
    expect(formatDayRange('2026-03-30', '2026-03-30')).toBe('30 Mar 2026');
  });
});
