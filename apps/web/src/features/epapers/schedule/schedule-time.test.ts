import { describe, expect, it } from 'vitest';
import { suggestedGoLiveAt } from './schedule-time.ts';

describe('the first go-live time offered', () => {
  it('offers the usual hour of the edition’s day only while it is ahead', () => {
    const now = new Date('2026-11-26T18:00:00Z'); // 23:30 in India
    expect(suggestedGoLiveAt('2026-11-27', now)).toBe('2026-11-27T06:00');
    expect(suggestedGoLiveAt('2026-11-26', now)).toBe('');
    expect(suggestedGoLiveAt('', now)).toBe('');
  });
});
