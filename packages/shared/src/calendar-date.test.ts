import { describe, expect, it } from 'vitest';
import { DATE_RANGE, dateOutOfRangeMessage, isCalendarDate, isDateInRange, isIsoTimestamp } from './calendar-date.ts';

describe('isCalendarDate', () => {
  it.each(['2026-11-22', '2024-02-29', '0000-01-01', '9999-12-31'])('takes the real day %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '22/11/2026',
    '2026-11-22T00:00:00Z',
    ' 2026-11-22',
  ])('refuses %j', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe('isDateInRange', () => {
  it('takes 2000-01-01 to 2100-12-31 and nothing outside', () => {
    expect(DATE_RANGE).toEqual({ first: '2000-01-01', last: '2100-12-31' });
    expect(['2000-01-01', '2026-11-22', '2100-12-31'].every(isDateInRange)).toBe(true);
    expect(['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31'].some(isDateInRange)).toBe(false);
    expect(dateOutOfRangeMessage('Start date')).toBe('Start date must be between 2000-01-01 and 2100-12-31');
  });
});

describe('isIsoTimestamp', () => {
  it.each(['2026-11-22T00:00:00.000Z', '2026-11-22T05:00:00-05:00', '2026-11-22T05:00+0530', '2026-11-22T23:59:59Z'])(
    'takes %s',
    (value) => {
      expect(isIsoTimestamp(value)).toBe(true);
    },
  );

  it.each([
    '2026-02-30T00:00:00Z',
    '2026-11-22T24:00:00Z',
    '2026-11-22T00:00:00',
    '2026-11-22 00:00:00Z',
    '2026-11-22T00:00:00+15:00',
    '2026-11-22',
  ])('refuses %s', (value) => {
    expect(isIsoTimestamp(value)).toBe(false);
  });
});
