import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGE, RANGE_OPTIONS, parseRange, withRange } from './dashboard-range.ts';

describe('parseRange', () => {
  it('reads each offered range', () => {
    expect(parseRange('7')).toBe(7);
    expect(parseRange('30')).toBe(30);
    expect(parseRange('90')).toBe(90);
  });

  it('falls back to 30 days for a missing or unknown value', () => {
    expect(DEFAULT_RANGE).toBe(30);
    for (const raw of [null, '', '14', '365', 'abc', '090', '90.0', ' 7', '-7']) {
      expect(parseRange(raw), String(raw)).toBe(30);
    }
  });
});

describe('withRange', () => {
  it('writes the range, keeping the other keys', () => {
    expect(withRange(new URLSearchParams('a=1'), 90).toString()).toBe('a=1&range=90');
    expect(withRange(new URLSearchParams('range=7&b=2'), 90).toString()).toBe('range=90&b=2');
  });

  it('leaves the default out, and drops a bad value', () => {
    expect(withRange(new URLSearchParams('range=90'), 30).toString()).toBe('');
    expect(withRange(new URLSearchParams('range=abc&a=1'), 30).toString()).toBe('a=1');
    expect(withRange(new URLSearchParams('range=abc'), 7).toString()).toBe('range=7');
  });

  it('does not change the query it was given', () => {
    const previous = new URLSearchParams('range=7');
    withRange(previous, 90);
    expect(previous.toString()).toBe('range=7');
  });
});

describe('RANGE_OPTIONS', () => {
  it('offers the last 7, 30 and 90 days', () => {
    expect(RANGE_OPTIONS.map((option) => option.label)).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days']);
    expect(RANGE_OPTIONS.map((option) => option.value)).toEqual(['7', '30', '90']);
  });
});
