import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatDay, NO_DATE } from './date-format.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('instants on the service’s clock (en-IN)', () => {
  it('shows an instant with the service’s zone named, the year dropped when compact, or the time alone', () => {
    expect(formatDateTime('2026-11-27T00:30:00Z')).toBe('27 Nov 2026, 6:00 am IST');
    expect(formatDateTime('2026-11-27T00:30:00Z', 'compact')).toBe('27 Nov, 6:00 am IST');
    expect(formatDateTime('2026-11-27T00:30:00Z', 'time')).toBe('6:00 am IST');
  });

  it('takes the zone from the runtime settings', () => {
    vi.stubGlobal('__APP_CONFIG__', { apiBaseUrl: '/api', timeZone: 'America/New_York' });
    expect(formatDateTime('2026-11-27T11:00:00Z')).toBe('27 Nov 2026, 6:00 am GMT-5');
  });

  it('gives the day of an instant on the service’s clock, not the browser’s', () => {
    // 00:30 in India is still the 4th in UTC and west of it.
    expect(formatDate('2025-03-04T19:00:00Z')).toBe('5 Mar 2025');
    vi.stubGlobal('__APP_CONFIG__', { apiBaseUrl: '/api', timeZone: 'America/New_York' });
    expect(formatDate('2025-03-04T19:00:00Z')).toBe('4 Mar 2025');
  });

  it('shows a dash for a missing or invalid date', () => {
    expect(formatDate(null)).toBe(NO_DATE);
    expect(formatDateTime('not a date')).toBe(NO_DATE);
  });
});

describe('calendar days', () => {
  it('shows a yyyy-mm-dd day as written, whatever the service’s zone', () => {
    expect(formatDay('2025-03-05')).toBe('5 Mar 2025');
    vi.stubGlobal('__APP_CONFIG__', { apiBaseUrl: '/api', timeZone: 'Pacific/Kiritimati' });
    expect(formatDay('2025-03-05')).toBe('5 Mar 2025');
    vi.stubGlobal('__APP_CONFIG__', { apiBaseUrl: '/api', timeZone: 'Pacific/Pago_Pago' });
    expect(formatDay('2025-03-05')).toBe('5 Mar 2025');
  });
});
