import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, NO_DATE } from './date-format.ts';

describe('date formatting (en-IN)', () => {
  it('formats a date as day, short month, year', () => {
    expect(formatDate('2025-03-05T10:00:00')).toBe('5 Mar 2025');
  });

  it('adds the time for a date-time', () => {
    expect(formatDateTime('2025-03-05T14:30:00')).toMatch(/^5 Mar 2025, 2:30\s?pm$/i);
  });

  it('shows a dash for a missing or invalid date', () => {
    expect(formatDate(null)).toBe(NO_DATE);
    expect(formatDateTime('not a date')).toBe(NO_DATE);
  });
});
