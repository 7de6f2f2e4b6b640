import { describe, expect, it } from 'vitest';
import { formatDayRange } from './dashboard-format.ts';

describe('formatDayRange', () => {
  it('names both days, or one when they are the same', () => {
    expect(formatDayRange('2026-03-01', '2026-03-30')).toBe('1 Mar 2026 – 30 Mar 2026');
    expect(formatDayRange('2026-03-30', '2026-03-30')).toBe('30 Mar 2026');
  });
});
