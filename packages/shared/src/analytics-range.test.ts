import { describe, expect, it } from 'vitest';
import { previousPeriod } from './analytics-range.ts';

describe('previousPeriod', () => {
  it('is the period of the same length ending the day before', () => {
    expect(previousPeriod({ from: '2026-11-20', to: '2026-11-26' })).toEqual({ from: '2026-11-13', to: '2026-11-19' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-11-26', to: '2026-11-26' })).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });
});
