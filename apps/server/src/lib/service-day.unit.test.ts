import { describe, expect, it } from 'vitest';
import { serviceDay, serviceTimestamp } from './service-day.ts';

describe('serviceTimestamp', () => {
  it('writes the service’s wall clock in ISO 8601 with its offset', () => {
    expect(serviceTimestamp('Asia/Kolkata', '2026-11-26T16:10:00.000Z')).toBe('2026-11-26T21:40:00+05:30');
    // Past midnight there: the same day serviceDay names.
    const late = new Date('2026-03-05T20:00:00Z');
    expect(serviceTimestamp('Asia/Kolkata', late)).toBe('2026-03-06T01:30:00+05:30');
    expect(serviceDay('Asia/Kolkata', late)).toBe('2026-03-06');
  });

  it('follows daylight saving time, and writes a zero offset as +00:00', () => {
    expect(serviceTimestamp('America/New_York', '2026-01-15T12:00:00Z')).toBe('2026-01-15T07:00:00-05:00');
    expect(serviceTimestamp('America/New_York', '2026-07-01T03:00:00Z')).toBe('2026-06-30T23:00:00-04:00');
    expect(serviceTimestamp('UTC', '2026-07-01T00:00:00.999Z')).toBe('2026-07-01T00:00:00+00:00');
    expect(serviceTimestamp('Asia/Kathmandu', '2026-07-01T00:00:00Z')).toBe('2026-07-01T05:45:00+05:45');
  });

  it('reads midnight as 00, not 24', () => {
    expect(serviceTimestamp('Asia/Kolkata', '2026-11-25T18:30:00Z')).toBe('2026-11-26T00:00:00+05:30');
  });
});
