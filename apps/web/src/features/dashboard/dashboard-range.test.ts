import { describe, expect, it } from 'vitest';
import { ANALYTICS_TEXTS } from '@epaper/shared/analytics.texts';
import {
  DEFAULT_RANGE,
  RANGE_OPTIONS,
  customRangeError,
  lastDays,
  parseDays,
  parseRange,
  rangePhrase,
  rangeQuery,
  rangeText,
  withRange,
} from './dashboard-range.ts';
import { DASHBOARD_TEXTS } from './dashboard-texts.ts';

const params = (text: string) => new URLSearchParams(text);

describe('parseRange', () => {
  it('reads each offered range', () => {
    expect(parseRange(params('range=7'))).toEqual(lastDays(7));
    expect(parseRange(params('range=30'))).toEqual(lastDays(30));
    expect(parseRange(params('range=90'))).toEqual(lastDays(90));
  });

  it('falls back to 30 days for a missing or unknown value', () => {
    expect(DEFAULT_RANGE).toBe(30);
    for (const raw of [null, '', '14', '365', 'abc', '090', '90.0', ' 7', '-7']) {
      expect(parseDays(raw), String(raw)).toBe(30);
    }
    expect(parseRange(params(''))).toEqual(lastDays(30));
  });

  it('reads a custom range the API takes, and nothing else', () => {
    expect(parseRange(params('from=2026-09-01&to=2026-10-15'))).toEqual({
      kind: 'custom',
      from: '2026-09-01',
      to: '2026-10-15',
    });
    for (const query of [
      'from=2026-10-15&to=2026-09-01',
      'from=2024-01-01&to=2026-01-02',
      'from=2026-02-30&to=2026-03-10',
      'from=2026-09-01',
      'to=2026-09-01&range=7',
    ]) {
      expect(parseRange(params(query)).kind, query).toBe('last');
    }
  });
});

describe('withRange', () => {
  it('writes the range, keeping the other keys', () => {
    expect(withRange(params('a=1'), lastDays(90)).toString()).toBe('a=1&range=90');
    expect(withRange(params('range=7&b=2'), lastDays(90)).toString()).toBe('b=2&range=90');
    expect(withRange(params('range=7&b=2'), { kind: 'custom', from: '2026-09-01', to: '2026-10-15' }).toString()).toBe(
      'b=2&from=2026-09-01&to=2026-10-15',
    );
    expect(withRange(params('from=2026-09-01&to=2026-10-15'), lastDays(7)).toString()).toBe('range=7');
  });

  it('leaves the default out, and drops a bad value', () => {
    expect(withRange(params('range=90'), lastDays(30)).toString()).toBe('');
    expect(withRange(params('range=abc&a=1'), lastDays(30)).toString()).toBe('a=1');
    expect(withRange(params('range=abc'), lastDays(7)).toString()).toBe('range=7');
  });

  it('does not change the query it was given', () => {
    const previous = params('range=7');
    withRange(previous, lastDays(90));
    expect(previous.toString()).toBe('range=7');
  });
});

describe('customRangeError', () => {
  const today = '2026-11-26';
  it('takes a range ending today or before, up to two years', () => {
    expect(customRangeError('2026-11-01', today, today)).toBeNull();
    expect(customRangeError('2024-11-26', '2026-11-25', today)).toBeNull();
    expect(customRangeError('2026-11-26', today, today)).toBeNull();
  });

  it('refuses, naming the field and the reason', () => {
    expect(customRangeError('', today, today)).toEqual({ field: 'from', message: DASHBOARD_TEXTS.fromRequired });
    expect(customRangeError('2026-11-01', '', today)).toEqual({ field: 'to', message: DASHBOARD_TEXTS.toRequired });
    expect(customRangeError('2026-11-01', '2026-11-27', today)).toEqual({
      field: 'to',
      message: DASHBOARD_TEXTS.afterToday,
    });
    expect(customRangeError('2026-11-20', '2026-11-10', today)).toEqual({
      field: 'from',
      message: ANALYTICS_TEXTS.fromAfterTo,
    });
    expect(customRangeError('2024-11-24', '2026-11-25', today)).toEqual({
      field: 'from',
      message: ANALYTICS_TEXTS.rangeTooLong,
    });
    expect(customRangeError('1999-12-31', '2000-01-05', today)?.field).toBe('from');
  });
});

describe('what a range reads as', () => {
  it('asks the API for days, or for from and to', () => {
    expect(rangeQuery(lastDays(90))).toEqual({ days: 90 });
    expect(rangeQuery({ kind: 'custom', from: '2026-09-01', to: '2026-10-15' })).toEqual({
      from: '2026-09-01',
      to: '2026-10-15',
    });
  });

  it('names the days', () => {
    expect(rangeText(lastDays(7))).toBe('Last 7 days');
    expect(rangePhrase(lastDays(7))).toBe('last 7 days');
    expect(rangeText({ kind: 'custom', from: '2026-09-01', to: '2026-10-15' })).toMatch(/^1 Sept? 2026 – 15 Oct 2026$/);
  });
});

describe('RANGE_OPTIONS', () => {
  it('offers the last 7, 30 and 90 days, and a custom range', () => {
    expect(RANGE_OPTIONS.map((option) => option.label)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Custom range…',
    ]);
    expect(RANGE_OPTIONS.map((option) => option.value)).toEqual(['7', '30', '90', 'custom']);
  });
});
