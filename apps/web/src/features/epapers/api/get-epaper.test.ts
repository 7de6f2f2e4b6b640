import { describe, expect, it } from 'vitest';
import { makeEpaper } from '../view/epaper-details.test-helper.tsx';
import { nextReadInMs } from './get-epaper.ts';

describe('when the edition’s page reads it again', () => {
  const now = Date.parse('2026-11-26T20:00:00Z');

  it('every 2 s while processing, never once settled', () => {
    expect(nextReadInMs(makeEpaper({ processing_status: 'pending' }), now)).toBe(2000);
    expect(nextReadInMs(makeEpaper({ is_published: true }), now)).toBe(false);
    expect(nextReadInMs(makeEpaper({ is_published: false, processing_status: 'failed' }), now)).toBe(false);
  });

  it('while scheduled: just after its time, at least every 30 s, and no more once held', () => {
    const scheduled = (scheduled_at: string, is_held = false) =>
      makeEpaper({ is_published: false, scheduled_at, is_held });
    expect(nextReadInMs(scheduled('2026-11-26T20:00:10Z'), now)).toBe(12_000);
    expect(nextReadInMs(scheduled('2026-11-27T00:30:00Z'), now)).toBe(30_000);
    expect(nextReadInMs(scheduled('2026-11-26T19:59:00Z'), now)).toBe(2000);
    expect(nextReadInMs(scheduled('2026-11-26T19:59:00Z', true), now)).toBe(false);
  });
});
