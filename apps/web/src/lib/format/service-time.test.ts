import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceTomorrow, wallTimeOf } from './service-time.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('times on the service’s clock', () => {
  it('reads an instant as the service’s wall time, midnight as 00:00', () => {
    expect(wallTimeOf('2026-11-26T18:30:00Z')).toBe('2026-11-27T00:00');
    // Summer and winter time: the same 06:00 is a different instant.
    vi.stubGlobal('__APP_CONFIG__', { apiBaseUrl: '/api', timeZone: 'America/New_York' });
    expect(wallTimeOf('2026-07-01T10:00:00Z')).toBe('2026-07-01T06:00');
    expect(wallTimeOf('2026-12-01T11:00:00Z')).toBe('2026-12-01T06:00');
  });

  it('takes the zone from the runtime settings', () => {
    vi.stubGlobal('__APP_CONFIG__', { apiBaseUrl: '/api', timeZone: 'America/New_York' });
    const lateEvening = new Date('2026-11-27T03:00:00Z'); // 22:00 on the 26th in New York, 08:30 on the 27th in India
    expect(serviceTomorrow(lateEvening)).toBe('2026-11-27');
  });
});
