import { describe, expect, it } from 'vitest';
import {
  formatAxisCount,
  formatAxisDay,
  formatAxisMonth,
  formatAxisMonthName,
  formatAxisPrice,
} from './chart-format.ts';

describe('axis formats', () => {
  it('writes counts compactly, the Indian way', () => {
    expect(formatAxisCount(0)).toBe('0');
    expect(formatAxisCount(950)).toBe('950');
    expect(formatAxisCount(1500)).toBe('1.5K');
    expect(formatAxisCount(150000)).toBe('1.5L');
    expect(formatAxisCount(15000000)).toBe('1.5Cr');
  });

  it('writes money compactly in rupees, without paise', () => {
    expect(formatAxisPrice(0)).toBe('₹0');
    expect(formatAxisPrice(15000)).toBe('₹15K');
    expect(formatAxisPrice(250000)).toBe('₹2.5L');
  });

  it('writes a day as day and month, the same in every time zone', () => {
    expect(formatAxisDay('2026-03-05')).toBe('5 Mar');
    expect(formatAxisDay('2026-12-31')).toBe('31 Dec');
    expect(formatAxisDay('soon')).toBe('');
  });

  it('writes a month with its year, or without it, the Indian way ("Sept")', () => {
    expect(formatAxisMonth('2026-09-04')).toBe('Sept 2026');
    expect(formatAxisMonthName('2026-09-04')).toBe('Sept');
    expect(formatAxisMonthName('2026-12-01')).toBe('Dec');
    expect(formatAxisMonthName('soon')).toBe('');
  });
});
