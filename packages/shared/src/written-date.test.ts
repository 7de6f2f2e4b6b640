import { describe, expect, it } from 'vitest';
import { parseWrittenDate } from './written-date.ts';

const TODAY = '2026-11-26';
const read = (text: string, today = TODAY) => parseWrittenDate(text, today);

describe('a date as people write it', () => {
  it('reads the forms of the issue, numbers day first', () => {
    expect(read('26 Nov')).toBe('2026-11-26');
    expect(read('26/11')).toBe('2026-11-26');
    expect(read('26 November 2026')).toBe('2026-11-26');
    expect(read('Nov 26')).toBe('2026-11-26');
    expect(read('26-11-2026')).toBe('2026-11-26');
    expect(read('2026-11-26')).toBe('2026-11-26');
  });

  it('reads the usual variants: ordinals, full and short names, commas, dots, two-digit years', () => {
    expect(read('26th Nov')).toBe('2026-11-26');
    expect(read('1st January 2027')).toBe('2027-01-01');
    expect(read('November 26, 2026')).toBe('2026-11-26');
    expect(read('nov. 26 2025')).toBe('2025-11-26');
    expect(read('26-Nov-2026')).toBe('2026-11-26');
    expect(read('  26   NOV  ')).toBe('2026-11-26');
    expect(read('26.11.26')).toBe('2026-11-26');
    expect(read('3/4/2026')).toBe('2026-04-03');
    expect(read('5 Sept 2026')).toBe('2026-09-05');
  });

  it('takes a day without a year as the nearest such day, before or after today', () => {
    expect(read('1 Jan')).toBe('2027-01-01');
    expect(read('20/11')).toBe('2026-11-20');
    // Half a year either way: 180 days back, or 185 ahead; 183 back, or 182 ahead.
    expect(read('30 May')).toBe('2026-05-30');
    expect(read('27 May')).toBe('2027-05-27');
    expect(read('29 Feb')).toBe('2028-02-29');
    expect(read('29 Feb', '2026-01-10')).toBe('2024-02-29');
  });

  it('is no date for other text or a day the calendar has not', () => {
    for (const text of [
      'Morning Herald',
      '26',
      'Nov',
      '2026',
      '31/11',
      '30 Feb 2026',
      '29/02/2026',
      '11/26',
      '26 Novx',
      '1/2/3/4',
      '26/11/0000',
      '0000-11-26',
      '26 Nov 1999',
      '1 Jan 2101',
    ]) {
      expect(read(text), text).toBeUndefined();
    }
  });
});
