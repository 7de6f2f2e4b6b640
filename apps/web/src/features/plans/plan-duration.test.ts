import { describe, expect, it } from 'vitest';
import { durationText } from './plan-duration.ts';

describe('durationText', () => {
  it.each([
    [1, '1 day'],
    [7, '7 days'],
    [29, '29 days'],
    [30, '1 month'],
    [31, '1 month'],
    [44, '1 month'],
    [45, '2 months'],
    [90, '3 months'],
    [180, '6 months'],
    [364, '12 months'],
    [365, '1 year'],
    [366, '1 year'],
    [547, '1 year'],
    [548, '2 years'],
    [730, '2 years'],
    [36_500, '100 years'],
  ])('%i days reads "%s"', (days, text) => {
    expect(durationText(days)).toBe(text);
  });
});
